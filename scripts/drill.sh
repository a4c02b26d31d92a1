#!/usr/bin/env bash
# A five-minute "break the rule" drill (Docs/Workshop.md): applies Workshop/Drills/drill-N.patch — a change that
# compiles and runs but breaks the pattern — runs the spec that catches it, shows it red, and takes the change back
# out (also on Ctrl-C). Usage: scripts/drill.sh N   (1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 5 TEA). Exits 0 when the spec
# caught it.
set -euo pipefail
cd "$(dirname "$0")/.."
number=${1:?usage: make drill N=1 (1 MVC, 2 MVVM, 3 VIPER, 4 VIP, 5 TEA)}
patch="Workshop/Drills/drill-$number.patch"
[ -f "$patch" ] || { echo "drill: there is no drill $number" >&2; exit 64; }
suite=$(sed -n 's/^Caught by: //p' "$patch")
[ -n "$suite" ] || { echo "drill: $patch names no 'Caught by:' suite" >&2; exit 1; }
git apply --check "$patch" || { echo "drill: $patch does not apply — make exercise-reset first?" >&2; exit 1; }

sed -n '1,/^Caught by:/p' "$patch" | sed '$d'
git apply "$patch"
trap 'git apply -R "$patch"' EXIT
export MYCARDS_WORKSHOP=drill-$number
# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
mkdir -p .build-workshop
swift build --build-tests --scratch-path .build-workshop "${homebrew[@]}" >.build-workshop/drill.log 2>&1 \
    || { grep -E '^/.*error:' .build-workshop/drill.log | head; echo "drill $number: the broken code does not even build" >&2; exit 1; }
if swift test --skip-build --scratch-path .build-workshop --filter "$suite" >.build-workshop/drill-test.log 2>&1; then
    echo "drill $number: $suite did NOT catch it"
    exit 1
fi
grep -E '✘ Test "' .build-workshop/drill-test.log | grep -v "failed after" | sed 's/ recorded an issue.*//' | sort -u
echo "drill $number: caught by $suite (the change is taken out again)"
