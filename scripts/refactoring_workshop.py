"""The workshop's rounds for `make refactoring` (scripts/refactoring.py states the rules): each exercise's solution
patch (Workshop/Solutions/exercise-N.patch) read on the tree its step of the day (Workshop/Day.txt) starts from, the
exercise's own tests (Workshop/Exercises/N-…/) counted apart, and an exercise that cannot be read yet left out."""

import contextlib
import os
import subprocess
import tempfile

from refactoring_types import changed_types, summary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
# The first round, the title, one exercise per architecture (TEA's came after the first four's, so it is 9).
WORKSHOP = {"MVC": 1, "MVVM": 2, "VIPER": 3, "VIP": 4, "TEA": 9}
# The second round, the same architectures in the same order (TEA's came after the first four's, so it is 10).
WORKSHOP_FILTER = {"MVC": 5, "MVVM": 6, "VIPER": 7, "VIP": 8, "TEA": 10}
# The third round, navigation: `c` on Cards opens the Code screen through the pattern's navigation owner.
WORKSHOP_NAVIGATION = {"MVC": 11, "MVVM": 12, "VIPER": 13, "VIP": 14, "TEA": 15}
# The fourth round, async: Esc stops a download, cancelled by the pattern's owner of the download's task.
WORKSHOP_ASYNC = {"MVC": 16, "MVVM": 17, "VIPER": 18, "VIP": 19, "TEA": 20}
# Each round's key in Refactoring.json and its exercises, in the day's order.
WORKSHOP_ROUNDS = [("workshop", WORKSHOP), ("workshopFilter", WORKSHOP_FILTER),
                   ("workshopNavigation", WORKSHOP_NAVIGATION), ("workshopAsync", WORKSHOP_ASYNC)]


def solution_patch(number):
    return os.path.join(ROOT, "Workshop", "Solutions", f"exercise-{number}.patch")


def architecture_of(number):
    """The architecture whose exercise `number` is, or None."""
    for _, exercises in WORKSHOP_ROUNDS:
        for name, exercise in exercises.items():
            if exercise == number:
                return name
    return None


def patch_paths(patch):
    return {line.split("\t", 2)[2] for line in subprocess.run(
        ["git", "apply", "--numstat", patch], cwd=ROOT, check=True, capture_output=True, text=True).stdout.splitlines()}


def tree_before(name, module, tests, number, exists=os.path.isfile, paths=patch_paths):
    """The solution patches to apply before reading exercise `number` of `name`, in the day's order: the earlier ones
    (earlier_solutions) that change the architecture's folders. Another pattern's solutions leave its files alone (a
    solution changes only its own pattern's folders), so one of theirs that is not there yet changes nothing here.
    None when an earlier patch of its own is not there yet: its files could not be read as the day leaves them."""
    picked = []
    for patch in earlier_solutions(number):
        earlier = int(os.path.basename(patch).removeprefix("exercise-").removesuffix(".patch"))
        if not exists(patch):
            if architecture_of(earlier) == name:
                return None
            continue
        if architecture_of(earlier) == name or any(
                path.startswith((f"Sources/{module}/", f"Tests/{tests}/")) for path in paths(patch)):
            picked.append(patch)
    return picked


def workshop_round(exercises, architectures, exists=os.path.isfile, paths=patch_paths, applies=None, change=None):
    """One workshop round per architecture of `architectures` ((name, module, tests), as refactoring.py lists them):
    each architecture whose exercise can be read (`change`, workshop_change by default, reads it), the others left out
    with a line saying why (the comparison says "not measured"): its solution patch, or an earlier one of its own, is
    not there yet, or they do not apply in the day's order (`applies`, applies_on_head by default, tells)."""
    change = change or workshop_change
    applies = applies or applies_on_head
    found = {}
    for name, module, tests in architectures:
        if name not in exercises:
            continue
        number = exercises[name]
        patch = solution_patch(number)
        earlier = tree_before(name, module, tests, number, exists, paths) if exists(patch) else None
        if earlier is None:
            print(f"refactoring: exercise {number} ({name}) not measured: its solution patch or an earlier one of "
                  f"{name}'s is not in Workshop/Solutions yet")
            continue
        if not applies(earlier + [patch]):
            print(f"refactoring: exercise {number} ({name}) not measured: its solution patch does not apply after "
                  f"{', '.join(os.path.basename(path) for path in earlier) or 'none'} (make check-workshop says more)")
            continue
        found[name] = change(name, module, tests, exercises, earlier)
    return found


def workshop_change(name, module, tests, exercises, earlier):
    """One workshop exercise in `name` (its number in `exercises`), from its solution patch read on the tree `earlier`
    leaves (tree_before): its sources with their types, the variant's suite as the solution changes it, and the
    exercise's own tests (given to the attendee)."""
    number = exercises[name]
    patch = solution_patch(number)
    text = open(patch, encoding="utf-8").read()
    rows = []
    for line in subprocess.run(["git", "apply", "--numstat", patch], cwd=ROOT, check=True, capture_output=True,
                               text=True).stdout.splitlines():
        added, removed, path = line.split("\t", 2)
        if "TracedBoundaries" not in path:
            rows.append((path, int(added), int(removed)))
    sources = summary(rows, f"Sources/{module}/")
    sources["roles"] = changed_types(text, f"Sources/{module}/", lambda path: patched_file(earlier, path),
                                     lambda path: patched_file(earlier + [patch], path))
    sources["tests"] = summary(rows, f"Tests/{tests}/")
    folder = os.path.join(ROOT, "Workshop", "Exercises", f"{number}-{name}")
    given = sorted(entry for entry in os.listdir(folder) if entry.endswith(".swift")) if os.path.isdir(folder) else []
    sources["exerciseTests"] = {
        "files": given, "added": sum(len(open(os.path.join(folder, entry), encoding="utf-8").read().splitlines())
                                     for entry in given), "removed": 0}
    return sources


def earlier_solutions(number):
    """The solution patches of the exercises before `number` in the day's order (Workshop/Day.txt): the tree an
    exercise starts from has them applied, so its own patch is read on top of them."""
    steps = []
    with open(os.path.join(ROOT, "Workshop", "Day.txt"), encoding="utf-8") as day:
        for line in day:
            kind, _, value = line.strip().partition(" ")
            if kind == "exercise":
                steps.append(int(value))
    if number not in steps:
        raise SystemExit(f"refactoring: exercise {number} is not in Workshop/Day.txt")
    return [os.path.join(ROOT, "Workshop", "Solutions", f"exercise-{earlier}.patch")
            for earlier in steps[:steps.index(number)]]


@contextlib.contextmanager
def index_of_head():
    """The environment of a throwaway index holding HEAD, so patches can be applied without the work tree."""
    with tempfile.TemporaryDirectory() as scratch:
        environment = {**os.environ, "GIT_INDEX_FILE": os.path.join(scratch, "index")}
        subprocess.run(["git", "read-tree", "HEAD"], cwd=ROOT, check=True, env=environment)
        yield environment


def applies_on_head(patches):
    """Whether `patches` apply on HEAD one after another (in a throwaway index; the work tree is left alone)."""
    with index_of_head() as environment:
        return all(subprocess.run(["git", "apply", "--cached", patch], cwd=ROOT, capture_output=True,
                                  env=environment).returncode == 0 for patch in patches)


def patched_file(patches, path):
    """`path` as HEAD has it with `patches` applied in order, through a throwaway index (the work tree is left
    alone); "" when it is not there."""
    with index_of_head() as environment:
        for patch in patches:
            subprocess.run(["git", "apply", "--cached", patch], cwd=ROOT, check=True, env=environment)
        result = subprocess.run(["git", "show", f":{path}"], cwd=ROOT, capture_output=True, text=True,
                                env=environment)
        return result.stdout if result.returncode == 0 else ""
