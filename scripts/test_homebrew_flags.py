"""Specs of the Mac branch of the build (scripts/homebrew-flags.sh, the Makefile, scripts/install-deps.sh), run on
Linux: a fake `uname` says Darwin and a fake `brew` answers from a folder laid out as Homebrew's, so what the Mac
build would be given is checked here. Whether those flags build on a real Mac is not (Docs/Mac.md).
Run: python3 -m unittest discover -s scripts -p 'test_homebrew_flags.py'
"""
import os
import shutil
import stat
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMULAS = ["ncurses", "jpeg-turbo", "libpng", "zint", "zxing-cpp"]

# `brew --prefix` as Homebrew answers it: the prefix alone, or each formula's opt folder, whether it is installed or
# not; `brew list --versions F` fails for a formula that is not installed.
FAKE_BREW = """#!/bin/sh
[ -n "$BREW_FAILS" ] && exit 1
case $1 in
--prefix)
    shift
    [ $# -eq 0 ] && { echo "$FAKE_PREFIX"; exit 0; }
    for formula in "$@"; do echo "$FAKE_PREFIX/opt/$formula"; done ;;
list)
    [ -d "$FAKE_PREFIX/opt/$3" ] ;;
esac
"""


def executable(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as handle:
        handle.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


class FakeMac:
    """A PATH whose uname says Darwin (or Linux) and whose brew serves a temporary Homebrew prefix."""

    def __init__(self, system="Darwin", installed=FORMULAS, with_brew=True):
        self.folder = tempfile.mkdtemp()
        self.prefix = os.path.join(self.folder, "homebrew")
        bin_folder = os.path.join(self.folder, "bin")
        os.makedirs(os.path.join(self.prefix, "include"))
        os.makedirs(bin_folder)
        for formula in installed:
            os.makedirs(os.path.join(self.prefix, "opt", formula, "include"))
        executable(bin_folder, "uname", "#!/bin/sh\necho %s\n" % system)
        if with_brew:
            executable(bin_folder, "brew", FAKE_BREW)
        self.env = dict(os.environ, PATH=bin_folder + ":/usr/bin:/bin", FAKE_PREFIX=self.prefix)
        self.env.pop("HOMEBREW_FLAGS", None)

    def run(self, *command, **extra):
        env = dict(self.env, **extra)
        return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)

    def pair(self, folder):
        return ["-Xcc", "-I%s/include" % folder, "-Xlinker", "-L%s/lib" % folder]

    def close(self):
        shutil.rmtree(self.folder)


class HomebrewFlagsSpec(unittest.TestCase):
    def mac(self, **options):
        mac = FakeMac(**options)
        self.addCleanup(mac.close)
        return mac

    def test_on_linux_prints_nothing(self):
        result = self.mac(system="Linux").run("scripts/homebrew-flags.sh")
        self.assertEqual((result.returncode, result.stdout.strip()), (0, ""))

    def test_on_a_mac_passes_each_formulas_folders_then_homebrews(self):
        mac = self.mac()
        result = mac.run("scripts/homebrew-flags.sh")
        expected = []
        for formula in FORMULAS:
            expected += mac.pair(os.path.join(mac.prefix, "opt", formula))
        expected += mac.pair(mac.prefix)
        self.assertEqual(result.stdout.split(), expected)

    def test_puts_keg_only_ncurses_first_so_its_wide_header_beats_macos_curses(self):
        mac = self.mac()
        words = mac.run("scripts/homebrew-flags.sh").stdout.split()
        self.assertEqual(words[1], "-I%s/opt/ncurses/include" % mac.prefix)

    def test_names_a_missing_formula_and_leaves_its_folders_out(self):
        mac = self.mac(installed=[f for f in FORMULAS if f != "zxing-cpp"])
        result = mac.run("scripts/homebrew-flags.sh")
        self.assertIn("brew install zxing-cpp", result.stderr)
        self.assertNotIn("zxing-cpp", result.stdout)

    def test_fails_without_brew(self):
        result = self.mac(with_brew=False).run("scripts/homebrew-flags.sh")
        self.assertEqual(result.returncode, 1)
        self.assertIn("no brew on PATH", result.stderr)

    def test_fails_when_brew_does(self):
        result = self.mac().run("scripts/homebrew-flags.sh", BREW_FAILS="1")
        self.assertEqual(result.returncode, 1)
        self.assertIn("brew --prefix failed", result.stderr)


class MakefileOnAMacSpec(unittest.TestCase):
    """`make -n` prints the commands a target would run, with the Makefile's $(shell) already evaluated."""

    def setUp(self):
        self.mac = FakeMac()
        self.addCleanup(self.mac.close)

    def dry_run(self, target):
        result = self.mac.run("make", "-n", target)
        self.assertEqual(result.returncode, 0, result.stderr)
        return [line for line in result.stdout.splitlines() if "swift build" in line]

    def test_make_run_builds_with_homebrews_folders(self):
        (build,) = self.dry_run("run")
        self.assertIn("-Xcc -I%s/opt/ncurses/include" % self.mac.prefix, build)
        self.assertIn("-Xlinker -L%s/lib" % self.mac.prefix, build)

    def test_make_build_tests_builds_with_homebrews_folders(self):
        (build,) = self.dry_run("build-tests")
        self.assertIn("-Xcc -I%s/opt/zxing-cpp/include" % self.mac.prefix, build)

    def test_make_run_on_linux_builds_with_no_extra_flags(self):
        linux = FakeMac(system="Linux")
        self.addCleanup(linux.close)
        result = linux.run("make", "-n", "run")
        builds = [line for line in result.stdout.splitlines() if "swift build" in line]
        self.assertEqual([line.strip() for line in builds], ["scripts/swift-steady.sh swift build"])


class InstallDepsOnAMacSpec(unittest.TestCase):
    def test_names_the_brew_install_of_each_missing_formula(self):
        mac = FakeMac(installed=["ncurses"])
        self.addCleanup(mac.close)
        result = mac.run("scripts/install-deps.sh")
        self.assertEqual(result.returncode, 0)
        self.assertIn("brew install zint", result.stdout)
        self.assertNotIn("brew install ncurses", result.stdout)


if __name__ == "__main__":
    unittest.main()
