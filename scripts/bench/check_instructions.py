#!/usr/bin/env python3
"""The CI guard on run-time cost: callgrind counts the instructions of one fixed journey (launch on the 6 cards of
cards.json offline, a few moves, open and close a card, quit) and of one whole `show --code` process (the checkout's
command, issue 25's < 15 ms) for every variant, and the run fails when one has grown by more than the baseline's
tolerance (10 %) — unless the baseline file changed in the commit being checked, which is how a deliberate cost is
accepted: rerun with --update and commit the file with the change.

Usage: check_instructions.py BIN_PATH [--update]
BIN_PATH holds the debug binaries `make test` built (coverage-instrumented, as CI has them); the baseline is only
comparable with binaries built the same way.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import measures

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BASELINE = os.path.join("Benchmarks", "instructions-baseline.json")
SHOWN_CARD = "Café Aurora"
MARKERS = [b"Offline:", SHOWN_CARD.encode()]
JOURNEY = [b"l", b"l", b"j", b"h", b"k", measures.ENTER, measures.ESCAPE, b"G", b"g"]
# What `make bench` times as `show --code`; the store is the same 6 cards.
SHOW_CODE = ["show", "aurora", "--code", "--color", "always", "--width", "120"]
# The sections of the baseline, each a count per variant.
SECTIONS = ("instructions", "show_code")


def measure(bin_path, variants):
    work = tempfile.mkdtemp(prefix="mycards-instructions-")
    store = os.path.join(work, "store-6.sqlite")
    measures.download(os.path.join(bin_path, f"mycards-{variants[0]}"), work, os.path.join(bin_path, "mycards-backend"),
                      os.path.join(ROOT, "cards.json"), [b"Downloaded 6 cards", SHOWN_CARD.encode()],
                      keep_store=store)
    counts = {section: {} for section in SECTIONS}
    for variant in variants:
        binary = os.path.join(bin_path, f"mycards-{variant}")
        started = time.time()
        counts["instructions"][variant] = measures.instructions(binary, work, store, MARKERS, JOURNEY)
        counts["show_code"][variant] = measures.process_instructions(binary, work, SHOW_CODE + ["--store", store])
        print(f"instructions: {variant} {counts['instructions'][variant]:,}, show --code "
              f"{counts['show_code'][variant]:,} ({time.time() - started:.0f} s)", flush=True)
    return counts


def baseline_changed_in_last_commit():
    """True when HEAD's commit (against its first parent) touched the baseline file."""
    changed = subprocess.run(["git", "-C", ROOT, "diff", "--name-only", "HEAD~1", "HEAD", "--", BASELINE],
                             capture_output=True, text=True)
    return changed.returncode == 0 and BASELINE in changed.stdout.split()


def compare(baseline, counts, accepted):
    """The lines to print and whether the run passes; `counts` holds a count per variant for each section measured."""
    tolerance = baseline["tolerance"]
    lines, passed = [], True
    for section, by_variant in counts.items():
        for variant, count in by_variant.items():
            line, fine = compare_one(baseline.get(section, {}).get(variant), count, tolerance, accepted)
            lines.append(f"{variant}{'' if section == 'instructions' else ' ' + section}: {line}")
            passed = passed and fine
    return lines, passed


def compare_one(before, count, tolerance, accepted):
    if before is None:
        return f"{count:,} instructions, no baseline (add it with --update)", False
    growth = count / before - 1
    line = f"{count:,} instructions, baseline {before:,} ({growth:+.1%})"
    passed = True
    if count > before * (1 + tolerance):
        line += " — over the tolerance" + ("; accepted: the baseline changed in this commit" if accepted else "")
        passed = accepted
    elif count < before * (1 - tolerance):
        line += " — cheaper: update the baseline (--update) so the guard keeps the gain"
    return line, passed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_path")
    parser.add_argument("--update", action="store_true", help="write the measured counts as the new baseline")
    arguments = parser.parse_args()
    path = os.path.join(ROOT, BASELINE)
    with open(path) as text:
        baseline = json.load(text)
    started = time.time()
    counts = measure(arguments.bin_path, list(baseline["instructions"]))
    if arguments.update:
        baseline.update(counts)
        with open(path, "w") as out:
            json.dump(baseline, out, indent=2)
            out.write("\n")
        print(f"instructions: baseline written to {BASELINE}")
        return 0
    lines, passed = compare(baseline, counts, baseline_changed_in_last_commit())
    print("\n".join(lines))
    print(f"instructions: {'passed' if passed else 'FAILED'} in {time.time() - started:.0f} s")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
