#!/usr/bin/env bash
# Catching up in a workshop: `reset` puts the files exercise N changes back as shipped (the attendee's work on them
# is kept in a stash, named, so nothing is lost); `solution` resets them and applies the exercise's solution.
# Usage: scripts/exercise-state.sh reset|solution N   (1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 9 TEA; 5–8 and 10 the
# second round)
set -euo pipefail
cd "$(dirname "$0")/.."

action=${1:?usage: scripts/exercise-state.sh reset|solution N}
number=${2:?usage: make exercise-reset N=1 or make exercise-solution N=1}
patch="Workshop/Solutions/exercise-$number.patch"
[ -f "$patch" ] || { echo "exercise: there is no exercise $number" >&2; exit 64; }
files=$(git apply --numstat "$patch" | cut -f3)

changed=$(git status --porcelain -- $files)
if [ -n "$changed" ]; then
    git stash push --quiet --message "exercise $number, before $action" -- $files
    echo "exercise $number: your changes to its files are kept in 'git stash list' (exercise $number, before $action)"
fi
case $action in
    reset) echo "exercise $number: its files are as shipped" ;;
    solution)
        git apply "$patch"
        echo "exercise $number: the solution is applied ($(echo "$files" | wc -l) files); make exercise N=$number to see it pass"
        ;;
    *) echo "exercise: reset or solution, not $action" >&2; exit 64 ;;
esac
