#!/usr/bin/env python3
"""Prints the honest summary of a Swift Testing run from its xUnit file: passed, failed and skipped per test
target (the acceptance journeys apart from the harness's own specs), then one total line. Skipped tests are
listed with their reason, so nothing is skipped silently, and failed ones with their message.
Usage: test-summary.py RESULTS.xml"""
import collections
import sys
import xml.etree.ElementTree as ElementTree


def target_of(classname):
    module = classname.split(".")[0]
    if module == "AcceptanceTests":
        return "AcceptanceTests (journeys)" if ".Journeys" in classname else "AcceptanceTests (harness)"
    return module


def main(path):
    counts = collections.defaultdict(collections.Counter)
    skipped, failed = [], []
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        target = target_of(case.get("classname", ""))
        name = f'{case.get("classname")}.{case.get("name")}'
        if case.find("failure") is not None or case.find("error") is not None:
            counts[target]["failed"] += 1
            problem = case.find("failure") if case.find("failure") is not None else case.find("error")
            failed.append(f'{name}: {" ".join((problem.get("message") or problem.text or "").split())[:300]}')
        elif (skip := case.find("skipped")) is not None:
            counts[target]["skipped"] += 1
            skipped.append(f'{name}: {skip.get("message") or (skip.text or "").strip() or "no reason given"}')
        else:
            counts[target]["passed"] += 1
    width = max((len(target) for target in counts), default=0)
    print("tests by target:")
    for target in sorted(counts):
        c = counts[target]
        print(f'  {target:<{width}}  {c["passed"]:4} passed, {c["failed"]} failed, {c["skipped"]} skipped')
    for line in skipped:
        print(f"skipped: {line}")
    # Named last but one, so a log cut to its tail (as CI keeps it) still says which tests failed.
    for line in failed:
        print(f"FAILED: {line}")
    total = sum(counts.values(), collections.Counter())
    print(f'tests: {total["passed"]} passed, {total["failed"]} failed, {total["skipped"]} skipped')


if __name__ == "__main__":
    main(sys.argv[1])
