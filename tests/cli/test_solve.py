"""End-to-end tests of `looplab solve` and `looplab count` (run by ctest with LOOPLAB set)."""
import json
import os
import subprocess
import tempfile
import unittest

from looplab_cli import needs_peers, peers

LOOPLAB = os.environ.get("LOOPLAB", "looplab")

EASY = "5x5t0:b3b3b13f302c1a3"  # a Tatham Easy puzzle, one solution
TWO = "2./.."                    # a 2x2 with several loops
NONE = "3"                       # a 1x1 whose only loop has 4 sides


def run(*args, stdin=None):
    return subprocess.run([LOOPLAB, *args], input=stdin, capture_output=True, text=True, timeout=120)


# Near-minimal 20x20 (clue removal to minimality): the propagation solver's root fixpoint
# does not settle it, so the SAT engine proves it.
HARD = "20x20t0:3b1a22b3a3a3c222e1c0d3a1a1a22d1a0a1b1c2b101a3113b3a2a0a3122d22a2b1b1c2b20c2a2a00b1a1a2g22a21d00b23b21d2a01a1d3a212a122a1f1a012a32a12b1122a1a3g33b3a3a2a0b23a2c2b2c1b0c2232g23b2d2b231a121c13b1b2a3c3a2111d23a2a1a11a2c2c2a2a22a3d1a1a102a3b23b131b0c0h0b1d00a00a0a00a0m0j"


class SolveTest(unittest.TestCase):
    def test_a_hard_proof_names_the_sat_engine_and_checks(self):
        r = run("solve", "--json", HARD)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        self.assertEqual((j["status"], j["solutions"]), ("unique", 1))
        self.assertEqual(j["stats"]["engine"], "sat")
        self.assertGreater(j["stats"]["sat_calls"], 0)
        self.assertGreater(j["stats"]["sat_conflicts"], 0)
        c = run("check", HARD, j["solution"]["h"], j["solution"]["v"])
        self.assertEqual(c.returncode, 0, c.stdout + c.stderr)
        self.assertEqual(json.loads(run("solve", "--json", EASY).stdout)["stats"]["engine"], "propagation")

    def test_max_nodes_stops_a_proof_as_unproven(self):
        r = run("solve", "--max-nodes", "5", HARD)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("unproven ("), r.stdout)
        j = json.loads(run("solve", "--json", "--max-nodes", "5", HARD).stdout)
        self.assertEqual(j["status"], "unproven")

    def test_absurd_max_nodes_are_refused(self):
        for bad in ("0", "-1", "lots", "1000000000001"):
            r = run("solve", "--max-nodes", bad, EASY)
            self.assertEqual(r.returncode, 2, bad)
            self.assertIn("--max-nodes", r.stderr)
            self.assertEqual(r.stdout, "")

    def test_plain_output_shows_status_and_picture(self):
        r = run("solve", EASY)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("unique (1 solution found, limit 2)"), r.stdout)
        self.assertIn("+---+", r.stdout)
        self.assertIn(" 3 ", r.stdout)

    def test_json_has_the_documented_shape(self):
        r = run("solve", "--json", EASY)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        self.assertEqual((j["rows"], j["cols"], j["status"], j["solutions"]), (5, 5, "unique", 1))
        self.assertEqual(len(j["solution"]["h"]), 6 * 5)
        self.assertEqual(len(j["solution"]["v"]), 5 * 6)
        for key in ("guesses", "backtracks", "nodes", "max_depth", "seconds", "rule_steps"):
            self.assertIn(key, j["stats"])
        self.assertIn("clue_saturation", j["stats"]["rule_steps"])
        self.assertNotIn("rules", j["stats"])  # one key per fact: rule_steps, as in ratings
        # The solution passes the independent checker of `looplab check`.
        c = run("check", EASY, j["solution"]["h"], j["solution"]["v"])
        self.assertEqual(c.returncode, 0, c.stdout + c.stderr)

    def test_two_solutions_are_multiple_with_two_different_loops(self):
        r = run("solve", "--json", TWO)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        self.assertEqual(j["status"], "multiple")
        self.assertEqual(j["solutions"], 2)
        self.assertNotEqual(j["solution"], j["second_solution"])
        for s in (j["solution"], j["second_solution"]):
            self.assertEqual(run("check", TWO, s["h"], s["v"]).returncode, 0)
        plain = run("solve", TWO)
        self.assertTrue(plain.stdout.startswith("multiple (2+ solutions found, limit 2)"), plain.stdout)

    def test_no_solution_is_none_with_exit_zero(self):
        r = run("solve", "--json", NONE)
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        self.assertEqual((j["status"], j["solutions"], j["solution"]), ("none", 0, None))
        self.assertTrue(run("solve", NONE).stdout.startswith("none (0 solutions found"))

    def test_a_file_of_puzzles_gives_one_json_line_each(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# three puzzles\n" + EASY + "\n" + "e 5x5t0:b2c30b2a2a1b2b3d\n" + NONE + "\n")
        try:
            r = run("solve", "--json", f.name)
            self.assertEqual(r.returncode, 0, r.stderr)
            lines = [json.loads(x) for x in r.stdout.splitlines()]
            self.assertEqual([x["status"] for x in lines], ["unique", "unique", "none"])
            stdin = run("solve", "--json", "-", stdin=EASY + "\n" + TWO + "\n")
            self.assertEqual([json.loads(x)["status"] for x in stdin.stdout.splitlines()], ["unique", "multiple"])
        finally:
            os.unlink(f.name)

    def test_limit_is_respected(self):
        j = json.loads(run("solve", "--json", "--limit", "7", "3x3t0:i").stdout)
        self.assertEqual((j["status"], j["solutions"]), ("multiple", 7))

    def test_bad_input_exits_2_with_one_line(self):
        for args in (["solve", "5x5t0:zzzzz"], ["solve", "--limit", "0", EASY], ["solve", "no-such-file.txt"],
                     ["count", "2x2t0:q"]):
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
            self.assertEqual(r.stdout, "")

    @needs_peers
    def test_nikoli_sample_is_unique(self):
        j = json.loads(run("solve", "--json", os.path.join(peers(self), "nikoli-sl-0001.txt")).stdout)
        self.assertEqual(j["status"], "unique")
        self.assertEqual(j["stats"]["guesses"], 0)


class CountTest(unittest.TestCase):
    def test_count_prints_only_the_number(self):
        self.assertEqual(run("count", EASY).stdout, "1\n")
        self.assertEqual(run("count", NONE).stdout, "0\n")
        self.assertEqual(run("count", "--limit", "100", "3x3t0:i").stdout, "100\n")

    def test_count_all_gives_known_loop_numbers(self):
        self.assertEqual(run("count", "--all", "1x1t0:a").stdout, "1\n")
        self.assertEqual(run("count", "--all", "2x2t0:d").stdout, "13\n")
        self.assertEqual(run("count", "--all", "..../..../..../....").stdout, "9349\n")


if __name__ == "__main__":
    unittest.main()
