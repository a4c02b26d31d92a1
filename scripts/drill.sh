#!/usr/bin/env bash
# A five-minute "break the rule" drill (Docs/Workshop.md): applies Workshop/Drills/drill-N.patch — a change that
# compiles and runs, wired so the app uses it, but breaks the pattern — builds the variant with it, runs the
# pattern's rules on the syntax trees (Tools/ArchitectureMetrics' Rules, `make rules`), shows the rule it breaks, and
# takes the change back out (also on Ctrl-C). Usage: scripts/drill.sh N   (1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 5 TEA).
# Exits 0 when the rule its "Caught by:" line names caught it.
set -euo pipefail
cd "$(dirname "$0")/.."
number=${1:?usage: make drill N=1 (1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 5 TEA)}
patch="Workshop/Drills/drill-$number.patch"
[ -f "$patch" ] || { echo "drill: there is no drill $number" >&2; exit 64; }
rule=$(sed -n 's/^Caught by: //p' "$patch")
architecture=${rule%%:*}
[ -n "$rule" ] && [ "$architecture" != "$rule" ] \
    || { echo "drill: $patch names no 'Caught by: ARCHITECTURE: rule'" >&2; exit 1; }
git apply --check "$patch" || { echo "drill: $patch does not apply — make exercise-reset first?" >&2; exit 1; }
# The rules' tool (swift-syntax, its own package and build folder; `make workshop-prepare` built it the day before).
# RULES_BIN names one built already (CI's walk through the day builds it once, in the clone, not in its copy).
mkdir -p .build-workshop
rules=${RULES_BIN:-.build-metrics/debug/Rules}
if [ -z "${RULES_BIN:-}" ]; then
    swift build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Rules \
        >.build-workshop/rules-build.log 2>&1 \
        || { tail -5 .build-workshop/rules-build.log; echo "drill: the rules do not build" >&2; exit 1; }
fi

sed -n '1,/^Caught by:/p' "$patch" | sed '$d'
git apply "$patch"
trap 'git apply -R "$patch"' EXIT
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
MYCARDS_WORKSHOP=drill-$number swift build --build-tests --scratch-path .build-workshop "${homebrew[@]}" \
    >.build-workshop/drill.log 2>&1 \
    || { grep -E '^/.*error:' .build-workshop/drill.log | head; echo "drill $number: the broken code does not even build" >&2; exit 1; }
if "$rules" . "$architecture" >.build-workshop/drill-rules.log 2>&1; then
    echo "drill $number: $architecture's rules did NOT catch it"
    exit 1
fi
grep -A20 '^✘' .build-workshop/drill-rules.log | grep -v '^✔' | sed "s|$PWD/||"
grep -qxF "✘ $rule" .build-workshop/drill-rules.log \
    || { echo "drill $number: another rule caught it, not \"$rule\""; exit 1; }
echo "drill $number: caught by \"$rule\" (the change is taken out again)"
