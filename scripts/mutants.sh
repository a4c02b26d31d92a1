#!/usr/bin/env bash
# Mutation score of each architecture's own unit suite (MVC, MVVM, VIPER, VIP, TEA): in a copy of the tree,
# Tools/ArchitectureMetrics' Mutants draws MUTANTS_PER_SCREEN (14) mutants per screen folder of every architecture,
# at least MUTANTS_AT_LEAST (84) per architecture, and MUTANTS_PER_FOLDER (14) from each folder that is no screen
# (App/, TEA's Store/), scored apart — with a seed from the commit measured (FNV-1a of its full hash; MUTANTS_SEED=N
# repeats another draw) — and writes them into the sources at once (mutant schemata: a switch read at run time). The
# copy is built once, and each architecture's suite runs once per mutant with MYCARDS_MUTANT set. A mutant is killed
# when the suite fails (or hangs: runs five times as long as with no mutant, 15 s at least). Slow (about a suite run
# per mutant), so it runs outside CI: it writes
# Docs/Mutants.json with the commit measured, the seed, the pool and the tests added since the draw before, which
# `make compare` reads.
# A check of the pipeline: MUTANTS_ONLY="TEA" (some architectures) and/or MUTANTS_LIMIT=N (the first N mutants of
# each architecture's screens and of each other folder) make a partial draw, written to MUTANTS_OUT
# (.build-mutants/Mutants.partial.json by default), never to Docs/Mutants.json.
# Usage: scripts/mutants.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
commit=$(git rev-parse HEAD)
short=$(git rev-parse --short HEAD)
dirty=()
if [ -n "$(git status --porcelain -- Sources Tests)" ]; then
    dirty=(--dirty)
    echo "mutants: Sources/ or Tests/ differ from $short: the draw measures the working tree, and says so" >&2
fi
partial=()
out="$root/Docs/Mutants.json"
if [ -n "${MUTANTS_ONLY:-}" ] || [ -n "${MUTANTS_LIMIT:-}" ]; then
    partial=(--partial)
    out="${MUTANTS_OUT:-$root/.build-mutants/Mutants.partial.json}"
fi
# The draw before: the commit the committed Docs/Mutants.json measured, from which the tests added since are read.
previous=()
if last=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["commit"])' Docs/Mutants.json 2>/dev/null) \
    && git cat-file -e "$last^{commit}" 2>/dev/null; then
    previous=(--previous "$last")
fi

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
options=(--commit "$commit" --per-screen "${MUTANTS_PER_SCREEN:-14}" --at-least "${MUTANTS_AT_LEAST:-84}"
    --per-folder "${MUTANTS_PER_FOLDER:-${MUTANTS_PER_SCREEN:-14}}")
[ -n "${MUTANTS_SEED:-}" ] && options+=(--seed "$MUTANTS_SEED")
[ -n "${MUTANTS_ONLY:-}" ] && options+=(--only "$MUTANTS_ONLY")
.build-metrics/debug/Mutants "$root" "$copy" "${options[@]}"

cd "$copy"
swift build --build-tests >build.log 2>&1 || { tail -40 build.log; echo "mutants: the mutated copy does not build" >&2; exit 1; }
# The suites are Swift Testing's, so the test bundle runs them itself: `swift test --skip-build` would load the
# package and launch the bundle twice (XCTest's run, then Swift Testing's), some 12 of its 18 s a run here.
bundle=$(echo "$(swift build --show-bin-path)"/*PackageTests.xctest)
# A mutant's suite run may wait for ever (since the async move, a deleted `resume` or assignment leaves a task
# awaiting): it is killed once it runs MUTANTS_HANG_FACTOR (5) times as long as the suite took with no mutant, and at
# least MUTANTS_HANG_FLOOR (15) seconds. A flat 120 s made the first five mutants of a draw take ten minutes.
declare -A limit=()
for name in MVC MVVM VIPER VIP TEA; do
    grep -q "	$name	" mutants.tsv || continue
    started=$(date +%s)
    "$bundle" --testing-library swift-testing --filter "^${name}Tests\." </dev/null >baseline.log 2>&1 \
        || { tail -20 baseline.log; echo "mutants: $name's suite fails with no mutant" >&2; exit 1; }
    took=$(($(date +%s) - started + 1))
    limit[$name]=$((took * ${MUTANTS_HANG_FACTOR:-5}))
    [ "${limit[$name]}" -ge "${MUTANTS_HANG_FLOOR:-15}" ] || limit[$name]=${MUTANTS_HANG_FLOOR:-15}
    echo "mutants: $name's suite takes ${took} s or less with no mutant; a run past ${limit[$name]} s is a hang"
done

: >results.tsv
declare -A taken=()
while IFS=$'\t' read -r id name group file line kind original; do
    if [ -n "${MUTANTS_LIMIT:-}" ]; then
        taken[$name/$group]=$((${taken[$name/$group]:-0} + 1))
        [ "${taken[$name/$group]}" -le "$MUTANTS_LIMIT" ] || continue
    fi
    if MYCARDS_MUTANT=$id timeout "${limit[$name]}" "$bundle" --testing-library swift-testing \
        --filter "^${name}Tests\." </dev/null >run.log 2>&1; then
        outcome=survived
    else
        # timeout's 124: the suite hung (counted killed: the tests did not pass).
        [ $? -eq 124 ] && echo "mutants: $id hung past ${limit[$name]} s"
        outcome=killed
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$name" "$group" "$file" "$line" "$kind" "$original" "$outcome" \
        >>results.tsv
    echo "mutants: $id $name $group $file:$line $kind — $outcome"
done <mutants.tsv

mkdir -p "$(dirname "$out")"
python3 "$root/scripts/mutants_report.py" results.tsv plan.json --commit "$short" "${previous[@]}" "${partial[@]}" \
    "${dirty[@]}" >"$out.new"
mv "$out.new" "$out"
python3 -c 'import json, sys
report = json.load(open(sys.argv[1]))
for name, score in report["architectures"].items():
    print("mutants: %s screens killed %d of %d" % (name, score["killed"], score["total"]))
for name, folders in report["otherFolders"].items():
    for folder, score in folders.items():
        print("mutants: %s %s/ killed %d of %d" % (name, folder, score["killed"], score["total"]))
print("mutants: wrote %s%s" % (sys.argv[1], " (a partial draw)" if report["partial"] else ""))' "$out"
