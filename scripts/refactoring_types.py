"""Which top-level types a change touches, read from the declarations of the files it changed (scripts/refactoring.py).

The rule, stated once:
- A Swift file is read by a small lexer that skips string literals ("…", multi-line \"\"\"…\"\"\", raw #"…"#, with
  their interpolations), line comments and (nested) block comments, and counts braces in what is left.
- A *top-level declaration* is a line at brace depth 0 that declares a class, struct, enum, protocol, actor, typealias
  or extension (after any attributes and modifiers). It owns its lines up to the one where its braces close (a
  typealias: its own line), and the doc comments and attribute lines right above it (no blank line between). An
  extension's lines are charged to the type it extends (`extension Foo.Bar` to `Foo`). Nested types belong to the
  top-level type they sit in; lines outside every declaration (imports, free functions) belong to none.
- In a diff, an added line is charged to the declaration that owns it in the file *after* the change, a removed line
  to the one that owns it *before*; context lines to nothing. So a new file counts every type it declares, and a type
  appended after another is charged to itself, not to the one above it.
"""

import re

DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|open|package|final|indirect|nonisolated|dynamic|"
    r"private\(set\)|public\(set\)|internal\(set\))\s+)*"
    r"(class|struct|enum|protocol|actor|typealias|extension)\s+([A-Za-z_]\w*)")
ATTRIBUTE_LINE = re.compile(r"^\s*@[\w.]+(?:\(.*\))?\s*$")
STRING_OPENING = re.compile(r'(#*)("""|")')


def blank_literals(text):
    """`text` with the insides of string literals and every comment replaced by spaces, newlines kept, so that braces
    and keywords left are code's own."""
    out, index, length = [], 0, len(text)
    # Each open string: (closing quote, number of #, whether multi-line); interpolations push code back on the stack.
    stack = []

    def keep_newlines(chunk):
        return "".join("\n" if c == "\n" else " " for c in chunk)

    while index < length:
        if stack and stack[-1][0] != "code":
            quote, hashes, _ = stack[-1]
            closing = quote + "#" * hashes
            if text.startswith(closing, index):
                out.append(" " * len(closing))
                index += len(closing)
                stack.pop()
            elif text[index] == "\\" and text.startswith("#" * hashes + "(", index + 1):
                out.append(" " * (2 + hashes))
                index += 2 + hashes
                stack.append(("code", 0, 0))
            elif text[index] == "\\" and hashes == 0:
                out.append(keep_newlines(text[index:index + 2]))
                index += 2
            else:
                out.append(keep_newlines(text[index]))
                index += 1
            continue
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
        elif text.startswith("/*", index):
            depth, start = 0, index
            while index < length:
                if text.startswith("/*", index):
                    depth, index = depth + 1, index + 2
                elif text.startswith("*/", index):
                    depth, index = depth - 1, index + 2
                    if depth == 0:
                        break
                else:
                    index += 1
            out.append(keep_newlines(text[start:index]))
        elif (match := STRING_OPENING.match(text, index)) and (match.group(1) or text[index] == '"'):
            hashes, quote = len(match.group(1)), match.group(2)
            out.append(" " * (match.end() - index))
            index = match.end()
            stack.append((quote, hashes, quote == '"""'))
        elif text[index] == "(" and stack:
            stack.append(("code", 0, 0))
            out.append("(")
            index += 1
        elif text[index] == ")" and stack and stack[-1][0] == "code":
            stack.pop()
            out.append(")" if stack and stack[-1][0] == "code" else " ")
            index += 1
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


def declaration_owners(text):
    """For each line of a Swift file (1-based: index 0 is unused), the top-level type that owns it, or None."""
    original = text.splitlines()
    code = blank_literals(text).splitlines()
    owners = [None] * (len(code) + 1)
    depth, current, opened, starts = 0, None, False, []
    for number, line in enumerate(code, start=1):
        if depth == 0 and current is None and (match := DECLARATION.match(line)):
            kind, name = match.groups()
            current, opened = name, False
            starts.append(number)
            if kind == "typealias":
                owners[number] = name
                current = None
                continue
        owners[number] = current
        depth += line.count("{") - line.count("}")
        if current is not None and "{" in line:
            opened = True
        if current is not None and opened and depth == 0:
            current = None
    # Doc comments and attributes right above a declaration are its own.
    for start in starts:
        number = start - 1
        while number >= 1 and owners[number] is None and original[number - 1].strip() and (
                not code[number - 1].strip() or ATTRIBUTE_LINE.match(code[number - 1])):
            owners[number] = owners[start]
            number -= 1
    return owners


HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


def changed_types(diff, prefix, old_text, new_text, skip=("TracedBoundaries",)):
    """The top-level types the diff's added and removed lines fall in, in files under `prefix` (paths in `skip` left
    out). `old_text(path)` and `new_text(path)` give a file before and after the change ("" when it does not exist)."""
    types = set()
    old_path = new_path = None
    old_owners = new_owners = None
    old_line = new_line = 0
    for line in diff.splitlines():
        if line.startswith("diff --git "):
            old_owners = new_owners = None
            old_path = new_path = None
        elif line.startswith("--- "):
            old_path = line[6:] if line.startswith("--- a/") else None
        elif line.startswith("+++ "):
            new_path = line[6:] if line.startswith("+++ b/") else None
            path = new_path or old_path
            if path and path.startswith(prefix) and not any(part in path for part in skip):
                old_owners = declaration_owners(old_text(old_path)) if old_path else [None]
                new_owners = declaration_owners(new_text(new_path)) if new_path else [None]
            else:
                old_owners = new_owners = None
        elif old_owners is None:
            continue
        elif match := HUNK.match(line):
            old_line, new_line = int(match.group(1)), int(match.group(3))
        elif line.startswith("+"):
            if new_line < len(new_owners) and new_owners[new_line]:
                types.add(new_owners[new_line])
            new_line += 1
        elif line.startswith("-"):
            if old_line < len(old_owners) and old_owners[old_line]:
                types.add(old_owners[old_line])
            old_line += 1
        elif line.startswith(" "):
            old_line, new_line = old_line + 1, new_line + 1
    return sorted(types)


def summary(rows, prefix):
    """The files under `prefix` of (path, added, removed) rows, without the prefix, and their lines summed."""
    picked = [(path[len(prefix):], added, removed) for path, added, removed in rows if path.startswith(prefix)]
    return {"files": sorted(path for path, _, _ in picked), "added": sum(a for _, a, _ in picked),
            "removed": sum(r for _, _, r in picked)}
