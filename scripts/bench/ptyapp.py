"""A program in a pseudo-terminal of a fixed size, timed the way a person feels it: from the moment a key is
written to the moment the program has written the frame that answers it.

Only the standard library: `os.openpty`, `select`, `termios`. The program gets the pty as its controlling
terminal, stdin, stdout and stderr; this side reads every byte it writes and notes when each chunk arrived.
"""

import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import time

COLUMNS, ROWS = 100, 32
# What a terminal answers to the app's start-up question (its primary device attributes, asked last): every real
# terminal answers within milliseconds, so the harness does too, as an xterm without sixel; a silent pty would add the
# app's 100 ms wait to every launch.
PLAIN_ANSWERS = b"\x1bP>|XTerm(379)\x1b\\\x1b[?64;1;2;6;9;15;16;17;18;21;22;28c"
# kitty 0.26.5's recorded answers: its graphics protocol, its name, a 9x18-pixel cell, the kitty keyboard protocol's
# flags (so the app pushes "disambiguate" and Escape arrives as `ESC [ 27 u`), its device attributes.
KITTY_ANSWERS = b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.26.5)\x1b\\\x1b[6;18;9t\x1b[?0u\x1b[?62;c"
# Escape as a terminal speaking the kitty keyboard protocol sends it once the app has pushed its flags.
KITTY_ESCAPE = b"\x1b[27u"


class PtyApp:
    def __init__(self, argv, env, columns=COLUMNS, rows=ROWS, answers=PLAIN_ANSWERS):
        """`answers`: what the terminal says once asked its device attributes (None: a silent terminal)."""
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

        def take_terminal():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                        preexec_fn=take_terminal, close_fds=True)
        os.close(slave)
        self.output = bytearray()
        self.replies = answers
        self.answered = self.replies is None
        self.last_byte = None
        self.exit_status = None
        self.max_rss_kib = None
        self.high_water_kib = None

    def _read(self, timeout):
        """Reads what arrives within `timeout` seconds; False when nothing did (or the program has gone)."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return False
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO: the program closed its side
            return False
        if not chunk:
            return False
        self.last_byte = time.perf_counter()
        self.output.extend(chunk)
        if not self.answered and b"\x1b[c" in self.output:
            self.answered = True
            os.write(self.master, self.replies)
        return True

    def settle(self, quiet, expect=None, timeout=60.0):
        """Reads until `expect` (bytes) has appeared and then nothing has come for `quiet` seconds. Returns the time of
        the last byte, from the launch. Raises TimeoutError with the output's tail when that never happens."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            seen = expect is None or expect in self.output
            if not self._read(quiet if seen else 0.05) and seen and self.last_byte is not None:
                return self.last_byte - self.started
            if not self.running() and not self._read(0):
                break
        tail = bytes(self.output[-600:]).decode("utf-8", "replace")
        raise TimeoutError(f"no settled screen with {expect!r} in {timeout} s; last output: {tail!r}")

    def key(self, data, gap=0.03, quiet=0.12, timeout=10.0):
        """Writes one key and returns (seconds to the last byte of the answering frame, late bytes). The frame ends
        when nothing comes for `gap`; whatever still arrives within `quiet` after that is counted as late output (a
        second frame the key caused). None when the key made no output at all."""
        mark = len(self.output)
        sent = time.perf_counter()
        os.write(self.master, data)
        deadline = sent + timeout
        while len(self.output) == mark and time.perf_counter() < deadline:
            self._read(deadline - time.perf_counter())
        if len(self.output) == mark:
            return None, 0
        while self._read(gap):
            pass
        latency = self.last_byte - sent
        frame_end = len(self.output)
        while self._read(quiet):
            pass
        return latency, len(self.output) - frame_end

    def running(self):
        """Whether the program is still there, without reaping it (its resource usage is read at `wait`)."""
        try:
            return os.waitid(os.P_PID, self.process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is None
        except ChildProcessError:
            return False

    def quit(self, data=b"q", timeout=30.0):
        """Sends the quit key and waits for the exit; returns the exit status and peak RSS in KiB."""
        self.high_water_kib = self.high_water()
        os.write(self.master, data)
        return self.wait(timeout)

    def high_water(self):
        """The program's own peak resident set so far (VmHWM, KiB), None once it has gone. The kernel's ru_maxrss at
        exit also counts the pages the child had between fork and exec — this harness's own, which grow with the
        output it keeps: 55.7 MiB read for every variant late in a long run, whatever the app held."""
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None

    def wait(self, timeout=30.0):
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            pid, status, usage = os.wait4(self.process.pid, os.WNOHANG)
            if pid:
                self.process.returncode = os.waitstatus_to_exitcode(status)
                self.exit_status = self.process.returncode
                # The app's own high-water mark when it was read before the quit key (see `high_water`).
                self.max_rss_kib = self.high_water_kib or usage.ru_maxrss
                break
            self._read(0.02)
        else:
            self.kill()
            raise TimeoutError("the program did not exit")
        os.close(self.master)
        return self.exit_status, self.max_rss_kib

    def kill(self):
        if self.running():
            os.kill(self.process.pid, signal.SIGKILL)
            _, status = os.waitpid(self.process.pid, 0)
            self.process.returncode = os.waitstatus_to_exitcode(status)
