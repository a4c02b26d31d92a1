"""Turns the mutation runner's results into Docs/Mutants.json: per architecture its screens' killed / total, every
survivor, the faults drawn (killed / drawn per kind) and the site pool they were drawn from; the folders that are no
screen (App/, TEA's Store/) apart, each with its own score; the seed and where it came from; and, per architecture,
the tests its suite gained and lost since the commit the previous Mutants.json measured (from git), so that a suite
tuned to earlier survivors shows.

Usage: mutants_report.py RESULTS PLAN --commit SHORT [--previous COMMIT] [--partial] [--dirty]
RESULTS: TSV (id, architecture, group, file, line, kind, original, outcome); PLAN: the Mutants tool's plan.json."""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TEST_NAME = re.compile(r'@Test\(\s*"((?:[^"\\]|\\.)*)"')


def summarise(rows, plan):
    """(architectures, otherFolders) from the result rows and the plan: screens' scores per architecture, the other
    folders' per architecture and folder, each with its survivors, its faults by kind and its pool."""
    architectures, others = {}, {}
    for identifier, name, group, path, line, kind, original, outcome in rows:
        if group == "screens":
            entry = architectures.setdefault(name, empty())
        else:
            entry = others.setdefault(name, {}).setdefault(group, empty())
        entry["total"] += 1
        tally = entry["byKind"].setdefault(kind, {"drawn": 0, "killed": 0})
        tally["drawn"] += 1
        if outcome == "killed":
            entry["killed"] += 1
            tally["killed"] += 1
        else:
            entry["survivors"].append(
                {"id": int(identifier), "file": path, "line": int(line), "kind": kind, "code": original})
    for name, entry in architectures.items():
        described = plan["architectures"].get(name, {})
        outside = set(described.get("notScreens", []))
        entry["pool"] = pooled(folder_pool for folder, folder_pool in described.get("pool", {}).items()
                               if folder not in outside)
    # A folder that is no screen gets its row even when it offered no site (MVC's App/ only builds and wires).
    for name in architectures:
        for folder in plan["architectures"].get(name, {}).get("notScreens", []):
            others.setdefault(name, {}).setdefault(folder, empty())
    for name, folders in others.items():
        for folder, entry in folders.items():
            entry["pool"] = pooled([plan["architectures"].get(name, {}).get("pool", {}).get(folder, {})])
    return architectures, others


def empty():
    return {"killed": 0, "total": 0, "survivors": [], "byKind": {}}


def pooled(pools):
    """Kind → sites, summed over folders."""
    total = {}
    for pool in pools:
        for kind, count in pool.items():
            total[kind] = total.get(kind, 0) + count
    return total


def tests_changed(diff):
    """(names added, how many removed) of `@Test("…")` declarations in a unified diff; a test whose name is both
    removed and added (moved, or its line edited) is neither."""
    added = [m.group(1) for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")
             for m in [TEST_NAME.search(line)] if m]
    removed = [m.group(1) for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")
               for m in [TEST_NAME.search(line)] if m]
    remaining = list(removed)
    new = []
    for name in added:
        if name in remaining:
            remaining.remove(name)
        else:
            new.append(name)
    return new, len(remaining)


def tuning(previous, name):
    """What changed in `name`'s test target (Tests/<name>Tests) since commit `previous`: commits, tests added, the
    number removed."""
    target = f"Tests/{name}Tests"

    def git(*arguments):
        return subprocess.run(["git", *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout

    commits = [line[:120] for line in git("log", "--reverse", "--format=%h %s", f"{previous}..HEAD", "--",
                                           target).splitlines()]
    added, removed = tests_changed(git("diff", previous, "HEAD", "--", target))
    return {"commits": commits, "testsAdded": added, "testsRemoved": removed}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("results")
    parser.add_argument("plan")
    parser.add_argument("--commit", required=True)
    parser.add_argument("--previous")
    parser.add_argument("--partial", action="store_true")
    parser.add_argument("--dirty", action="store_true")
    options = parser.parse_args()
    with open(options.results, encoding="utf-8") as lines:
        rows = [line.rstrip("\n").split("\t") for line in lines if line.strip()]
    with open(options.plan, encoding="utf-8") as text:
        plan = json.load(text)
    architectures, others = summarise(rows, plan)
    if options.previous:
        for name, entry in architectures.items():
            entry["tuning"] = tuning(options.previous, name)
    report = {"commit": options.commit, "commitFull": plan["commit"], "seed": plan["seed"],
              "seedSource": plan["seedSource"], "perScreen": plan["perScreen"], "atLeast": plan["atLeast"],
              "perFolder": plan["perFolder"], "partial": options.partial, "dirty": options.dirty,
              "architectures": architectures, "otherFolders": others}
    if options.previous:
        report["previousDraw"] = options.previous
    json.dump(report, sys.stdout, indent=2, sort_keys=True, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
