"""Reads the tables `make compare` writes into Docs/Comparison.md, so the deck and the workshop docs quote its
figures instead of copying them, and the trace lines `make traces` writes into Docs/Traces/."""

import re


def section(markdown, heading):
    """The text under `## heading` up to the next heading of the same level; a missing one is an error, not a blank
    slide."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", markdown, re.S | re.M)
    if match is None:
        raise ValueError(f"Comparison.md has no section '## {heading}': run make compare")
    return match.group(1)


def rows(text):
    """The cells of each row of the first Markdown table in `text`, its header first, the divider left out."""
    table = []
    for line in text.split("\n"):
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
            if not all(set(cell) <= set("-: ") for cell in cells):
                table.append(cells)
        elif table:
            break
    if not table:
        raise ValueError("no table where Comparison.md should have one: run make compare")
    return table


def keyed(table):
    """{first cell: {header: cell}} for a table whose first column names its rows."""
    header = table[0]
    return {cells[0]: dict(zip(header, cells)) for cells in table[1:]}


def unbold(cell):
    return cell.replace("**", "")


def verdicts(markdown):
    """One dict per claim of the article: aspect, the article, verdict, the figure it rests on, caveat."""
    table = rows(section(markdown, "The answer"))
    return [{key: unbold(value) for key, value in row.items()} for row in keyed(table).values()]


def follow_one_action(markdown):
    return rows(section(markdown, "Follow one action"))


def late_answer(markdown):
    heading = next((line[3:] for line in markdown.split("\n") if line.startswith("## A late answer")), None)
    if heading is None:
        raise ValueError("Comparison.md has no late-answer section: run make compare")
    return heading, rows(section(markdown, heading))


def refactoring_row(markdown, starts_with):
    """The cells of the refactoring table's row whose first cell starts with `starts_with`, keyed by pattern."""
    table = rows(section(markdown, "The refactoring exercise, measured"))
    for cells in table[1:]:
        if unbold(cells[0]).startswith(starts_with):
            return dict(zip(table[0][1:], cells[1:]))
    raise ValueError(f"the refactoring table has no row '{starts_with}…': run make compare")


TRACE_LINE = re.compile(r"^(\S+) -> (\S+): (.*)$")


def trace_messages(text):
    """(sender, receiver, message) of each line of a trace; a line of another shape is an error."""
    messages = []
    for number, line in enumerate(text.strip().split("\n"), 1):
        match = TRACE_LINE.match(line)
        if match is None:
            raise ValueError(f"trace line {number} is not 'Sender -> Receiver: message': {line}")
        messages.append(match.groups())
    return messages


def is_view_event(sender, receiver, message):
    """A shared view's event to its screen (`CardsView -> CardsViewController: open`), as the comparison's
    "Follow one action" reads it."""
    return (sender.endswith("View") and receiver.endswith("ViewController") and " " not in message
            and "(" not in message)


def action_segment(messages, event):
    """The messages from the view event `event` up to the next view event: one action, as "Follow one action"
    counts it."""
    start = next((index for index, line in enumerate(messages) if is_view_event(*line) and line[2] == event), None)
    if start is None:
        raise ValueError(f"the trace has no view event '{event}': run make traces")
    end = next((index for index in range(start + 1, len(messages)) if is_view_event(*messages[index])),
               len(messages))
    return messages[start:end]
