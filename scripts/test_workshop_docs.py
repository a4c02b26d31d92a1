"""Specs of the workshop docs' figure rule, their generated blocks and the deck:
python3 -m unittest discover -s scripts -p 'test_*.py'"""

import pathlib
import tempfile
import unittest

from comparison_tables import action_segment, trace_messages
from doc_figures import figures_outside_blocks
from slides import deck, sequence, short
from workshop_figures import fill

ROOT = pathlib.Path(__file__).resolve().parent.parent

COMPARISON = """# The comparison, measured

## The answer

| aspect | the article | verdict | the figure it rests on | deciding difference, 95 % interval | caveat |
| --- | --- | --- | --- | --- | --- |
| **refactoring** | VIPER worse | **no measurable difference** | types a change touched: MVC 1.2 · VIPER 7.2 | x | small |
| **collaboration** | MVC hard | **backed** | largest file's share: MVC 100 % · VIPER 32 % | x | none |

## Follow one action

| | MVC | VIPER |
| --- | --- | --- |
| open a card: roles / files / messages | 2 / 2 / 7 | 8 / 8 / 16 |
"""


def figures(text):
    return [figure for _, figure, _ in figures_outside_blocks(text)]


class FigureRuleSpec(unittest.TestCase):
    def test_a_figure_in_prose_fails(self):
        self.assertEqual(figures("VIPER's presenter has 303 lines.\n"), ["303"])

    def test_a_figure_in_a_generated_block_passes(self):
        text = "Measured:\n<!-- generated:workshop-changes -->\n| MVC | 1 file, +17 −1 |\n" \
               "<!-- /generated:workshop-changes -->\n"

        self.assertEqual(figures(text), [])

    def test_a_block_whose_closing_mark_names_another_block_protects_nothing(self):
        text = "<!-- generated:open-a-card -->\nMVC 2 / 2 / 7\n<!-- /generated:slides -->\n"

        self.assertEqual(figures(text), ["2", "2", "7"])

    def test_a_figure_mark_passes(self):
        self.assertEqual(figures("MVC <!--figure:MVC.lines-->799<!--/figure--> lines\n"), [])

    def test_times_of_day_in_the_plan_pass(self):
        self.assertEqual(figures("| 09:00–09:15 | Opening |\n| 12:30 | Lunch |\n"), [])

    def test_exercise_drill_and_round_numbers_pass_with_the_numbers_joined_to_them(self):
        text = ("Exercises 1–4 and 9, then drill 3; exercise 10 in round two, part 1, N=5; exercises 2, 3, 6, 7 and 8;\n"
                "exercises 2 and 4, and 9; exercises 1, 2, 3, 4, then 9.\n")

        self.assertEqual(figures(text), [])

    def test_a_duration_after_an_exercise_number_still_fails(self):
        self.assertEqual(figures("Exercise 9 took 40 minutes.\n"), ["40"])

    def test_code_and_link_targets_pass(self):
        text = "Run `make exercise N=9` and read `Cards (3)`.\n```\n$ make drill N=4\n```\n[tea](SideBySide.md#l2)\n"

        self.assertEqual(figures(text), [])

    def test_a_percentage_and_a_decimal_are_one_figure_each(self):
        self.assertEqual(figures("Coverage 98.1 % and 1,561 lines.\n"), ["98.1", "1,561"])

    def test_it_names_the_line_of_each_figure(self):
        found = figures_outside_blocks("Plan\n\n09:00 opening\nabout 25 people\n")

        self.assertEqual([(number, figure) for number, figure, _ in found], [(4, "25")])


class GeneratedBlocksSpec(unittest.TestCase):
    def test_a_block_is_rewritten_from_comparison_and_the_prose_around_it_is_kept(self):
        text = "Before.\n<!-- generated:open-a-card -->\nstale 1 / 1 / 1\n<!-- /generated:open-a-card -->\nAfter.\n"

        self.assertEqual(fill(text, COMPARISON),
                         "Before.\n<!-- generated:open-a-card -->\nOpening a card, roles / files / messages: "
                         "MVC 2 / 2 / 7 · VIPER 8 / 8 / 16.\n<!-- /generated:open-a-card -->\nAfter.\n")

    def test_the_verdicts_block_quotes_the_article_the_verdict_and_the_figure(self):
        text = "<!-- generated:verdicts-refactoring-collaboration -->\n<!-- /generated:verdicts-refactoring-collaboration -->\n"

        filled = fill(text, COMPARISON)

        self.assertIn("**refactoring**: the article says \"VIPER worse\"; verdict **no measurable difference**; "
                      "types a change touched: MVC 1.2 · VIPER 7.2.", filled)
        self.assertIn("**collaboration**", filled)

    def test_the_changes_block_gives_each_change_its_tests_and_counts_types_without_naming_them(self):
        refactoring = ("\n## The refactoring exercise, measured\n\n| | MVC | VIP |\n| --- | --- | --- |\n"
                       "| source files touched, lines +/− | 1 file, +29 −4 | 5 files, +91 −4 |\n"
                       "| types touched (roles) | 1: A | 8: B, C |\n"
                       "| its tests: test files touched | 4 files, +154 −13 | 4 files, +292 −11 |\n"
                       "| **third change**: the title | 1 file / 1 type, +1 −0 | 3 files / 3 types, +4 −2 |\n"
                       "| its tests: the solution's | none | none |\n"
                       "| **fourth change**: the filter | 1 file / 1 type, +17 −1 | 4 files / 5 types, +25 −2 |\n")
        text = "<!-- generated:workshop-changes -->\n<!-- /generated:workshop-changes -->\n"

        lines = fill(text, COMPARISON + refactoring).split("\n")[1:-2]

        self.assertEqual(lines, [
            "|  | MVC | VIP |",
            "| --- | --- | --- |",
            "| Favourites: source files, lines | 1 file, +29 −4 | 5 files, +91 −4 |",
            "| Favourites: types touched | 1 | 8 |",
            "| its tests | 4 files, +154 −13 | 4 files, +292 −11 |",
            "| round one, the title: files / types, lines | 1 file / 1 type, +1 −0 | 3 files / 3 types, +4 −2 |",
            "| its tests | none | none |",
            "| round two, the filter: files / types, lines | 1 file / 1 type, +17 −1 | 4 files / 5 types, +25 −2 |",
        ])

    def test_an_unknown_block_fails_rather_than_stays_stale(self):
        with self.assertRaisesRegex(ValueError, "no generated block 'bogus'"):
            fill("<!-- generated:bogus -->\n1\n<!-- /generated:bogus -->\n", COMPARISON)

    def test_a_section_make_compare_no_longer_writes_fails(self):
        with self.assertRaisesRegex(ValueError, "run make compare"):
            fill("<!-- generated:workshop-changes -->\n<!-- /generated:workshop-changes -->\n", COMPARISON)


class DayBlocksSpec(unittest.TestCase):
    """The blocks read from the Workshop folder: a toy day of two rounds and a drill."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        self.root = pathlib.Path(folder.name)
        (self.root / "Workshop/Solutions").mkdir(parents=True)
        (self.root / "Workshop/Exercises/1-MVC").mkdir(parents=True)
        (self.root / "Workshop/Day.txt").write_text("# The day.\n# Round one: the title.\nexercise 1\n"
                                                     "# Break the rule.\ndrill 1\n# Round two: more.\nexercise 2\n")
        (self.root / "Package.swift").write_text('let workshopVariants = ["1": "MVC", "2": "TEA"]\n')
        (self.root / "Workshop/Solutions/exercise-1.patch").write_text(
            "diff --git a/Sources/A.swift b/Sources/A.swift\n--- a/Sources/A.swift\n+++ b/Sources/A.swift\n"
            "@@ -1,2 +1,3 @@\n a\n-b\n+c\n+d\n"
            "diff --git a/Tests/T.swift b/Tests/T.swift\n--- a/Tests/T.swift\n+++ b/Tests/T.swift\n"
            "@@ -1 +1 @@\n-x\n+y\n")

    def block(self, name):
        text = f"<!-- generated:{name} -->\n<!-- /generated:{name} -->\n"
        return fill(text, COMPARISON, self.root).split("\n")[1:-2]

    def test_the_plan_lists_each_rounds_steps_in_the_days_order_and_counts_them(self):
        self.assertEqual(self.block("day-plan"), [
            "| round (Workshop/Day.txt) | steps, in order |",
            "| --- | --- |",
            "| Round one: the title | exercise 1 · MVC |",
            "| Break the rule | drill 1 |",
            "| Round two: more | exercise 2 · TEA |",
            "",
            "2 exercises and 1 drills, in 2 rounds.",
        ])

    def test_what_the_solutions_touch_is_counted_from_the_patches_and_a_missing_one_says_so(self):
        self.assertEqual(self.block("solutions-touch")[2:], [
            "| 1 · MVC | 2 (1 of them under Tests/) | 3 | 2 |",
            "| 2 · TEA | no solution yet |  |  |",
        ])


TRACE = """AppShell -> CardsViewController: screenWillAppear()
CardsViewController -> CardsView: set data
CardsView -> CardsViewController: open
CardsViewController -> CardsWorker: get(PersistenceQuery)
CardsWorker -> CardsViewController: get answered (1 cards)
CardsViewController -> CardsView: set data
CardsView -> CardsViewController: edit
"""


class SlidesSpec(unittest.TestCase):
    def test_one_action_runs_from_its_view_event_to_the_next_one(self):
        segment = action_segment(trace_messages(TRACE), "open")

        self.assertEqual([line[2] for line in segment],
                         ["open", "get(PersistenceQuery)", "get answered (1 cards)", "set data"])

    def test_a_trace_line_of_another_shape_fails(self):
        with self.assertRaisesRegex(ValueError, "trace line 2"):
            trace_messages("A -> B: call()\nnot a message\n")

    def test_a_sequence_diagram_draws_calls_solid_and_answers_dashed_in_order_of_appearance(self):
        diagram = sequence(action_segment(trace_messages(TRACE), "open"))

        self.assertEqual(diagram.split("\n")[1:-1], [
            "sequenceDiagram",
            "    participant CardsView",
            "    participant CardsViewController",
            "    participant CardsWorker",
            "    CardsView->>CardsViewController: open",
            "    CardsViewController->>CardsWorker: get(PersistenceQuery)",
            "    CardsWorker-->>CardsViewController: get answered (1 cards)",
            "    CardsViewController->>CardsView: set data",
        ])

    def test_a_long_caveat_is_cut_at_its_first_clause(self):
        caveat = "true by construction for MVC (one role a screen); " + "the view controller is named so " * 5

        self.assertEqual(short(caveat), "true by construction for MVC (one role a screen) …")

    def test_the_deck_quotes_each_claims_figure_from_comparison_and_types_none_itself(self):
        comparison = (ROOT / "Docs/Comparison.md").read_text(encoding="utf8")
        slides = deck(ROOT)

        answer = comparison.split("## The answer")[1].split("\n## ")[0]
        quoted = [line.split(" | ")[3] for line in answer.split("\n") if line.startswith("| **")]
        self.assertTrue(quoted)
        for figure in quoted:
            if figure != "—":
                self.assertIn(figure, slides)
        self.assertEqual(figures_outside_blocks(slides), [])
        self.assertEqual(slides.count("```mermaid"), 5)


if __name__ == "__main__":
    unittest.main()
