#!/usr/bin/env bash
# Installs the Debian packages My Cards builds and tests with, only those that are missing.
set -euo pipefail

# ncurses-term: the direct-colour terminfo entries (24-bit photos); valgrind: the instruction guard (make
# instructions); chafa: the reference `make bench` compares `show` with; libcurl4-openssl-dev: libcurl for the test
# harnesses, which talk to the backend through URLSession (FoundationNetworking); the apps have their own client;
# libzint-dev and libzxing-dev: drawing a card's barcode and reading one off a photo.
if [ "$(uname)" = Darwin ]; then
    # Not checked by CI (Docs/Mac.md): Homebrew's names, and the build needs its include and library paths.
    for formula in ncurses sqlite libpng jpeg-turbo tmux zint zxing-cpp; do
        brew list --versions "$formula" >/dev/null 2>&1 || echo "install-deps: brew install $formula (Docs/Mac.md)"
    done
    exit 0
fi
packages=(libncursesw5-dev ncurses-term libsqlite3-dev libpng-dev libjpeg62-turbo-dev tmux curl python3 valgrind chafa
    libcurl4-openssl-dev libzint-dev libzxing-dev)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
