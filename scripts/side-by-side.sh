#!/usr/bin/env bash
# Every variant in one tmux window, all on one mock backend and one store (.mycards/side-by-side/cards.sqlite), so
# a room can watch the five behave alike: a card saved in one pane shows in the others within a second (the store
# watcher hears other processes' writes). SIDE_BY_SIDE_STORES=separate gives each its own store instead. At 200×50 or more: five panes, tiled. Below that: two panes side by
# side, SIDE_BY_SIDE="mvc vip" by default. Quitting every app (q) or detaching (Ctrl-B d) ends it and the backend.
# Usage: scripts/side-by-side.sh [--detached]   (--detached: start and wait without attaching, for tests)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/backend.sh
source scripts/lib/tmux.sh

detached=no
[ "${1:-}" = --detached ] && detached=yes
socket=${LAUNCHER_SOCKET:-mycards-side-by-side}
session=side-by-side
run_dir=${RUN_DIR:-.mycards}/side-by-side
bin_path=$(swift build --show-bin-path)

read -r columns rows < <(launcher_size)
if [ "$columns" -ge 200 ] && [ "$rows" -ge 50 ]; then
    variants=(mvc mvvm viper vip tea)
else
    read -r -a variants <<<"${SIDE_BY_SIDE:-mvc vip}"
fi
apps=()
for variant in "${variants[@]}"; do apps+=("$(variant_binary "$bin_path" "$variant")") || exit 1; done

trap 'tmux -L "$socket" kill-server 2>/dev/null || true; stop_backend' EXIT
start_backend "$bin_path" "$run_dir" || exit 1

pane_command() {
    local variant=$1 app=$2 store="$run_dir/cards.sqlite"
    [ "${SIDE_BY_SIDE_STORES:-shared}" = separate ] && store="$run_dir/$variant.sqlite"
    quoted "$app" --backend "$BACKEND_URL" --store "$store" --log "$run_dir/$variant.log" \
        --trace "$run_dir/$variant.trace"
}

# The panes are laid out first, each holding a placeholder, and each app then starts in its pane at its final size:
# an app started at once would be resized by every later split (five panes: up to four times while it draws).
placeholder="sleep 600"
tmux -L "$socket" -f /dev/null new-session -d -s "$session" -x "$columns" -y "$rows" "$placeholder"
for _ in $(seq 1 $((${#variants[@]} - 1))); do
    tmux -L "$socket" split-window -t "$session" "$placeholder"
    tmux -L "$socket" select-layout -t "$session" tiled >/dev/null
done
[ ${#variants[@]} -eq 2 ] && tmux -L "$socket" select-layout -t "$session" even-horizontal >/dev/null
panes=()
while read -r pane; do panes+=("$pane"); done < <(tmux -L "$socket" list-panes -t "$session" -F "#{pane_id}")
for index in "${!variants[@]}"; do
    tmux -L "$socket" respawn-pane -k -t "${panes[$index]}" "$(pane_command "${variants[$index]}" "${apps[$index]}")"
done
tmux -L "$socket" select-pane -t "$session:0.0"
attach_or_wait "$socket" "$session" "$detached"
