"""solve, count, convert and check on Sudoku and Towers, end to end."""
import json
import os
import unittest
import xml.etree.ElementTree as ET

from looplab_cli import needs_peers, peers, run, validate

LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLO = "3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9"
TOWERS = "4://3//////2////2//3/,e1j"


class SudokuCliTest(unittest.TestCase):
    def test_solve_detects_a_line_and_proves_uniqueness(self):
        code, out, _ = run("solve", "--json", LINE)
        self.assertEqual(code, 0)
        j = json.loads(out)
        self.assertEqual((j["family"], j["status"], j["solutions"]), ("sudoku", "unique", 1))
        self.assertEqual(j["stats"]["engine"], "bands9")
        grid = "".join(str(v) for row in j["solution"]["grid"] for v in row)
        self.assertTrue(grid.startswith("534678912"))
        code, out, _ = run("check", LINE, grid, "-")
        self.assertEqual((code, out), (0, "valid\n"))
        bad = grid[1] + grid[0] + grid[2:]
        code, out, _ = run("check", LINE, bad, "-")
        self.assertEqual(code, 1)
        self.assertIn("invalid", out)

    def test_convert_round_trips_line_solo_grid_json(self):
        code, out, _ = run("convert", "--to", "solo", LINE)
        self.assertEqual((code, out), (0, SOLO + "\n"))
        code, grid, _ = run("convert", "--to", "grid", SOLO)
        self.assertEqual(code, 0)
        code, out, _ = run("convert", "--to", "line", "-", stdin=grid)
        self.assertEqual((code, out), (0, LINE + "\n"))
        code, ascii_, _ = run("convert", "--to", "ascii", SOLO)
        code, out, _ = run("convert", "--to", "line", "-", stdin=ascii_)
        self.assertEqual((code, out), (0, LINE + "\n"))
        code, out, _ = run("convert", "--to", "json", SOLO)
        self.assertEqual(code, 0)
        validate(json.loads(out), "sudoku-puzzle.schema.json")
        code, out, _ = run("convert", "--to", "line", out.strip())
        self.assertEqual((code, out), (0, LINE + "\n"))
        code, svg, _ = run("convert", "--to", "svg", LINE)
        self.assertEqual(code, 0)
        ET.fromstring(svg)

    def test_family_option_forces_a_small_sudoku(self):
        code, out, _ = run("count", "--all", "--family", "sudoku", "................")
        self.assertEqual((code, out), (0, "288\n"))
        code, out, _ = run("count", "--limit", "5", "--family", "sudoku", "1...\n..3.\n.4..\n...2")
        self.assertEqual(code, 0)
        self.assertEqual(out, "1\n")

    def test_a_file_of_one_line_sudokus_is_read_a_puzzle_a_line(self):
        # 81 digits and dots a line must not be taken for the rows of one big grid.
        code, out, err = run("solve", "-", stdin=LINE + "\n" + LINE.replace("53..7", "5...7") + "\n")
        self.assertEqual(code, 0, err)
        self.assertEqual(out.count("unique"), 2)
        # A broken grid of rows still gets the grid's own error, not one for its first row.
        code, _, err = run("solve", "-", stdin="\n".join(LINE[i:i + 9] for i in range(0, 72, 9)) + "\n")
        self.assertEqual(code, 2)
        self.assertEqual(len(err.strip().splitlines()), 1)
        self.assertNotIn(":1:", err)

    def test_bad_solo_id_is_one_line_and_exit_2(self):
        code, out, err = run("solve", "3x3:5_3b7!")
        self.assertEqual(code, 2)
        self.assertEqual(out, "")
        self.assertEqual(len(err.strip().splitlines()), 1)

    @needs_peers
    def test_every_solo_peer_is_unique(self):
        path = os.path.join(peers(self), "solo.txt")
        code, out, _ = run("solve", "--json", path)
        self.assertEqual(code, 0)
        rows = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(len(rows), 24)
        self.assertTrue(all(r["status"] == "unique" for r in rows))


class TowersCliTest(unittest.TestCase):
    def test_solve_and_check(self):
        code, out, _ = run("solve", "--json", TOWERS)
        self.assertEqual(code, 0)
        j = json.loads(out)
        self.assertEqual((j["family"], j["status"]), ("towers", "unique"))
        self.assertEqual(j["stats"]["engine"], "fast")
        heights = "".join(str(v) for row in j["solution"]["grid"] for v in row)
        self.assertEqual(heights, "1423213443123241")
        code, out, _ = run("check", TOWERS, heights, "-")
        self.assertEqual((code, out), (0, "valid\n"))
        code, out, _ = run("check", TOWERS, "1234" * 4, "-")
        self.assertEqual(code, 1)

    def test_convert_round_trips_json(self):
        code, out, _ = run("convert", "--to", "json", TOWERS)
        self.assertEqual(code, 0)
        validate(json.loads(out), "towers-puzzle.schema.json")
        code, back, _ = run("convert", "--to", "towers", out.strip())
        self.assertEqual((code, back), (0, TOWERS + "\n"))
        code, svg, _ = run("convert", "--to", "svg", TOWERS)
        ET.fromstring(svg)
        code, out, _ = run("count", "--all", "4:///////////////")
        self.assertEqual((code, out), (0, "576\n"))

    @needs_peers
    def test_every_towers_peer_is_unique(self):
        path = os.path.join(peers(self), "towers.txt")
        code, out, _ = run("solve", "--json", path)
        self.assertEqual(code, 0)
        rows = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(len(rows), 36)
        self.assertTrue(all(r["status"] == "unique" for r in rows))


class GeneratePackTest(unittest.TestCase):
    def test_generated_packs_validate(self):
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            for family, size, level in (("sudoku", 9, "basic"), ("towers", 5, "hard")):
                path = os.path.join(d, family + ".json")
                code, _, err = run("generate", "--family", family, "--rows", size, "--cols", size,
                                   "--tatham-level", level, "--count", 2, "--seed", 3, "-q", "-o", path)
                self.assertEqual(code, 0, err)
                code, out, err = run("validate", path)
                self.assertEqual(code, 0, out + err)
                pack = json.load(open(path))
                self.assertTrue(all(p["rating"]["tatham_level"] == level for p in pack["puzzles"]))


if __name__ == "__main__":
    unittest.main()
