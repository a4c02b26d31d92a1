#!/usr/bin/env bash
# The workshop's pre-work on each laptop (Docs/Workshop.md): checks the tools, then builds every exercise's package
# once in .build-workshop (the shared modules once, each variant and its suite once), so the room's first
# `make exercise N=…` compiles only what the attendee changed. Prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
command -v swift >/dev/null || { echo "workshop-prepare: no swift on PATH — install Swift 6.3 first" >&2; exit 1; }
version=$(swift --version 2>&1 | grep -oE 'Swift version [0-9]+\.[0-9]+' | head -1)
case $version in
    "Swift version 6."[3-9]*) ;;
    *) echo "workshop-prepare: found ${version:-no Swift version}; the workshop needs Swift 6.3 or later" >&2; exit 1 ;;
esac
command -v git >/dev/null || { echo "workshop-prepare: git is missing" >&2; exit 1; }
[ -z "$(git status --porcelain -- Sources Tests Workshop)" ] \
    || echo "workshop-prepare: note — Sources, Tests or Workshop have changes; the exercises start from a clean clone"
mkdir -p .build-workshop
# One exercise per variant (9 is TEA's): the second round's exercises build the same modules.
for number in 1 2 3 4 9; do
    echo "workshop-prepare: building exercise $number's package"
    MYCARDS_WORKSHOP=$number swift build --build-tests --scratch-path .build-workshop >.build-workshop/exercise.log 2>&1 || {
        # As shipped, an exercise's own test may not compile yet (it names what the attendee adds): that is the
        # only error allowed here.
        if grep -E '^/.*error:' .build-workshop/exercise.log | grep -vq '/Workshop/Exercises/'; then
            grep -E '^/.*error:' .build-workshop/exercise.log | head -10
            echo "workshop-prepare: the package does not build — ask the trainer" >&2
            exit 1
        fi
    }
done
echo "workshop-prepare: ready in $(($(date +%s) - started)) s — make exercise N=1 should now say 'not yet'"
