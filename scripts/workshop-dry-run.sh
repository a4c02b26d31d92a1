#!/usr/bin/env bash
# The trainer's dry run of every exercise from a fresh clone (Docs/Facilitator.md): clones HEAD into a temporary
# folder, runs `make workshop-prepare`, then for each exercise in the day's order (Workshop/Day.txt) does what a pair
# does, contract first — `make exercise` (red), the protocol and model files of the solution, TEA's State and Action
# (the compile errors the rest of the change then meets are counted), the rest of the solution, `make exercise`
# (green), a commit (the next exercise starts there) — and prints one tally row per exercise with the machine's
# minutes. The people's minutes are not in it: they come from a room. Outside CI; slow (a
# full build).
# Usage: scripts/workshop-dry-run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
clone=$(mktemp -d)/main
trap 'rm -rf "$(dirname "$clone")"' EXIT
git clone --quiet . "$clone"
cd "$clone"
now() { date +%s; }
started=$(now)
make workshop-prepare >prepare.log 2>&1 || { tail -20 prepare.log; exit 1; }
echo "dry run: make workshop-prepare from a fresh clone took $(($(now) - started)) s"
echo
echo "| ex. | files touched | protocols or models changed | compile errors met (contract first) | red run, s | green run, s |"
echo "| --- | --- | --- | --- | --- | --- |"
git switch --quiet -c dry-run
git config user.name "dry run"
git config user.email "dry-run@localhost"
# In the day's order: each exercise on the solutions before it, as the room does it.
for number in $(sed -nE 's/^exercise ([0-9]+)$/\1/p' Workshop/Day.txt); do
    folder=$(ls -d Workshop/Exercises/"$number"-*)
    variant=$(basename "$folder" | cut -d- -f2)
    patch="Workshop/Solutions/exercise-$number.patch"
    files=$(git apply --numstat "$patch" | cut -f3)
    # The contract: MVVM's view model type, VIPER's contract, VIP's models, TEA's feature (its State and Action).
    contract=$(echo "$files" | grep -E '(Type|Contract|Models|Feature)\.swift$' || true)
    t=$(now)
    ! scripts/exercise.sh "$number" >red.log 2>&1 || { echo "exercise $number is green as shipped" >&2; exit 1; }
    red=$(($(now) - t))
    errors=0
    if [ -n "$contract" ]; then
        for file in $contract; do git apply --include="$file" "$patch"; done
        MYCARDS_WORKSHOP=$number swift build --build-tests --scratch-path .build-workshop >contract.log 2>&1 || true
        errors=$(grep -E '^/.*error:' contract.log | grep -v '/Workshop/Exercises/' | sort -u | wc -l)
        git apply -R $(for file in $contract; do echo --include="$file"; done) "$patch"
    fi
    git apply "$patch"
    t=$(now)
    scripts/exercise.sh "$number" >green.log 2>&1 || { tail -20 green.log; echo "exercise $number stays red" >&2; exit 1; }
    green=$(($(now) - t))
    git add -A Sources Tests Workshop && git commit --quiet -m "exercise $number"
    echo "| $number · $variant | $(echo "$files" | wc -l) | $(echo "$contract" | grep -c . || true) | $errors | $red | $green |"
done
echo
echo "dry run: all exercises in $(($(now) - started)) s"
