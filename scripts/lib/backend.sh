# Sourced by the launchers: starts the mock backend on a free loopback port with the repository's cards.json
# and sets BACKEND_URL and BACKEND_PID. The caller's EXIT trap should call stop_backend.
# Usage: start_backend BIN_PATH RUN_DIR

start_backend() {
    local bin_path=$1 run_dir=$2
    mkdir -p "$run_dir"
    "$bin_path/mycards-backend" --port "${BACKEND_PORT:-0}" --data "$run_dir/backend.json" --seed cards.json \
        >"$run_dir/backend.out" 2>"$run_dir/backend.log" &
    BACKEND_PID=$!
    BACKEND_URL=""
    for _ in $(seq 1 200); do
        BACKEND_URL=$(sed -n 's/^mycards-backend listening on //p' "$run_dir/backend.out")
        [ -n "$BACKEND_URL" ] && return 0
        kill -0 "$BACKEND_PID" 2>/dev/null || { cat "$run_dir/backend.log" >&2; return 1; }
        sleep 0.05
    done
    echo "the backend did not start; see $run_dir/backend.log" >&2
    return 1
}

stop_backend() {
    [ -n "${BACKEND_PID:-}" ] || return 0
    kill "$BACKEND_PID" 2>/dev/null
    wait "$BACKEND_PID" 2>/dev/null || true
}

# The path of a built variant, or a message naming the variants that are built.
variant_binary() {
    local bin_path=$1 variant=$2
    local app="$bin_path/mycards-$variant"
    if [ ! -x "$app" ]; then
        echo "mycards-$variant is not built (built: $(ls "$bin_path" | grep -E '^mycards-(mvc|mvvm|viper|vip|tea)$' | tr '\n' ' '))" >&2
        return 1
    fi
    echo "$app"
}
