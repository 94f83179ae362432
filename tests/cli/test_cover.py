"""End-to-end tests of `looplab cover`: counts, covers checked independently, SVG, JSON."""
import json
import os
import tempfile
import unittest
import xml.etree.ElementTree as ET

from looplab_cli import run, validate

MOVES = {
    "rook": {(1, 0), (-1, 0), (0, 1), (0, -1)},
    "king": {(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)},
    "knight": {(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)},
}


def check_cover(test, data, moves, no_2_cycles=False):
    """The cover is a permutation of the cells whose steps are all legal moves."""
    rows, cols, nxt = data["rows"], data["cols"], data["next"]
    test.assertEqual(len(nxt), rows * cols)
    test.assertEqual(sorted(nxt), list(range(rows * cols)))
    for u, v in enumerate(nxt):
        test.assertIn((v % cols - u % cols, v // cols - u // cols), moves)
        if no_2_cycles:
            test.assertNotEqual(nxt[v], u)
    cells = sorted(c for cycle in data["cycles"] for c in cycle)
    test.assertEqual(cells, list(range(rows * cols)))
    for cycle in data["cycles"]:
        for a, b in zip(cycle, cycle[1:] + cycle[:1]):
            test.assertEqual(nxt[a], b)


class CoverCount(unittest.TestCase):
    def count(self, *args):
        code, out, err = run("cover", "--count", *args)
        self.assertEqual(code, 0, err)
        return out.strip()

    def test_counts_of_the_issue(self):
        self.assertEqual(self.count("--rows", 2, "--cols", 2), "4")
        self.assertEqual(self.count("--rows", 4, "--cols", 4), "1296")
        self.assertEqual(self.count("--rows", 6, "--cols", 6), "45265984")
        self.assertEqual(self.count("--rows", 6, "--cols", 6, "--no-2-cycles"), "207408")
        self.assertEqual(self.count("--rows", 3, "--cols", 3, "--moves", "king"), "192")
        self.assertEqual(self.count("--rows", 4, "--cols", 4, "--moves", "knight"), "256")
        self.assertEqual(self.count("--rows", 5, "--cols", 5, "--moves", "knight"), "0")

    def test_enumeration_agrees_and_stops_at_the_limit(self):
        self.assertEqual(self.count("--rows", 4, "--cols", 4, "--no-2-cycles", "--limit", 1000), "88")
        code, out, err = run("cover", "--rows", 4, "--cols", 4, "--count", "--limit", 10, "--json")
        self.assertEqual(code, 0, err)
        data = json.loads(out)
        validate(data, "cycle-cover.schema.json")
        self.assertEqual((data["count"], data["method"], data["complete"]), ("10", "dlx", False))

    def test_a_count_the_machine_can_do_goes_ahead_with_its_cost_stated_first(self):
        # Knight 5 x 10: about a second, announced with its states, memory and time; the
        # count agrees with enumeration on 5 x 6.
        code, out, err = run("cover", "--rows", 5, "--cols", 10, "--moves", "knight", "--count")
        self.assertEqual(code, 0, err)
        self.assertRegex(out, r"^[1-9][0-9]{5,}\n$")
        self.assertRegex(err, r"^looplab: counting the 5 x 10 covers: about [0-9.e+]+ states at its widest, "
                              r"[0-9.]+ GB of memory, about [0-9]+ s of CPU\n$")
        self.assertEqual(self.count("--rows", 5, "--cols", 6, "--moves", "knight"),
                         self.count("--rows", 5, "--cols", 6, "--moves", "knight", "--limit", 10**6))

    def test_big_counts_are_exact(self):
        code, out, err = run("cover", "--rows", 40, "--cols", 4, "--count", "--json")
        self.assertEqual(code, 0, err)
        data = json.loads(out)
        validate(data, "cycle-cover.schema.json")
        self.assertEqual(data["method"], "transfer")
        self.assertEqual(data["count"], "520509728536273395131141845978597921")  # (4 x 40 domino tilings)^2


class CoverFind(unittest.TestCase):
    def find(self, *args):
        code, out, err = run("cover", "--json", *args)
        self.assertEqual(code, 0, err)
        data = json.loads(out)
        validate(data, "cycle-cover.schema.json")
        return data

    def test_random_covers_are_valid_and_repeatable(self):
        for moves in ("rook", "king", "knight"):
            for extra in ([], ["--no-2-cycles"]):
                with self.subTest(moves=moves, extra=extra):
                    a = self.find("--rows", 6, "--cols", 8, "--moves", moves, "--seed", 5, *extra)
                    check_cover(self, a, MOVES[moves], bool(extra))
                    b = self.find("--rows", 6, "--cols", 8, "--moves", moves, "--seed", 5, *extra)
                    self.assertEqual(a["next"], b["next"])
        firsts = {tuple(self.find("--rows", 6, "--cols", 8, "--seed", s)["next"]) for s in range(1, 6)}
        self.assertGreater(len(firsts), 1)

    def test_custom_moves(self):
        data = self.find("--rows", 3, "--cols", 3, "--moves", "1,0;0,1;-1,-1")
        check_cover(self, data, {(1, 0), (0, 1), (-1, -1)})
        self.assertEqual(data["moves"], "1,0;0,1;-1,-1")

    def test_ascii_shows_letters_and_arrows(self):
        code, out, err = run("cover", "--rows", 2, "--cols", 2)
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        self.assertEqual(len(lines[0].split()), 2)
        self.assertTrue(all(len(cell) == 2 and cell[1] in "<>^v" for line in lines[:2] for cell in line.split()))
        self.assertRegex(lines[2], r"^\d+ cycles?$")

    def test_svg_of_32_by_16_knight_parses_and_colours_each_cycle(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "k.svg")
            code, out, err = run("cover", "--rows", 16, "--cols", 32, "--moves", "knight", "--seed", 1,
                                 "--svg", path, "--json")
            self.assertEqual(code, 0, err)
            data = json.loads(out)
            check_cover(self, data, MOVES["knight"])
            root = ET.parse(path).getroot()
            self.assertEqual(root.tag, "{http://www.w3.org/2000/svg}svg")
            groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("stroke")]
            self.assertEqual(len(groups), len(data["cycles"]))
            self.assertEqual(len({g.get("stroke") for g in groups[:20]}), min(20, len(groups)))
            self.assertEqual(os.listdir(d), ["k.svg"])  # no temporary file left behind

    def test_no_cover_exits_1(self):
        code, out, _ = run("cover", "--rows", 3, "--cols", 3)
        self.assertEqual((code, out.strip()), (1, "no cover"))
        code, out, _ = run("cover", "--rows", 5, "--cols", 5, "--moves", "knight", "--json")
        self.assertEqual(code, 1)
        data = json.loads(out)
        validate(data, "cycle-cover.schema.json")
        self.assertIsNone(data["cover"])
        self.assertFalse(data["gave_up"])
        code, out, err = run("cover", "--rows", 30, "--cols", 30, "--seed", 1, "--max-nodes", 100)
        self.assertEqual((code, out.strip()), (1, "gave up"))
        self.assertIn("--max-nodes", err)


class CoverBadInput(unittest.TestCase):
    def bad(self, *args):
        code, out, err = run("cover", *args)
        self.assertEqual(code, 2, (out, err))
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        return err

    def test_bad_input_is_one_line_and_exit_2(self):
        self.assertIn("--moves", self.bad("--rows", 2, "--cols", 2, "--moves", "1,0;0,0"))
        self.assertIn("listed twice", self.bad("--rows", 2, "--cols", 2, "--moves", "1,0;1,0"))
        self.assertIn("expected", self.bad("--rows", 2, "--cols", 2, "--moves", "queen"))
        self.assertIn("out of range (1 to", self.bad("--rows", 0, "--cols", 4))
        self.assertIn("out of range (1 to", self.bad("--rows", 4, "--cols", 100000))
        self.assertIn("too wide to count exactly", self.bad("--rows", 40, "--cols", 40, "--count"))
        # Refused by the memory it would need, in figures (petabytes: more than any machine).
        err = self.bad("--rows", 12, "--cols", 12, "--moves", "knight", "--count")
        self.assertRegex(err, r"needs about [0-9.e+]+ states at its widest, [0-9.e+]+ GB of memory; "
                              r"this machine has [0-9.]+ GB available")
        self.assertIn("--count", self.bad("--rows", 4, "--cols", 4, "--limit", 5))
        self.assertIn("--count", self.bad("--rows", 4, "--cols", 4, "--count", "--svg", "x.svg"))
        code, _, err = run("cover", "--rows", 4)  # CLI11's own message, with a hint line
        self.assertEqual(code, 2)
        self.assertIn("--cols is required", err)


if __name__ == "__main__":
    unittest.main()
