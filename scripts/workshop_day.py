"""The workshop day as a sequence (Workshop/Day.txt) and catching up with it, in a clone of the project:

    python3 scripts/workshop_day.py solution N     # the tree as after step N of the day (make exercise-solution)
    python3 scripts/workshop_day.py reset N        # exercise N's files as at the start of its step (exercise-reset)
    python3 scripts/workshop_day.py missing N      # which earlier exercise N needs and lacks (make exercise)

Every step starts from the tree the steps before it left: an exercise's solution stays applied, a drill is shown and
taken back. Each solution touches only its pattern's files, so each pattern's exercises form a chain of their own
(exercise 5 MVC is a diff against the tree with exercise 1's solution applied). Whether a solution is in the tree is
read with `git apply --reverse --check`, from a pattern's latest exercise backwards: once one is in, the ones before
it in its chain are too (its patch was made on them). The attendee's own changes to any file the catch-up writes go
to a named `git stash` first; nothing is lost. Where an attendee's own committed version of an earlier exercise
keeps its solution from applying, that exercise's files are put as the day had them at the start of its step — the
project as shipped (BASE; by default the clone's `origin/main`, else `main`: the Handout has attendees work on a
branch of their own) with the solutions before it — and the attendee is told where their version is.
"""

import os
import pathlib
import re
import subprocess
import sys
import tempfile

DAY = "Workshop/Day.txt"
STEP = re.compile(r"^(exercise|drill) (\d+)$")


class DayError(Exception):
    """A short sentence for the attendee: what is wrong and what to run."""


def steps(root, day=DAY):
    """[(kind, number)] in the day's order; comments and blank lines skipped, anything else fails."""
    found = []
    for number, line in enumerate((pathlib.Path(root) / day).read_text(encoding="utf8").split("\n"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = STEP.match(line)
        if match is None:
            raise DayError(f"{day}:{number}: '{line}' is neither 'exercise N' nor 'drill N'")
        found.append((match.group(1), match.group(2)))
    return found


def exercises(root, day=DAY):
    return [number for kind, number in steps(root, day) if kind == "exercise"]


def pattern(root, number):
    """The architecture of exercise N, from its folder's name (Workshop/Exercises/N-ARCH)."""
    folders = sorted((pathlib.Path(root) / "Workshop/Exercises").glob(f"{number}-*"))
    if not folders:
        raise DayError(f"there is no exercise {number}")
    return folders[0].name.split("-", 1)[1]


def solution(root, number):
    return pathlib.Path(root) / f"Workshop/Solutions/exercise-{number}.patch"


def git(root, *arguments, environment=None, check=True):
    result = subprocess.run(["git", *arguments], cwd=root, capture_output=True, text=True,
                            env={**os.environ, **(environment or {})})
    if check and result.returncode != 0:
        raise DayError(f"git {' '.join(arguments[:2])} failed: {result.stderr.strip()}")
    return result


def applies(root, patch, reverse=False):
    arguments = ["apply", "--check"] + (["--reverse"] if reverse else []) + [str(patch)]
    return git(root, *arguments, check=False).returncode == 0


def files(root, patch):
    """The paths a patch touches (`git apply --numstat`)."""
    lines = git(root, "apply", "--numstat", str(patch)).stdout.strip().split("\n")
    return [line.split("\t")[2] for line in lines if line]


def chain(root, number, day=DAY):
    """Exercise N's pattern's exercises up to and including N, in the day's order."""
    order = exercises(root, day)
    if number not in order:
        raise DayError(f"exercise {number} is not in {day}")
    mine = pattern(root, number)
    return [other for other in order[:order.index(number) + 1] if pattern(root, other) == mine]


def latest_applied(root, links):
    """How many of `links` (one pattern's chain, in order) the tree holds: the latest whose solution reverses."""
    for index in range(len(links) - 1, -1, -1):
        if applies(root, solution(root, links[index]), reverse=True):
            return index + 1
    return 0


def to_apply(root, number, day=DAY):
    """The solutions to apply, in the day's order, for the tree to be as after exercise N's step: in every pattern,
    those of its exercises up to N (the day's order) that come after the latest one of its chain the tree holds (a
    pattern already past N is left as it is)."""
    order = exercises(root, day)
    if number not in order:
        raise DayError(f"exercise {number} is not in {day}")
    wanted = order[:order.index(number) + 1]
    plan = []
    for name in dict.fromkeys(pattern(root, other) for other in wanted):
        # The whole chain is read: a pattern the attendee is ahead in (a later solution in) keeps what it has.
        links = [other for other in order if pattern(root, other) == name]
        plan += links[latest_applied(root, links):]
    return [other for other in wanted if other in plan]


def changed(root, paths):
    """Those of `paths` whose worktree differs from HEAD (or that are new and untracked)."""
    if not paths:
        return []
    status = git(root, "status", "--porcelain", "--untracked-files=all", "--", *paths).stdout
    return [line[3:] for line in status.split("\n") if line]


def stash(root, paths, message):
    """The attendee's changes to `paths` into a stash named `message`; the paths it kept."""
    dirty = changed(root, paths)
    if dirty:
        git(root, "stash", "push", "--include-untracked", "--message", message, "--", *dirty)
    return dirty


def as_at_start(root, number, paths, base, day=DAY):
    """Writes `paths` as the day has them at the start of exercise N's step: BASE's files with every solution before
    N in the day's order applied (in a throwaway index; the attendee's index is not touched)."""
    if git(root, "rev-parse", "--verify", "--quiet", f"{base}^{{commit}}", check=False).returncode != 0:
        raise DayError(f"no branch '{base}' holds the project as shipped: pass BASE=<commit> (make ... BASE=...)")
    order = exercises(root, day)
    with tempfile.TemporaryDirectory() as folder:
        index = {"GIT_INDEX_FILE": str(pathlib.Path(folder) / "index")}
        git(root, "read-tree", base, environment=index)
        for earlier in order[:order.index(number)]:
            git(root, "apply", "--cached", str(solution(root, earlier)), environment=index)
        present = set(git(root, "ls-files", "--", *paths, environment=index).stdout.split("\n")) - {""}
        if present:
            git(root, "checkout-index", "--force", "--", *sorted(present), environment=index)
        for path in set(paths) - present:
            (pathlib.Path(root) / path).unlink(missing_ok=True)


def contents(root, path):
    file = pathlib.Path(root) / path
    return file.read_bytes() if file.exists() else None


def catch_up(root, number, base="main", day=DAY):
    """`make exercise-solution N=…`: the solutions the tree lacks, up to N's, applied in the day's order. Lines to
    print, in order."""
    said = []
    for _ in range(3):  # a stash can take an uncommitted earlier solution with it: plan again until none is dirty
        plan = to_apply(root, number, day)
        touched = sorted({path for other in plan for path in files(root, solution(root, other))})
        kept = stash(root, touched, f"exercise {number}, before its solution")
        if not kept:
            break
        said.append(f"your changes to {len(kept)} file(s) are kept in 'git stash list' "
                    f"(exercise {number}, before its solution)")
    for other in plan:
        patch = solution(root, other)
        if not applies(root, patch):
            paths = files(root, patch)
            before = [contents(root, path) for path in paths]
            as_at_start(root, other, paths, base, day)
            if before != [contents(root, path) for path in paths]:
                said.append(f"exercise {other}: your committed version of its files is set aside for its solution "
                            f"(git log -p -- {paths[0]} still has it)")
        if not applies(root, patch):
            raise DayError("\n".join(said + [
                f"exercise {other}'s solution does not apply on the files as the day has them at its step — tell "
                f"the trainer (make check-workshop finds it); your own work is where the lines above say"]))
        git(root, "apply", str(patch))
    done = ", ".join(plan) if plan else "none: the tree already had them"
    said.append(f"exercise {number}: the tree is as after its step of the day (solutions applied: {done}); "
                f"make exercise N={number} to see it pass")
    return said


def reset(root, number, base="main", day=DAY):
    """`make exercise-reset N=…`: exercise N's files as at the start of its step, the attendee's changes stashed."""
    paths = files(root, solution(root, number))
    said = []
    if stash(root, paths, f"exercise {number}, before reset"):
        said.append(f"your changes to its files are kept in 'git stash list' (exercise {number}, before reset)")
    as_at_start(root, number, paths, base, day)
    earlier = chain(root, number, day)[:-1]
    start = f"with exercise {', '.join(earlier)}'s solution in them" if earlier else "as shipped"
    said.append(f"exercise {number}: its files are as at the start of its step, {start}")
    return said


def missing(root, number, day=DAY):
    """(sure, unsure): the earlier exercises of N's pattern that are surely not done (their files untouched: their
    solution still applies) and those done some other way than the solution (it neither applies nor reverses)."""
    if applies(root, solution(root, number), reverse=True):
        return [], []  # N's own solution is in: so is every one before it
    links = chain(root, number, day)[:-1]
    held = latest_applied(root, links)
    sure = [other for other in links[held:] if applies(root, solution(root, other))]
    return sure, [other for other in links[held:] if other not in sure]


def default_base(root):
    """The project as shipped: the clone's `origin/main` (an attendee's commits never move it), else `main`."""
    known = git(root, "rev-parse", "--verify", "--quiet", "origin/main^{commit}", check=False).returncode == 0
    return "origin/main" if known else "main"


def main(arguments, root=None):
    if len(arguments) < 2 or arguments[0] not in ("solution", "reset", "missing"):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    action, number = arguments[0], arguments[1]
    root = root or pathlib.Path(__file__).resolve().parent.parent
    base = os.environ.get("BASE") or default_base(root)
    try:
        if not solution(root, number).exists():
            raise DayError(f"there is no exercise {number}")
        if action == "missing":
            sure, unsure = missing(root, number)
            if sure:
                print(f"exercise {number}: not yet — it starts where exercise {sure[0]} ends, and exercise "
                      f"{sure[0]} is not done: make exercise N={sure[0]}, or catch up with make exercise-solution "
                      f"N={sure[0]}")
                return 1
            for other in unsure:
                print(f"exercise {number}: note — exercise {other} is done your own way (its solution is not in the "
                      f"tree); if exercise {number} does not build, make exercise N={other} first")
            return 0
        lines = catch_up(root, number, base) if action == "solution" else reset(root, number, base)
    except DayError as error:
        print(f"exercise {number}: {error}", file=sys.stderr)
        return 1
    for line in lines:
        print(line if line.startswith("exercise") else f"exercise {number}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
