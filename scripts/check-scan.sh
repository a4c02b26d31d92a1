#!/usr/bin/env bash
# The drawn codes read as a person's terminal shows them (Docs/Codes.md): the gallery's Code pages in xterm under
# Xvfb, with DejaVu Sans Mono, at 120×36 and 80×24; a screenshot of each page (ImageMagick's import), decoded by
# zxing-cpp's ZXingReader. Prints the table symbology × size × decoded and keeps one screenshot for the docs.
# Outside CI (it needs an X server's packages: xvfb, xterm, imagemagick, zxing-cpp-tools).
# Usage: scripts/check-scan.sh   (SCAN_OUT: where the screenshots go; default .build-scan)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in Xvfb xterm import ZXingReader tmux; do
    command -v "$tool" >/dev/null || {
        echo "check-scan: $tool is missing — apt-get install xvfb xterm imagemagick zxing-cpp-tools tmux" >&2
        exit 1
    }
done
out=${SCAN_OUT:-$PWD/.build-scan}
mkdir -p "$out"
swift build --scratch-path "$out/build" --product mycards-gallery >"$out/build.log" 2>&1 || { tail -20 "$out/build.log"; exit 1; }
gallery="$(swift build --scratch-path "$out/build" --show-bin-path)/mycards-gallery"
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1800x1100x24 >/dev/null 2>&1 &
xvfb=$!
socket="check-scan-$$"
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
sleep 1

# The samples in the gallery's order: its Code pages are its last ones, one per symbology.
mapfile -t names < <(python3 -c 'import re, sys
for name, number in re.findall(r"\(\.(\w+), \"([^\"]*)\"\)", open(sys.argv[1]).read()): print(name + "\t" + number)' \
    Sources/MyCardsKit/Domain/Barcode+Samples.swift)
# The decoded text out of ZXingReader's report.
text() { sed -n 's/^Text: *"\(.*\)"$/\1/p' | head -1; }
echo "| symbology | number | 120×36 | 80×24 |"
echo "| --- | --- | --- | --- |"
declare -A results
for size in 120x36 80x24; do
    columns=${size%x*}
    rows=${size#*x}
    tmux -L "$socket" -f /dev/null new-session -d -s scan -x "$columns" -y "$rows" \
        -e LANG=C.UTF-8 -e TERM=xterm-256color "$gallery; sleep 60"
    tmux -L "$socket" set -g status off
    DISPLAY=$display xterm -geometry "${columns}x${rows}" -fa 'DejaVu Sans Mono' -fs 11 -fbx -bg black -fg grey80 \
        -e tmux -L "$socket" attach -t scan &
    xterm=$!
    sleep 2
    # The Code pages follow the gallery's ten screen pages, in the samples' order.
    for _ in $(seq 10); do tmux -L "$socket" send-keys -t scan "]"; done
    for ((index = 0; index < ${#names[@]}; index++)); do
        sleep 0.8
        name=$(echo "${names[$index]}" | cut -f1)
        number=$(echo "${names[$index]}" | cut -f2)
        shot="$out/code-$name-$size.png"
        # The terminal alone: the root window's black around it is no part of the screen a scanner is shown.
        DISPLAY=$display import -window root -trim +repage "$shot"
        # -noscale first: zxing-cpp 1.4's command line asserts when a downscaled pass finds the same code again; the
        # downscaled passes only when that finds nothing.
        decoded=$(ZXingReader -noscale "$shot" 2>/dev/null | text || true)
        [ -n "$decoded" ] || decoded=$(ZXingReader "$shot" 2>/dev/null | text || true)
        # xterm leaves a one-pixel seam between rows of block elements; a phone's camera blurs it away. The table
        # says which screenshots needed that blur of one pixel.
        blurred=""
        if [ "$decoded" != "$number" ] && [ "$decoded" != "A${number}A" ]; then
            convert "$shot" -blur 0x1 "$out/blurred.png"
            decoded=$(ZXingReader -noscale "$out/blurred.png" 2>/dev/null | text || true)
            blurred=" (blurred 1 px)"
        fi
        # Codabar comes back with the A…A the symbol needs; the card keeps the number without them.
        [ "$name" = codabar ] && decoded=${decoded#A} && decoded=${decoded%A}
        if [ "$decoded" = "$number" ]; then results[$name,$size]="decoded$blurred"
        elif tmux -L "$socket" capture-pane -p -t scan | grep -q "show --code"; then results[$name,$size]="too wide (says so)"
        else results[$name,$size]="NOT decoded${decoded:+ (read “$decoded”)}"; fi
        tmux -L "$socket" send-keys -t scan "]"
    done
    kill "$xterm" 2>/dev/null || true
    tmux -L "$socket" kill-server 2>/dev/null || true
    sleep 0.5
done
status=0
for entry in "${names[@]}"; do
    name=$(echo "$entry" | cut -f1)
    number=$(echo "$entry" | cut -f2)
    echo "| $name | $number | ${results[$name,120x36]} | ${results[$name,80x24]} |"
    case "${results[$name,120x36]} ${results[$name,80x24]}" in *NOT*) status=1 ;; esac
done
echo "check-scan: screenshots in $out (xterm $(xterm -version | head -1), DejaVu Sans Mono 11 pt)"
exit "$status"
