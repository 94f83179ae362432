"""End-to-end: Masyu (Pearl) through the generic commands (solve, count, convert, check,
rate, generate, validate) and the count subcommands."""
import json
import os
import re
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

    def test_svg_solution_draws_the_loop_of_the_solution(self):
        code, puzzle, err = run("convert", "--to", "svg", PEARL)
        self.assertEqual(code, 0, err)
        code, solved, err = run("convert", "--to", "svg-solution", PEARL)
        self.assertEqual(code, 0, err)
        j = json.loads(run("solve", "--json", PEARL)[1])
        steps = (j["solution"]["h"] + j["solution"]["v"]).count("1")
        self.assertTrue(solved.startswith("<svg") and puzzle.startswith("<svg"))
        self.assertNotIn("<path", puzzle)
        # The loop is one path, a segment a step.
        self.assertEqual(re.search(r'<path [^>]*d="([^"]*)"', solved)[1].count("L"), steps, solved)
        code, _, err = run("convert", "--to", "svg-solution", "B.B/.../BB.")
        self.assertEqual((code, len(err.strip().splitlines())), (2, 1), err)

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

    def test_every_symmetry_gives_symmetric_unique_minimal_puzzles_at_5_to_12(self):
        """Each generated layout is its own image under the symmetry, its solution passes
        check, taking any one orbit of pearls away leaves it not unique, and when the pack
        says `minimal`, so does taking any one pearl away (solved again from the text)."""
        images = {"rot2": lambda r, c, n: [(n - 1 - r, n - 1 - c)],
                  "rot4": lambda r, c, n: [(c, n - 1 - r), (n - 1 - r, n - 1 - c), (n - 1 - c, r)],
                  "mirror": lambda r, c, n: [(r, n - 1 - c)],
                  "vertical": lambda r, c, n: [(n - 1 - r, c)]}
        fewer, single = [], []
        with tempfile.TemporaryDirectory() as d:
            for symmetry, image in images.items():
                for n in range(5, 13):
                    out = os.path.join(d, f"{symmetry}-{n}.json")
                    code, _, err = run("generate", "--family", "masyu", "--rows", n, "--cols", n, "--count", 2,
                                       "--symmetry", symmetry, "--seed", n, "-q", "--out", out)
                    self.assertEqual(code, 0, f"{symmetry} {n}x{n}: {err}")
                    with open(out) as f:
                        pack = json.load(f)
                    validate(pack, "pack.schema.json")
                    for p in pack["puzzles"]:
                        rows = p["pearls"]
                        pearls = {(r, c) for r in range(n) for c in range(n) if rows[r][c] != "."}
                        for r, c in pearls:
                            for rr, cc in image(r, c, n):
                                self.assertIn((rr, cc), pearls, f"{symmetry} {n}x{n} {rows}")
                        if p["minimal"]:  # no single pearl can go (false: not proven)
                            for r, c in pearls:
                                if len(pearls) > 1:
                                    single.append("/".join("".join("." if (i, j) == (r, c) else rows[i][j]
                                                                   for j in range(n)) for i in range(n)))
                        code, text, err = run("check", "/".join(rows), p["solution"]["h"], p["solution"]["v"])
                        self.assertEqual(code, 0, text + err)
                        done = set()
                        for r, c in sorted(pearls):
                            if (r, c) in done:
                                continue
                            orbit = {(r, c), *image(r, c, n)}
                            done |= orbit
                            if orbit != pearls:  # no pearls at all: every loop fits
                                fewer.append("/".join("".join("." if (i, j) in orbit else rows[i][j]
                                                              for j in range(n)) for i in range(n)))
                    whole = os.path.join(d, f"{symmetry}-{n}.txt")
                    with open(whole, "w") as f:
                        f.write("".join("/".join(p["pearls"]) + "\n" for p in pack["puzzles"]))
                    code, out, err = run("solve", "--family", "masyu", "--json", whole)
                    self.assertEqual([json.loads(line)["status"] for line in out.splitlines()], ["unique"] * 2, err)
            for variants in (fewer, single):
                path = os.path.join(d, "fewer.txt")
                with open(path, "w") as f:
                    f.write("".join(line + "\n" for line in variants))
                code, out, err = run("solve", "--family", "masyu", "--json", path)
                self.assertEqual(code, 0, err)
                statuses = [json.loads(line)["status"] for line in out.splitlines()]
                self.assertEqual(len(statuses), len(variants))
                self.assertNotIn("unique", statuses)
        self.assertGreater(len(single), 0)

    def test_rot4_reaches_both_tatham_levels_at_9_to_12(self):
        for level in ("easy", "tricky"):
            for n in range(9, 13):
                code, out, err = run("generate", "--family", "masyu", "--rows", n, "--cols", n, "--count", 1,
                                     "--symmetry", "rot4", "--tatham-level", level, "--seed", 1, "-q")
                self.assertEqual(code, 0, f"{level} {n}x{n}: {err}")
                self.assertEqual(json.loads(out)["puzzles"][0]["rating"]["tatham_level"], level)

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
