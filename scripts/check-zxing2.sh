#!/usr/bin/env bash
# The barcode reader's shim against zxing-cpp 2 and 3 (what Homebrew ships) on this Linux machine, beside Debian's 1.4:
# downloads each version's source distribution from PyPI (it carries the C++ core), builds the core's readers with
# cmake, compiles Sources/CBarcodeReader/reader.cpp against it (warnings are errors), and runs
# Tools/ZXingCheck/read_codes.c: every symbology's sample drawn by our encoder's shim, and the EAN-13 screenshot in
# Docs/, read back. Then the same program against the system's zxing-cpp (Debian's 1.4, opened with dlopen as the app
# does). Outside CI: it needs PyPI, and libzint-dev, libpng-dev, libzxing-dev and a C++ compiler (make deps); cmake
# comes from PyPI when it is missing.
# Usage: scripts/check-zxing2.sh   (ZXING_VERSIONS="2.3.0 3.1.1" by default; ZXING_OUT: .build-zxing2)
set -euo pipefail
cd "$(dirname "$0")/.."
versions=${ZXING_VERSIONS:-2.3.0 3.1.1}
out=${ZXING_OUT:-$PWD/.build-zxing2}
started=$(date +%s)
mkdir -p "$out"

# pip prepares an sdist's metadata even to download it: zxing-cpp's build backend needs wheel (2.x) or cmake (3.x).
if [ ! -x "$out/venv/bin/pip" ]; then
    python3 -m venv "$out/venv"
    "$out/venv/bin/pip" install -q wheel setuptools scikit-build-core
fi
command -v cmake >/dev/null || [ -x "$out/venv/bin/cmake" ] || "$out/venv/bin/pip" install -q cmake
export PATH="$PATH:$out/venv/bin"

# zxing-cpp VERSION's readers, built once into $out/zxing-VERSION; prints the static library's path.
built_zxing() {
    local version=$1 source="$out/zxing_cpp-$1" prefix="$out/zxing-$1"
    if [ ! -d "$source" ]; then
        "$out/venv/bin/pip" download -q --no-deps --no-binary :all: --no-build-isolation -d "$out" \
            "zxing-cpp==$version" >&2
        tar -xzf "$out/zxing_cpp-$version.tar.gz" -C "$out"
    fi
    if [ ! -f "$prefix/include/ZXing/ReadBarcode.h" ]; then
        echo "check-zxing2: building zxing-cpp $version's readers (cmake, $(nproc) jobs)" >&2
        cmake -S "$source/core" -B "$out/build-$version" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
            -DZXING_READERS=ON -DZXING_WRITERS=OFF -DCMAKE_INSTALL_PREFIX="$prefix" >"$out/cmake.log" 2>&1
        cmake --build "$out/build-$version" -j "$(nproc)" >>"$out/cmake.log" 2>&1
        cmake --install "$out/build-$version" >>"$out/cmake.log" 2>&1
    fi
    find "$prefix" -name 'libZXing.a' | head -1
}

# One program per zxing-cpp: the shim built against its headers (warnings are errors), our encoder's shim, the check.
check() {
    local name=$1 include=$2
    shift 2
    local objects="$out/$name"
    mkdir -p "$objects"
    c++ -std=c++17 -Wall -Wextra -Werror ${include:+-I"$include"} -ISources/CBarcodeReader/include \
        -c Sources/CBarcodeReader/reader.cpp -o "$objects/reader.o" || return 1
    cc -Wall -Wextra -Werror -ISources/CBarcodeEncoder/include \
        -c Sources/CBarcodeEncoder/encoder.c -o "$objects/encoder.o" || return 1
    cc -Wall -Wextra -Werror -ISources/CBarcodeEncoder/include -ISources/CBarcodeReader/include \
        -c Tools/ZXingCheck/read_codes.c -o "$objects/read_codes.o" || return 1
    c++ "$objects/read_codes.o" "$objects/reader.o" "$objects/encoder.o" "$@" -lzint -lpng \
        -o "$objects/read_codes" || return 1
    echo "check-zxing2: the shim against $name"
    "$objects/read_codes" Docs/code-ean13-xterm-120x36.png
}
status=0
for version in $versions; do
    library=$(built_zxing "$version")
    check "zxing-cpp-$version" "$out/zxing-$version/include" "$library" -lpthread || status=1
done
system=$(pkg-config --modversion zxing 2>/dev/null || echo unknown)
check "zxing-cpp-$system-system" "" -ldl || status=1
echo "check-zxing2: $([ "$status" -eq 0 ] && echo passed || echo FAILED) in $(($(date +%s) - started)) s"
exit "$status"
