"""End-to-end: Masyu (Pearl) through the generic commands (solve, count, convert, check,
rate, generate, validate) and the count subcommands."""
import json
import os
import tempfile
import unittest

from looplab_cli import needs_peers, peers, run, validate

PEARL = "6x6:BcWdWgBaWBaBhWBc"
PUZZLINK = "https://puzz.link/p?mashu/6/6/i30902560050"


class Masyu(unittest.TestCase):
    def test_solve_json_is_unique_and_its_loop_passes_check(self):
        code, out, err = run("solve", "--json", PEARL)
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        self.assertEqual((j["family"], j["status"], j["solutions"]), ("masyu", "unique", 1))
        self.assertEqual((len(j["solution"]["h"]), len(j["solution"]["v"])), (6 * 5, 5 * 6))
        code, out, err = run("check", PEARL, j["solution"]["h"], j["solution"]["v"])
        self.assertEqual(code, 0, out + err)

    def test_formats_round_trip_through_convert(self):
        for fmt, text in (("puzzlink", PUZZLINK), ("pearl", PEARL)):
            code, out, err = run("convert", "--to", fmt, PEARL if fmt == "puzzlink" else PUZZLINK)
            self.assertEqual((code, out.strip()), (0, text), err)
        code, out, _ = run("convert", "--to", "json", PEARL)
        validate(json.loads(out), "masyu-puzzle.schema.json")
        code, back, _ = run("convert", "--to", "pearl", out)
        self.assertEqual(back.strip(), PEARL)

    def test_bad_input_is_one_line_naming_the_position(self):
        code, out, err = run("solve", "3x3:BWa5")
        self.assertEqual(code, 2)
        self.assertEqual(len(err.strip().splitlines()), 1)
        self.assertIn("stray character '5' in the pearls (B, W or a-z) at character 8", err)

    def test_counts(self):
        self.assertEqual(run("count", "--all", "--family", "masyu", "B.B/.../B.B")[1].strip(), "1")
        self.assertEqual(run("count", "loops", "--family", "masyu", "--rows", 5, "--cols", 5)[1].strip(), "9349")
        self.assertEqual(run("count", "unique", "--family", "masyu", "--rows", 3, "--cols", 3)[1].strip(), "235")

    def test_generated_pack_validates(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "m.json")
            code, _, err = run("generate", "--family", "masyu", "--rows", 6, "--cols", 6, "--count", 3,
                               "--tatham-level", "tricky", "--seed", 3, "-q", "--out", out)
            self.assertEqual(code, 0, err)
            with open(out) as f:
                pack = json.load(f)
            validate(pack, "pack.schema.json")
            self.assertEqual({p["rating"]["tatham_level"] for p in pack["puzzles"]}, {"tricky"})
            code, text, err = run("validate", out)
            self.assertEqual(code, 0, text + err)

    @needs_peers
    def test_every_peer_pearl_puzzle_is_unique(self):
        path = os.path.join(peers(self), "pearl.txt")
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            with open(path) as src:
                f.write("".join(line.split()[1] + "\n" for line in src if line.strip()))
            f.flush()
            code, out, err = run("solve", "--family", "masyu", "--json", f.name)
        self.assertEqual(code, 0, err)
        self.assertEqual([json.loads(line)["status"] for line in out.splitlines()], ["unique"] * 27)


if __name__ == "__main__":
    unittest.main()
