#!/usr/bin/env bash
# No CI runs on a Mac, so this is what keeps the package building there: every Linux-only call (Glibc-qualified,
# a glibc-only constant or field name, /proc, epoll, mallopt) must sit in an `#if canImport(Glibc)` or `#if os(Linux)`
# branch, and a file importing Glibc must import Darwin too. An `#else` or `#elseif canImport(Darwin)` branch does
# not count as Linux. Also checks the curses shim falls back to <curses.h> (macOS has no <ncursesw/curses.h>).
# Usage: scripts/check-platform.sh [ROOT] — ROOT (the repository by default) holds Sources, Tests, Workshop, Tools.
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
python3 - "$root" <<'PYTHON'
import os
import re
import sys

root = sys.argv[1]
# What glibc spells differently from Darwin, or Darwin lacks: each found as written, the st_?tim fields as whole words.
LINUX_ONLY = [(name, re.compile(re.escape(name))) for name in [
    "import Glibc", "Glibc.", "mallopt", "MSG_NOSIGNAL", "SOCK_STREAM.rawValue", "SOCK_DGRAM.rawValue", "epoll_",
    '"/proc/', "SOCK_CLOEXEC", "__sigaction_handler"]]
LINUX_ONLY += [(f"st_{kind}tim", re.compile(rf"\bst_{kind}tim\b")) for kind in "amc"]  # Darwin: st_mtimespec
LINUX_TEST = re.compile(r"(?<!!)\b(?:canImport\(Glibc\)|os\(Linux\))")


def swift_files():
    folders = [os.path.join(root, name) for name in ("Sources", "Tests", "Workshop")]
    tools = os.path.join(root, "Tools")
    if os.path.isdir(tools):
        for tool in sorted(os.listdir(tools)):
            folders += [os.path.join(tools, tool, name) for name in ("Sources", "Tests")]
    for folder in folders:
        for directory, subfolders, names in os.walk(folder):
            subfolders[:] = sorted(name for name in subfolders if not name.startswith("."))
            yield from (os.path.join(directory, name) for name in sorted(names) if name.endswith(".swift"))


def is_linux(condition):
    # Every alternative of an `||` must test for Linux, else the branch also builds elsewhere.
    return all(LINUX_TEST.search(alternative) for alternative in condition.split("||"))


def code_lines(text):
    """Each line without its comments (string contents kept: `"/proc/` is one), and whether it is a directive."""
    in_block = in_multiline = False
    for line in text.split("\n"):
        kept, index, in_string = [], 0, False
        while index < len(line):
            if in_block:
                end = line.find("*/", index)
                if end < 0:
                    index = len(line)
                else:
                    in_block, index = False, end + 2
                continue
            if line.startswith('"""', index):
                in_multiline = not in_multiline
                kept.append('"""')
                index += 3
                continue
            character = line[index]
            if in_string or in_multiline:
                if character == "\\":
                    kept.append(line[index:index + 2])
                    index += 2
                    continue
                if character == '"' and in_string:
                    in_string = False
            elif line.startswith("//", index):
                break
            elif line.startswith("/*", index):
                in_block, index = True, index + 2
                continue
            elif character == '"':
                in_string = True
            kept.append(character)
            index += 1
        yield "".join(kept)


failures = []
checked = 0
for path in swift_files():
    checked += 1
    shown = os.path.relpath(path, root)
    text = open(path, encoding="utf8").read()
    stack = []  # one entry per open #if: whether the branch being read is a Linux one
    imports_glibc = imports_darwin = False
    for number, line in enumerate(code_lines(text), 1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            keyword, condition = directive.group(1), directive.group(2)
            if keyword == "if":
                stack.append(is_linux(condition))
            elif not stack:
                failures.append(f"{shown}:{number}: #{keyword} without an #if")
            elif keyword == "elseif":
                stack[-1] = is_linux(condition)
            elif keyword == "else":
                stack[-1] = False
            else:
                stack.pop()
            if "canImport(Darwin)" in condition:
                imports_darwin = True
            continue
        if re.match(r"import\s+Darwin\b", stripped):
            imports_darwin = True
        if re.match(r"import\s+Glibc\b", stripped):
            imports_glibc = True
        guarded = any(stack)
        for call, pattern in LINUX_ONLY:
            if pattern.search(line) and not guarded:
                failures.append(f"{shown}:{number}: {call} outside an #if canImport(Glibc) / #if os(Linux) branch")
    if imports_glibc and not imports_darwin:
        failures.append(f"{shown}: imports Glibc with no canImport(Darwin) / import Darwin counterpart")

shim = os.path.join(root, "Sources", "CNcursesw", "shim.h")
if not os.path.isfile(shim):
    failures.append(f"{os.path.relpath(shim, root)}: missing")
else:
    header = open(shim, encoding="utf8").read()
    fallback = re.search(r"#if\s+__has_include\(<ncursesw/curses\.h>\)\s*\n\s*#include\s+<ncursesw/curses\.h>\s*\n"
                         r"\s*#else\s*\n\s*#include\s+<curses\.h>\s*\n\s*#endif", header)
    if not fallback:
        failures.append(f"{os.path.relpath(shim, root)}: <ncursesw/curses.h> without the "
                        "#if __has_include(…) … #else #include <curses.h> fallback macOS needs")

if failures:
    print("\n".join(failures), file=sys.stderr)
    print(f"platform: {len(failures)} Linux-only use(s) outside a platform condition (above), in {checked} files;"
          " wrap each in #if canImport(Glibc) with its Darwin counterpart in #else", file=sys.stderr)
    sys.exit(1)
print(f"platform: {checked} files checked, Linux-only calls all behind a platform condition")
PYTHON
