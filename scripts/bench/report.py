"""Statistics and the table of `make bench`: Markdown for people, JSON for tools and the regression guard."""

import json
import math

VARIANTS = ["mvc", "mvvm", "viper", "vip", "tea"]


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def p95(values):
    """Nearest rank: the smallest value with at least 95 % of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def summary(values, scale=1.0):
    """Median, p95 and count of `values` times `scale` (1000 turns seconds into milliseconds)."""
    if not values:
        return None
    return {"median": median(values) * scale, "p95": p95(values) * scale, "n": len(values)}


# Each row: key, label, unit, the target as (statistic, limit) or None, and whether it is a time with a p95.
ROWS = [
    ("first_frame_6", "launch → first complete frame of Cards, 6 cards", "ms", ("median", 30), True),
    ("first_frame_10000", "launch → first complete frame of Cards, 10,000 cards", "ms", ("median", 30), True),
    ("key_move_10000", "keystroke → frame, moving through the grid, 10,000 cards", "ms", ("median", 1.0), True),
    ("key_open", "keystroke → frame, Enter opens a card, 10,000 cards", "ms", None, True),
    ("key_close", "keystroke → frame, Esc closes a card (includes ncurses' 25 ms ESCDELAY)", "ms", None, True),
    ("key_close_kitty", "keystroke → frame, Esc closes a card, kitty keyboard protocol (`ESC [ 27 u`), 10,000 cards",
     "ms", ("median", 5), True),
    ("download_10000", "10,000 cards downloaded, parsed, merged and shown", "s", ("median", 1.0), True),
    ("peak_rss_10000", "peak RSS with 10,000 cards in the store: launch, moves, cards opened and closed (largest run)",
     "MiB", ("max", 40), False),
    ("peak_rss_moves_300", "peak RSS moving 300 times right then left over 10,000 cards, nothing opened (largest run)",
     "MiB", ("max", 40), False),
    ("peak_rss_download", "peak RSS downloading 10,000 cards into an empty store (largest run)", "MiB", ("max", 40),
     False),
    ("instructions", "instructions for the fixed journey (callgrind Ir)", "M", None, False),
    ("show", "`show` card photo, 120 columns, whole process", "ms", None, True),
    ("show_code", "`show --code` card barcode (EAN-13), 120 columns, whole process", "ms", ("median", 15), True),
]
P95_TARGETS = {"key_move_10000": 1.5}


def cell(figure, key, mvc):
    if figure is None:
        return "—"
    value = figure["median"] if "median" in figure else figure["value"]
    text = format_number(value)
    if "p95" in figure and figure.get("n", 1) > 1:
        text += f" (p95 {format_number(figure['p95'])})"
    reference = mvc and (mvc["median"] if "median" in mvc else mvc["value"])
    if reference:
        text += f" · {value / reference:.2f}×"
    return text


def format_number(value):
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def verdict(key, figures):
    target = next((row[3] for row in ROWS if row[0] == key), None)
    if target is None and key != "instructions" and key != "show":
        return ""
    marks = []
    for variant in VARIANTS:
        figure = figures.get(variant, {}).get(key)
        if figure is None:
            continue
        if key == "instructions":
            mvc = figures["mvc"][key]["value"]
            ok = figure["value"] <= 1.15 * mvc
        elif key == "show":
            ok = figure.get("chafa_ratio", math.inf) < 1
        else:
            statistic, limit = target
            value = figure["median"] if statistic == "median" else figure["value"]
            ok = value < limit and (key not in P95_TARGETS or figure["p95"] < P95_TARGETS[key])
        marks.append("✅" if ok else "❌")
    return " ".join(marks)


TARGET_TEXT = {
    "first_frame_6": "< 30 ms", "first_frame_10000": "< 30 ms", "key_move_10000": "< 1 ms, p95 < 1.5 ms",
    "key_close_kitty": "< 5 ms",
    "download_10000": "< 1 s", "peak_rss_10000": "< 40 MiB", "peak_rss_moves_300": "< 40 MiB", "peak_rss_download": "< 40 MiB", "instructions": "≤ 1.15× MVC",
    "show": "faster than chafa", "show_code": "< 15 ms",
}


def markdown(results):
    figures = results["variants"]
    lines = [
        "# Benchmarks",
        "",
        "Written by `make bench` (`scripts/bench/bench.py`); do not edit by hand. Release build with the Swift",
        "runtime and Foundation linked statically (`--static-swift-stdlib`, the Makefile's RELEASE_FLAGS), every variant",
        "built with the same compiler settings (no target leaves an optimiser pass out: Tools/CompilerCrashes) and run in",
        f"the same run, each figure the median (p95 in brackets) of repeated runs and its ratio to MVC. Measured "
        f"{results['date']} on {results['machine']}, 1-minute load average {results['load_average']['before']} "
        f"before and {results['load_average']['after']} after (other builds shared the machine: wall-clock figures "
        "are only as steady as it was; the instruction counts do not depend on it).",
        "",
        "Whole-process figures are taken through a pseudo-terminal of 100×32 (`TERM=xterm-256color`), the way a",
        "person feels them: a keystroke is timed from the byte written to the last byte of the frame that answers",
        "it; a launch from the spawn to the last byte of the settled Cards screen.",
        "",
        "| measure | unit | " + " | ".join(v.upper() for v in VARIANTS) + " | target | met ("
        + " ".join(v.upper() for v in VARIANTS) + ") |",
        "| --- | --- | " + " | ".join("---" for _ in VARIANTS) + " | --- | --- |",
    ]
    for key, label, unit, _, _ in ROWS:
        mvc = figures.get("mvc", {}).get(key)
        cells = [cell(figures.get(variant, {}).get(key), key, mvc) for variant in VARIANTS]
        lines.append(f"| {label} | {unit} | " + " | ".join(cells) + f" | {TARGET_TEXT.get(key, '')} | "
                     + verdict(key, figures) + " |")
    chafa = results.get("chafa")
    lines += ["", "## References", ""]
    if chafa:
        lines.append(f"- `chafa` {chafa['version']} on the same photo ({chafa['photo']}) at 120×34 in 240 colours: "
                     f"{format_number(chafa['median'])} ms (p95 {format_number(chafa['p95'])}); `show` ÷ chafa: "
                     + ", ".join(f"{v.upper()} {figures[v]['show']['chafa_ratio']:.2f}×" for v in VARIANTS
                                 if figures.get(v, {}).get("show")) + ".")
    floor = results.get("pty_floor")
    if floor:
        lines.append(f"- The floor: a key through the pty to `cat` in raw mode and back, "
                     f"{format_number(floor['median'])} ms (p95 {format_number(floor['p95'])}).")
    notes = results.get("notes", [])
    lines += [f"- {note}" for note in notes]
    lines.append("")
    return "\n".join(lines)


def write(results, markdown_path, json_path):
    with open(json_path, "w") as out:
        json.dump(results, out, indent=2, sort_keys=True)
        out.write("\n")
    with open(markdown_path, "w") as out:
        out.write(markdown(results))
