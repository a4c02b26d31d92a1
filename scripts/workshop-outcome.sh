#!/usr/bin/env bash
# One workshop exercise's outcome on the tree as it stands, for CI's walk through the day (scripts/workshop_check.py):
# prints green (its tests pass and its variant's own suite still does), red (a test fails, or a compile error in the
# exercise's own files only) or broken (an error elsewhere: the package itself does not build). Builds in
# .build-workshop, incrementally: one package per exercise (MYCARDS_WORKSHOP=N), the modules it shares reused.
# Usage: scripts/workshop-outcome.sh N
set -euo pipefail
cd "$(dirname "$0")/.."
number=${1:?usage: scripts/workshop-outcome.sh N}
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
mkdir -p .build-workshop
build=.build-workshop/outcome-build.log
test=.build-workshop/outcome-test.log
export MYCARDS_WORKSHOP=$number
if ! swift build --build-tests --scratch-path .build-workshop "${homebrew[@]}" >"$build" 2>&1; then
    if grep -E '^/.*error:' "$build" | grep -vq '/Workshop/Exercises/' || ! grep -qE '^/.*error:' "$build"; then
        grep -E '^/.*error:' "$build" | head -5 >&2 || tail -5 "$build" >&2
        echo broken
    else
        echo red
    fi
    exit 0
fi
if ! swift test --skip-build --scratch-path .build-workshop --filter "WorkshopExercise$number\\." >"$test" 2>&1; then
    echo red
    exit 0
fi
# Done only if the change kept its variant's own suite green as well.
suite="$(ls -d Workshop/Exercises/"$number"-* | sed 's/.*-//')Tests"
if swift test --skip-build --scratch-path .build-workshop --filter "^$suite\\." >>"$test" 2>&1; then
    echo green
else
    grep -aE '✘ Test .*(recorded an issue|failed)' "$test" | head -5 >&2 || true
    echo red
fi
