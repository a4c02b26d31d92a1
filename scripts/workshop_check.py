"""CI's walk through the workshop day (`make check-workshop` runs it in a copy of the tree): Workshop/Day.txt's steps
in order, each on the tree the steps before it left.

- exercise N: red as the tree stands; red with its shortcut (Workshop/Shortcuts/exercise-N.patch, if any; taken back
  out); green with its solution, its variant's own suite green too — and the solution stays applied;
- drill N: `scripts/drill.sh N` applies it on the tree as it stands, builds it, and its rule catches it; it is taken
  back out.

A patch that does not apply at its step fails, naming the step. Before the walk: every exercise folder is in the day
and in Package.swift's `workshopVariants` (with its folder's architecture), every step has its patch, and every
exercise has Workshop/Hints/exercise-N.md with exactly three hints. Prints each step's time and a summary whose
counts come from the files.

    python3 scripts/workshop_check.py [DAY_FILE]
    git ls-files | python3 scripts/workshop_check.py --sync SOURCE TARGET   # the copy, kept incremental

WORKSHOP_OUTCOME (default scripts/workshop-outcome.sh: prints green, red or broken for exercise N) and WORKSHOP_DRILL
(default scripts/drill.sh) are commands given N; the specs (test_workshop_day.py) replace them.
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

from workshop_day import DAY, DayError, applies, git, pattern, steps
from workshop_hint import problems

VARIANT = re.compile(r'"(\d+)": "([A-Za-z]+)"')


def workshop_variants(root):
    """Package.swift's `workshopVariants` map: {number: architecture}."""
    text = (root / "Package.swift").read_text(encoding="utf8")
    block = re.search(r"let workshopVariants = \[(.*?)\]", text, re.S)
    return dict(VARIANT.findall(block.group(1))) if block else {}


def consistency(root, day, whole=True):
    """What is missing around the day's steps, one sentence each. A part of the day (`whole` false) need not hold
    every exercise and drill."""
    found = []
    walked = steps(root, day)
    in_day = [number for kind, number in walked if kind == "exercise"]
    folders = sorted((folder.name for folder in (root / "Workshop/Exercises").glob("*-*")),
                     key=lambda name: int(name.split("-")[0]) if name.split("-")[0].isdigit() else 0)
    variants = workshop_variants(root)
    for folder in folders:
        number, architecture = folder.split("-", 1)
        if whole and number not in in_day:
            found.append(f"exercise {number} ({folder}) is not in {day}")
        if variants.get(number) != architecture:
            found.append(f"exercise {number}: Package.swift's workshopVariants says {variants.get(number)}, "
                         f"its folder {architecture}")
        hint = root / f"Workshop/Hints/exercise-{number}.md"
        if not hint.exists():
            found.append(f"exercise {number} has no hints ({hint.relative_to(root)})")
        else:
            found += [f"exercise {number}'s hints: {problem}" for problem in problems(hint.read_text("utf8"))]
    drills = [number for kind, number in walked if kind == "drill"]
    for patch in sorted((root / "Workshop/Drills").glob("drill-*.patch")):
        if whole and patch.stem.removeprefix("drill-") not in drills:
            found.append(f"drill {patch.stem.removeprefix('drill-')} ({patch.name}) is not in {day}")
    for kind, number in walked:
        patch = root / (f"Workshop/Solutions/exercise-{number}.patch" if kind == "exercise"
                        else f"Workshop/Drills/drill-{number}.patch")
        if not patch.exists():
            found.append(f"{kind} {number} in {day} has no {patch.relative_to(root)}")
        if kind == "exercise" and not any((root / "Workshop/Exercises").glob(f"{number}-*")):
            found.append(f"exercise {number} in {day} has no folder in Workshop/Exercises")
    return found


def command(name, default):
    return os.environ.get(name) or default


def outcome(root, number):
    result = subprocess.run([*command("WORKSHOP_OUTCOME", "scripts/workshop-outcome.sh").split(), number],
                            cwd=root, capture_output=True, text=True)
    if result.stderr.strip():
        print(result.stderr.rstrip(), file=sys.stderr)
    return result.stdout.strip().split("\n")[-1] if result.stdout.strip() else "broken"


def exercise(root, number):
    """The failures of exercise N's step; its solution left applied when it applies."""
    failures = []
    result = outcome(root, number)
    if result != "red":
        failures.append(f"is {result} on the tree the steps before left, not red")
    shortcut = root / f"Workshop/Shortcuts/exercise-{number}.patch"
    if shortcut.exists():
        if not applies(root, shortcut):
            failures.append(f"its shortcut does not apply ({shortcut.relative_to(root)})")
        else:
            git(root, "apply", str(shortcut))
            result = outcome(root, number)
            git(root, "apply", "--reverse", str(shortcut))
            if result != "red":
                failures.append(f"is {result} with its MVC-style shortcut, not red")
    patch = root / f"Workshop/Solutions/exercise-{number}.patch"
    if not applies(root, patch):
        return failures + [f"its solution does not apply ({patch.relative_to(root)})"]
    git(root, "apply", str(patch))
    result = outcome(root, number)
    if result != "green":
        failures.append(f"is {result} with its solution applied, not green")
    return failures


def drill(root, number):
    patch = root / f"Workshop/Drills/drill-{number}.patch"
    if not applies(root, patch):
        return [f"does not apply on the tree as it stands ({patch.relative_to(root)})"]
    result = subprocess.run([*command("WORKSHOP_DRILL", "scripts/drill.sh").split(), number], cwd=root,
                            capture_output=True, text=True)
    failures = [] if result.returncode == 0 else \
        [f"is not caught by the rule its 'Caught by:' names:\n{result.stdout[-1500:]}{result.stderr[-500:]}"]
    if not applies(root, patch):
        failures.append("left its change in the sources")
    return failures


def sync(source, target, paths, kept=(".build-workshop", ".git")):
    """`target` made to hold `paths` as `source` has them, touching only the files that differ (so the build in
    `target` stays incremental: a file copied again is a file compiled again) and removing the rest, but `kept`."""
    wanted = set(paths)
    for path in wanted:
        origin, copy = source / path, target / path
        if origin.is_symlink():
            # A link stays a link (Workshop/Doubles link the variants' own test files: a patch of the file must reach
            # the link too).
            if not (copy.is_symlink() and os.readlink(copy) == os.readlink(origin)):
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.unlink(missing_ok=True)
                os.symlink(os.readlink(origin), copy)
        elif origin.is_file() and (copy.is_symlink() or not (copy.is_file() and
                                                             copy.read_bytes() == origin.read_bytes())):
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.unlink(missing_ok=True)
            shutil.copy2(origin, copy)
    for copy in sorted(target.rglob("*"), reverse=True):
        relative = copy.relative_to(target)
        if relative.parts[0] in kept or str(relative) in wanted:
            continue
        if copy.is_dir() and not copy.is_symlink():
            if not any(copy.iterdir()):
                copy.rmdir()
        else:
            copy.unlink()


def ready(root, kind, number):
    """Whether a step has what it needs to run: an exercise its folder and solution, a drill its patch."""
    if kind == "drill":
        return (root / f"Workshop/Drills/drill-{number}.patch").exists()
    return (root / f"Workshop/Solutions/exercise-{number}.patch").exists() and \
        any((root / "Workshop/Exercises").glob(f"{number}-*"))


def say(line):
    print(line, flush=True)


def walk(root, day=DAY, out=say):
    """Runs the day; returns the number of failures."""
    started = time.monotonic()
    try:
        walked = steps(root, day)
    except DayError as error:
        out(f"workshop: {error}")
        return 1
    failures = [f"workshop: {problem}" for problem in consistency(root, day, whole=day == DAY)]
    for line in failures:
        out(line)
    for index, (kind, number) in enumerate(walked, 1):
        began = time.monotonic()
        name = f"step {index}/{len(walked)} · {kind} {number}"
        if not ready(root, kind, number):
            out(f"workshop: {name}: skipped — its files are missing (above)")
            failures.append(f"{name} skipped")
            continue
        found = exercise(root, number) if kind == "exercise" else drill(root, number)
        name += f" · {pattern(root, number)}" if kind == "exercise" else ""
        for problem in found:
            out(f"workshop: {name} {problem}")
        failures += found
        verdict = "FAILED" if found else ("red, then green; kept" if kind == "exercise" else "caught, taken back")
        out(f"workshop: {name}: {verdict} ({time.monotonic() - began:.0f} s; {time.monotonic() - started:.0f} s "
            f"in all)")
    counts = {kind: sum(1 for other, _ in walked if other == kind) for kind in ("exercise", "drill")}
    shortcuts = sum(1 for kind, number in walked
                    if kind == "exercise" and (root / f"Workshop/Shortcuts/exercise-{number}.patch").exists())
    head = f"workshop: {day}'s {len(walked)} steps in {time.monotonic() - started:.0f} s"
    if failures:
        out(f"{head}, {len(failures)} failure(s), above; the day has {counts['exercise']} exercises "
            f"({shortcuts} with a shortcut) and {counts['drill']} drills")
    else:
        out(f"{head}, all held: {counts['exercise']} exercises each red on the tree before it and green with its "
            f"solution (kept), {shortcuts} of them red with their shortcut, {counts['drill']} drills caught and "
            f"taken back")
    return len(failures)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--sync"]:  # --sync SOURCE TARGET, the paths on stdin, one a line
        sync(pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]), sys.stdin.read().split("\n")[:-1])
        sys.exit(0)
    sys.exit(1 if walk(pathlib.Path.cwd(), sys.argv[1] if len(sys.argv) > 1 else DAY) else 0)
