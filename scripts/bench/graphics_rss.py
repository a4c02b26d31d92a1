#!/usr/bin/env python3
"""Peak RSS of the graphics path (issue 38 item 6): the 10,000-card download and 300 moves through the grid, in a
pty answering as an xterm without sixel (half blocks) and as kitty (every tile also in pixels). Not part of
`make bench` (Docs/Benchmarks.md). Usage, from the repository root, with release binaries:
    python3 scripts/bench/graphics_rss.py .build/release"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixtures  # noqa: E402
import measures  # noqa: E402
from ptyapp import PtyApp, PLAIN_ANSWERS  # noqa: E402

KITTY = b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.26.5)\x1b\\\x1b[6;18;9t\x1b[?0u\x1b[?62;c"
MARKERS = [b"Offline:", b"Aurora Aurora"]
MOVES_300 = [b"l"] * 150 + [b"h"] * 150


def main():
    bin_path = sys.argv[1]
    binary = os.path.join(bin_path, "mycards-mvc")
    work = tempfile.mkdtemp(prefix="graphics-rss-")
    try:
        wire = os.path.join(work, "cards-10000.json")
        fixtures.write_cards(wire, 10000)
        store = os.path.join(work, "store-10000.sqlite")
        print("| terminal | peak RSS, 10,000-card download (MiB) | peak RSS, 300 moves (MiB) |")
        print("| --- | ---: | ---: |")
        for name, answers in [("xterm without sixel (half blocks)", PLAIN_ANSWERS), ("kitty (pixels)", KITTY)]:
            PtyApp.answers = answers
            _, download = measures.download(binary, work, os.path.join(bin_path, "mycards-backend"), wire,
                                            [b"Downloaded 10000 cards", b"Aurora Aurora"], keep_store=store)
            moves = measures.keystrokes(binary, work, store, MARKERS, MOVES_300, 0)["rss_kib"]
            print("| %s | %.1f | %.1f |" % (name, download / 1024, moves / 1024))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
