"""The figures the workshop docs quote, rewritten from Docs/Comparison.md by `make compare` and `make slides`: each
sits in a generated block, `<!-- generated:NAME -->` … `<!-- /generated:NAME -->`, and NAME says what goes in it
(BLOCKS below). Nothing between the marks is kept; a block NAME that is not known fails rather than stays stale.

    python3 scripts/workshop_figures.py [REPOSITORY_ROOT]
"""

import pathlib
import re
import sys

from comparison_tables import follow_one_action, rows, section, unbold, verdicts

DOCS = ["Docs/Facilitator.md", "Docs/FacilitatorAnswers.md", "Docs/Handout.md", "Docs/Workshop.md",
        "Docs/FacilitatorTally.md"]
PATTERNS = ["MVC", "MVVM", "VIPER", "VIP", "TEA"]
BLOCK = re.compile(r"(<!-- generated:([a-z0-9-]+) -->\n).*?(<!-- /generated:\2 -->)", re.S)


def table(header, body):
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(cells) + " |" for cells in body])


def change_rows(markdown, with_tests=True):
    """The header and rows of the workshop's two rounds and Favourites, each with its tests unless `with_tests` is
    false, as Comparison.md's refactoring table counts them."""
    measured = rows(section(markdown, "The refactoring exercise, measured"))
    wanted = [("source files touched", "Favourites: source files, lines"),
              ("types touched", "Favourites: types touched"),
              ("third change", "round one, the title: files / types, lines"),
              ("fourth change", "round two, the filter: files / types, lines")]
    body = []
    for prefix, label in wanted:
        index = next((i for i, cells in enumerate(measured) if unbold(cells[0]).startswith(prefix)), None)
        if index is None:
            raise ValueError(f"the refactoring table has no row '{prefix}…': run make compare")
        cells = measured[index][1:]
        if prefix == "types touched":
            cells = [cell.split(":")[0] for cell in cells]  # the count; the names are in Comparison.md
        body.append([label] + cells)
        if with_tests and index + 1 < len(measured) and measured[index + 1][0].startswith("its tests"):
            body.append(["its tests"] + measured[index + 1][1:])
    return [""] + measured[0][1:], body


def changes(markdown):
    return table(*change_rows(markdown))


def verdict_lines(markdown, aspects):
    found = {row["aspect"]: row for row in verdicts(markdown)}
    lines = []
    for aspect in aspects:
        row = found.get(aspect)
        if row is None:
            raise ValueError(f"Comparison.md's answer has no row '{aspect}': run make compare")
        lines.append(f"- **{aspect}**: the article says \"{row['the article']}\"; verdict **{row['verdict']}**; "
                     f"{row['the figure it rests on']}.")
    return "\n".join(lines)


def open_a_card(markdown):
    measured = follow_one_action(markdown)
    opening = next((cells for cells in measured[1:] if cells[0].startswith("open a card")), None)
    if opening is None:
        raise ValueError("Comparison.md's 'Follow one action' has no row 'open a card': run make compare")
    return "Opening a card, " + opening[0].removeprefix("open a card: ") + ": " + " · ".join(
        f"{name} {value}" for name, value in zip(measured[0][1:], opening[1:])) + "."


BLOCKS = {
    "workshop-changes": changes,
    "verdicts-refactoring-collaboration": lambda markdown: verdict_lines(markdown, ["refactoring", "collaboration"]),
    "open-a-card": open_a_card,
}


def rounds(root):
    """The day's rounds from Workshop/Day.txt: [(heading, [(kind, number)])], a round being the steps under a
    `# Round …:` comment (the steps before the first such comment, and the drills' own comment, start one too)."""
    found = []
    for line in (root / "Workshop/Day.txt").read_text(encoding="utf8").split("\n"):
        line = line.strip()
        if line.startswith("# ") and (line.startswith("# Round") or line.startswith("# Break")):
            found.append((line[2:], []))
        elif line and not line.startswith("#"):
            kind, number = line.split()
            if not found:
                found.append(("", []))
            found[-1][1].append((kind, number))
    return [(heading, steps) for heading, steps in found if steps]


def exercise_pattern(root, number):
    """Exercise N's architecture: its folder's name (Workshop/Exercises/N-ARCH), else Package.swift's
    `workshopVariants`."""
    folders = sorted((root / "Workshop/Exercises").glob(f"{number}-*"))
    if folders:
        return folders[0].name.split("-", 1)[1]
    package = (root / "Package.swift").read_text(encoding="utf8") if (root / "Package.swift").exists() else ""
    mapped = re.search(rf'"{number}": "([A-Za-z]+)"', package)
    return mapped.group(1) if mapped else "?"


def day_plan(root):
    """The plan summary: each round's heading and its steps, in the day's order."""
    body = []
    for heading, steps in rounds(root):
        names = [f"{kind} {number}" + (f" · {exercise_pattern(root, number)}" if kind == "exercise" else "")
                 for kind, number in steps]
        body.append([heading.rstrip("."), ", ".join(names)])
    exercises = sum(1 for _, steps in rounds(root) for kind, _ in steps if kind == "exercise")
    drills = sum(1 for _, steps in rounds(root) for kind, _ in steps if kind == "drill")
    return table(["round (Workshop/Day.txt)", "steps, in order"], body) + \
        f"\n\n{exercises} exercises and {drills} drills, in {sum(1 for h, _ in rounds(root) if 'Round' in h)} rounds."


def numstat(patch):
    """[(added, removed, path)] of a patch, as `git apply --numstat` counts it (git is not needed: a diff's own
    lines are counted, `+++`/`---` headers left out)."""
    counts, path = {}, None
    for line in patch.read_text(encoding="utf8").split("\n"):
        if line.startswith("diff --git "):
            path = line.split(" b/", 1)[1]
            counts.setdefault(path, [0, 0])
        elif path and line.startswith("+") and not line.startswith("+++ "):
            counts[path][0] += 1
        elif path and line.startswith("-") and not line.startswith("--- "):
            counts[path][1] += 1
    return [(added, removed, name) for name, (added, removed) in counts.items()]


def solutions_touch(root):
    """Each exercise of the day, in its order: the files its solution touches (those under Tests/ apart) and its
    lines, from the patch; an exercise whose solution is not written yet says so."""
    body = []
    for heading, steps in rounds(root):
        for kind, number in steps:
            if kind != "exercise":
                continue
            patch = root / f"Workshop/Solutions/exercise-{number}.patch"
            name = f"{number} · {exercise_pattern(root, number)}"
            if not patch.exists():
                body.append([name, "no solution yet", "", ""])
                continue
            counted = numstat(patch)
            tests = sum(1 for _, _, path in counted if path.startswith("Tests/"))
            files = f"{len(counted)}" + (f" ({tests} of them under Tests/)" if tests else "")
            body.append([name, files, str(sum(a for a, _, _ in counted)), str(sum(r for _, r, _ in counted))])
    return table(["exercise", "files touched", "lines added", "lines removed"], body)


ROOT_BLOCKS = {"day-plan": day_plan, "solutions-touch": solutions_touch}


def fill(text, markdown, root=None):
    """`text` with every generated block rewritten from `markdown` (Comparison.md), or from the Workshop folder of
    the repository at `root` (the day's plan, what the solutions touch)."""
    def rewrite(match):
        name = match.group(2)
        if name in ROOT_BLOCKS and root is not None:
            return match.group(1) + ROOT_BLOCKS[name](pathlib.Path(root)) + "\n" + match.group(3)
        if name not in BLOCKS:
            known = sorted(BLOCKS) + sorted(ROOT_BLOCKS)
            raise ValueError(f"no generated block '{name}' (known: {', '.join(known)})")
        return match.group(1) + BLOCKS[name](markdown) + "\n" + match.group(3)
    return BLOCK.sub(rewrite, text)


def main(root):
    markdown = (root / "Docs/Comparison.md").read_text(encoding="utf8")
    for name in DOCS:
        path = root / name
        if path.exists():
            text = path.read_text(encoding="utf8")
            filled = fill(text, markdown, root)
            if filled != text:
                path.write_text(filled, encoding="utf8")
    print(f"workshop figures: the generated blocks of {', '.join(DOCS)} rewritten from Docs/Comparison.md")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent))
