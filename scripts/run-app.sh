#!/usr/bin/env bash
# Starts the mock backend on a free loopback port with the repository's cards.json, then runs one variant
# against it in this terminal; the backend stops when the app does. Usage: scripts/run-app.sh [mvc|mvvm|viper|vip]
set -euo pipefail
cd "$(dirname "$0")/.."

variant=${1:-mvc}
run_dir=${RUN_DIR:-.mycards}
bin_path=$(swift build --show-bin-path)
app="$bin_path/mycards-$variant"
[ -x "$app" ] || { echo "run: $app is not built (variants so far: $(ls "$bin_path" | grep -o '^mycards-[a-z]*$' | tr '\n' ' '))" >&2; exit 1; }

mkdir -p "$run_dir"
backend_log="$run_dir/backend.log"
"$bin_path/mycards-backend" --port "${BACKEND_PORT:-0}" --data "$run_dir/backend.json" --seed cards.json \
    >"$run_dir/backend.out" 2>"$backend_log" &
backend_pid=$!
trap 'kill "$backend_pid" 2>/dev/null; wait "$backend_pid" 2>/dev/null || true' EXIT

url=""
for _ in $(seq 1 200); do
    url=$(sed -n 's/^mycards-backend listening on //p' "$run_dir/backend.out")
    [ -n "$url" ] && break
    kill -0 "$backend_pid" 2>/dev/null || { cat "$backend_log" >&2; exit 1; }
    sleep 0.05
done
[ -n "$url" ] || { echo "run: the backend did not start; see $backend_log" >&2; exit 1; }

"$app" --backend "$url" --log "$run_dir/$variant.log" --trace "$run_dir/$variant.trace" "${@:2}"
