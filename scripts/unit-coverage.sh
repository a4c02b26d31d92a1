#!/usr/bin/env bash
# Line coverage of each architecture target from its own unit suite alone: `make test` merges the acceptance
# runs of the real binaries into one profile, which hides how testable the parts are. Writes
# Docs/UnitCoverage.json with the commit it measured; `make compare` reads it. Keeps make test's profile as it was.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests --enable-code-coverage >/dev/null
bin_path=$(swift build --show-bin-path)
profile="$bin_path/codecov/default.profdata"
binary="$bin_path/MyCardsPackageTests.xctest"
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov
saved=$(mktemp)
[ -f "$profile" ] && cp "$profile" "$saved"
trap '[ -s "$saved" ] && cp "$saved" "$profile"; rm -f "$saved"' EXIT

results="{"
for pair in MVC:MyCardsMVC:MVCTests MVVM:MyCardsMVVM:MVVMTests VIPER:MyCardsVIPER:VIPERTests VIP:MyCardsVIP:VIPTests TEA:MyCardsTEA:TEATests; do
    IFS=: read -r name module suite <<<"$pair"
    [ -d "Sources/$module" ] || continue
    swift test --skip-build --enable-code-coverage --filter "^$suite\." >/dev/null
    percent=$("$llvm_cov" export -summary-only "$binary" -instr-profile="$profile" "Sources/$module" \
        | python3 -c 'import json,sys; print("%.2f" % json.load(sys.stdin)["data"][0]["totals"]["lines"]["percent"])')
    echo "unit-coverage: $module $percent % of lines from $suite alone"
    results+="\"$name\": $percent, "
done
results="${results%, }}"
printf '{\n  "commit": "%s",\n  "percent": %s\n}\n' "$(git rev-parse --short HEAD)" "$results" >Docs/UnitCoverage.json
echo "unit-coverage: wrote Docs/UnitCoverage.json"
