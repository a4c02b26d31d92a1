#!/usr/bin/env python3
"""The CI guard on run-time cost: callgrind counts the instructions of one fixed journey (launch on the 6 cards of
cards.json offline, a few moves, open and close a card, quit) for every variant, and the run fails when one has
grown by more than the baseline's tolerance (10 %) — unless the baseline file changed in the commit being checked,
which is how a deliberate cost is accepted: rerun with --update and commit the file with the change.

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


def measure(bin_path, variants):
    work = tempfile.mkdtemp(prefix="mycards-instructions-")
    store = os.path.join(work, "store-6.sqlite")
    measures.download(os.path.join(bin_path, f"mycards-{variants[0]}"), work, os.path.join(bin_path, "mycards-backend"),
                      os.path.join(ROOT, "cards.json"), [b"Downloaded 6 cards", SHOWN_CARD.encode()],
                      keep_store=store)
    counts = {}
    for variant in variants:
        started = time.time()
        counts[variant] = measures.instructions(os.path.join(bin_path, f"mycards-{variant}"), work, store, MARKERS,
                                                JOURNEY)
        print(f"instructions: {variant} {counts[variant]:,} ({time.time() - started:.0f} s)", flush=True)
    return counts


def baseline_changed_in_last_commit():
    """True when HEAD's commit (against its first parent) touched the baseline file."""
    changed = subprocess.run(["git", "-C", ROOT, "diff", "--name-only", "HEAD~1", "HEAD", "--", BASELINE],
                             capture_output=True, text=True)
    return changed.returncode == 0 and BASELINE in changed.stdout.split()


def compare(baseline, counts, accepted):
    """The lines to print and whether the run passes."""
    tolerance = baseline["tolerance"]
    lines, passed = [], True
    for variant, count in counts.items():
        before = baseline["instructions"].get(variant)
        if before is None:
            lines.append(f"{variant}: {count:,} instructions, no baseline (add it with --update)")
            passed = False
            continue
        growth = count / before - 1
        line = f"{variant}: {count:,} instructions, baseline {before:,} ({growth:+.1%})"
        if count > before * (1 + tolerance):
            line += " — over the tolerance" + ("; accepted: the baseline changed in this commit" if accepted else "")
            passed = passed and accepted
        elif count < before * (1 - tolerance):
            line += " — cheaper: update the baseline (--update) so the guard keeps the gain"
        lines.append(line)
    return lines, passed


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
        baseline["instructions"] = counts
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
