#!/usr/bin/env bash
# CI's proof that the workshop works, in a copy of the tree, exercise by exercise (each in its own package,
# MYCARDS_WORKSHOP=N): its tests are red as shipped (a failing test, or a compile error in the exercise's own files
# only); red with the MVC-style shortcut of Workshop/Shortcuts where the pattern puts the change elsewhere; green with
# its solution from Workshop/Solutions, the variant's own suite green with it too. Then every break-the-rule drill
# compiles and the syntax-tree rule its "Caught by:" line names catches it (scripts/drill.sh). So the exercises are
# real, the solutions right, and the variants never ship either. Prints each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."

copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git ls-files -z --cached --others --exclude-standard | xargs -0 cp -P --parents -t "$copy"
cd "$copy"
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
started=$(date +%s)
status=0
fail() { echo "workshop: $*"; status=1; }

# green, red, or broken (an error outside the exercise's own files: the package itself does not build)
outcome() {
    if ! MYCARDS_WORKSHOP=$1 swift build --build-tests --scratch-path .build-workshop "${homebrew[@]}" \
        >build.log 2>&1; then
        if grep -E '^/.*error:' build.log | grep -vq '/Workshop/Exercises/'; then
            grep -E '^/.*error:' build.log | head -5 >&2
            echo broken
        else
            echo red
        fi
    elif MYCARDS_WORKSHOP=$1 swift test --skip-build --scratch-path .build-workshop --filter "WorkshopExercise$1\\." >test.log 2>&1; then
        # Done only if the change kept its variant's own suite green as well.
        local suite
        suite="$(ls -d Workshop/Exercises/"$1"-* | sed 's/.*-//')Tests"
        if MYCARDS_WORKSHOP=$1 swift test --skip-build --scratch-path .build-workshop --filter "^$suite\\." \
            >>test.log 2>&1; then
            echo green
        else
            echo red
        fi
    else
        echo red
    fi
}

exercises=$(ls -d Workshop/Exercises/*-* | sed -E 's|.*/([0-9]+)-.*|\1|' | sort -n)
for number in $exercises; do
    [ "$(outcome "$number")" = red ] || fail "exercise $number is not red as shipped"
    shortcut="Workshop/Shortcuts/exercise-$number.patch"
    if [ -f "$shortcut" ]; then
        git apply "$shortcut"
        [ "$(outcome "$number")" = red ] || fail "exercise $number passes with the MVC-style shortcut"
        git apply -R "$shortcut"
    fi
    git apply "Workshop/Solutions/exercise-$number.patch"
    result=$(outcome "$number")
    [ "$result" = green ] || { tail -20 test.log; fail "exercise $number is $result with its solution applied"; }
    git apply -R "Workshop/Solutions/exercise-$number.patch"
    echo "workshop: exercise $number checked ($(($(date +%s) - started)) s)"
done

for drill in Workshop/Drills/drill-*.patch; do
    number=$(basename "$drill" .patch | sed 's/drill-//')
    scripts/drill.sh "$number" >drill.log 2>&1 || { cat drill.log; fail "drill $number is not caught"; }
    git apply --check "$drill" 2>/dev/null || fail "drill $number left its change in the sources"
    echo "workshop: drill $number caught ($(($(date +%s) - started)) s)"
done

shortcuts=$(ls Workshop/Shortcuts/*.patch | wc -l)
[ "$status" -eq 0 ] && echo "workshop: $(echo $exercises | wc -w) exercises red as shipped and green with their" \
    "solutions, $shortcuts red with the MVC shortcut, $(ls Workshop/Drills/*.patch | wc -l) drills caught," \
    "in $(($(date +%s) - started)) s"
exit "$status"
