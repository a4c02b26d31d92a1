#!/usr/bin/env bash
# One variant with its --trace file followed live beside it (tail -f), on the mock backend: the data flow of the
# architecture as the user works. The trace pane takes 45 % of the width (below 100 columns, the lower half).
# Quitting the app ends the session and the backend.
# Usage: scripts/trace.sh [mvc|mvvm|viper|vip|tea] [--detached]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/backend.sh
source scripts/lib/tmux.sh

variant=${1:-mvc}
detached=no
[ "${2:-}" = --detached ] && detached=yes
socket=${LAUNCHER_SOCKET:-mycards-trace}
session=trace
run_dir=${RUN_DIR:-.mycards}
bin_path=$(swift build --show-bin-path)
app=$(variant_binary "$bin_path" "$variant") || exit 1
trace_file="$run_dir/$variant.trace"

read -r columns rows < <(launcher_size)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; stop_backend' EXIT
start_backend "$bin_path" "$run_dir" || exit 1
: >"$trace_file"

app_command="$(quoted "$app" --backend "$BACKEND_URL" --log "$run_dir/$variant.log" --trace "$trace_file");"
app_command+=" $(quoted tmux -L "$socket" kill-session -t "$session")"
tmux -L "$socket" -f /dev/null new-session -d -s "$session" -x "$columns" -y "$rows" "$app_command"
split=-h
[ "$columns" -lt 100 ] && split=-v
tmux -L "$socket" split-window "$split" -l 45% -t "$session" "$(quoted tail -n +1 -f "$trace_file")"
tmux -L "$socket" select-pane -t "$session:0.0"
attach_or_wait "$socket" "$session" "$detached"
