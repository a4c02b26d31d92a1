#!/usr/bin/env python3
"""Esc closing a card, timed through a pty that answers the app's start-up questions as a terminal would: as kitty
(the kitty keyboard protocol: Escape arrives as `ESC [ 27 u`) and as a terminal without it (a lone Escape byte,
which curses holds for its escape delay to tell it from Alt). Also how long the start waits on a terminal that
answers nothing. `make bench` has the kitty row (Docs/Benchmarks.md); this compares it with the others. Usage, from
the repository root:
    python3 scripts/bench/esc_latency.py BINARY STORE [ROUNDS]"""
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptyapp import KITTY_ANSWERS, KITTY_ESCAPE, PLAIN_ANSWERS, PtyApp  # noqa: E402

ENTER = b"\r"


def run(binary, store, answers, escape, rounds):
    home = tempfile.mkdtemp()
    env = {"PATH": os.environ.get("PATH", ""), "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    app = PtyApp([binary, "--offline", "--store", store], env, answers=answers)
    try:
        app.settle(0.3)
        started = app.last_byte - app.started
        closes = []
        for _ in range(rounds):
            app.key(ENTER)
            latency, _ = app.key(escape)
            if latency is not None:
                closes.append(latency * 1000)
        app.quit()
        return started, closes
    finally:
        app.kill()
        shutil.rmtree(home, ignore_errors=True)


def main():
    binary, store = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    print("| terminal | Esc sent as | Esc closes a card: median ms (min–max) | launch to settled frame, s |")
    print("| --- | --- | ---: | ---: |")
    for name, answers, escape in [("kitty keyboard protocol", KITTY_ANSWERS, KITTY_ESCAPE),
                                  ("no kitty keyboard", PLAIN_ANSWERS, b"\x1b"),
                                  ("silent (answers nothing)", None, b"\x1b")]:
        started, closes = run(binary, store, answers, escape, rounds)
        print("| %s | %r | %.1f (%.1f–%.1f) | %.2f |" % (
            name, escape, statistics.median(closes), min(closes), max(closes), started))


if __name__ == "__main__":
    main()
