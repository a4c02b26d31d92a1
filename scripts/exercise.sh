#!/usr/bin/env bash
# Runs the test of one workshop exercise (Docs/Workshop.md): red until the exercise is done, green after.
# The exercises join the package only with MYCARDS_WORKSHOP set, in their own build folder (.build-workshop), so
# `make test` never sees them. Usage: scripts/exercise.sh N   (1 MVC, 2 MVVM, 3 VIPER, 4 VIP)
set -euo pipefail
cd "$(dirname "$0")/.."

number=${1:?usage: make exercise N=1 (1 MVC, 2 MVVM, 3 VIPER, 4 VIP)}
[ -n "$(ls Workshop/Exercises/Exercise"$number"*.swift 2>/dev/null)" ] || { echo "exercise: there is no exercise $number" >&2; exit 64; }
export MYCARDS_WORKSHOP=1
swift build --build-tests --scratch-path .build-workshop 2>&1 | grep -E 'error|warning: unreachable|Compiling|Build complete' | tail -5
if swift test --skip-build --scratch-path .build-workshop --filter "Exercise$number"; then
    echo "exercise $number: done — its test passes"
else
    echo "exercise $number: not yet — the test above says what is missing"
    exit 1
fi
