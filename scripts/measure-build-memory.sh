#!/usr/bin/env bash
# The memory a clean build needs (Docs/Mac.md, "How much memory"): a clean `swift build -j 2` of every product in its
# own build folder, inside a memory cgroup of its own (Linux, as root; cgroup v1 or v2), optionally capped at
# LIMIT_MIB as a container with `--memory` would be. Prints the seconds, the peak of the processes' resident memory
# added up (sampled twice a second: what cannot be reclaimed), the cgroup's own peak (page cache included: an upper
# bound) and the largest single process (/usr/bin/time's maximum resident set).
# Usage: scripts/measure-build-memory.sh [swift build arguments…]   (LIMIT_MIB=2048: capped at 2 GiB)
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || { echo "measure-build-memory: needs root (a cgroup of its own)" >&2; exit 1; }
scratch=.build-memory
rm -rf "$scratch"
logs=$(mktemp -d)
mine=$(sed -n 's/^[0-9]*:memory:\(.*\)/\1/p' /proc/self/cgroup)
if [ -n "$mine" ]; then
    group=/sys/fs/cgroup/memory$mine/mycards-build-$$
    peak_file=memory.max_usage_in_bytes limit_file=memory.limit_in_bytes
else
    group=/sys/fs/cgroup$(sed -n 's/^0::\(.*\)/\1/p' /proc/self/cgroup)/mycards-build-$$
    peak_file=memory.peak limit_file=memory.max
fi
mkdir "$group"
trap 'rmdir "$group" 2>/dev/null || true; rm -rf "$logs"' EXIT
[ -z "${LIMIT_MIB:-}" ] || echo $((LIMIT_MIB * 1024 * 1024)) >"$group/$limit_file"

started=$(date +%s)
status=0
(
    echo "$BASHPID" >"$group/cgroup.procs"
    exec /usr/bin/time -v -o "$logs/time" swift build -j 2 --scratch-path "$scratch" "$@" >"$logs/build.log" 2>&1
) &
builder=$!
peak_rss_kib=0
while kill -0 "$builder" 2>/dev/null; do
    total=0
    while read -r pid; do
        rss=$(sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\).*/\1/p' "/proc/$pid/status" 2>/dev/null || true)
        total=$((total + ${rss:-0}))
    done <"$group/cgroup.procs"
    [ "$total" -le "$peak_rss_kib" ] || peak_rss_kib=$total
    sleep 0.5
done
wait "$builder" || status=$?
largest_kib=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$logs/time")
echo "measure-build-memory: exit $status after $(($(date +%s) - started)) s${LIMIT_MIB:+ capped at $LIMIT_MIB MiB}"
echo "measure-build-memory: peak resident memory, all processes: $((peak_rss_kib / 1024)) MiB"
echo "measure-build-memory: cgroup peak, page cache included: $(($(cat "$group/$peak_file") / 1048576)) MiB"
echo "measure-build-memory: largest single process: $((${largest_kib:-0} / 1024)) MiB"
tail -3 "$logs/build.log"
rm -rf "$scratch"
exit "$status"
