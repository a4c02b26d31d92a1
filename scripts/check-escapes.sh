#!/usr/bin/env bash
# The one count of the concurrency checks Sources/ turns off (issue 36: at most three): `@unchecked Sendable`,
# `nonisolated(unsafe)` and `MainActor.assumeIsolated` (any `assumeIsolated`), outside comments and strings. Each one
# must have a comment saying why it is safe: a `//` or `///` comment with the word "safe" on its line or within the
# four lines above or below it. Part of `make lint`; prints each escape with its place.
# Usage: scripts/check-escapes.sh [ROOT] [LIMIT] — ROOT (the repository by default) holds Sources; LIMIT 3.
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
limit=${2:-3}
python3 - "$root" "$limit" <<'PYTHON'
import os
import re
import sys

root, limit = sys.argv[1], int(sys.argv[2])
ESCAPE = re.compile(r"@unchecked\s+Sendable|nonisolated\(unsafe\)|\bassumeIsolated\b")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def code(line):
    """The line without its strings and its `//` comment."""
    line = STRING.sub('""', line)
    return line.split("//", 1)[0]


escapes, unexplained = [], []
sources = os.path.join(root, "Sources")
for directory, subfolders, names in os.walk(sources):
    subfolders[:] = sorted(subfolders)
    for name in sorted(names):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(directory, name)
        lines = open(path, encoding="utf8").read().split("\n")
        for index, line in enumerate(lines):
            found = ESCAPE.search(code(line))
            if not found:
                continue
            place = f"{os.path.relpath(path, root)}:{index + 1}: {found.group(0)}"
            escapes.append(place)
            near = lines[max(0, index - 6):index + 5]
            if not any("//" in text and "safe" in text.split("//", 1)[1].lower() for text in near):
                unexplained.append(place)

for place in escapes:
    print(place)
failed = False
if len(escapes) > limit:
    print(f"escapes: {len(escapes)} in Sources, over the limit of {limit}", file=sys.stderr)
    failed = True
for place in unexplained:
    print(f"{place}: no comment saying why it is safe next to it", file=sys.stderr)
    failed = True
if failed:
    sys.exit(1)
print(f"escapes: {len(escapes)} in Sources (at most {limit}), each with a comment saying why it is safe")
PYTHON
