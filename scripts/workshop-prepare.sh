#!/usr/bin/env bash
# The workshop's pre-work on each laptop (Docs/Workshop.md), the day before: checks the tools, then builds everything
# the day runs — the five apps, the backend and their tracing (`make run`, `make trace`, `make side-by-side`, in
# .build), the patterns' rules (swift-syntax, .build-metrics) and the package of every exercise and drill
# (MYCARDS_WORKSHOP=N, .build-workshop) — and then proves it: a second build of each, without package resolution, must
# compile nothing (the apps: but the plugin's tool may be linked again, lib/prepare.sh says when) or nothing but the
# exercise's own test files (an exercise: all of them share one test binary, which is linked again). Prints "ready"
# only then, with the time it took; exits 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/prepare.sh
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
log=.build-workshop/prepare.log
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh); nothing on Linux. `make run` passes the same.
read -ra flags <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"

echo "workshop-prepare: building the apps (make run, make trace, make side-by-side)"
# As `make build` does (scripts/swift-steady.sh), so the morning's `make run`, from another terminal, finds this build.
scripts/swift-steady.sh swift build "${flags[@]}" >"$log" 2>&1 \
    || { prepare_errors "$log"; echo "workshop-prepare: the apps do not build" >&2; exit 1; }

# The patterns' rules (`make drill`, `make rules`, the "beat the rule" activity): swift-syntax, in its own package and
# build folder, built here once so that nothing in the day compiles it.
echo "workshop-prepare: building the patterns' rules (make rules, make drill)"
swift build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Rules >"$log" 2>&1 \
    || { prepare_errors "$log"; echo "workshop-prepare: the rules do not build" >&2; exit 1; }

# The day's first exercise last, so `make exercise N=1` in the morning finds its test binary linked.
configurations=$(workshop_configurations)
for configuration in $configurations; do
    echo "workshop-prepare: building $(configuration_name "$configuration")'s package"
    build_configuration "$configuration" "${flags[@]}" || exit 1
done

echo "workshop-prepare: checking that nothing is left to compile, without resolving packages"
scripts/swift-steady.sh swift build --disable-automatic-resolution "${flags[@]}" >"$log" 2>&1 \
    || { prepare_errors "$log"; echo "workshop-prepare: the apps' second build failed" >&2; exit 1; }
compiled=$(left_compiled "$log" "$APPS_ALLOWED")
[ -z "$compiled" ] || { echo "workshop-prepare: a second build of the apps still compiled: $compiled" >&2; exit 1; }
swift build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Rules \
    --disable-automatic-resolution >"$log" 2>&1 \
    || { prepare_errors "$log"; echo "workshop-prepare: the rules' second build failed" >&2; exit 1; }
compiled=$(left_compiled "$log" '')
[ -z "$compiled" ] || { echo "workshop-prepare: a second build of the rules still compiled: $compiled" >&2; exit 1; }
for configuration in $configurations; do
    build_configuration "$configuration" --disable-automatic-resolution "${flags[@]}" || exit 1
    compiled=$(left_compiled "$log" "$(own_modules "$configuration")")
    [ -z "$compiled" ] || {
        echo "workshop-prepare: a second build of $(configuration_name "$configuration") still compiled: $compiled" >&2
        exit 1
    }
done
echo "workshop-prepare: ready in $(($(date +%s) - started)) s — make run starts the app without compiling, and" \
    "make exercise N=1 should now say 'not yet'"
