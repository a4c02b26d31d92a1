#!/usr/bin/env python3
"""`make refactoring`: what the Favourites exercise (Docs/Behaviour.md "Favourites", issue 12) cost each architecture,
counted from its commits — the shared one ("Favourites, shared part…") and one per architecture ("Favourites in
MVC…", "Favourites in MVVM…", …) — with `git show --numstat`. Writes Docs/Refactoring.json for `make compare`.
Run it after the exercise's commits land; commit the result.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
ARCHITECTURES = [("MVC", "MyCardsMVC", "MVCTests"), ("MVVM", "MyCardsMVVM", "MVVMTests"),
                 ("VIPER", "MyCardsVIPER", "VIPERTests"), ("VIP", "MyCardsVIP", "VIPTests")]
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


def numstat(commit):
    """(path, added, removed) of every file the commit changed."""
    rows = []
    for line in git("show", "--numstat", "--format=", commit).splitlines():
        added, removed, path = line.split("\t", 2)
        rows.append((path, int(added) if added != "-" else 0, int(removed) if removed != "-" else 0))
    return rows


def summary(rows, prefix):
    picked = [(path[len(prefix):], added, removed) for path, added, removed in rows if path.startswith(prefix)]
    return {"files": sorted(path for path, _, _ in picked), "added": sum(a for _, a, _ in picked),
            "removed": sum(r for _, _, r in picked)}


def main():
    shared_commit = find_commit(SHARED_SUBJECT)
    if shared_commit is None:
        sys.exit("refactoring: no commit named 'Favourites, shared part…' on this branch")
    shared_rows = numstat(shared_commit)
    result = {
        "exercise": "Favourites (Docs/Behaviour.md)",
        "shared": {"commit": shared_commit, "files": len(shared_rows),
                   "added": sum(a for _, a, _ in shared_rows), "removed": sum(r for _, _, r in shared_rows)},
        "architectures": {},
    }
    for name, module, tests in ARCHITECTURES:
        commit = find_commit(re.compile(rf"^Favourites in {name}\b(?!ER)"))
        if commit is None:
            print(f"refactoring: {name}: no 'Favourites in {name}' commit yet")
            continue
        rows = numstat(commit)
        sources = summary(rows, f"Sources/{module}/")
        tested = summary(rows, f"Tests/{tests}/")
        elsewhere = sorted(path for path, _, _ in rows
                           if not path.startswith((f"Sources/{module}/", f"Tests/{tests}/")))
        result["architectures"][name] = {"commit": commit, "sources": sources, "tests": tested,
                                         "elsewhere": elsewhere}
        print(f"refactoring: {name} ({commit}): {len(sources['files'])} source files +{sources['added']} "
              f"-{sources['removed']}, {len(tested['files'])} test files +{tested['added']} -{tested['removed']}")
    with open(os.path.join(ROOT, "Docs", "Refactoring.json"), "w", encoding="utf-8") as out:
        json.dump(result, out, indent=2, sort_keys=True)
        out.write("\n")
    print("refactoring: wrote Docs/Refactoring.json")


if __name__ == "__main__":
    main()
