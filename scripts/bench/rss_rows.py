#!/usr/bin/env python3
"""`make bench`'s three peak-RSS rows alone, through its own `measures` functions: the 10,000-card download (its peak
RSS and download-to-shown time), then on the store it filled the keystroke run (moves, ten cards opened and closed)
and the 300 moves; rounds interleaved across the variants as bench.py runs them, the largest run per row as its table
reports. For an A/B, name both builds' binaries in one folder (symlinks `mycards-mvcB`, `mycards-mvcA`, … and a
`mycards-backend`) and pass `--variants mvcB,mvcA,…`. Usage, from the repository root, with release binaries:
    python3 scripts/bench/rss_rows.py BIN_PATH [--variants mvc,vip] [--download-rounds 3] [--key-rounds 2]"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import fixtures  # noqa: E402
import measures  # noqa: E402
import report  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_path")
    parser.add_argument("--variants", default=",".join(report.VARIANTS))
    parser.add_argument("--download-rounds", type=int, default=3)
    parser.add_argument("--key-rounds", type=int, default=2)
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="rss-rows-")
    try:
        measure(arguments, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def measure(arguments, work):
    wire = os.path.join(work, "cards-10000.json")
    fixtures.write_cards(wire, 10000)
    store = os.path.join(work, "store-10000.sqlite")
    backend = os.path.join(arguments.bin_path, "mycards-backend")
    variants = arguments.variants.split(",")
    binary = {variant: os.path.join(arguments.bin_path, f"mycards-{variant}") for variant in variants}
    rows = {variant: {"download": [], "seconds": [], "keys": [], "moves": []} for variant in variants}
    for round_number in range(arguments.download_rounds):
        for variant in variants:
            keep = store if round_number == 0 and variant == variants[0] else None
            seconds, rss = measures.download(binary[variant], work, backend, wire,
                                             [b"Downloaded 10000 cards", b"Aurora Aurora"], keep_store=keep)
            rows[variant]["download"].append(rss / 1024)
            rows[variant]["seconds"].append(seconds)
    for _ in range(arguments.key_rounds):
        for variant in variants:
            keys = measures.keystrokes(binary[variant], work, store, bench.MARKERS_10000, bench.MOVES, 10)
            rows[variant]["keys"].append(keys["rss_kib"] / 1024)
            moves = measures.keystrokes(binary[variant], work, store, bench.MARKERS_10000, bench.MOVES_300, 0)
            rows[variant]["moves"].append(moves["rss_kib"] / 1024)
    print("| variant | download (MiB) | download to shown (s, median) | keystrokes (MiB) | 300 moves (MiB) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for variant in variants:
        row = rows[variant]
        keys, moves = max(row["keys"], default=0), max(row["moves"], default=0)
        print("| %s | %.1f | %.3f | %.1f | %.1f |" % (variant.upper(), max(row["download"]),
              statistics.median(row["seconds"]), keys, moves))


if __name__ == "__main__":
    main()
