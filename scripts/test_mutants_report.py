"""Specs of make mutants' report: python3 -m unittest discover -s scripts -p 'test_*.py'"""

import unittest

from mutants_report import summarise, tests_changed

PLAN = {"architectures": {
    "TEA": {"notScreens": ["App", "Store"],
            "pool": {"Cards": {"delete assignment": 40, "drop returned effect": 12}, "Code": {"delete assignment": 3},
                     "App": {"delete call": 20}, "Store": {"delete call": 9, "negate condition": 4}}},
    "MVC": {"notScreens": ["App"], "pool": {"Cards": {"delete call": 30}, "App": {"delete call": 11}}}}}


def row(identifier, name, group, kind, outcome):
    return [str(identifier), name, group, f"MyCards{name}/X.swift", "3", kind, "x()", outcome]


class SummarySpec(unittest.TestCase):
    def setUp(self):
        self.architectures, self.others = summarise([
            row(5000, "TEA", "screens", "delete assignment", "killed"),
            row(5001, "TEA", "screens", "drop returned effect", "survived"),
            row(5500, "TEA", "App", "delete call", "killed"),
            row(5501, "TEA", "Store", "delete call", "survived"),
            row(1000, "MVC", "screens", "delete call", "killed"),
        ], PLAN)

    def test_the_screens_score_leaves_the_other_folders_out(self):
        self.assertEqual((self.architectures["TEA"]["killed"], self.architectures["TEA"]["total"]), (1, 2))

    def test_each_folder_that_is_no_screen_has_its_own_score(self):
        self.assertEqual(self.others["TEA"]["App"]["killed"], 1)
        self.assertEqual(self.others["TEA"]["Store"]["total"], 1)
        self.assertEqual(self.others["TEA"]["Store"]["survivors"][0]["id"], 5501)

    def test_the_faults_drawn_are_tallied_by_kind(self):
        self.assertEqual(self.architectures["TEA"]["byKind"],
                         {"delete assignment": {"drawn": 1, "killed": 1},
                          "drop returned effect": {"drawn": 1, "killed": 0}})

    def test_the_screens_pool_sums_every_screen_folder_and_no_other(self):
        self.assertEqual(self.architectures["TEA"]["pool"], {"delete assignment": 43, "drop returned effect": 12})
        self.assertEqual(self.architectures["MVC"]["pool"], {"delete call": 30})

    def test_a_folder_with_no_mutant_still_has_its_row_and_pool(self):
        self.assertEqual(self.others["MVC"]["App"], {"killed": 0, "total": 0, "survivors": [], "byKind": {},
                                                     "pool": {"delete call": 11}})

    def test_a_folders_pool_is_its_own(self):
        self.assertEqual(self.others["TEA"]["Store"]["pool"], {"delete call": 9, "negate condition": 4})


class TestsChangedSpec(unittest.TestCase):
    def test_a_new_test_is_listed_by_its_name(self):
        diff = '+++ b/Tests/TEATests/A.swift\n+    @Test("pushes the photo screen")\n+    func push() {}\n'

        self.assertEqual(tests_changed(diff), (["pushes the photo screen"], 0))

    def test_a_moved_test_is_neither_added_nor_removed(self):
        diff = '-    @Test("keeps the draft")\n+    @Test("keeps the draft")\n'

        self.assertEqual(tests_changed(diff), ([], 0))

    def test_a_renamed_test_counts_as_one_added_and_one_removed(self):
        diff = '-    @Test("shows it")\n+    @Test("shows the caption")\n'

        self.assertEqual(tests_changed(diff), (["shows the caption"], 1))

    def test_escaped_quotes_and_arguments_stay_in_the_name(self):
        diff = '+    @Test("says \\"no card\\"", arguments: [1, 2])\n'

        self.assertEqual(tests_changed(diff), (['says \\"no card\\"'], 0))

    def test_file_headers_and_other_lines_are_not_tests(self):
        diff = '--- a/Tests/TEATests/A.swift\n+++ b/Tests/TEATests/A.swift\n+    #expect(x == 1)\n'

        self.assertEqual(tests_changed(diff), ([], 0))


if __name__ == "__main__":
    unittest.main()
