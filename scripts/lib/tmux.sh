# Sourced by the tmux launchers (side-by-side, trace): one tmux server of their own on a private socket, so a
# user's own tmux is never touched, and the same path for people and for tests.

# The size of the terminal the launcher was started in, as "COLUMNS ROWS"; LAUNCHER_SIZE=WxH overrides it
# (tests, or a projector measured in advance).
launcher_size() {
    if [ -n "${LAUNCHER_SIZE:-}" ]; then
        echo "${LAUNCHER_SIZE%x*} ${LAUNCHER_SIZE#*x}"
    elif size=$(stty size 2>/dev/null </dev/tty); then
        set -- $size
        echo "$2 $1"
    else
        echo "100 32"
    fi
}

# A command line with every word quoted for a shell, for tmux to run in a pane.
quoted() {
    printf '%q ' "$@"
}

# Attaches this terminal to the session until every pane has closed or the user detaches (Ctrl-B d); with
# --detached it only waits for the session to end, so a test can drive the panes through the socket.
attach_or_wait() {
    local socket=$1 session=$2 detached=$3
    if [ "$detached" = yes ]; then
        while tmux -L "$socket" has-session -t "$session" 2>/dev/null; do sleep 0.2; done
    else
        TMUX="" tmux -L "$socket" attach-session -t "$session" || true
    fi
    tmux -L "$socket" kill-server 2>/dev/null || true
}
