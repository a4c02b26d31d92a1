"""Specs of the benchmark harness's own logic: python3 -m unittest discover -s scripts/bench"""

import os
import unittest

import check_instructions
import fixtures
import report
from ptyapp import PtyApp


class StatisticsSpec(unittest.TestCase):
    def test_median_of_an_even_count_is_the_mean_of_the_middle_two(self):
        self.assertEqual(report.median([4, 1, 3, 2]), 2.5)

    def test_p95_is_the_nearest_rank(self):
        self.assertEqual(report.p95(list(range(1, 101))), 95)
        self.assertEqual(report.p95([1, 2, 3]), 3)

    def test_summary_scales_seconds_to_milliseconds(self):
        self.assertEqual(report.summary([0.001, 0.003, 0.002], 1000), {"median": 2.0, "p95": 3.0, "n": 3})


class ReportSpec(unittest.TestCase):
    def test_a_cell_gives_the_ratio_to_mvc(self):
        self.assertEqual(report.cell({"median": 3.0, "p95": 4.0, "n": 5}, "x", {"median": 2.0}),
                         "3.00 (p95 4.00) · 1.50×")

    def test_a_missed_p95_target_is_a_miss_even_with_a_good_median(self):
        figures = {"mvc": {"key_move_10000": {"median": 0.5, "p95": 2.0, "n": 9}}}
        self.assertEqual(report.verdict("key_move_10000", figures), "❌")

    def test_esc_with_the_kitty_keyboard_protocol_is_held_to_5_ms(self):
        figures = {"mvc": {"key_close_kitty": {"median": 1.4, "p95": 12.0, "n": 20}},
                   "vip": {"key_close_kitty": {"median": 5.0, "p95": 6.0, "n": 20}}}
        self.assertEqual(report.verdict("key_close_kitty", figures), "✅ ❌")

    def test_a_report_without_the_kitty_esc_figure_shows_a_dash(self):
        results = {"date": "d", "machine": "m", "load_average": {"before": 1, "after": 1},
                   "variants": {"mvc": {}}}
        row = next(line for line in report.markdown(results).splitlines() if "kitty keyboard" in line)
        self.assertIn("| — |", row)

    def test_instructions_within_115_percent_of_mvc_pass(self):
        figures = {"mvc": {"instructions": {"value": 100}}, "vip": {"instructions": {"value": 116}}}
        self.assertEqual(report.verdict("instructions", figures), "✅ ❌")


class GuardSpec(unittest.TestCase):
    baseline = {"tolerance": 0.1, "instructions": {"mvc": 1000}, "show_code": {"mvc": 100}}

    def test_growth_within_the_tolerance_passes(self):
        _, passed = check_instructions.compare(self.baseline, {"instructions": {"mvc": 1100}}, accepted=False)
        self.assertTrue(passed)

    def test_growth_over_the_tolerance_fails(self):
        lines, passed = check_instructions.compare(self.baseline, {"instructions": {"mvc": 1101}}, accepted=False)
        self.assertFalse(passed)
        self.assertIn("over the tolerance", lines[0])

    def test_growth_over_the_tolerance_passes_when_the_baseline_changed_in_the_commit(self):
        _, passed = check_instructions.compare(self.baseline, {"instructions": {"mvc": 2000}}, accepted=True)
        self.assertTrue(passed)

    def test_a_variant_without_a_baseline_fails(self):
        _, passed = check_instructions.compare(self.baseline, {"instructions": {"vip": 10}}, accepted=True)
        self.assertFalse(passed)

    def test_show_code_growth_over_the_tolerance_fails_even_when_the_journey_passes(self):
        lines, passed = check_instructions.compare(
            self.baseline, {"instructions": {"mvc": 1000}, "show_code": {"mvc": 111}}, accepted=False)
        self.assertFalse(passed)
        self.assertIn("mvc show_code", lines[1])
        self.assertIn("over the tolerance", lines[1])

    def test_a_baseline_without_show_code_asks_for_an_update(self):
        baseline = {"tolerance": 0.1, "instructions": {"mvc": 1000}}
        lines, passed = check_instructions.compare(baseline, {"show_code": {"mvc": 100}}, accepted=False)
        self.assertFalse(passed)
        self.assertIn("no baseline", lines[0])


class FixturesSpec(unittest.TestCase):
    def test_every_card_has_its_own_pictures(self):
        cards = fixtures.many_cards(50)
        self.assertEqual(len({card["front"] for card in cards} | {card["back"] for card in cards}), 100)

    def test_pictures_are_pngs_of_the_id1_aspect(self):
        picture = fixtures.card_picture(7, "back")
        self.assertTrue(picture.startswith(b"\x89PNG\r\n\x1a\n"))
        self.assertEqual((int.from_bytes(picture[16:20], "big"), int.from_bytes(picture[20:24], "big")), (96, 60))


class PtyAppSpec(unittest.TestCase):
    def test_a_key_is_timed_to_the_last_byte_of_its_answer(self):
        app = PtyApp(["sh", "-c", "stty raw -echo; echo ready; exec cat"], {"PATH": os.environ.get("PATH", "")})
        try:
            app.settle(0.1, expect=b"ready")
            latency, late = app.key(b"x", gap=0.01, quiet=0.0)
            self.assertGreater(latency, 0)
            self.assertLess(latency, 1)
            self.assertTrue(app.output.endswith(b"x"))
        finally:
            app.kill()

    def test_the_peak_rss_is_the_programs_own_not_the_harness_pages_it_had_until_exec(self):
        ballast = bytearray(64 * 1024 * 1024)
        for offset in range(0, len(ballast), 4096):
            ballast[offset] = 1
        app = PtyApp(["sh", "-c", "stty raw -echo; echo ready; exec head -c 1"], {"PATH": os.environ.get("PATH", "")})
        try:
            app.settle(0.1, expect=b"ready")
            status, rss = app.quit()
            self.assertEqual(status, 0)
            self.assertLess(rss, 32 * 1024)
        finally:
            app.kill()
            del ballast

    def test_the_exit_status_and_peak_rss_are_read_at_exit(self):
        app = PtyApp(["sh", "-c", "exit 3"], {"PATH": os.environ.get("PATH", "")})
        status, rss = app.wait()
        self.assertEqual(status, 3)
        self.assertGreater(rss, 0)


if __name__ == "__main__":
    unittest.main()
