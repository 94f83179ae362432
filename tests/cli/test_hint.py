"""End-to-end tests of `looplab hint`, `solve --path` and `rate --explain`."""
import json
import unittest

from looplab_cli import run, validate

EASY = "5x5t0:a10a0a10a1a1b2a3b1d2"  # corpus: 5x5 easy, one solution
TWO = "2./.."                        # a 2x2 with several loops


def solution(puzzle):
    code, out, err = run("solve", "--json", puzzle)
    assert code == 0, err
    return json.loads(out)["solution"]


class HintTest(unittest.TestCase):
    def test_from_the_empty_board_a_step(self):
        code, out, err = run("hint", "--json", EASY)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        self.assertEqual(j["tier"], 0)
        self.assertTrue(j["conclusions"])
        code, out, err = run("hint", EASY)
        self.assertEqual(code, 0, err)
        self.assertIn("row ", out)
        self.assertIn("tier 0", out)

    def test_a_wrong_mark_is_named_and_nothing_else(self):
        s = solution(EASY)
        h = list(s["h"].replace("0", "x"))
        h[0] = "x" if h[0] == "1" else "1"  # flip the first h edge
        v = "." * len(s["v"])
        code, out, err = run("hint", "--json", EASY, "".join(h), v)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "mistake")
        self.assertEqual(len(j["marks"]), 1)
        self.assertEqual((j["marks"][0]["edge"], j["marks"][0]["row"], j["marks"][0]["col"]), ("h", 0, 0))
        self.assertEqual(set(j), {"kind", "marks", "text"})

    def test_the_solution_is_solved(self):
        s = solution(EASY)
        code, out, err = run("hint", "--json", EASY, s["h"].replace("0", "."), s["v"].replace("0", "."))
        self.assertEqual(code, 0, err)
        self.assertEqual(json.loads(out), {"kind": "solved"})
        code, out, _ = run("hint", EASY, s["h"], s["v"])
        self.assertEqual(out, "solved\n")

    def test_bad_input_is_refused_with_exit_2(self):
        code, _, err = run("hint", TWO)
        self.assertEqual(code, 2)
        self.assertIn("exactly one solution", err)
        code, _, err = run("hint", EASY, "...")
        self.assertEqual(code, 2)
        self.assertIn("H and V", err)
        code, _, err = run("hint", EASY, "." * 29 + "q", "." * 30)
        self.assertEqual(code, 2)
        self.assertIn("'q' at row 6, column 5", err)

    def test_a_family_without_hints_says_so(self):
        code, _, err = run("hint", "6x6:BcWdWgBaWBaBhWBc")
        self.assertEqual(code, 2)
        self.assertIn("hints for masyu are not available yet", err)
        self.assertEqual(len(err.strip().splitlines()), 1)


class PathTest(unittest.TestCase):
    def test_the_path_replays_to_the_solution(self):
        code, out, err = run("solve", "--path", "--json", EASY)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j["path"], "path.schema.json")
        s = solution(EASY)
        h, v = ["."] * len(s["h"]), ["."] * len(s["v"])
        steps = [step for journey in j["path"]["journeys"] for step in journey]
        self.assertEqual(len(steps), j["path"]["steps"])
        for step in steps:
            for c in step["conclusions"]:
                target = h if c["edge"] == "h" else v
                width = 5 if c["edge"] == "h" else 6
                i = c["row"] * width + c["col"]
                self.assertEqual(target[i], ".")
                target[i] = "1" if c["mark"] == "line" else "0"
        self.assertEqual(("".join(h), "".join(v)), (s["h"], s["v"]))
        code, out, err = run("solve", "--path", EASY)
        self.assertEqual(code, 0, err)
        self.assertIn("steps in", out)

    def test_rate_explain_shows_the_hardest_steps(self):
        code, out, err = run("rate", "--explain", EASY)
        self.assertEqual(code, 0, err)
        self.assertIn("hardest steps:", out)
        code, out, err = run("rate", "--explain", "--json", EASY)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        hardest = j["explain"]["hardest"]
        self.assertTrue(hardest)
        tiers = [s["tier"] for s in hardest]
        self.assertEqual(tiers, sorted(tiers, reverse=True))
        self.assertEqual(len(j["explain"]["steps_by_tier"]), 5)  # tiers 0-3, then guesses
        self.assertEqual(j["rating"]["metrics"]["propagation_tier"], max(tiers))


if __name__ == "__main__":
    unittest.main()
