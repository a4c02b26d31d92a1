#!/usr/bin/env bash
# Runs the tests of one workshop exercise (Docs/Workshop.md), then its variant's own suite: red until the exercise is
# done and the change has kept the suite green (in TEA an exhaustive test store names every new field), green after.
# MYCARDS_WORKSHOP=N makes the package hold only exercise N, its variant and that variant's own suite, in its own build
# folder (.build-workshop), so `make test` never sees the exercises and another exercise's half-done work never
# breaks this one. An exercise starts where the earlier ones of its pattern in the day (Workshop/Day.txt) ended: when
# one of them is not done, it says which, in a sentence, before building. Usage: scripts/exercise.sh N (the day's
# order and each exercise's pattern: Workshop/Day.txt, Docs/Workshop.md)
set -euo pipefail
cd "$(dirname "$0")/.."

number=${1:?usage: make exercise N=1 (the day's order: Workshop/Day.txt)}
folder=$(ls -d Workshop/Exercises/"$number"-* 2>/dev/null || true)
[ -d "$folder" ] || { echo "exercise: there is no exercise $number" >&2; exit 64; }
# The earlier exercises of its pattern: one whose files are untouched is surely missing (stop here, no compiler wall);
# one done another way than its solution is only noted.
python3 scripts/workshop_day.py missing "$number"
suite="${folder##*-}Tests"
export MYCARDS_WORKSHOP=$number
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
mkdir -p .build-workshop
if ! swift build --build-tests --scratch-path .build-workshop "${homebrew[@]}" >.build-workshop/exercise.log 2>&1; then
    grep -E '^/.*error:' .build-workshop/exercise.log | sed "s|^$PWD/||" | sort -u | head -12
    grep -qE '^/.*error:' .build-workshop/exercise.log || tail -5 .build-workshop/exercise.log
    echo "exercise $number: not yet — it does not build (the errors above say what is missing)"
    exit 1
fi
if ! swift test --skip-build --scratch-path .build-workshop --filter "WorkshopExercise$number\\."; then
    echo "exercise $number: not yet — the tests above say what is missing"
    exit 1
fi
if ! swift test --skip-build --scratch-path .build-workshop --filter "^$suite\\." >.build-workshop/suite.log 2>&1; then
    grep -aE '✘ Test .*(recorded an issue|failed)' .build-workshop/suite.log | head -12
    echo "exercise $number: not yet — its tests pass, but $suite now fails (above): the change broke what it had"
    exit 1
fi
echo "exercise $number: done — its tests pass, and $suite still does"
