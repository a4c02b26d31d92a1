"""The figures the workshop docs quote, rewritten from Docs/Comparison.md by `make compare` and `make slides`: each
sits in a generated block, `<!-- generated:NAME -->` … `<!-- /generated:NAME -->`, and NAME says what goes in it
(BLOCKS below). Nothing between the marks is kept; a block NAME that is not known fails rather than stays stale.

    python3 scripts/workshop_figures.py [REPOSITORY_ROOT]
"""

import pathlib
import re
import sys

from comparison_tables import follow_one_action, rows, section, unbold, verdicts

DOCS = ["Docs/Facilitator.md", "Docs/FacilitatorAnswers.md", "Docs/Handout.md"]
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


def fill(text, markdown):
    """`text` with every generated block rewritten from `markdown` (Comparison.md)."""
    def rewrite(match):
        name = match.group(2)
        if name not in BLOCKS:
            raise ValueError(f"no generated block '{name}' (known: {', '.join(sorted(BLOCKS))})")
        return match.group(1) + BLOCKS[name](markdown) + "\n" + match.group(3)
    return BLOCK.sub(rewrite, text)


def main(root):
    markdown = (root / "Docs/Comparison.md").read_text(encoding="utf8")
    for name in DOCS:
        path = root / name
        if path.exists():
            text = path.read_text(encoding="utf8")
            filled = fill(text, markdown)
            if filled != text:
                path.write_text(filled, encoding="utf8")
    print(f"workshop figures: the generated blocks of {', '.join(DOCS)} rewritten from Docs/Comparison.md")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent))
