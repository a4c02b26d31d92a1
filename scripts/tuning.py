#!/usr/bin/env python3
"""`make tuning`: the tests added to each architecture's unit suite after each draw of mutants. Every commit that
changed Docs/Mutants.json is a draw (its survivors were seen from then on); for each, the commits that changed a test
target (Tests/<Arch>Tests) after it and up to the next draw — or HEAD for the last — and the `@Test` lines they
added and removed. A test written after a draw may be written to kill its survivors: the comparison shows this so a
score measured later reads as tuned, not blind. Writes Docs/Tuning.json for `make compare`; commit the result.
"""

import json
import os
import subprocess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
ARCHITECTURES = [("MVC", "MVCTests"), ("MVVM", "MVVMTests"), ("VIPER", "VIPERTests"), ("VIP", "VIPTests"),
                 ("TEA", "TEATests")]


def git(*arguments):
    return subprocess.run(["git", *arguments], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def test_lines(diff):
    """`@Test` attributes added and removed in a unified diff."""
    added = removed = 0
    for line in diff.splitlines():
        if line.startswith("+") and not line.startswith("+++") and "@Test" in line:
            added += 1
        elif line.startswith("-") and not line.startswith("---") and "@Test" in line:
            removed += 1
    return added, removed


def main():
    head = git("rev-parse", "--short", "HEAD").strip()
    draws = git("log", "--reverse", "--format=%h %ad", "--date=short", "--", "Docs/Mutants.json").splitlines()
    out = []
    for index, line in enumerate(draws):
        commit, date = line.split(" ", 1)
        end = draws[index + 1].split(" ", 1)[0] if index + 1 < len(draws) else "HEAD"
        after = {}
        for name, target in ARCHITECTURES:
            path = f"Tests/{target}"
            commits = git("log", "--format=%h", f"{commit}..{end}", "--", path).split()
            added, removed = test_lines(git("diff", f"{commit}..{end}", "--", path)) if commits else (0, 0)
            after[name] = {"commits": len(commits), "added": added, "removed": removed}
        out.append({"commit": commit, "date": date, "after": after})
    with open(os.path.join(ROOT, "Docs", "Tuning.json"), "w", encoding="utf-8") as file:
        json.dump({"measuredAt": head, "draws": out}, file, indent=2, sort_keys=True)
        file.write("\n")
    print(f"tuning: {len(out)} draws of mutants, read at {head}; wrote Docs/Tuning.json")


if __name__ == "__main__":
    main()
