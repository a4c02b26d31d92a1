#!/usr/bin/env bash
# Starts the mock backend on a free loopback port with the repository's cards.json, then runs one variant
# against it in this terminal; the backend stops when the app does. Usage: scripts/run-app.sh [mvc|mvvm|viper|vip|tea]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/backend.sh

variant=${1:-mvc}
run_dir=${RUN_DIR:-.mycards}
bin_path=$(swift build --show-bin-path)
app=$(variant_binary "$bin_path" "$variant") || exit 1

trap stop_backend EXIT
start_backend "$bin_path" "$run_dir" || exit 1
"$app" --backend "$BACKEND_URL" --log "$run_dir/$variant.log" --trace "$run_dir/$variant.trace" "${@:2}"
