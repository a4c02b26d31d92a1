#!/usr/bin/env bash
# The README's install steps proven on a bare system, the way a container or a new laptop meets them: a Debian
# bookworm root made with debootstrap (minbase: no compiler, no ncurses headers, no tmux), the Swift toolchain and
# the local Swift package copies bound in read-only, a clean clone of HEAD, then scripts/install-deps.sh, the build
# and one journey (the MVC variant against the mock backend in tmux: the Cards screen, a card opened, quit).
# Outside CI (it needs root and Debian's mirror); it prints its time, to record in Docs/Mac.md.
# Usage: scripts/check-fresh.sh   (FRESH_ROOT, DEBIAN_MIRROR to change where and from what)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
root=${FRESH_ROOT:-$repo/.build-fresh/root}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
swift_root=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
packages=${SWIFT_PACKAGES:-/opt/swift-packages}
[ "$(id -u)" -eq 0 ] || { echo "check-fresh: needs root (debootstrap, chroot, mounts)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "check-fresh: apt-get install debootstrap first" >&2; exit 1; }
started=$(date +%s)
step() { echo "check-fresh: $(($(date +%s) - started)) s · $*"; }

mounts=()
cleanup() {
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -l "${mounts[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
bind() { # bind SOURCE TARGET [ro]
    mkdir -p "$2"
    mount --bind "$1" "$2"
    [ "${3:-}" != ro ] || mount -o remount,bind,ro "$2"
    mounts+=("$2")
}

if [ ! -x "$root/usr/bin/apt-get" ]; then
    step "debootstrap bookworm (minbase) into $root"
    rm -rf "$root"
    mkdir -p "$root"
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$repo/.build-fresh/debootstrap.log" 2>&1 \
        || { tail -20 "$repo/.build-fresh/debootstrap.log"; exit 1; }
fi
bind /proc "$root/proc"
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind "$swift_root" "$root/opt/swift" ro
bind "$packages" "$root/opt/swift-packages" ro
cp /etc/resolv.conf "$root/etc/resolv.conf"

step "a clean clone of $(git rev-parse --short HEAD)"
rm -rf "$root/work"
mkdir -p "$root/work"
git clone --quiet "$repo" "$root/work/main"

# What swift.org lists for the toolchain on Debian 12 (the official swift image has these already) and make, which
# the README's commands are; git set to read GitHub from the local package copies as on this machine; then only the
# README's own steps.
cat >"$root/work/fresh.sh" <<'FRESH'
set -euo pipefail
export PATH=/opt/swift/usr/bin:$PATH DEBIAN_FRONTEND=noninteractive HOME=/root LANG=C.UTF-8
apt-get update -qq
apt-get install -y -qq --no-install-recommends binutils git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 \
    libgcc-12-dev libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata zlib1g-dev \
    ca-certificates procps make >/dev/null
for from in https://github.com/ git@github.com: ssh://git@github.com/; do
    git config --system --get-all url./opt/swift-packages/.insteadOf | grep -qxF "$from" \
        || git config --system --add url./opt/swift-packages/.insteadOf "$from"
done
cd /work/main
echo "fresh: make deps (scripts/install-deps.sh)"
make deps
echo "fresh: swift build"
swift build 2>&1 | tail -1
echo "fresh: one journey (make run in tmux)"
tmux kill-server 2>/dev/null || true
tmux -f /dev/null new-session -d -s fresh -x 100 -y 30 -e LANG=C.UTF-8 -e TERM=xterm-256color "make run; sleep 30"
screen() { tmux capture-pane -p -t fresh; }
wait_for() {
    for _ in $(seq 300); do screen | grep -q "$1" && return 0; sleep 0.1; done
    screen; echo "fresh: never saw “$1”" >&2; return 1
}
wait_for "My Cards · Cards"
wait_for "Downloaded"
tmux send-keys -t fresh Enter
wait_for "Esc"
tmux send-keys -t fresh Escape
tmux send-keys -t fresh q
sleep 1
tmux kill-server
echo "fresh: the journey passed"
FRESH
step "install, build and the journey, inside the bare system"
chroot "$root" /bin/bash /work/fresh.sh
step "passed"
