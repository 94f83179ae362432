"""End-to-end: the ∞ Loop family through the generic commands (solve, count, convert,
check, rate, generate)."""
import json
import os
import tempfile
import unittest

from looplab_cli import needs_peers, peers, run, validate

BOX_10X10_SOLUTION = ["┏┳━━┓┏┳┓┏┓", "┗┛┏━┻┫┃┃┃┃", "┏┓┃┏┳╋┫┃┣┛", "┣╋┻┛┗┫┃┣╋┓", "┗┻━┳━╋┫┃┣┛",
                      "┏━┓┃┏╋┛┣╋┓", "┗┓┃┃┣┛┏┛┣┛", "┏╋╋┛┗┳┻┓┗┓", "┣╋╋┓┏┫┏┛┏┫", "┗┛┗┻┻┻┻━┻┛"]


def il(name, test):
    return os.path.join(peers(test), "infinity-loop", name)


class SolveAndCount(unittest.TestCase):
    @needs_peers
    def test_solve_json_gives_the_known_solution_as_box_drawing_rows(self):
        code, out, err = run("solve", "--json", il("box-10x10.txt", self))
        self.assertEqual(code, 0, err)
        j = json.loads(out)
        self.assertEqual(j["family"], "infinity-loop")
        self.assertEqual(j["status"], "unique")
        self.assertEqual(j["solutions"], 1)
        self.assertEqual(j["solution"], BOX_10X10_SOLUTION)
        self.assertIn("neighbour_match", j["stats"]["rule_steps"])

    @needs_peers
    def test_sample1_solution_in_numbers_matches_the_published_one(self):
        code, out, err = run("solve", "--json", il("sample1.txt", self))
        self.assertEqual(code, 0, err)
        rows = json.loads(out)["solution"]
        code, out, err = run("convert", "--to", "numbers", "/".join(rows))
        self.assertEqual(code, 0, err)
        self.assertEqual(out, "3\n4\n0\n6 12 6 12\n5 7 13 5\n3 9 3 9\n")

    @needs_peers
    def test_count_all_prints_the_exact_count_alone_on_the_last_line(self):
        known = {"sample1": 1, "sample2": 1, "bearific1": 1, "bearific2": 12, "bearific3": 640,
                 "bearific4": 288, "bearific5": 80640}
        for name, count in known.items():
            code, out, err = run("count", "--all", il(name + ".txt", self))
            self.assertEqual(code, 0, err)
            self.assertEqual(out.strip().splitlines()[-1], str(count), name)

    def test_count_all_is_exact_beyond_64_bits(self):
        # 70 blocks of four dead ends, walled off by blank columns: 2^70 solutions.
        rows = ["╻╻ " * 70, "╹╹ " * 70]
        code, out, err = run("count", "--all", "/".join(r.rstrip() for r in rows))
        self.assertEqual(code, 0, err)
        self.assertEqual(out.strip().splitlines()[-1], str(2 ** 70))

    @needs_peers
    def test_every_net_puzzle_is_solved_and_checked(self):
        with open(os.path.join(peers(self), "net.txt")) as f:
            ids = [line.strip() for line in f if line.strip()]
        for net_id in ids:
            code, out, err = run("solve", "--json", net_id)
            self.assertEqual(code, 0, err)
            j = json.loads(out)
            self.assertIn(j["status"], ("unique", "multiple"))
            code, out, err = run("check", net_id, "/".join(j["solution"]))
            self.assertEqual((code, out.strip()), (0, "valid"), net_id)

    @needs_peers
    def test_large_peer_grids_are_solved_and_checked(self):
        for name in ("test50x50_1.txt", "test100x100_2.txt"):
            code, out, err = run("solve", "--json", il(name, self))
            self.assertEqual(code, 0, err)
            solution = "/".join(json.loads(out)["solution"])
            code, out, err = run("check", il(name, self), solution)
            self.assertEqual((code, out.strip()), (0, "valid"), name)

    @needs_peers
    def test_family_option_always_works(self):
        code, out, err = run("count", "--all", "--family", "infinity-loop", il("bearific2.txt", self))
        self.assertEqual((code, out.strip()), (0, "12"), err)
        code, out, err = run("solve", "--family", "infinity-loop", "4x1:1448")
        self.assertEqual(code, 0, err)
        self.assertIn("unique", out)


class Formats(unittest.TestCase):
    def test_formats_round_trip_and_json_follows_the_schema(self):
        start = "2\n3\n0\n6 10 12\n3 10 9\n"
        code, net, err = run("convert", "--to", "net", start)
        self.assertEqual(code, 0, err)
        code, text, err = run("convert", "--to", "text", net.strip())
        self.assertEqual(code, 0, err)
        self.assertEqual(text, "┏━┓\n┗━┛\n")
        code, js, err = run("convert", "--to", "json", text)
        self.assertEqual(code, 0, err)
        validate(json.loads(js), "infinity-loop-puzzle.schema.json")
        code, back, err = run("convert", "--to", "numbers", js)
        self.assertEqual((code, back), (0, start), err)

    def test_svg_of_puzzle_and_solution(self):
        for fmt in ("svg", "svg-solution"):
            code, out, err = run("convert", "--to", fmt, "┗┛/┏┓")
            self.assertEqual(code, 0, err)
            self.assertTrue(out.startswith("<svg"), fmt)

    def test_wrapping_and_barriers_are_refused_as_not_supported(self):
        for bad in ("5x5w:4557327dd263ab47359c88982", "2x1:5v8"):
            code, out, err = run("solve", bad)
            self.assertEqual(code, 2)
            self.assertIn("not supported", err)
            self.assertEqual(len(err.strip().splitlines()), 1)

    def test_bad_tiles_give_one_line_and_exit_2(self):
        code, out, err = run("solve", "--family", "infinity-loop", "2\n2\n0\n1 2\n3 99\n")
        self.assertEqual(code, 2)
        self.assertIn("not a 4-bit mask", err)


class CheckRateGenerate(unittest.TestCase):
    def test_check_accepts_a_solution_and_rejects_a_wrong_one(self):
        code, out, err = run("check", "┗┛/┏┓", "┏┓/┗┛")
        self.assertEqual((code, out.strip()), (0, "valid"), err)
        code, out, err = run("check", "┗┛/┏┓", "┏┓/┛┗")
        self.assertEqual(code, 1)
        self.assertIn("invalid", out)

    def test_rate_gives_grade_score_and_no_tatham_level(self):
        code, out, err = run("rate", "--json", "┏┓/┗┛")
        self.assertEqual(code, 0, err)
        r = json.loads(out)["rating"]
        self.assertEqual(r["grade"], "easy")
        self.assertIsNone(r["tatham_level"])
        self.assertIn("guesses", r["metrics"])
        self.assertNotIn("solutions", r["metrics"])

    @needs_peers
    def test_rate_refuses_a_puzzle_with_more_than_one_solution_as_every_family_does(self):
        # 80640 solutions: no grade means anything for it.
        code, out, err = run("rate", "--json", il("bearific5.txt", self))
        self.assertEqual(code, 2)
        self.assertEqual(err.count("\n"), 1, err)
        self.assertIn("cannot rate a puzzle with more than one solution", err)

    def test_generate_makes_unique_reproducible_puzzles(self):
        args = ("generate", "--family", "infinity-loop", "--rows", "12", "--cols", "9", "--count", "3",
                "--seed", "5", "--connected", "-q")
        code, out, err = run(*args)
        self.assertEqual(code, 0, err)
        code, again, err = run(*args)
        self.assertEqual(out, again)
        pack = json.loads(out)
        validate(pack, "pack.schema.json")
        self.assertEqual(len(pack["puzzles"]), 3)
        for p in pack["puzzles"]:
            # Unique without the one-network rule too (numbers cannot say it), and declared.
            code, count, err = run("count", "--all", p["exports"]["numbers"])
            self.assertEqual((code, count.strip()), (0, "1"), err)
            self.assertIs(p["connected"], True)
            puzzle = {k: p[k] for k in ("family", "rows", "cols", "tiles", "connected")}
            validate(puzzle, "infinity-loop-puzzle.schema.json")
            code, back, err = run("convert", "--family", "infinity-loop", "--to", "json", json.dumps(puzzle))
            self.assertEqual(code, 0, err)
            self.assertEqual(json.loads(back), puzzle)
            code, rated, err = run("rate", "--family", "infinity-loop", "--json", json.dumps(puzzle))
            self.assertEqual(code, 0, err)
            self.assertEqual(json.loads(rated)["rating"], p["rating"])

    def test_generate_lines_declare_one_network_when_asked_and_only_then(self):
        for extra, want in (((), None), (("--connected",), True)):
            code, out, err = run("generate", "--family", "infinity-loop", "--rows", "8", "--cols", "8",
                                 "--count", "2", "--seed", "2", "--grade", "medium", "--format", "json", "-q", *extra)
            self.assertEqual(code, 0, err)
            for line in out.splitlines():
                puzzle = json.loads(line)
                validate(puzzle, "infinity-loop-puzzle.schema.json")
                self.assertEqual(puzzle.get("connected"), want)

    def test_tiles_without_cross_keeps_the_four_way_tile_out_and_is_recorded(self):
        args = ("generate", "--family", "infinity-loop", "--rows", "10", "--cols", "10", "--count", "10",
                "--seed", "3", "--density", "0.9", "--format", "net", "-q")
        code, out, err = run(*args)
        self.assertEqual(code, 0, err)
        self.assertIn("f", "".join(line.split(":")[1] for line in out.split()))  # ╋ is Net's f
        code, out, err = run(*args, "--tiles", "blank,end,corner,straight,tee")
        self.assertEqual(code, 0, err)
        lines = out.split()
        self.assertEqual(len(lines), 10)
        for line in lines:
            self.assertNotIn("f", line.split(":")[1])
            code, count, err = run("count", "--all", line)
            self.assertEqual((code, count.strip()), (0, "1"), err)
        code, out, err = run("generate", "--family", "infinity-loop", "--rows", "8", "--cols", "8",
                             "--count", "1", "--seed", "3", "--tiles", "tee,end,corner,blank,straight", "-q")
        self.assertEqual(code, 0, err)
        pack = json.loads(out)
        # Recorded in the declared order, and the command says it the same way.
        self.assertEqual(pack["parameters"]["tiles"], ["blank", "end", "corner", "straight", "tee"])
        self.assertIn("--tiles blank,end,corner,straight,tee", pack["command"])
        code, again, err = run(*pack["command"].split()[1:], "-q")
        self.assertEqual((code, again), (0, out), err)
        code, out, err = run("generate", "--rows", "5", "--cols", "5", "--tiles", "end", "-q")
        self.assertEqual(code, 2)
        self.assertIn("--tiles is not read by slitherlink", err)

    def test_tiles_keeps_the_other_kinds_out_and_says_which_name_is_wrong(self):
        # Every tile carries a pipe and none is a ╋: only ends, corners, straights and tees.
        code, out, err = run("generate", "--family", "infinity-loop", "--rows", "8", "--cols", "8",
                             "--count", "4", "--seed", "2", "--tiles", "end,corner,straight,tee", "-q")
        self.assertEqual(code, 0, err)
        pack = json.loads(out)
        self.assertEqual(pack["parameters"]["tiles"], ["end", "corner", "straight", "tee"])
        for p in pack["puzzles"]:
            tiles = "".join(p["tiles"])
            self.assertNotIn(" ", tiles)
            self.assertNotIn("╋", tiles)
            code, count, err = run("count", "--all", p["exports"]["numbers"])
            self.assertEqual((code, count.strip()), (0, "1"), err)
        # Every kind given is the default: nothing recorded, the pack as without it.
        code, out, err = run("generate", "--family", "infinity-loop", "--rows", "6", "--cols", "6", "--count", "2",
                             "--seed", "2", "-q")
        code, every, err = run("generate", "--family", "infinity-loop", "--rows", "6", "--cols", "6", "--count", "2",
                               "--seed", "2", "--tiles", "blank,end,corner,straight,tee,cross", "-q")
        self.assertEqual((code, every), (0, out), err)
        for bad, why in ((("--tiles", "blank"), "leaves no tile with a pipe"),
                         (("--tiles", "end,knot"), "unknown item 'knot' at character 5"),
                         (("--tiles", ""), "unknown item '' at character 1")):
            code, out, err = run("generate", "--family", "infinity-loop", *bad, "-q")
            self.assertEqual(code, 2, bad)
            self.assertEqual(err.count("\n"), 1, err)
            self.assertIn(why, err)

    def test_easy_to_expert_come_out_at_8x8_rated_as_asked(self):
        for grade in ("easy", "medium", "hard", "expert"):
            code, out, err = run("generate", "--family", "infinity-loop", "--rows", "8", "--cols", "8",
                                 "--count", "2", "--seed", "1", "--grade", grade, "-q")
            self.assertEqual(code, 0, err)
            self.assertEqual([p["rating"]["grade"] for p in json.loads(out)["puzzles"]], [grade, grade])

    def test_mixed_takes_every_grade_in_turn_and_extreme_is_held_to_one_network(self):
        # Extreme at 8x8 and 10x10 is the [slow] unit test; 6x6 keeps this one quick.
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "mixed.json")
            code, _, err = run("generate", "--family", "infinity-loop", "--rows", "6", "--cols", "6",
                               "--grade", "mixed", "--count", "5", "--seed", "3", "-q", "-o", out)
            self.assertEqual(code, 0, err)
            with open(out) as f:
                puzzles = json.load(f)["puzzles"]
            self.assertEqual([p["rating"]["grade"] for p in puzzles], ["easy", "medium", "hard", "expert", "extreme"])
            # Unique only as one network: declared, and left out of the exports that cannot say it.
            self.assertEqual([p.get("connected", False) for p in puzzles], [False] * 4 + [True])
            self.assertEqual(puzzles[4]["exports"], {})
            self.assertEqual(set(puzzles[0]["exports"]), {"net", "numbers"})
            # Asked for in a line format that cannot say it: one line, exit 2, no file.
            net = os.path.join(d, "extreme.net")
            code, _, err = run("generate", "--family", "infinity-loop", "--rows", "6", "--cols", "6",
                               "--grade", "extreme", "--count", "1", "--seed", "3", "-q", "--format", "net", "-o", net)
            self.assertEqual(code, 2)
            self.assertEqual(err.count("\n"), 1, err)
            self.assertIn("one solution only as one network, which the net format cannot say: use json", err)
            self.assertFalse(os.path.exists(net))

if __name__ == "__main__":
    unittest.main()
