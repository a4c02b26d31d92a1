"""Specs of the workshop day's machinery — catching up (workshop_day.py), the hint ladder (workshop_hint.py) and CI's
walk (workshop_check.py) — on a throwaway git repository with toy patches: two patterns, A (exercises 1 and 3, a
chain) and B (exercise 2), and one drill. No Swift: the walk's outcome and drill commands are small shell scripts.

    python3 -m unittest discover -s scripts -p 'test_workshop_day.py'
"""

import contextlib
import io
import os
import pathlib
import subprocess
import tempfile
import unittest
import unittest.mock

import workshop_check
import workshop_day
import workshop_hint

DAY = "# the toy day\nexercise 1\nexercise 2\ndrill 1\nexercise 3\n"
HINTS = "# Exercise {0} · A — hints\n## Hint 1\nthe role\n## Hint 2\nthe boundary\n## Hint 3\nalmost the code\n"
PACKAGE = 'let workshopVariants = [\n    "1": "A", "2": "B", "3": "A",\n]\n'
# Green when the exercise's line is in its file and no shortcut is; red otherwise.
OUTCOME = """#!/bin/sh
case $1 in 2) file=b.txt ;; *) file=a.txt ;; esac
if grep -qx "done $1" $file && ! grep -q shortcut a.txt b.txt; then echo green; else echo red; fi
"""
DRILL = """#!/bin/sh
git apply Workshop/Drills/drill-$1.patch && git apply -R Workshop/Drills/drill-$1.patch
"""


def run(root, *arguments):
    return subprocess.run(arguments, cwd=root, check=True, capture_output=True, text=True).stdout


class ToyDay(unittest.TestCase):
    """A repository whose `main` holds the toy project as shipped; each spec works on a branch `day` of it."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.root = root = pathlib.Path(folder.name)
        run(root, "git", "init", "--quiet", "--initial-branch", "main")
        run(root, "git", "config", "user.email", "toy@example.com")
        run(root, "git", "config", "user.name", "toy")
        self.write("a.txt", "title\n")
        self.write("b.txt", "list\n")
        self.write("Workshop/Day.txt", DAY)
        self.write("Package.swift", PACKAGE)
        for number, name in (("1", "A"), ("2", "B"), ("3", "A")):
            self.write(f"Workshop/Exercises/{number}-{name}/spec.txt", "")
            self.write(f"Workshop/Hints/exercise-{number}.md", HINTS.format(number))
        self.patch("Solutions/exercise-1", "a.txt", "title\ndone 1\n")
        self.patch("Solutions/exercise-2", "b.txt", "list\ndone 2\n")
        self.patch("Shortcuts/exercise-3", "b.txt", "list\ndone 2\nshortcut\n", before="list\ndone 2\n")
        self.patch("Drills/drill-1", "a.txt", "title\ndone 1\nbroken\n", before="title\ndone 1\n")
        self.patch("Solutions/exercise-3", "a.txt", "title\ndone 1\ndone 3\n", before="title\ndone 1\n")
        self.write("outcome.sh", OUTCOME)
        self.write("drill.sh", DRILL)
        run(root, "git", "add", "-A")
        run(root, "git", "commit", "--quiet", "-m", "shipped")
        run(root, "git", "switch", "--quiet", "-c", "day")

    def write(self, path, text):
        (self.root / path).parent.mkdir(parents=True, exist_ok=True)
        (self.root / path).write_text(text)

    def read(self, path):
        return (self.root / path).read_text()

    def patch(self, name, path, after, before=None):
        """Workshop/NAME.patch: `path` from `before` (its text now, if None) to `after`, made with git diff."""
        now = self.read(path)
        self.write(path, before if before is not None else now)
        run(self.root, "git", "add", path)
        self.write(path, after)
        diff = run(self.root, "git", "diff", "--", path)
        self.write(path, now)
        run(self.root, "git", "add", path)
        self.write(f"Workshop/{name}.patch", diff)

    def commit(self, message):
        run(self.root, "git", "commit", "--quiet", "-am", message)

    def stashes(self):
        return run(self.root, "git", "stash", "list")


class CatchUpSpec(ToyDay):
    def test_a_solution_brings_every_earlier_one_in_the_days_order_then_its_own(self):
        said = workshop_day.catch_up(self.root, "3")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")
        self.assertEqual(self.read("b.txt"), "list\ndone 2\n")
        self.assertIn("solutions applied: 1, 2, 3", said[-1])

    def test_solutions_the_tree_holds_are_not_applied_again(self):
        workshop_day.catch_up(self.root, "1")
        self.commit("exercise 1")

        said = workshop_day.catch_up(self.root, "3")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")
        self.assertIn("solutions applied: 2, 3", said[-1])

    def test_a_pattern_whose_later_solution_is_in_counts_its_earlier_ones_in_too(self):
        self.write("a.txt", "title\ndone 1\ndone 3\n")
        self.commit("exercises 1 and 3")

        self.assertEqual(workshop_day.to_apply(self.root, "3"), ["2"])

    def test_a_pattern_already_past_the_step_is_left_as_it_is(self):
        workshop_day.catch_up(self.root, "3")
        self.commit("exercises 1 to 3")
        self.write("b.txt", "list\n")
        self.commit("exercise 2 taken out")

        said = workshop_day.catch_up(self.root, "2")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")
        self.assertIn("solutions applied: 2)", said[-1])

    def test_the_attendees_own_changes_go_to_a_named_stash_and_nothing_is_lost(self):
        self.write("a.txt", "title\nmy attempt\n")

        said = workshop_day.catch_up(self.root, "1")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\n")
        self.assertIn("exercise 1, before its solution", self.stashes())
        self.assertIn("my attempt", run(self.root, "git", "stash", "show", "-p", "stash@{0}"))
        self.assertIn("git stash list", said[0])

    def test_an_uncommitted_earlier_solution_is_kept_and_the_next_one_lands_on_it(self):
        workshop_day.catch_up(self.root, "1")

        workshop_day.catch_up(self.root, "3")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")

    def test_an_own_committed_earlier_exercise_is_set_aside_for_the_rooms_and_said_so(self):
        self.write("a.txt", "title\nmy own 1\n")
        self.commit("exercise 1, my way")

        said = workshop_day.catch_up(self.root, "3")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")
        self.assertTrue(any("exercise 1: your committed version" in line for line in said))

    def test_a_missing_base_is_a_sentence_that_says_what_to_pass(self):
        self.write("a.txt", "title\nmy own 1\n")
        self.commit("exercise 1, my way")

        with self.assertRaisesRegex(workshop_day.DayError, "BASE="):
            workshop_day.catch_up(self.root, "3", base="no-such-branch")


class ResetSpec(ToyDay):
    def test_reset_puts_the_files_as_at_the_start_of_the_step_with_earlier_solutions_in(self):
        self.write("a.txt", "title\nhalf of 3\n")

        said = workshop_day.reset(self.root, "3")

        self.assertEqual(self.read("a.txt"), "title\ndone 1\n")
        self.assertIn("exercise 3, before reset", self.stashes())
        self.assertIn("exercise 1's solution", said[-1])

    def test_reset_of_a_first_exercise_puts_its_files_as_shipped(self):
        self.write("b.txt", "list\nmine\n")

        workshop_day.reset(self.root, "2")

        self.assertEqual(self.read("b.txt"), "list\n")


class MissingSpec(ToyDay):
    def test_an_earlier_exercise_whose_files_are_untouched_is_missing(self):
        self.assertEqual(workshop_day.missing(self.root, "3"), (["1"], []))

    def test_an_earlier_exercise_done_another_way_is_only_noted(self):
        self.write("a.txt", "title\nmy own 1\n")

        self.assertEqual(workshop_day.missing(self.root, "3"), ([], ["1"]))

    def test_nothing_is_missing_once_the_earlier_solution_is_in(self):
        workshop_day.catch_up(self.root, "1")

        self.assertEqual(workshop_day.missing(self.root, "3"), ([], []))

    def test_make_exercise_says_in_one_sentence_which_exercise_is_missing_and_stops(self):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            status = workshop_day.main(["missing", "3"], self.root)

        self.assertEqual(status, 1)
        self.assertEqual(printed.getvalue(), "exercise 3: not yet — it starts where exercise 1 ends, and exercise 1 "
                         "is not done: make exercise N=1, or catch up with make exercise-solution N=1\n")

    def test_nothing_is_missing_once_the_exercises_own_solution_is_in(self):
        workshop_day.catch_up(self.root, "3")

        self.assertEqual(workshop_day.missing(self.root, "3"), ([], []))

    def test_another_patterns_exercises_are_not_prerequisites(self):
        self.assertEqual(workshop_day.missing(self.root, "2"), ([], []))


class HintSpec(ToyDay):
    def test_the_ladder_gives_one_hint_after_another_then_the_solution(self):
        shown = [workshop_hint.next_hint(self.root, "3")[0] for _ in range(4)]

        self.assertEqual([lines[2] for lines in shown[:3]], ["the role", "the boundary", "almost the code"])
        self.assertIn("make exercise-solution N=3", shown[3][0])

    def test_a_hint_shown_again_leaves_the_ladder_where_it_was(self):
        workshop_hint.next_hint(self.root, "3")
        workshop_hint.next_hint(self.root, "3")

        again = workshop_hint.next_hint(self.root, "3", "1")[0]
        following = workshop_hint.next_hint(self.root, "3")[0]

        self.assertEqual(again[2], "the role")
        self.assertEqual(following[2], "almost the code")

    def test_the_state_is_kept_per_exercise_in_the_untracked_build_folder(self):
        workshop_hint.next_hint(self.root, "3")

        self.assertEqual(self.read(".build-workshop/hints/3"), "1")
        self.assertEqual(workshop_hint.next_hint(self.root, "1")[0][2], "the role")

    def test_a_hint_that_does_not_exist_fails_with_a_sentence(self):
        lines, status = workshop_hint.next_hint(self.root, "3", "4")

        self.assertEqual(status, 1)
        self.assertIn("hints 1 to 3, not 4", lines[0])

    def test_a_file_with_two_hints_or_an_empty_one_is_not_a_ladder(self):
        self.assertEqual(workshop_hint.problems("## Hint 1\na\n## Hint 2\nb\n"),
                         ["has hints [1, 2], not exactly [1, 2, 3]"])
        self.assertEqual(workshop_hint.problems("## Hint 1\na\n## Hint 2\n\n## Hint 3\nc\n"), ["hint 2 is empty"])


class WalkSpec(ToyDay):
    def walk(self, day="Workshop/Day.txt"):
        lines = []
        environment = {"WORKSHOP_OUTCOME": "sh outcome.sh", "WORKSHOP_DRILL": "sh drill.sh"}
        with unittest.mock.patch.dict(os.environ, environment), contextlib.redirect_stderr(io.StringIO()):
            failures = workshop_check.walk(self.root, day, lines.append)
        return failures, lines

    def test_the_day_walks_in_order_with_each_solution_kept_and_a_summary_counted_from_the_files(self):
        failures, lines = self.walk()

        self.assertEqual(failures, 0, lines)
        self.assertEqual([line.split(":")[1].strip() for line in lines[:4]],
                         ["step 1/4 · exercise 1 · A", "step 2/4 · exercise 2 · B", "step 3/4 · drill 1",
                          "step 4/4 · exercise 3 · A"])
        self.assertIn("4 steps", lines[-1])
        self.assertIn("3 exercises", lines[-1])
        self.assertIn("1 of them red with their shortcut, 1 drills caught", lines[-1])
        self.assertEqual(self.read("a.txt"), "title\ndone 1\ndone 3\n")

    def test_a_drill_placed_before_the_solution_it_needs_fails_naming_its_step(self):
        self.write("part.txt", "drill 1\nexercise 1\n")

        failures, lines = self.walk("part.txt")

        self.assertEqual(failures, 1)  # a part of the day (not Workshop/Day.txt) need not hold every exercise
        self.assertIn("workshop: step 1/2 · drill 1 does not apply on the tree as it stands", "\n".join(lines))

    def test_an_exercise_whose_solution_is_missing_before_it_is_not_red_then_green_and_says_so(self):
        self.write("part.txt", "exercise 3\nexercise 1\nexercise 2\n")

        failures, lines = self.walk("part.txt")

        self.assertIn("step 1/3 · exercise 3 · A its solution does not apply", "\n".join(lines))
        self.assertGreater(failures, 0)

    def test_a_step_whose_exercise_is_not_written_yet_is_skipped_and_named_and_the_walk_goes_on(self):
        self.write("part.txt", "exercise 1\nexercise 4\nexercise 2\nexercise 3\n")

        failures, lines = self.walk("part.txt")

        self.assertIn("workshop: exercise 4 in part.txt has no Workshop/Solutions/exercise-4.patch", lines)
        self.assertIn("workshop: step 2/4 · exercise 4: skipped — its files are missing (above)", lines)
        self.assertIn("step 4/4 · exercise 3 · A: red, then green; kept", "\n".join(lines))
        self.assertEqual(failures, 3)  # no patch, no folder, the skipped step: a part of the day need not hold all

    def test_a_shortcut_that_turns_the_tests_green_fails(self):
        self.write("outcome.sh", "#!/bin/sh\ngrep -q 'done 3\\|shortcut' a.txt b.txt && echo green || echo red\n")

        failures, lines = self.walk()

        self.assertIn("step 4/4 · exercise 3 · A is green with its MVC-style shortcut, not red", "\n".join(lines))

    def test_an_exercise_green_before_its_solution_fails(self):
        self.write("a.txt", "title\ndone 1\n")
        self.commit("exercise 1 already in")

        failures, lines = self.walk()

        self.assertIn("step 1/4 · exercise 1 · A is green on the tree the steps before left, not red",
                      "\n".join(lines))

    def test_an_exercise_or_drill_left_out_of_the_day_or_the_package_or_without_three_hints_fails(self):
        self.write("Workshop/Exercises/4-B/spec.txt", "")
        self.write("Workshop/Hints/exercise-2.md", "## Hint 1\na\n")
        self.write("Workshop/Drills/drill-2.patch", "")

        problems = workshop_check.consistency(self.root, "Workshop/Day.txt")

        self.assertEqual(problems, [
            "exercise 2's hints: has hints [1], not exactly [1, 2, 3]",
            "exercise 4 (4-B) is not in Workshop/Day.txt",
            "exercise 4: Package.swift's workshopVariants says None, its folder B",
            "exercise 4 has no hints (Workshop/Hints/exercise-4.md)",
            "drill 2 (drill-2.patch) is not in Workshop/Day.txt",
        ])


class CopySpec(unittest.TestCase):
    def test_the_copy_gets_what_differs_loses_what_is_gone_and_keeps_its_build_folder(self):
        with tempfile.TemporaryDirectory() as source, tempfile.TemporaryDirectory() as target:
            source, target = pathlib.Path(source), pathlib.Path(target)
            for path, text in (("same.txt", "1"), ("new/changed.txt", "2")):
                (source / path).parent.mkdir(parents=True, exist_ok=True)
                (source / path).write_text(text)
            (target / "new").mkdir()
            (target / "same.txt").write_text("1")
            (target / "new/changed.txt").write_text("patched")
            (target / "gone.txt").write_text("3")
            (target / ".build-workshop").mkdir()
            (target / ".build-workshop/kept").write_text("4")
            inode = (target / "same.txt").stat().st_ino

            workshop_check.sync(source, target, ["same.txt", "new/changed.txt"])

            self.assertEqual((target / "new/changed.txt").read_text(), "2")
            self.assertEqual((target / "same.txt").stat().st_ino, inode)
            self.assertFalse((target / "gone.txt").exists())
            self.assertTrue((target / ".build-workshop/kept").exists())

    def test_a_link_stays_a_link_so_a_patch_of_its_file_reaches_it(self):
        with tempfile.TemporaryDirectory() as source, tempfile.TemporaryDirectory() as target:
            source, target = pathlib.Path(source), pathlib.Path(target)
            (source / "Tests").mkdir()
            (source / "Tests/Mocks.swift").write_text("mock")
            (source / "Doubles").mkdir()
            (source / "Doubles/Mocks.swift").symlink_to("../Tests/Mocks.swift")
            (target / "Doubles").mkdir()
            (target / "Doubles/Mocks.swift").write_text("a stale copy")

            workshop_check.sync(source, target, ["Tests/Mocks.swift", "Doubles/Mocks.swift"])
            (target / "Tests/Mocks.swift").write_text("patched")

            self.assertTrue((target / "Doubles/Mocks.swift").is_symlink())
            self.assertEqual((target / "Doubles/Mocks.swift").read_text(), "patched")


if __name__ == "__main__":
    unittest.main()
