"""Specs of make refactoring's counting rules: python3 -m unittest discover -s scripts -p 'test_*.py'"""

import re
import unittest

import os

from refactoring import ARCHITECTURES, FOLLOW_UP_WORDS, is_follow_up, joined
from refactoring_workshop import (WORKSHOP_ASYNC, WORKSHOP_FILTER, WORKSHOP_NAVIGATION, WORKSHOP_ROUNDS,
                                  architecture_of, earlier_solutions, tree_before, workshop_round)
from refactoring_types import blank_literals, changed_types, declaration_owners


def owners_of(text):
    """The owner of each line, without the unused index 0."""
    return declaration_owners(text)[1:]


class DeclarationOwnersSpec(unittest.TestCase):
    def test_a_file_with_two_types_gives_each_its_own_lines(self):
        text = "import Foundation\n\nstruct CodeState {\n    var card: Int\n}\n\nenum CodeAction {\n    case close\n}\n"

        self.assertEqual(owners_of(text),
                         [None, None, "CodeState", "CodeState", "CodeState", None, "CodeAction", "CodeAction",
                          "CodeAction"])

    def test_doc_comments_and_attributes_right_above_a_type_are_its_own(self):
        text = "/// The barcode reader.\n@MainActor\nfinal class BarcodeReader {\n}\n"

        self.assertEqual(owners_of(text), ["BarcodeReader"] * 4)

    def test_a_comment_after_a_blank_line_belongs_to_no_type(self):
        text = "// A file comment.\n\nstruct A {\n}\n"

        self.assertEqual(owners_of(text), [None, None, "A", "A"])

    def test_braces_in_strings_and_comments_do_not_move_the_depth(self):
        text = ('struct A {\n    let open = "{"\n    // }\n    /* { */\n    let raw = #"}"#\n}\n'
                'struct B {\n}\n')

        self.assertEqual(owners_of(text)[-2:], ["B", "B"])
        self.assertEqual(owners_of(text)[5], "A")

    def test_a_multi_line_string_with_braces_and_an_interpolation_stays_inside_its_type(self):
        text = 'struct A {\n    let text = """\n    } \\(value.map { $0 }) {\n    """\n}\nstruct B {}\n'

        self.assertEqual(owners_of(text), ["A", "A", "A", "A", "A", "B"])

    def test_an_extension_is_charged_to_the_type_it_extends(self):
        text = "extension CardsViewController: CardsDisplayLogic {\n    func show() {}\n}\n" \
               "extension Foo.Bar {\n}\n"

        self.assertEqual(owners_of(text), ["CardsViewController"] * 3 + ["Foo", "Foo"])

    def test_a_one_line_type_ends_on_its_line(self):
        text = "struct Request {}\nfunc helper() {\n}\n"

        self.assertEqual(owners_of(text), ["Request", None, None])

    def test_a_typealias_owns_its_line_only(self):
        text = "typealias Answer<Value> = (Value) -> Void\nlet x = 1\n"

        self.assertEqual(owners_of(text), ["Answer", None])

    def test_a_header_over_several_lines_owns_its_body(self):
        text = "final class Presenter:\n    Output,\n    Input\n{\n    var x = 0\n}\nlet y = 0\n"

        self.assertEqual(owners_of(text), ["Presenter"] * 6 + [None])

    def test_blanking_keeps_lines_and_code(self):
        text = 'let a = "x // y" // c\nlet b = 2\n'

        self.assertEqual(blank_literals(text).splitlines()[1], "let b = 2")
        self.assertNotIn("c", blank_literals(text).splitlines()[0].replace("let a", ""))


APPENDED = """diff --git a/App/Env.swift b/App/Env.swift
--- a/App/Env.swift
+++ b/App/Env.swift
@@ -3,0 +4,5 @@ struct CameraClient {
+
+/// The barcode reader.
+struct BarcodeClient {
+    var scan: () -> Void
+}
"""

NEW_FILE = """diff --git a/Code/CodeFeature.swift b/Code/CodeFeature.swift
new file mode 100644
--- /dev/null
+++ b/Code/CodeFeature.swift
@@ -0,0 +1,6 @@
+struct CodeState {
+}
+enum CodeAction {
+}
+enum CodeReducer {
+}
"""


class ChangedTypesSpec(unittest.TestCase):
    def test_a_type_appended_after_another_is_charged_to_itself(self):
        before = "struct CameraClient {\n    var stop: () -> Void\n}\n"
        after = before + "\n/// The barcode reader.\nstruct BarcodeClient {\n    var scan: () -> Void\n}\n"

        types = changed_types(APPENDED, "App/", lambda _: before, lambda _: after)

        self.assertEqual(types, ["BarcodeClient"])

    def test_a_new_file_counts_every_type_it_declares_not_its_name(self):
        after = "struct CodeState {\n}\nenum CodeAction {\n}\nenum CodeReducer {\n}\n"

        types = changed_types(NEW_FILE, "Code/", lambda _: "", lambda _: after)

        self.assertEqual(types, ["CodeAction", "CodeReducer", "CodeState"])

    def test_a_removed_line_is_charged_to_the_type_it_was_in(self):
        diff = ("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -2 +1,0 @@\n"
                "-    var gone = 0\n")
        before = "struct Kept {\n    var gone = 0\n}\n"

        self.assertEqual(changed_types(diff, "", lambda _: before, lambda _: "struct Kept {\n}\n"), ["Kept"])

    def test_context_lines_are_charged_to_nothing(self):
        diff = ("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,4 @@\n"
                " struct A {\n }\n+struct B {}\n struct C {}\n")
        before = "struct A {\n}\nstruct C {}\n"
        after = "struct A {\n}\nstruct B {}\nstruct C {}\n"

        self.assertEqual(changed_types(diff, "", lambda _: before, lambda _: after), ["B"])

    def test_files_outside_the_prefix_and_generated_proxies_are_left_out(self):
        diff = NEW_FILE.replace("Code/CodeFeature.swift", "App/TracedBoundaries/TracedCode.swift")

        self.assertEqual(changed_types(diff, "App/", lambda _: "", lambda _: "struct X {\n}\n"), [])


WORDS = re.compile(r"favourite", re.I)


class FollowUpSpec(unittest.TestCase):
    def test_a_commit_naming_the_change_and_touching_its_files_is_a_follow_up(self):
        self.assertTrue(is_follow_up("a76fbe7", "VIP: the scene stays alive when a favourite mark is shown",
                                     lambda _: {"Sources/MyCardsVIP/A.swift"}, WORDS,
                                     {"Sources/MyCardsVIP/A.swift"}, set()))

    def test_a_commit_that_names_the_change_but_touches_none_of_its_files_is_not(self):
        self.assertFalse(is_follow_up("b0e5da5", "Workshop kit: a second round of favourites",
                                      lambda _: {"Tests/MVCTests/App/MVCRulesSpec.swift"}, WORDS,
                                      {"Sources/MyCardsMVC/A.swift"}, set()))

    def test_a_commit_that_does_not_name_the_change_is_not(self):
        self.assertFalse(is_follow_up("ddf1f80", "Card details: a save in flight is ignored",
                                      lambda _: {"Sources/MyCardsMVC/A.swift"}, WORDS,
                                      {"Sources/MyCardsMVC/A.swift"}, set()))

    def test_the_async_change_names_async_or_await_as_words_only(self):
        words = FOLLOW_UP_WORDS["Async/await in"]
        files = {"Sources/MyCardsVIP/A.swift"}
        self.assertTrue(is_follow_up("c1", "VIP: the scene's task can await the worker again", lambda _: files, words,
                                     files, set()))
        self.assertFalse(is_follow_up("c2", "VIP: asynchronous photo decoding kept", lambda _: files, words,
                                      files, set()))

    def test_a_merge_naming_the_change_is_never_a_follow_up(self):
        files = {"Sources/MyCardsVIP/A.swift"}
        self.assertFalse(is_follow_up("cfae77c", "Merge branch 'async-vip' into async-integration", lambda _: files,
                                      FOLLOW_UP_WORDS["Async/await in"], files, set(), {"cfae77c"}))

    def test_another_changes_own_commit_is_never_a_follow_up(self):
        self.assertFalse(is_follow_up("98f852c", "Favourites in TEA", lambda _: {"Sources/MyCardsTEA/A.swift"},
                                      WORDS, {"Sources/MyCardsTEA/A.swift"}, {"98f852c"}))

    def test_a_change_and_its_follow_up_join_files_and_types_and_sum_lines(self):
        first = {"sources": {"files": ["A.swift"], "added": 10, "removed": 1, "roles": ["A"]},
                 "tests": {"files": ["ASpec.swift"], "added": 20, "removed": 0}, "elsewhere": []}
        second = {"sources": {"files": ["A.swift", "B.swift"], "added": 2, "removed": 3, "roles": ["A", "B"]},
                  "tests": {"files": [], "added": 0, "removed": 0}, "elsewhere": ["Docs/X.md"]}

        total = joined(first, second)

        self.assertEqual(total["sources"], {"files": ["A.swift", "B.swift"], "added": 12, "removed": 4,
                                            "roles": ["A", "B"]})
        self.assertEqual(total["tests"]["added"], 20)
        self.assertEqual(total["elsewhere"], ["Docs/X.md"])



class EarlierSolutionsSpec(unittest.TestCase):
    """A workshop exercise is read on the tree its step of the day starts from (Workshop/Day.txt)."""

    @staticmethod
    def numbers(patches):
        return [int(os.path.basename(path).removeprefix("exercise-").removesuffix(".patch")) for path in patches]

    def test_the_first_exercise_starts_from_the_shipped_tree(self):
        self.assertEqual(earlier_solutions(1), [])

    def test_round_two_starts_from_every_round_one_solution_in_the_days_order_and_no_drill(self):
        self.assertEqual(self.numbers(earlier_solutions(5)), [1, 2, 3, 4, 9])

    def test_teas_round_two_comes_after_the_other_four_of_its_round(self):
        self.assertEqual(self.numbers(earlier_solutions(10)), [1, 2, 3, 4, 9, 5, 6, 7, 8])

    def test_an_exercise_the_day_does_not_run_is_refused(self):
        with self.assertRaises(SystemExit):
            earlier_solutions(99)



def numbers(patches):
    return [int(os.path.basename(path).removeprefix("exercise-").removesuffix(".patch")) for path in patches]


def own_folders_only(patch):
    """The paths of a solution on a day whose solutions each change only their own pattern's folders."""
    return {f"Sources/MyCards{architecture_of(numbers([patch])[0])}/Cards/X.swift"}


class TreeBeforeSpec(unittest.TestCase):
    """Which earlier solutions an exercise is read on, and when it cannot be read yet."""

    def test_an_exercise_is_read_on_its_own_architectures_earlier_solutions_when_the_others_leave_its_folders_alone(
            self):
        earlier = tree_before("MVC", "MyCardsMVC", "MVCTests", 16, lambda _: True, own_folders_only)

        self.assertEqual(numbers(earlier), [1, 5, 11])

    def test_another_patterns_solution_that_changes_its_folders_is_applied_in_the_days_order(self):
        def paths(patch):
            return {"Sources/MyCardsMVC/Cards/X.swift"} if numbers([patch]) == [6] else own_folders_only(patch)

        earlier = tree_before("MVC", "MyCardsMVC", "MVCTests", 11, lambda _: True, paths)

        self.assertEqual(numbers(earlier), [1, 5, 6])

    def test_another_patterns_solution_not_there_yet_does_not_stop_the_reading(self):
        def exists(patch):
            return numbers([patch]) not in ([12], [13], [14])

        earlier = tree_before("TEA", "MyCardsTEA", "TEATests", 20, exists, own_folders_only)

        self.assertEqual(numbers(earlier), [9, 10, 15])

    def test_an_earlier_solution_of_its_own_not_there_yet_leaves_it_unread(self):
        def exists(patch):
            return numbers([patch]) != [13]

        self.assertIsNone(tree_before("VIPER", "MyCardsVIPER", "VIPERTests", 18, exists, own_folders_only))


class WorkshopRoundSpec(unittest.TestCase):
    """A round counts every architecture whose exercise can be read and leaves the others out ("not measured")."""

    @staticmethod
    def read(name, module, tests, exercises, earlier):
        return numbers(earlier)

    def test_an_architecture_whose_solution_is_not_there_yet_is_left_out_and_the_others_counted(self):
        def exists(patch):
            return numbers([patch]) not in ([12], [13], [14])

        found = workshop_round(WORKSHOP_NAVIGATION, ARCHITECTURES, exists, own_folders_only, lambda _: True, self.read)

        self.assertEqual(found, {"MVC": [1, 5], "TEA": [9, 10]})

    def test_a_round_whose_architecture_misses_an_earlier_solution_of_its_own_leaves_it_out(self):
        def exists(patch):
            return numbers([patch]) != [12]

        found = workshop_round(WORKSHOP_ASYNC, ARCHITECTURES, exists, own_folders_only, lambda _: True, self.read)

        self.assertEqual(sorted(found), ["MVC", "TEA", "VIP", "VIPER"])
        self.assertEqual(found["VIP"], [4, 8, 14])

    def test_an_architecture_whose_solution_does_not_apply_in_the_days_order_is_left_out(self):
        def applies(patches):
            return numbers(patches)[-1] != 7

        found = workshop_round(WORKSHOP_FILTER, ARCHITECTURES, lambda _: True, own_folders_only, applies, self.read)

        self.assertEqual(sorted(found), ["MVC", "MVVM", "TEA", "VIP"])

    def test_the_four_rounds_are_written_under_their_own_keys_in_the_days_order(self):
        self.assertEqual([key for key, _ in WORKSHOP_ROUNDS],
                         ["workshop", "workshopFilter", "workshopNavigation", "workshopAsync"])


if __name__ == "__main__":
    unittest.main()
