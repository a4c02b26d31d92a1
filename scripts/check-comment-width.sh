#!/usr/bin/env bash
# Comments obey the 120-column limit too (swift format wraps code, not comments): fails naming each longer comment
# line in Sources, Plugins, Tests and Workshop.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files 'Sources/*.swift' 'Plugins/*.swift' 'Tests/*.swift' 'Workshop/*.swift' | python3 -c '
import sys
long = [f"{path}:{number}: {len(line)} columns"
        for path in sys.stdin.read().split()
        for number, line in enumerate(open(path, encoding="utf8").read().split("\n"), 1)
        if len(line) > 120 and line.lstrip().startswith("//")]
print("\n".join(long)) if long else None
sys.exit(1 if long else 0)
' || { echo "lint: comment lines over 120 columns (above)" >&2; exit 1; }
