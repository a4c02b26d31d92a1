"""No hand-typed figure in the workshop docs (Docs/Facilitator.md, Handout.md, Slides.md): a figure is read from
`make compare`'s output or referred to, never copied, so none can go stale. Used by `make lint`:

    python3 scripts/doc_figures.py Docs/Facilitator.md Docs/Handout.md Docs/Slides.md

A figure is a number written in digits. One is allowed only where one of these rules says so:

1. it is inside a generated block, `<!-- generated:NAME -->` … `<!-- /generated:NAME -->`, which `make compare`
   and `make slides` rewrite (scripts/workshop_figures.py), or inside a figure mark,
   `<!--figure:MVC.lines-->799<!--/figure-->`, which `make compare` rewrites;
2. it is inside code, a fenced block or backticks: a command, a name or text the app prints, quoted, not measured;
3. it is a time of day (`09:00`): the plan's clock, not a measure;
4. it numbers something: right after "exercise", "drill", "round", "part", "hint" or "N=" (their plurals too), and
   the numbers joined to it by "–", ",", "and", "or", "to", "then" (`exercises 1–4 and 9`);
5. it is a Markdown ordered list's marker at the start of a line, or inside a link's target.
"""

import re
import sys

GENERATED = re.compile(r"<!-- generated:([a-z0-9-]+) -->\n.*?<!-- /generated:\1 -->", re.S)
FIGURE_MARK = re.compile(r"<!--figure:[A-Za-z]+\.[a-z]+-->.*?<!--/figure-->")
COMMENT = re.compile(r"<!--.*?-->", re.S)
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
CODE = re.compile(r"`[^`\n]*`")
LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
TIME_OF_DAY = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?![\d:])")
NUMBERING = re.compile(
    r"(?i)\b(?:exercises?|drills?|rounds?|parts?|hints?|N=)\s*\d+"
    r"(?:\s*(?:,\s*(?:and|then)\b|\bthen\b|–|-|,|\band\b|\bor\b|\bto\b)\s*\d+)*")
LIST_MARKER = re.compile(r"^(\s*)\d+\.(?= )", re.M)
FIGURE = re.compile(r"\d+(?:[.,]\d+)*")


def blank(text, pattern):
    """`text` with every match of `pattern` turned into spaces, newlines kept, so line numbers stay true."""
    return pattern.sub(lambda match: re.sub(r"[^\n]", " ", match.group(0)), text)


def figures_outside_blocks(text):
    """(line number, figure, line as written) of each figure no rule allows, in order."""
    original = text.split("\n")
    for pattern in (GENERATED, FIGURE_MARK, COMMENT, FENCE, CODE, LINK_TARGET, TIME_OF_DAY, NUMBERING,
                    LIST_MARKER):
        text = blank(text, pattern)
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        for match in FIGURE.finditer(line):
            found.append((number, match.group(0), original[number - 1].strip()))
    return found


def main(paths):
    failures = [f"{path}:{number}: '{figure}' is typed by hand: move it into a generated block or refer to "
                f"Comparison.md instead ({line[:80]})"
                for path in paths
                for number, figure, line in figures_outside_blocks(open(path, encoding="utf8").read())]
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        print("lint: figures typed by hand in the workshop docs (the rules: scripts/doc_figures.py)", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
