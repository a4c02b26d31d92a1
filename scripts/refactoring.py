#!/usr/bin/env python3
"""`make refactoring`: what each cross-architecture change cost each architecture, in files, roles and lines.
The Favourites exercise (Docs/Behaviour.md "Favourites") is counted from its commits — the shared one ("Favourites,
shared part…") and one per architecture ("Favourites in MVC…", …) — with `git show`; so is the second one, checkout
codes (Docs/Codes.md: shared parts "Checkout codes, shared part N…", then "Checkout codes in MVC…", …). TEA, written
after both, had them taken out and put back as one commit each ("Favourites in TEA…", "Checkout codes in TEA…").
The workshop's two rounds (the title, exercises 1–4 and TEA's 9; the favourites filter, 5–8 and TEA's 10) from
their solution patches (Workshop/Solutions/exercise-N.patch, the generated proxies left out). A role touched is a
top-level type a hunk falls in (git names it in the hunk header). Writes Docs/Refactoring.json for `make compare`.
Run it after such commits land; commit the result.
"""

import json
import os
import re
import subprocess
import sys

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


TYPE_LINE = re.compile(r"^(?:[a-z]+ )*(?:class|struct|enum|protocol|extension|actor)\s+(\w+)")
HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@")
WORKSHOP = {"MVC": 1, "MVVM": 2, "VIPER": 3, "VIP": 4, "TEA": 9}
# The second round, the same architectures in the same order (TEA's came after the first four's, so it is 10).
WORKSHOP_FILTER = {"MVC": 5, "MVVM": 6, "VIPER": 7, "VIP": 8, "TEA": 10}


def enclosing_types(text):
    """For each line of a Swift file (1-based), the top-level type it lies in, or None: a type starts at a top-level
    line declaring it and ends when its braces close."""
    owners, current, depth = [None], None, 0
    for line in text.splitlines():
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0])
        if depth == 0:
            match = TYPE_LINE.match(line)
            current = match.group(1) if match else None
        owners.append(current)
        depth += code.count("{") - code.count("}")
    return owners


def roles_in_diff(diff, prefix, old_text):
    """The top-level types the hunks of files under `prefix` fall in, found in each file before the change
    (`old_text(path)`); a new file counts as the types it declares."""
    roles, path, owners = set(), None, None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            path = line[6:] if line.startswith("+++ b/") else None
            keep = path and path.startswith(prefix) and "TracedBoundaries" not in path
            owners = enclosing_types(old_text(path)) if keep else None
            if keep and len(owners) == 1:
                owners = None
                roles.add(os.path.basename(path)[: -len(".swift")])
        elif owners and (match := HUNK.match(line)):
            start, count = int(match.group(1)), int(match.group(2) or "1")
            for number in range(max(start, 1), max(start, 1) + max(count, 1)):
                if number < len(owners) and owners[number]:
                    roles.add(owners[number])
    return sorted(roles)


def file_at(revision, path):
    result = subprocess.run(["git", "show", f"{revision}:{path}"], cwd=ROOT, capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else ""


def architecture_commits(prefix):
    """Each architecture's commit whose subject starts with `prefix` and its name: sources, tests, roles, elsewhere."""
    found = {}
    for name, module, tests in ARCHITECTURES:
        commit = find_commit(re.compile(rf"^{prefix} {name}\b(?!ER)"))
        if commit is None:
            print(f"refactoring: {name}: no '{prefix} {name}' commit yet")
            continue
        # The traced proxies are generated from the protocols (`make proxies`): nobody writes them.
        rows = [row for row in numstat(commit) if "TracedBoundaries" not in row[0]]
        sources = summary(rows, f"Sources/{module}/")
        sources["roles"] = roles_in_diff(
            git("show", "-U0", "--format=", commit), f"Sources/{module}/", lambda path: file_at(f"{commit}^", path))
        tested = summary(rows, f"Tests/{tests}/")
        elsewhere = sorted(path for path, _, _ in rows
                           if not path.startswith((f"Sources/{module}/", f"Tests/{tests}/")))
        found[name] = {"commit": commit, "sources": sources, "tests": tested, "elsewhere": elsewhere}
        print(f"refactoring: {prefix} {name} ({commit}): {len(sources['files'])} source files +{sources['added']} "
              f"-{sources['removed']}, {len(tested['files'])} test files +{tested['added']} -{tested['removed']}")
    return found


def shared_commits(pattern):
    """Every commit whose subject matches `pattern`, oldest first, with their files and lines summed."""
    commits = [line.partition(" ")[0] for line in git("log", "--reverse", "--format=%h %s").splitlines()
               if pattern.match(line.partition(" ")[2])]
    rows = [row for commit in commits for row in numstat(commit)]
    return {"commits": commits, "files": len({path for path, _, _ in rows}),
            "added": sum(a for _, a, _ in rows), "removed": sum(r for _, _, r in rows)}


def workshop_change(name, module, exercises=WORKSHOP):
    """One workshop exercise in `name` (the title by default), from its solution patch."""
    patch = os.path.join(ROOT, "Workshop", "Solutions", f"exercise-{exercises[name]}.patch")
    text = open(patch, encoding="utf-8").read()
    rows = []
    for line in subprocess.run(["git", "apply", "--numstat", patch], cwd=ROOT, check=True, capture_output=True,
                               text=True).stdout.splitlines():
        added, removed, path = line.split("\t", 2)
        if "TracedBoundaries" not in path:
            rows.append((path, int(added), int(removed)))
    sources = summary(rows, f"Sources/{module}/")
    sources["roles"] = roles_in_diff(text, f"Sources/{module}/", lambda path: file_at("HEAD", path))
    return sources


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
        "architectures": architecture_commits("Favourites in"),
    }
    result["checkoutCodes"] = {"exercise": "Checkout codes (Docs/Codes.md)",
                               "shared": shared_commits(re.compile(r"^Checkout codes, shared part")),
                               "architectures": architecture_commits("Checkout codes in")}
    # An architecture with no exercise of a round is left out of that round (since TEA's 9 and 10, every one has both).
    result["workshop"] = {name: workshop_change(name, module) for name, module, _ in ARCHITECTURES
                          if name in WORKSHOP}
    result["workshopFilter"] = {name: workshop_change(name, module, WORKSHOP_FILTER)
                                for name, module, _ in ARCHITECTURES if name in WORKSHOP_FILTER}
    with open(os.path.join(ROOT, "Docs", "Refactoring.json"), "w", encoding="utf-8") as out:
        json.dump(result, out, indent=2, sort_keys=True)
        out.write("\n")
    print("refactoring: wrote Docs/Refactoring.json")


if __name__ == "__main__":
    main()
