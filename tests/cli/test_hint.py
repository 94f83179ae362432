"""End-to-end tests of `looplab hint`, `solve --path` and `rate --explain`."""
import json
import os
import re
import tempfile
import unittest

from looplab_cli import SOURCE_DIR, run, validate

EASY = "5x5t0:a10a0a10a1a1b2a3b1d2"  # corpus: 5x5 easy, one solution
TWO = "2./.."                        # a 2x2 with several loops
PEARL = "6x6:BcWdWgBaWBaBhWBc"       # Masyu, 6x6, one solution
SUDOKU = "3x3:c6b2b1_7f8b2a7b9b4_9c7d3c4_6a8f1a3b8h2_4a9_7_6e9b4"
PIPES = os.path.join(SOURCE_DIR, "examples", "pipes.txt")  # ∞ Loop
TOWERS = "6:2/2/3/1/4/2/4/4/1/3/2/2/3/2/1/2/3/3/2/4/3/1/2/2,e4g1a3f1j4b"  # Tatham easy


def solution(puzzle):
    code, out, err = run("solve", "--json", puzzle)
    assert code == 0, err
    return json.loads(out)["solution"]


def replay(test, puzzle, h_width):
    """Replays `solve --path --json`: each mark once, the result the solution."""
    code, out, err = run("solve", "--path", "--json", puzzle)
    test.assertEqual(code, 0, err)
    j = json.loads(out)
    validate(j["path"], "path.schema.json")
    s = solution(puzzle)
    h, v = ["."] * len(s["h"]), ["."] * len(s["v"])
    steps = [step for journey in j["path"]["journeys"] for step in journey]
    test.assertEqual(len(steps), j["path"]["steps"])
    for step in steps:
        for c in step["conclusions"]:
            target, width = (h, h_width) if c["edge"] == "h" else (v, h_width + 1)
            i = c["row"] * width + c["col"]
            test.assertEqual(target[i], ".")
            target[i] = "1" if c["mark"] == "line" else "0"
    test.assertEqual(("".join(h), "".join(v)), (s["h"], s["v"]))
    return j


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
        # The families `hint --help` lists have hints; any other says so in one line.
        _, helptext, _ = run("hint", "--help")
        with_hints = set(re.findall(r"^  ([a-z_-]+): ", helptext.split("STATE:")[1], re.M))
        self.assertTrue({"slitherlink", "masyu"} <= with_hints)
        others = {"sudoku": SUDOKU, "infinity-loop": PIPES}
        without = [(name, puzzle) for name, puzzle in others.items() if name not in with_hints]
        if not without:
            self.skipTest("every family has hints")
        name, puzzle = without[0]
        code, _, err = run("hint", puzzle)
        self.assertEqual(code, 2)
        self.assertIn(f"hints for {name} are not available yet", err)
        self.assertEqual(len(err.strip().splitlines()), 1)


class HintSessionTest(unittest.TestCase):
    def test_one_answer_a_line_each_as_the_single_hint_gives_it(self):
        # Positions from the solution with some marks flipped or blanked, plus the empty
        # board and a bad line: the session answers each as `hint PUZZLE STATE` does.
        s = solution(EASY)
        states = [[s["h"], s["v"]], ["." * len(s["h"]), "." * len(s["v"])],
                  ["x" + s["h"][1:] if s["h"][0] == "1" else "1" + s["h"][1:], s["v"]],
                  [s["h"][:7] + "." * (len(s["h"]) - 7), "." * len(s["v"])]]
        lines = [" ".join(st) for st in states] + ["", "1 2 3"]
        code, out, err = run("hint", "--json", EASY, "-", stdin="\n".join(lines) + "\n")
        self.assertEqual(code, 2, err)  # the bad last line
        answers = [json.loads(l) for l in out.splitlines()]
        self.assertEqual(len(answers), len(lines))
        for a in answers:
            validate(a, "hint.schema.json")
        for st, a in zip(states, answers):
            c, single, e = run("hint", "--json", EASY, *st)
            self.assertEqual((c, json.loads(single)), (0, a), e)
        code, empty, _ = run("hint", "--json", EASY)
        self.assertEqual(answers[4], json.loads(empty))
        self.assertEqual(answers[5]["kind"], "error")
        self.assertIn("stdin:6:", err)
        self.assertEqual([answers[0]["kind"], answers[2]["kind"]], ["solved", "mistake"])
        # Text answers, one a line for a mistake and "solved".
        code, out, err = run("hint", EASY, "-", stdin=" ".join(states[0]) + "\n" + " ".join(states[2]) + "\n")
        self.assertEqual(code, 0, err)
        self.assertEqual(out.splitlines()[0], "solved")
        self.assertTrue(out.splitlines()[1].startswith("mistake: "))


class MasyuHintTest(unittest.TestCase):
    def test_from_the_empty_board_a_step_on_a_pearl(self):
        code, out, err = run("hint", "--json", PEARL)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual((j["kind"], j["rule"], j["tier"]), ("step", "pearl", 0))
        self.assertTrue(j["conclusions"])
        self.assertTrue(all("clue" in p for p in j["premises"]))
        code, out, err = run("hint", PEARL)
        self.assertEqual(code, 0, err)
        self.assertIn("pearl in row ", out)
        self.assertIn(" must be", out)

    def test_a_wrong_mark_is_named_and_nothing_else(self):
        s = solution(PEARL)
        v = list(s["v"].replace("0", "x"))
        v[7] = "x" if v[7] == "1" else "1"  # row 1, column 1 (0-based) of V: 6 a row
        code, out, err = run("hint", "--json", PEARL, "." * len(s["h"]), "".join(v))
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "mistake")
        self.assertEqual([(m["edge"], m["row"], m["col"]) for m in j["marks"]], [("v", 1, 1)])

    def test_a_partial_position_gets_an_undecided_step_that_agrees(self):
        s = solution(PEARL)
        h = s["h"][:15].replace("0", "x") + "." * (len(s["h"]) - 15)
        code, out, err = run("hint", "--json", PEARL, h, "." * len(s["v"]))
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        for c in j["conclusions"]:
            text, width = (h, 5) if c["edge"] == "h" else ("." * len(s["v"]), 6)
            i = c["row"] * width + c["col"]
            self.assertEqual(text[i], ".")
            self.assertEqual(c["mark"], "line" if s[c["edge"]][i] == "1" else "cross")

    def test_the_solution_is_solved_and_bad_states_are_refused(self):
        s = solution(PEARL)
        code, out, _ = run("hint", PEARL, s["h"], s["v"])
        self.assertEqual((code, out), (0, "solved\n"))
        code, _, err = run("hint", PEARL, "." * 30, "." * 29 + "q")
        self.assertEqual(code, 2)
        self.assertIn("STATE V: 'q' at row 5, column 6", err)
        code, _, err = run("hint", PEARL, "...")
        self.assertEqual(code, 2)
        self.assertIn("a Masyu STATE is two strings", err)

    def test_the_path_replays_to_the_solution_and_rate_explains(self):
        self.assertEqual(replay(self, PEARL, 5)["family"], "masyu")
        code, out, err = run("rate", "--explain", "--json", PEARL)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        self.assertEqual(len(j["explain"]["steps_by_tier"]), 5)  # tiers 0-3, then guesses
        self.assertEqual(j["rating"]["metrics"]["propagation_tier"], max(s["tier"] for s in j["explain"]["hardest"]))


def digit_solution(puzzle):
    """The one solution as one digit string, row-major (1-9 only: these tests' sizes)."""
    return "".join(str(d) for row in solution(puzzle)["grid"] for d in row)


class DigitsHintTest(unittest.TestCase):
    """Sudoku and Towers: STATE is the grid with blanks, then optional ruled-out digits."""

    def hint(self, puzzle, *state):
        code, out, err = run("hint", "--json", puzzle, *state)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        return j

    def test_steps_from_partial_positions_conclude_undecided_cells_and_agree(self):
        for puzzle in (SUDOKU, TOWERS):
            s = digit_solution(puzzle)
            n = int(len(s) ** 0.5)
            for keep in (0, 3, 2):
                state = "".join(d if keep and i % keep == 0 else "." for i, d in enumerate(s))
                j = self.hint(puzzle, state)
                self.assertEqual(j["kind"], "step")
                self.assertTrue(j["conclusions"])
                for c in j["conclusions"]:
                    i = c["row"] * n + c["col"]
                    self.assertEqual(state[i], ".")
                    if c["mark"] == "place":
                        self.assertEqual(str(c["digit"]), s[i])
                    else:
                        self.assertNotEqual(str(c["digit"]), s[i])
                self.assertRegex(j["text"], r"(must|can't) be \d")

    def test_a_ruled_out_digit_is_read_and_a_wrong_one_is_a_mistake(self):
        s = digit_solution(SUDOKU)
        wrong = str(int(s[0]) % 9 + 1)
        j = self.hint(SUDOKU, "." * 81, f"r1c1-{wrong}")
        self.assertEqual(j["kind"], "step")
        j = self.hint(SUDOKU, "." * 81, f"r1c1-{s[0]}")
        self.assertEqual(j["kind"], "mistake")
        self.assertEqual(j["marks"], [{"row": 0, "col": 0, "digit": int(s[0]), "mark": "eliminate"}])

    def test_a_wrong_digit_is_named_and_nothing_else(self):
        for puzzle in (SUDOKU, TOWERS):
            s = digit_solution(puzzle)
            blank = next(i for i, ch in enumerate(self.givens(puzzle)) if ch == ".")
            n = int(len(s) ** 0.5)
            wrong = str(int(s[blank]) % n + 1)
            state = "." * blank + wrong + "." * (len(s) - blank - 1)
            j = self.hint(puzzle, state)
            self.assertEqual(j["kind"], "mistake")
            self.assertEqual(j["marks"], [{"row": blank // n, "col": blank % n, "digit": int(wrong), "mark": "place"}])
            code, out, _ = run("hint", puzzle, s)
            self.assertEqual((code, out), (0, "solved\n"))

    def givens(self, puzzle):
        """The givens as a STATE: the path's first premises name them."""
        code, out, err = run("solve", "--path", "--json", puzzle)
        self.assertEqual(code, 0, err)
        s = digit_solution(puzzle)
        placed = set()
        for journey in json.loads(out)["path"]["journeys"]:
            for step in journey:
                for c in step["conclusions"]:
                    if c["mark"] == "place":
                        placed.add(c["row"] * int(len(s) ** 0.5) + c["col"])
        return "".join("." if i in placed else d for i, d in enumerate(s))

    def test_the_path_replays_to_the_solution_and_rate_explains(self):
        for puzzle, family, tiers in ((SUDOKU, "sudoku", 5), (TOWERS, "towers", 3)):
            code, out, err = run("solve", "--path", "--json", puzzle)
            self.assertEqual(code, 0, err)
            j = json.loads(out)
            validate(j["path"], "path.schema.json")
            self.assertEqual(j["family"], family)
            s = digit_solution(puzzle)
            grid = list(self.givens(puzzle))
            n = int(len(s) ** 0.5)
            for journey in j["path"]["journeys"]:
                for step in journey:
                    for c in step["conclusions"]:
                        i = c["row"] * n + c["col"]
                        self.assertEqual(grid[i], ".")
                        if c["mark"] == "place":
                            grid[i] = str(c["digit"])
                        else:
                            self.assertNotEqual(str(c["digit"]), s[i])
            self.assertEqual("".join(grid), s)
            code, out, err = run("rate", "--explain", "--json", puzzle)
            self.assertEqual(code, 0, err)
            self.assertEqual(len(json.loads(out)["explain"]["steps_by_tier"]), tiers + 1)

    def test_a_puzzle_beyond_the_rules_guesses_and_says_so(self):
        with open(os.path.join(SOURCE_DIR, "tests", "data", "solo-sgt.txt")) as f:
            hard = next(line.split()[1] for line in f if line.startswith("u "))
        code, out, err = run("solve", "--path", hard)
        self.assertEqual(code, 0, err)
        self.assertIn("Deduction has run out here: the search branches on row ", out)
        self.assertIn("(guess, tier 5)", out)

    def test_each_path_explains_its_grade(self):
        # Over Tatham's Solo and Towers sets: the path's hardest step is at the tier the
        # rater found (the fast 9x9 rater and the path's engine agree), or, where the
        # rater had to guess, a guess one tier above every rule.
        for data in ("solo-sgt.txt", "towers-sgt.txt"):
            with tempfile.TemporaryDirectory() as d:
                ids = os.path.join(d, "ids.txt")
                with open(os.path.join(SOURCE_DIR, "tests", "data", data)) as f, open(ids, "w") as out:
                    for line in f:
                        if not line.startswith("#"):
                            out.write(line.split()[1] + "\n")
                code, rated, err = run("rate", "--json", ids)
                self.assertEqual(code, 0, err)
                code, paths, err = run("solve", "--path", "--json", ids)
                self.assertEqual(code, 0, err)
            rated = [json.loads(l) for l in rated.splitlines() if l.strip()]
            paths = [json.loads(l) for l in paths.splitlines() if l.strip()]
            self.assertEqual(len(rated), len(paths))
            self.assertGreaterEqual(len(rated), 600)
            guessed = 0
            for r, p in zip(rated, paths):
                metrics, by_tier = r["rating"]["metrics"], p["path"]["steps_by_tier"]
                top = max(i for i, n in enumerate(by_tier) if n)
                if metrics["guesses"]:
                    guessed += 1
                    self.assertEqual(top, len(by_tier) - 1, (data, r["source"]))
                else:
                    self.assertEqual(top, metrics["max_tier"], (data, r["source"]))
            self.assertGreater(guessed, 0, data)

    def test_a_bad_state_is_refused_with_exit_2(self):
        code, _, err = run("hint", SUDOKU, "." * 80 + "x")
        self.assertEqual(code, 2)
        self.assertIn("'x' at character 81", err)
        code, _, err = run("hint", TOWERS, "." * 36, "r7c1-2")
        self.assertEqual(code, 2)
        self.assertIn("'r7c1-2'", err)


class PathTest(unittest.TestCase):
    def test_the_path_replays_to_the_solution(self):
        replay(self, EASY, 5)
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


class InfinityLoopHintTest(unittest.TestCase):
    """∞ Loop: STATE is the rows of tiles, a settled tile as turned, ? for one not settled."""

    def solved_rows(self):
        return solution(PIPES)

    def test_from_nothing_settled_a_step_that_turns_a_tile(self):
        code, out, err = run("hint", "--json", PIPES)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "step")
        self.assertEqual(j["tier"], 0)
        turns = [c for c in j["conclusions"] if c.get("mark") == "turn"]
        self.assertTrue(turns)
        rows = self.solved_rows()
        for c in turns:  # the glyph the solution has there, as a mask (up 1, right 2, down 4, left 8)
            glyph = rows[c["row"]][c["col"]]
            self.assertEqual(c["turn"], " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋".index(glyph))
        code, out, err = run("hint", PIPES)
        self.assertEqual(code, 0, err)
        self.assertIn("must be turned", out)
        self.assertIn("tier 0", out)

    def test_a_wrongly_turned_settled_tile_is_named_and_solved_is_solved(self):
        rows = self.solved_rows()
        code, out, err = run("hint", "--json", PIPES, *rows)
        self.assertEqual(code, 0, err)
        self.assertEqual(json.loads(out), {"kind": "solved"})
        wrong = ["?" * len(r) for r in rows]
        first = rows[0][1]  # ┳ in the solution; ┻ is the same tee turned
        self.assertEqual(first, "┳")
        wrong[0] = "?┻" + wrong[0][2:]
        code, out, err = run("hint", "--json", PIPES, "/".join(wrong))
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j, "hint.schema.json")
        self.assertEqual(j["kind"], "mistake")
        self.assertEqual(j["marks"], [{"row": 0, "col": 1, "mark": "turn", "turn": 11}])
        self.assertIn("row 1, column 2", j["text"])

    def test_bad_states_are_refused_with_exit_2(self):
        rows = self.solved_rows()
        bad = list(rows)
        bad[1] = bad[1][:2] + "x" + bad[1][3:]
        code, _, err = run("hint", PIPES, *bad)
        self.assertEqual(code, 2)
        self.assertIn("row 2, column 3", err)
        code, _, err = run("hint", PIPES, rows[0])
        self.assertEqual(code, 2)
        self.assertEqual(len(err.strip().splitlines()), 1)

    def test_the_path_replays_to_the_solution_and_rate_explains(self):
        code, out, err = run("solve", "--path", "--json", PIPES)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        validate(j["path"], "path.schema.json")
        rows = [list(r) for r in self.solved_rows()]
        masks = {}
        steps = [step for journey in j["path"]["journeys"] for step in journey]
        self.assertEqual(len(steps), j["path"]["steps"])
        for step in steps:
            for c in step["conclusions"]:
                if c.get("mark") == "turn":
                    self.assertNotIn((c["row"], c["col"]), masks)
                    masks[(c["row"], c["col"])] = c["turn"]
        glyphs = " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋"
        for (r, c), m in masks.items():
            self.assertEqual(glyphs[m], rows[r][c])
        # Every tile with more than one turn is turned by the path.
        code, out, err = run("solve", "--json", PIPES)
        tiles = [r for r in open(PIPES, encoding="utf-8").read().split("\n") if r]
        for r, row in enumerate(tiles):
            for c, g in enumerate(row):
                if g not in " ·╋":
                    self.assertIn((r, c), masks)
        code, out, err = run("rate", "--explain", PIPES)
        self.assertEqual(code, 0, err)
        self.assertIn("hardest steps", out)
