#!/usr/bin/env python3
"""`make refactoring`: what each cross-architecture change cost each architecture, in files, types and lines, its
sources and its tests apart.

The changes. The Favourites exercise (Docs/Behaviour.md "Favourites") is counted from its commits — the shared one
("Favourites, shared part…") and one per architecture ("Favourites in MVC…", …) — with `git show`; so is the second
one, checkout codes (Docs/Codes.md: shared parts "Checkout codes, shared part N…", then "Checkout codes in MVC…", …).
TEA, written after both, had them taken out and put back as one commit each ("Favourites in TEA…", "Checkout codes in
TEA…"). The third, a refactoring rather than a feature, is issue 36's move from completion handlers to async/await:
its shared commits ("Issue 36 bridge…", "Tracing reads async requirements…", "Kit async:…") and one per architecture
("Async/await in MVC: …", …; TEA's too, since it was written with callbacks). The workshop's four rounds (the title,
exercises 1–4 and TEA's 9; the favourites filter, 5–8 and TEA's 10; navigation, `c` opens the Code screen, 11–15;
async, Esc stops a download, 16–20) from their solution patches (Workshop/Solutions/exercise-N.patch), each read on the
tree its step of the day starts from (the earlier solutions of Workshop/Day.txt applied: each round builds on the ones
before), with the exercise's own tests (Workshop/Exercises/N-…/), which the attendee is given, counted apart. A
pattern's solutions change only its own folders (Docs/Workshop.md), so an exercise is read on the day's earlier
solutions that change its architecture's folders; one whose own patch, or an earlier patch of its own architecture, is
not there yet, or does not apply in the day's order, is left out of its round (the comparison says "not measured"), and
the others are still counted (scripts/refactoring_workshop.py reads the rounds).

What is counted. The generated traced proxies are left out (nobody writes them). Sources are the architecture's folder
(Sources/MyCards<Arch>/), tests its test target (Tests/<Arch>Tests/), each change's in its own figures. A type
touched is a top-level declaration an added or removed line falls in (scripts/refactoring_types.py states the rule:
added lines are read in the file after the change, removed ones before, so a new file counts the types it declares
and an appended type is charged to itself).

Follow-up fixes. A later commit is counted with an architecture's change when (1) its subject names the change
(Favourites: "favourite"; checkout codes: "checkout code" or "Code screen"; async/await: "async" or "await"), (2) it touches that architecture's
folder or test target, (3) it changes a file the change itself changed there, (4) it is none of the changes'
own commits, and (5) it is no merge: a merge's diff against its first parent repeats the commits it brings in (the
async branches were merged with subjects naming "async"), which are counted on their own. Its lines there are added to the change's
(files and types joined), and its hash is listed under "followUps"; the change's commit alone stays under "commitOnly".

Writes Docs/Refactoring.json for `make compare`. Run it after such commits land; commit the result.
"""

import json
import os
import re
import subprocess
import sys

from refactoring_types import changed_types, summary
from refactoring_workshop import WORKSHOP_ROUNDS, workshop_round

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
ARCHITECTURES = [("MVC", "MyCardsMVC", "MVCTests"), ("MVVM", "MyCardsMVVM", "MVVMTests"),
                 ("VIPER", "MyCardsVIPER", "VIPERTests"), ("VIP", "MyCardsVIP", "VIPTests"),
                 ("TEA", "MyCardsTEA", "TEATests")]
SHARED_SUBJECT = re.compile(r"^Favourites, shared part")


def git(*arguments):
    return subprocess.run(["git", *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def find_commit(pattern):
    """The newest commit on HEAD whose subject matches `pattern`, or None."""
    for line in git("log", "--format=%h %s").splitlines():
        commit, _, subject = line.partition(" ")
        if pattern.match(subject):
            return commit
    return None


# What names each cross-architecture change in a later commit's subject (the follow-up rule in the docstring).
FOLLOW_UP_WORDS = {"Favourites in": re.compile(r"favourite", re.I),
                   "Checkout codes in": re.compile(r"checkout[ -]code|code screen", re.I),
                   "Async/await in": re.compile(r"\basync\b|\bawait\b", re.I)}
# The shared commits of the async/await change, oldest first.
ASYNC_SHARED_SUBJECT = re.compile(r"^(Issue 36 bridge|Tracing reads async requirements|Kit async:)")


def file_at(revision, path):
    result = subprocess.run(["git", "show", f"{revision}:{path}"], cwd=ROOT, capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else ""


def architecture_commits(prefix, counted):
    """Each architecture's commit whose subject starts with `prefix` and its name, with its follow-ups: sources,
    tests, types, elsewhere. `counted` holds every change's own commits (never a follow-up)."""
    found = {}
    for name, module, tests in ARCHITECTURES:
        commit = find_commit(re.compile(rf"^{prefix} {name}\b(?!ER)"))
        if commit is None:
            print(f"refactoring: {name}: no '{prefix} {name}' commit yet")
            continue
        own = commit_change(commit, module, tests)
        touched = {f"Sources/{module}/{path}" for path in own["sources"]["files"]} | {
            f"Tests/{tests}/{path}" for path in own["tests"]["files"]}
        merges = merge_commits(commit)
        follow_ups = [later for later, subject in later_commits(commit, module, tests)
                      if is_follow_up(later, subject, lambda c: {path for path, _, _ in numstat(c)},
                                      FOLLOW_UP_WORDS[prefix], touched, counted, merges)]
        total = own
        for later in follow_ups:
            total = joined(total, commit_change(later, module, tests))
        found[name] = {"commit": commit, "followUps": follow_ups, "commitOnly": own, **total}
        print(f"refactoring: {prefix} {name} ({commit}{''.join(' + ' + f for f in follow_ups)}): "
              f"{len(total['sources']['files'])} source files / {len(total['sources']['roles'])} types "
              f"+{total['sources']['added']} -{total['sources']['removed']}, {len(total['tests']['files'])} test "
              f"files +{total['tests']['added']} -{total['tests']['removed']}")
    return found


def is_follow_up(commit, subject, paths, words, touched, counted, merges=frozenset()):
    """Whether a later commit that touches the architecture's folders is a follow-up of its change: its subject
    names the change (`words`), it is no change's own commit (`counted`) and no merge (`merges`), and it changes one
    of the files the change changed (`touched`; `paths(commit)` lists the commit's files, asked only when the first
    ones hold)."""
    return (commit not in counted and commit not in merges and bool(words.search(subject))
            and bool(touched & paths(commit)))


def merge_commits(commit):
    """The merges after `commit` on HEAD (abbreviated as `later_commits` names them)."""
    return set(git("log", "--merges", "--format=%h", f"{commit}..HEAD").split())


def commit_change(commit, module, tests):
    """One commit's sources (with their types), tests and other files, in one architecture."""
    rows = [row for row in numstat(commit) if "TracedBoundaries" not in row[0]]
    sources = summary(rows, f"Sources/{module}/")
    sources["roles"] = changed_types(
        git("show", "-U0", "--format=", commit), f"Sources/{module}/", lambda path: file_at(f"{commit}^", path),
        lambda path: file_at(commit, path))
    elsewhere = sorted(path for path, _, _ in rows if not path.startswith((f"Sources/{module}/", f"Tests/{tests}/")))
    return {"sources": sources, "tests": summary(rows, f"Tests/{tests}/"), "elsewhere": elsewhere}


def joined(first, second):
    """Two changes of one architecture as one: files and types joined, lines summed."""
    def both(a, b):
        out = {"files": sorted(set(a["files"]) | set(b["files"])), "added": a["added"] + b["added"],
               "removed": a["removed"] + b["removed"]}
        if "roles" in a:
            out["roles"] = sorted(set(a["roles"]) | set(b["roles"]))
        return out
    return {"sources": both(first["sources"], second["sources"]), "tests": both(first["tests"], second["tests"]),
            "elsewhere": sorted(set(first["elsewhere"]) | set(second["elsewhere"]))}


def later_commits(commit, module, tests):
    """(hash, subject) of every commit after `commit` on HEAD that touches the architecture's folder or test target,
    oldest first."""
    lines = git("log", "--reverse", "--format=%h %s", f"{commit}..HEAD", "--", f"Sources/{module}", f"Tests/{tests}")
    return [tuple(line.split(" ", 1)) for line in lines.splitlines() if " " in line]


def shared_commits(pattern):
    """Every commit whose subject matches `pattern`, oldest first, with their files and lines summed."""
    commits = [line.partition(" ")[0] for line in git("log", "--reverse", "--format=%h %s").splitlines()
               if pattern.match(line.partition(" ")[2])]
    rows = [row for commit in commits for row in numstat(commit)]
    return {"commits": commits, "files": len({path for path, _, _ in rows}),
            "added": sum(a for _, a, _ in rows), "removed": sum(r for _, _, r in rows)}


def numstat(commit):
    """(path, added, removed) of every file the commit changed."""
    rows = []
    for line in git("show", "--numstat", "--format=", commit).splitlines():
        added, removed, path = line.split("\t", 2)
        rows.append((path, int(added) if added != "-" else 0, int(removed) if removed != "-" else 0))
    return rows


def main():
    shared_commit = find_commit(SHARED_SUBJECT)
    if shared_commit is None:
        sys.exit("refactoring: no commit named 'Favourites, shared part…' on this branch")
    shared_rows = numstat(shared_commit)
    checkout_shared = shared_commits(re.compile(r"^Checkout codes, shared part"))
    own = {find_commit(re.compile(rf"^{prefix} {name}\b(?!ER)")) for prefix in FOLLOW_UP_WORDS
           for name, _, _ in ARCHITECTURES}
    async_shared = shared_commits(ASYNC_SHARED_SUBJECT)
    counted = (own - {None}) | {shared_commit} | set(checkout_shared["commits"]) | set(async_shared["commits"])
    result = {
        "exercise": "Favourites (Docs/Behaviour.md)",
        "shared": {"commit": shared_commit, "files": len(shared_rows),
                   "added": sum(a for _, a, _ in shared_rows), "removed": sum(r for _, _, r in shared_rows)},
        "architectures": architecture_commits("Favourites in", counted),
    }
    result["checkoutCodes"] = {"exercise": "Checkout codes (Docs/Codes.md)", "shared": checkout_shared,
                               "architectures": architecture_commits("Checkout codes in", counted)}
    result["asyncAwait"] = {"exercise": "Completion handlers to async/await (issue 36)", "shared": async_shared,
                            "architectures": architecture_commits("Async/await in", counted)}
    # An architecture whose exercise of a round cannot be read yet is left out of that round (workshop_round).
    for key, exercises in WORKSHOP_ROUNDS:
        result[key] = workshop_round(exercises, ARCHITECTURES)
    with open(os.path.join(ROOT, "Docs", "Refactoring.json"), "w", encoding="utf-8") as out:
        json.dump(result, out, indent=2, sort_keys=True)
        out.write("\n")
    print("refactoring: wrote Docs/Refactoring.json")


if __name__ == "__main__":
    main()
