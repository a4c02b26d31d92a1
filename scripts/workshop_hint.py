"""The hint ladder of a workshop exercise (Workshop/Hints/exercise-N.md: three hints, the role, the boundary, almost
the code), one at a time: `make hint N=5` prints the next one, and after the third says where the solution is;
`make hint N=5 H=2` prints hint 2 again. What an attendee has seen is kept, untracked, in .build-workshop/hints/N.

    python3 scripts/workshop_hint.py N [K]
"""

import pathlib
import re
import sys

HINT = re.compile(r"^## Hint (\d+)\s*$", re.M)
COUNT = 3


def hints(text):
    """The hints of a hint file, in order: [(number, text)]; its title line is not a hint."""
    marks = list(HINT.finditer(text))
    return [(int(mark.group(1)), text[mark.end():marks[index + 1].start() if index + 1 < len(marks) else None]
             .strip()) for index, mark in enumerate(marks)]


def problems(text):
    """What keeps a hint file from being a ladder of three: an empty list when it is one."""
    found = hints(text)
    numbers = [number for number, _ in found]
    said = [] if numbers == list(range(1, COUNT + 1)) else \
        [f"has hints {numbers or 'none'}, not exactly {list(range(1, COUNT + 1))}"]
    return said + [f"hint {number} is empty" for number, body in found if not body]


def next_hint(root, number, again=None):
    """The lines to print for `make hint N=number [H=again]`, and the state it leaves."""
    path = root / f"Workshop/Hints/exercise-{number}.md"
    if not path.exists():
        return [f"hint: exercise {number} has no hints (Workshop/Hints/exercise-{number}.md)"], 1
    ladder = dict(hints(path.read_text(encoding="utf8")))
    state = root / ".build-workshop/hints" / number
    seen = int(state.read_text()) if state.exists() and state.read_text().strip().isdigit() else 0
    wanted = int(again) if again else seen + 1
    if wanted not in ladder:
        if again:
            return [f"hint: exercise {number} has hints 1 to {len(ladder)}, not {again}"], 1
        return [f"hint: that was the last hint of exercise {number}; make exercise-solution N={number} puts its "
                f"solution in (your work goes to a named git stash), or make hint N={number} H=1 to start again"], 0
    state.parent.mkdir(parents=True, exist_ok=True)
    state.write_text(str(max(seen, wanted)))
    more = (f"make hint N={number} for hint {wanted + 1}" if wanted + 1 in ladder
            else f"the last one; then make exercise-solution N={number}")
    return [f"Exercise {number} · hint {wanted} of {len(ladder)}", "", ladder[wanted], "", f"({more})"], 0


def main(arguments):
    if not arguments or not arguments[0].isdigit() or (len(arguments) > 1 and not arguments[1].isdigit()):
        print("usage: make hint N=5 [H=2]", file=sys.stderr)
        return 64
    lines, status = next_hint(pathlib.Path(__file__).resolve().parent.parent, arguments[0],
                              arguments[1] if len(arguments) > 1 else None)
    print("\n".join(lines), file=sys.stderr if status else sys.stdout)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
