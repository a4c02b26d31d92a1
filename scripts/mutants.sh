#!/usr/bin/env bash
# Mutation score of each architecture's own unit suite (MVC, MVVM, VIPER, VIP, TEA): in a copy of the tree,
# Tools/ArchitectureMetrics' Mutants writes MUTANTS_PER_SCREEN (14) mutants per screen folder of every architecture
# (App/ and TEA's Store/ are no screen), at least MUTANTS_AT_LEAST (84) per architecture, into the sources at once
# (mutant schemata: a switch read at run time), the copy is built once, and each architecture's suite runs once
# per mutant with MYCARDS_MUTANT set. A mutant is killed when the suite fails (or hangs past 120 s). Slow (about
# a suite run per mutant), so it runs outside CI: it writes Docs/Mutants.json with the commit it measured, which
# `make compare` reads. Usage: scripts/mutants.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
commit=$(git rev-parse --short HEAD)

swift build --package-path Tools/ArchitectureMetrics --scratch-path .build-metrics --product Mutants >/dev/null
# The copy stays in .build-mutants between runs, its files keeping their times, so a second run rebuilds only
# what changed and the mutated files.
copy="$root/.build-mutants/tree"
mkdir -p "$copy"
files=$(git ls-files --cached --others --exclude-standard)
# Files the tree no longer has go; the others are overwritten in place (same inode, the repository's times).
(cd "$copy" && { find Sources Tests -type f 2>/dev/null || true; } | sort) | comm -23 - <(echo "$files" | sort) \
    | (cd "$copy" && xargs -r rm -f)
echo "$files" | tr '\n' '\0' | xargs -0 cp -P -p --parents -t "$copy"
.build-metrics/debug/Mutants "$root" "$copy" "${MUTANTS_PER_SCREEN:-14}" "${MUTANTS_AT_LEAST:-84}"

cd "$copy"
swift build --build-tests >build.log 2>&1 || { tail -40 build.log; echo "mutants: the mutated copy does not build" >&2; exit 1; }
# The suites are Swift Testing's, so the test bundle runs them itself: `swift test --skip-build` would load the
# package and launch the bundle twice (XCTest's run, then Swift Testing's), some 12 of its 18 s a run here.
bundle=$(echo "$(swift build --show-bin-path)"/*PackageTests.xctest)
for name in MVC MVVM VIPER VIP TEA; do
    grep -q "	$name	" mutants.tsv || continue
    "$bundle" --testing-library swift-testing --filter "^${name}Tests\." </dev/null >baseline.log 2>&1 \
        || { tail -20 baseline.log; echo "mutants: $name's suite fails with no mutant" >&2; exit 1; }
done

: >results.tsv
while IFS=$'\t' read -r id name file line kind original; do
    if MYCARDS_MUTANT=$id timeout 120 "$bundle" --testing-library swift-testing --filter "^${name}Tests\." \
        </dev/null >run.log 2>&1; then
        outcome=survived
    else
        outcome=killed
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$name" "$file" "$line" "$kind" "$original" "$outcome" >>results.tsv
    echo "mutants: $id $name $file:$line $kind — $outcome"
done <mutants.tsv

python3 "$root/scripts/mutants-report.py" results.tsv "$commit" >"$root/Docs/Mutants.json"
python3 -c 'import json, sys
for name, score in json.load(open(sys.argv[1]))["architectures"].items():
    print("mutants: %s killed %d of %d" % (name, score["killed"], score["total"]))' "$root/Docs/Mutants.json"
