#!/usr/bin/env bash
# Fuzzes the code that reads untrusted bytes with libFuzzer and AddressSanitizer, FUZZ_SECONDS per target
# (default 30), starting from the seed corpora in Tools/Fuzz/Corpus (never modified: each run works on a copy).
# Prints one line of figures per target; a crash fails the run and leaves its input in .build-fuzz/crashes.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-30}
targets=(${FUZZ_TARGETS:-card-parser png jpeg keys backend-body http-response catima-csv catima-zip})
scratch=.build-fuzz
# --sanitize instruments only this package's own targets; the flags below reach MyCardsKit, MyCardsUI and
# the C codecs too, so the fuzzer sees their coverage (libpng and libjpeg are the system's, uninstrumented).
(cd Tools/Fuzz && swift build --scratch-path "../../$scratch" --sanitize fuzzer --sanitize address \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)
binary="$scratch/debug/MyCardsFuzz"
mkdir -p "$scratch/crashes"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
summary=()
for target in "${targets[@]}"; do
    corpus="$work/$target"
    mkdir -p "$corpus"
    cp Tools/Fuzz/Corpus/"$target"/* "$corpus"/
    log="$work/$target.log"
    status=0
    # ZIPFoundation leaks the 28 bytes of the path FileManager hands it for each archive it opens: a CLI that exits
    # after one import can afford that, so the zip target leaves leaks out and keeps every other check.
    leaks=1
    [ "$target" = catima-zip ] && leaks=0
    ASAN_OPTIONS="detect_leaks=$leaks" MYCARDS_FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" \
        -rss_limit_mb=4096 -timeout=10 -detect_leaks="$leaks" \
        -print_final_stats=1 -artifact_prefix="$scratch/crashes/$target-" "$corpus" >"$log" 2>&1 || status=$?
    runs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1 || echo "cov: ? ft: ?")
    kept=$(find "$corpus" -type f | wc -l)
    if [ "$status" -ne 0 ]; then
        failed=1
        echo "fuzz $target: FAILED (exit $status); the input is in $scratch/crashes" >&2
        grep -E 'ERROR|SUMMARY|Fatal error|Test unit written' "$log" | head -n 20 >&2 || true
    fi
    summary+=("fuzz $target: $runs executions, $coverage (edges, features), corpus $kept inputs, exit $status")
done
printf '%s\n' "${summary[@]}"
exit "$failed"
