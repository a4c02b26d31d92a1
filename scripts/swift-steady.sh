#!/usr/bin/env bash
# Runs a swift command with the same few environment variables whoever starts it. swift build plans the build again
# when its environment differs from the last build's — any variable, so every new terminal — and then links the
# TracedProxies plugin's tool again and reruns it: 99 s on this project's machine under load, for no module
# (Docs/Workshop.md, "Before the day"). `make build` (so `make run`) and `make workshop-prepare` build through this,
# so the pre-work's build is the one the morning finds. Kept: what finds the toolchain and its SDK, the locale, and
# the variables the package manifest reads.
# Usage: scripts/swift-steady.sh swift build …
set -euo pipefail
kept=()
for name in PATH HOME USER TMPDIR LANG LC_ALL LC_CTYPE DEVELOPER_DIR SDKROOT TOOLCHAINS MYCARDS_WORKSHOP; do
    [ -z "${!name+set}" ] || kept+=("$name=${!name}")
done
exec env -i "${kept[@]}" "$@"
