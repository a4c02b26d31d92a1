#!/usr/bin/env bash
# Catching up in a workshop (scripts/workshop_day.py): `solution` brings the tree to where the room is after exercise
# N's step of the day (Workshop/Day.txt) — every earlier solution the tree lacks, in the day's order, then N's;
# `reset` puts exercise N's files as at the start of its step (the solutions before it in them). The attendee's own
# changes to the files either writes go to a named `git stash` first, so nothing is lost. BASE names the project as
# shipped (default the clone's `origin/main`, else `main`), read only where an attendee's own committed exercise keeps
# a solution from applying.
# Usage: scripts/exercise-state.sh reset|solution N
set -euo pipefail
cd "$(dirname "$0")/.."
action=${1:?usage: scripts/exercise-state.sh reset|solution N}
number=${2:?usage: make exercise-reset N=1 or make exercise-solution N=1}
case $action in
    reset | solution) exec python3 scripts/workshop_day.py "$action" "$number" ;;
    *) echo "exercise: reset or solution, not $action" >&2; exit 64 ;;
esac
