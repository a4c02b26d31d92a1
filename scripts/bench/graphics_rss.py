#!/usr/bin/env python3
"""Peak RSS of the graphics path (issue 38 item 7): `make bench`'s 10,000-card download and its 300 moves through the
grid, in a pty answering as an xterm without sixel (half blocks) and as kitty (every tile also in pixels), for each
variant; the largest of RUNS runs, as `make bench` reports its RSS rows. Not part of `make bench`, which answers as
the xterm only (Docs/Photos.md, "Memory"). Usage, from the repository root, with release binaries:
    python3 scripts/bench/graphics_rss.py BIN_PATH [--variants mvc,vip] [--runs 3]"""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixtures  # noqa: E402
import measures  # noqa: E402
import report  # noqa: E402
from ptyapp import KITTY_ANSWERS, PLAIN_ANSWERS  # noqa: E402

MARKERS = [b"Offline:", b"Aurora Aurora"]
MOVES_300 = [b"l"] * 150 + [b"h"] * 150
TERMINALS = [("xterm without sixel (half blocks)", PLAIN_ANSWERS), ("kitty (pixels)", KITTY_ANSWERS)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_path")
    parser.add_argument("--variants", default=",".join(report.VARIANTS))
    parser.add_argument("--runs", type=int, default=1)
    arguments = parser.parse_args()
    backend = os.path.join(arguments.bin_path, "mycards-backend")
    work = tempfile.mkdtemp(prefix="graphics-rss-")
    try:
        wire = os.path.join(work, "cards-10000.json")
        fixtures.write_cards(wire, 10000)
        store = os.path.join(work, "store-10000.sqlite")
        print("| variant | terminal | peak RSS, 10,000-card download (MiB) | peak RSS, 300 moves (MiB) |")
        print("| --- | --- | ---: | ---: |")
        for variant in arguments.variants.split(","):
            binary = os.path.join(arguments.bin_path, f"mycards-{variant}")
            for name, answers in TERMINALS:
                downloads, moves = [], []
                for _ in range(arguments.runs):
                    _, rss = measures.download(binary, work, backend, wire, [b"Downloaded 10000 cards", MARKERS[-1]],
                                               keep_store=store, answers=answers)
                    downloads.append(rss)
                    moves.append(measures.keystrokes(binary, work, store, MARKERS, MOVES_300, 0,
                                                     answers=answers)["rss_kib"])
                print("| %s | %s | %.1f | %.1f |" % (variant.upper(), name, max(downloads) / 1024, max(moves) / 1024),
                      flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
