#!/usr/bin/env python3
"""Prints the reliability figures of a `make test` run, just before its summary: the lines the reliability specs print
with the prefix "RELIABILITY: " (kills survived, writes lost, resurrections), and how many hostile-terminal
journeys passed (signals, Ctrl-Z, resize storms, hostile starts), counted from Swift Testing's xUnit results.
Usage: reliability-summary.py RESULTS.xml LOG"""
import sys
import xml.etree.ElementTree as ElementTree

PREFIX = "RELIABILITY: "
HOSTILE_TERMINAL = ("SignalJourney", "SuspendJourney", "ResizeJourney", "HostileStartJourney")


def hostile_terminal_cases(path):
    passed = total = 0
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        if not any(name in case.get("classname", "") for name in HOSTILE_TERMINAL):
            continue
        if case.find("skipped") is not None:
            continue
        total += 1
        if case.find("failure") is None and case.find("error") is None:
            passed += 1
    return passed, total


def main(results, log):
    print("reliability:")
    with open(log, encoding="utf-8", errors="replace") as lines:
        figures = [line.split(PREFIX, 1)[1].strip() for line in lines if PREFIX in line]
    for figure in figures or ["no reliability spec ran"]:
        print(f"  {figure}")
    passed, total = hostile_terminal_cases(results)
    print(f"  hostile terminal: {passed} of {total} cases passed" if total else "  hostile terminal: no journey ran")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
