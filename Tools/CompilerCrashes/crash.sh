#!/usr/bin/env bash
# Compiles ExistentialSpecializer.swift three ways: -Onone (builds), -O (the compiler crashes while the bug lasts),
# and -O without the existential specializer (builds). Prints one line per way; exits 0 when -O builds again, so
# whoever reruns it after a toolchain upgrade sees at once whether the bug is gone.
set -uo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
compile() {
    if swiftc -parse-as-library "$@" ExistentialSpecializer.swift -o "$out/run" >"$out/log" 2>&1; then
        echo builds
    elif grep -q 'signal 11' "$out/log"; then
        echo "crashes the compiler ($(grep -m1 -o 'While running pass #[0-9]* [A-Za-z]* "[A-Za-z]*"' "$out/log"))"
    else
        echo "fails: $(grep -m1 error: "$out/log")"
    fi
}
swift --version 2>/dev/null | head -1
echo "-Onone: $(compile -Onone)"
optimised=$(compile -O)
echo "-O: $optimised"
echo "-O -Xllvm -sil-disable-pass=existential-specializer: $(compile -O -Xllvm -sil-disable-pass=existential-specializer)"
[ "$optimised" = builds ]
