#!/usr/bin/env bash
# CI's proof that the workshop day works: walks Workshop/Day.txt in order in a copy of the tree
# (scripts/workshop_check.py): each exercise red on the tree the steps before it left, red with its MVC-style shortcut
# where the pattern puts the change elsewhere, green with its solution (its variant's own suite green too), and the
# solution stays applied for the steps after it; each drill applied on the tree as it stands, caught by the syntax-tree
# rule its "Caught by:" names (scripts/drill.sh) and taken back. A patch that does not apply at its step fails, naming
# the step. Prints each step's time and a summary. DAY=FILE walks another sequence (e.g. a part of the day).
# The copy lives in one folder per clone, kept between runs with its build folder (.build-workshop), so a second run
# compiles only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
day=${DAY:-Workshop/Day.txt}
# The drills' rules (swift-syntax) built once here, in the clone's .build-metrics, and run on the copy: the copy never
# compiles swift-syntax. RULES_BIN names one built already.
if [ -z "${RULES_BIN:-}" ]; then
    swift build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Rules \
        >/dev/null 2>&1 || { echo "workshop: the rules do not build (make rules says why)" >&2; exit 1; }
    export RULES_BIN=$PWD/.build-metrics/debug/Rules
fi
copy="${TMPDIR:-/tmp}/mycards-check-workshop-$(pwd | cksum | cut -d' ' -f1)"
mkdir -p "$copy"
# The copy made to hold the tree as committed plus uncommitted and untracked files (what the last run applied goes):
# only the files that differ are copied, so the build there compiles only what changed since.
git ls-files --cached --others --exclude-standard | python3 scripts/workshop_check.py --sync . "$copy"
# A sequence from outside the tree (DAY=/tmp/part.txt) is walked from inside the copy.
if [[ $day = /* ]]; then
    cp "$day" "$copy/.day-to-walk.txt"
    day=.day-to-walk.txt
fi
cd "$copy"
# Its own repository, so that `git apply` reads the patches' paths from the copy's root.
git init --quiet
python3 scripts/workshop_check.py "$day"
