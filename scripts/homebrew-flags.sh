#!/usr/bin/env bash
# The arguments `swift build` and `swift test` need on macOS to find Homebrew's headers and libraries (Docs/Mac.md),
# printed on one line; nothing on any other system. SwiftPM looks in none of Homebrew's folders by itself, and two of
# the formulas are keg-only (kept out of Homebrew's prefix): ncurses, since macOS has an older one without the
# wide-character header, and jpeg-turbo. Each formula's own folder comes first, so Homebrew's ncursesw is found before
# macOS's curses; then Homebrew's prefix. The Makefile and the scripts it runs pass these on every build.
# Usage: scripts/homebrew-flags.sh   (BREW=path overrides the brew found on PATH)
set -euo pipefail

[ "$(uname -s)" = Darwin ] || exit 0
brew=${BREW:-brew}
command -v "$brew" >/dev/null || {
    echo "homebrew-flags: no brew on PATH — install Homebrew, or use the container (Docs/Mac.md)" >&2
    exit 1
}
# What the C targets include and link (Package.swift): curses, libjpeg, libpng, libzint, zxing-cpp.
formulas=(ncurses jpeg-turbo libpng zint zxing-cpp)
mapfile -t prefixes < <("$brew" --prefix "${formulas[@]}" && "$brew" --prefix)
[ ${#prefixes[@]} -eq $((${#formulas[@]} + 1)) ] || { echo "homebrew-flags: brew --prefix failed" >&2; exit 1; }

flags=()
seen=" "
for index in "${!prefixes[@]}"; do
    prefix=${prefixes[$index]}
    if [ "$index" -lt ${#formulas[@]} ] && [ ! -d "$prefix/include" ]; then
        echo "homebrew-flags: ${formulas[$index]} is not installed — brew install ${formulas[$index]}" >&2
        continue
    fi
    case $seen in *" $prefix "*) continue ;; esac
    seen+="$prefix "
    flags+=(-Xcc "-I$prefix/include" -Xlinker "-L$prefix/lib")
done
echo "${flags[*]}"
