"""The whole-process measurements of `make bench`, each on one variant binary, through a pty of 100x32."""

import os
import re
import shutil
import subprocess
import tempfile
import time

from ptyapp import PLAIN_ANSWERS, PtyApp

QUIT = b"q"
ENTER = b"\r"
ESCAPE = b"\x1b"


def environment(home):
    """A clean, fixed environment: the app's defaults point into `home`, never at the user's files."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "XDG_DATA_HOME": os.path.join(home, "data"),
        "TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
        # A coverage-instrumented build writes its counters here, not into the caller's folder.
        "LLVM_PROFILE_FILE": os.path.join(home, "default.profraw"),
    }


class Backend:
    """`mycards-backend --port 0` seeded with a wire file, until `stop`."""

    def __init__(self, binary, seed, folder):
        self.out = open(os.path.join(folder, "backend.out"), "w+")
        self.process = subprocess.Popen(
            [binary, "--port", "0", "--data", os.path.join(folder, "backend.json"), "--seed", seed],
            stdout=self.out, stderr=subprocess.DEVNULL)
        deadline = time.time() + 120
        while time.time() < deadline:
            self.out.seek(0)
            match = re.search(r"mycards-backend listening on (\S+)", self.out.read())
            if match:
                self.url = match.group(1)
                return
            if self.process.poll() is not None:
                raise RuntimeError("the backend did not start")
            time.sleep(0.05)
        raise TimeoutError("the backend did not say where it listens")

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.out.close()


def copy_store(source, target):
    """A store is its file plus SQLite's -wal and -shm companions when they are there."""
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(source + suffix):
            shutil.copyfile(source + suffix, target + suffix)
        elif os.path.exists(target + suffix):
            os.remove(target + suffix)


class Run:
    """One variant in a fresh sandbox folder with its own copy of a store."""

    def __init__(self, binary, work, store=None, backend=None):
        self.folder = tempfile.mkdtemp(prefix="run-", dir=work)
        self.store = os.path.join(self.folder, "cards.sqlite")
        if store:
            copy_store(store, self.store)
        network = ["--backend", backend] if backend else ["--offline"]
        self.argv = [binary] + network + ["--store", self.store, "--photos", self.folder, "--camera", self.folder]
        self.env = environment(self.folder)

    def launch(self, prefix=(), answers=PLAIN_ANSWERS):
        return PtyApp(list(prefix) + self.argv, self.env, answers=answers)

    def remove(self):
        shutil.rmtree(self.folder, ignore_errors=True)


def first_frame(binary, work, store, markers, quiet=0.3):
    """Launch -> the last byte of the Cards screen once every marker is on it and nothing more comes."""
    run = Run(binary, work, store)
    app = run.launch()
    try:
        seconds = settle_on_all(app, markers, quiet)
        status, _ = app.quit()
        if status != 0:
            raise RuntimeError(f"{binary} exited {status}")
        return seconds
    finally:
        app.kill()
        run.remove()


def settle_on_all(app, markers, quiet, timeout=120.0):
    for marker in markers[:-1]:
        app.settle(0.0, expect=marker, timeout=timeout)
    return app.settle(quiet, expect=markers[-1], timeout=timeout)


def keystrokes(binary, work, store, markers, moves, open_close_rounds, answers=PLAIN_ANSWERS, escape=ESCAPE):
    """With a full store: the grid moves, then rounds of Enter on the selected card and `escape` back, in a terminal
    giving `answers` at start. Returns lists of seconds per kind, the late frames seen, and the peak RSS in KiB."""
    run = Run(binary, work, store)
    app = run.launch(answers=answers)
    try:
        settle_on_all(app, markers, 0.3)
        result = {"move": [], "open": [], "close": [], "late": 0, "silent": 0}
        for key in moves:
            record(result, "move", app.key(key))
        for _ in range(open_close_rounds):
            record(result, "open", app.key(ENTER))
            record(result, "close", app.key(escape))
        status, rss = app.quit()
        if status != 0:
            raise RuntimeError(f"{binary} exited {status}")
        result["rss_kib"] = rss
        return result
    finally:
        app.kill()
        run.remove()


def record(result, kind, answer):
    latency, late = answer
    if latency is None:
        result["silent"] += 1
        return
    result[kind].append(latency)
    result["late"] += 1 if late else 0


def download(binary, work, backend_binary, seed, markers, keep_store=None, answers=PLAIN_ANSWERS):
    """Empty store, backend with `seed`: launch -> the downloaded cards are merged and shown. Returns seconds and the
    peak RSS in KiB; with `keep_store` the filled store is copied there."""
    backend_folder = tempfile.mkdtemp(prefix="backend-", dir=work)
    backend = Backend(backend_binary, seed, backend_folder)
    run = Run(binary, work, backend=backend.url)
    app = run.launch(answers=answers)
    try:
        seconds = settle_on_all(app, markers, 1.5, timeout=600)
        status, rss = app.quit()
        if status != 0:
            raise RuntimeError(f"{binary} exited {status}")
        if keep_store:
            copy_store(run.store, keep_store)
        return seconds, rss
    finally:
        app.kill()
        backend.stop()
        run.remove()
        shutil.rmtree(backend_folder, ignore_errors=True)


def process_seconds(argv, env=None):
    """Wall time of a whole process whose stdout is a pipe read to the end; fails unless it exits 0."""
    started = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"{argv[0]} exited {done.returncode}: {done.stderr.decode(errors='replace')}")
    return seconds, len(done.stdout)


def pty_floor(rounds):
    """A key through a pty to `cat` in raw mode and back: the floor under any keystroke -> frame figure."""
    app = PtyApp(["sh", "-c", "stty raw -echo; echo ready; exec cat"], {"PATH": os.environ.get("PATH", "")})
    try:
        app.settle(0.1, expect=b"ready")
        return [app.key(b"x", gap=0.01, quiet=0.0)[0] for _ in range(rounds)]
    finally:
        app.kill()


def instructions(binary, work, store, markers, journey):
    """Instructions (callgrind's Ir, every thread) for one fixed journey: launch on `store` offline, the keys of
    `journey` each waited for, quit. Deterministic enough to compare architectures on a noisy machine."""
    run = Run(stripped(binary), work, store)
    run.env["LD_PRELOAD"] = sigsuspend_shim(work)
    out = os.path.join(run.folder, "callgrind.out")
    app = run.launch(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--log-file=/dev/null"])
    try:
        settle_on_all(app, markers, 2.0, timeout=600)
        for key in journey:
            app.key(key, gap=0.5, quiet=0.5, timeout=120)
        status, _ = app.quit(timeout=300)
        if status != 0:
            raise RuntimeError(f"{binary} exited {status} under callgrind")
        return read_callgrind_total(out)
    finally:
        app.kill()
        run.remove()


def process_instructions(binary, work, arguments):
    """Instructions (callgrind's Ir) of one whole process, such as `show --code`, from exec to exit; fails unless it
    exits 0."""
    folder = tempfile.mkdtemp(prefix="run-", dir=work)
    out = os.path.join(folder, "callgrind.out")
    try:
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--log-file=/dev/null",
                               stripped(binary)] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=environment(folder))
        if done.returncode != 0:
            reason = done.stderr.decode(errors="replace")
            raise RuntimeError(f"{binary} exited {done.returncode} under callgrind: {reason}")
        return read_callgrind_total(out)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def sigsuspend_shim(work):
    """sigsuspend_copy.c built once into `work` (see the file for why valgrind needs it)."""
    library = os.path.join(work, "libsigsuspend_copy.so")
    if not os.path.exists(library):
        source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sigsuspend_copy.c")
        subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", library, source, "-ldl"], check=True)
    return library


def stripped(binary):
    """A copy without debug information, beside the original (where its resource bundles are): Debian 12's valgrind
    cannot read the DWARF 5 that Swift 6.3 writes and gives up on the binary. Instructions do not need symbols."""
    copy = binary + ".nodebug"
    if not os.path.exists(copy) or os.path.getmtime(copy) < os.path.getmtime(binary):
        subprocess.run(["strip", "--strip-debug", "-o", copy, binary], check=True)
    return copy


def read_callgrind_total(path):
    with open(path) as text:
        for line in text:
            if line.startswith(("totals:", "summary:")):
                return int(line.split()[1])
    raise RuntimeError(f"no totals in {path}")
