#!/usr/bin/env bash
# CI's proof that the workshop works: in a copy of the tree, every exercise's test fails as shipped, and passes
# once the solutions in Workshop/Solutions are applied — so the exercises are real and the solutions are right,
# while the variants themselves never ship them.
set -euo pipefail
cd "$(dirname "$0")/.."

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git ls-files -z --cached --others --exclude-standard | xargs -0 cp -P --parents -t "$copy"
cd "$copy"
export MYCARDS_WORKSHOP=1
exercises=$(ls Workshop/Exercises/Exercise*.swift | sed -E 's|.*/Exercise([0-9]+).*|\1|' | sort -n)

swift build --build-tests >build.log 2>&1 || { tail -30 build.log; exit 1; }
status=0
for number in $exercises; do
    if swift test --skip-build --filter "Exercise$number" >test.log 2>&1; then
        echo "workshop: exercise $number passes before it is done — its test checks nothing new"
        status=1
    fi
done

for solution in Workshop/Solutions/*.patch; do git apply "$solution"; done
swift build --build-tests >build.log 2>&1 || { tail -30 build.log; echo "workshop: the solutions do not build"; exit 1; }
for number in $exercises; do
    if ! swift test --skip-build --filter "Exercise$number" >test.log 2>&1; then
        tail -20 test.log
        echo "workshop: exercise $number fails with its solution applied"
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "workshop: $(echo $exercises | wc -w) exercises fail as shipped and pass with their solutions"
exit "$status"
