"""looplab generate, rate and validate, end to end: packs, schema, determinism, bad requests."""
import json
import os
import re
import tempfile
import unittest

from looplab_cli import SOURCE_DIR, needs_peers, peers, run, validate


class GenerateTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def generate(self, *args):
        out = self.path("pack.json")
        code, stdout, err = run("generate", "--out", out, *args)
        self.assertEqual(code, 0, err)
        with open(out) as f:
            return json.load(f), stdout

    def test_removal_for_uniqueness_records_every_puzzle_minimal(self):
        pack, _ = self.generate("--rows", "6", "--cols", "7", "--count", "4", "--seed", "3")
        self.assertEqual([p["minimal"] for p in pack["puzzles"]], [True] * 4)

    def test_pack_validates_against_the_schema_and_the_validator(self):
        pack, table = self.generate("--rows", "6", "--cols", "7", "--count", "4", "--seed", "3", "--tatham-level", "tricky")
        validate(pack, "pack.schema.json")
        self.assertEqual(len(pack["puzzles"]), 4)
        for p in pack["puzzles"]:
            self.assertEqual(p["rating"]["tatham_level"], "tricky")
            # Minimal means unique with no single clue less; a level target may keep
            # clues that uniqueness alone could spare, and the flag says so.
            self.assertIsInstance(p["minimal"], bool)
            self.assertEqual((p["rows"], p["cols"]), (6, 7))
        self.assertIn("grade", table.splitlines()[1])
        code, out, _ = run("validate", self.path("pack.json"))
        self.assertEqual(code, 0)
        self.assertIn("valid (4 puzzles", out)

    def test_every_family_rates_with_the_same_metric_keys(self):
        # One writer for every family: `clues` and `rule_steps` mean the same everywhere,
        # and the schema refuses any other key (a family's own `givens` for its clues,
        # `rules` for its rule steps).
        sizes = {"slitherlink": 4, "masyu": 5, "sudoku": 4, "towers": 4, "infinity-loop": 4}
        for family, n in sizes.items():
            with self.subTest(family=family):
                pack, table = self.generate("--family", family, "--rows", str(n), "--cols", str(n),
                                            "--count", "2", "--seed", "5")
                validate(pack, "pack.schema.json")
                for p in pack["puzzles"]:
                    metrics = p["rating"]["metrics"]
                    self.assertIn("rule_steps", metrics)
                    self.assertNotIn("rules", metrics)
                    self.assertEqual("clues" in metrics, family != "infinity-loop")
                row = table.splitlines()[2].split()
                # The clue range of the summary comes from metrics.clues.
                self.assertEqual(row[2] == "-", family == "infinity-loop", table)
                bad = json.loads(json.dumps(pack))
                bad["puzzles"][0]["rating"]["metrics"]["rules"] = {}
                with self.assertRaises(Exception):
                    validate(bad, "pack.schema.json")

    def test_the_table_lists_grades_counts_clues_scores_and_time(self):
        _, stdout = self.generate("--rows", "5", "--cols", "5", "--count", "3", "--grade", "medium")
        header, row = stdout.splitlines()[1:3]
        self.assertEqual(header.split(), ["grade", "count", "clues", "score", "time/puzzle", "attempts"])
        self.assertEqual(row.split()[:2], ["medium", "3"])

    def test_quiet_before_or_after_the_command_leaves_the_output_alone(self):
        args = ["generate", "--rows", "5", "--cols", "5", "--count", "2", "--seed", "4"]
        code, plain, table = run(*args)
        self.assertEqual(code, 0, table)
        self.assertIn("grade", table)  # the summary table, on stderr
        for quiet in (["-q", *args], [*args, "-q"], ["--quiet", *args]):
            code, out, err = run(*quiet)
            self.assertEqual((code, err), (0, ""), quiet)
            self.assertEqual(out, plain, quiet)

    def test_verbose_says_where_the_time_went(self):
        # The same phases the progress bar shows on a terminal, as one closing line.
        code, _, err = run("-v", "generate", "--rows", "8", "--cols", "8", "--grade", "extreme", "--count", "2",
                           "--seed", "4", "--out", self.path("pack.json"))
        self.assertEqual(code, 0, err)
        line = next(l for l in err.splitlines() if l.startswith("generating: 2/2"))
        for phase in ("loop ", "proofs ", "grade ", "check ", "rating "):
            self.assertIn(phase, line)
        proofs = re.search(r"(\d+) proofs, (\d+) SAT calls", line)
        self.assertIsNotNone(proofs, line)
        self.assertGreater(int(proofs.group(1)), 0)
        self.assertGreaterEqual(int(proofs.group(2)), int(proofs.group(1)))
        code, _, err = run("generate", "--rows", "8", "--cols", "8", "--count", "1", "--out", self.path("quiet.json"))
        self.assertNotIn("generating:", err)

    def test_sudoku_past_9x9_says_where_the_time_goes(self):
        # A 25x25 Sudoku takes about a minute: its removal tries are counted as they go.
        code, _, err = run("-v", "generate", "--family", "sudoku", "--rows", "16", "--cols", "16", "--count", "1",
                           "--seed", "2", "--out", self.path("sudoku.json"))
        self.assertEqual(code, 0, err)
        line = next(l for l in err.splitlines() if l.startswith("generating: 1/1"))
        for phase in ("fill ", "removal ", "minimal "):
            self.assertIn(phase, line)
        self.assertRegex(line, r"\b256 removals tried \(256 a puzzle\)")

    def test_exports_are_readable_by_looplab_again(self):
        pack, _ = self.generate("--rows", "5", "--cols", "6", "--count", "2", "--seed", "8")
        for p in pack["puzzles"]:
            code, out, _ = run("convert", "--to", "text", p["exports"]["puzzlink"])
            self.assertEqual(code, 0)
            self.assertEqual(out.split(), p["clues"])
            code, out, _ = run("check", p["exports"]["loopy"], p["solution"]["h"], p["solution"]["v"])
            self.assertEqual(code, 0, out)

    def test_same_seed_same_bytes_whatever_the_jobs(self):
        a, b = self.path("a.json"), self.path("b.json")
        args = ["generate", "--rows", "7", "--cols", "7", "--count", "5", "--seed", "21", "--grade", "hard"]
        self.assertEqual(run(*args, "--jobs", "1", "--out", a)[0], 0)
        self.assertEqual(run(*args, "--jobs", "2", "--out", b)[0], 0)
        self.assertEqual(open(a, "rb").read(), open(b, "rb").read())

    def test_output_to_a_pipe_is_written_in_place(self):
        import stat
        import threading
        fifo = self.path("pipe")
        os.mkfifo(fifo)
        got = []
        reader = threading.Thread(target=lambda: got.append(open(fifo).read()))
        reader.start()
        code, _, err = run("generate", "--rows", "4", "--cols", "4", "--count", "1", "-q", "--out", fifo)
        reader.join(timeout=60)
        self.assertEqual(code, 0, err)
        self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))
        self.assertIn('"looplab-pack"', got[0])

    def test_format_writes_the_pack_puzzles_one_a_line(self):
        # Lines and the pack come from the same random streams: the same puzzles, and each
        # line reads back as the puzzle the pack holds, at the level asked for.
        for family, size, fmt, level in (("sudoku", "9", "solo", "basic"), ("towers", "5", "towers", "hard"),
                                          ("slitherlink", "6", "loopy", "normal"), ("infinity-loop", "5", "net", None)):
            with self.subTest(family=family):
                args = ["--family", family, "--rows", size, "--cols", size, "--count", "3", "--seed", "5"]
                if level:
                    args += ["--tatham-level", level]
                pack, _ = self.generate(*args)
                lines = self.path("lines.txt")
                code, _, err = run("generate", "--out", lines, "--format", fmt, *args)
                self.assertEqual(code, 0, err)
                with open(lines) as f:
                    written = f.read().splitlines()
                self.assertEqual(written, [p["exports"][fmt] for p in pack["puzzles"]])
                code, out, err = run("rate", "--family", family, "--json", lines)
                self.assertEqual(code, 0, err)
                for rating, entry in zip(map(json.loads, out.splitlines()), pack["puzzles"]):
                    self.assertEqual(rating["rating"], entry["rating"])
        code, out, _ = run("generate", "--count", "2", "--format", "json", "-q")
        self.assertEqual(code, 0)
        for line in out.splitlines():
            validate(json.loads(line), "slitherlink-puzzle.schema.json")
        code, _, err = run("generate", "--family", "sudoku", "--rows", "9", "--cols", "9", "--format", "grid")
        self.assertEqual(code, 2)
        self.assertIn("--format grid: sudoku puzzles are written one a line as line, solo, json", err)

    def test_validate_catches_tampering(self):
        pack, _ = self.generate("--rows", "5", "--cols", "5", "--count", "2", "--seed", "2")
        clues = pack["puzzles"][1]["clues"]
        row = clues[0]
        clues[0] = ("." if row[0] != "." else "0") + row[1:]
        bad = self.path("bad.json")
        with open(bad, "w") as f:
            json.dump(pack, f)
        code, out, _ = run("validate", bad)
        self.assertEqual(code, 1)
        self.assertIn("puzzle 2", out)

    def test_truncated_pack_is_a_clear_error(self):
        bad = self.path("trunc.json")
        with open(bad, "w") as f:
            f.write('{"format": "looplab-pack", "puzzles": [')
        code, out, err = run("validate", bad)
        self.assertEqual(code, 2)
        self.assertIn("truncated JSON", err)
        self.assertIn("line 1", err)

    def test_impossible_requests(self):
        cases = [
            (["--count", "0"], "out of range"),
            (["--rows", "0"], "out of range"),
            (["--rows", "101"], "out of range"),
            (["--rows", "4", "--cols", "5", "--symmetry", "rot4"], "square"),
            (["--grade", "legendary"], "unknown --grade"),
            (["--rows", "1", "--cols", "1", "--grade", "hard"], "1x1"),
            (["--rows", "2", "--cols", "2", "--grade", "extreme", "--max-attempts", "10"], "rare at this size"),
        ]
        for args, needle in cases:
            out = self.path("never.json")
            code, _, err = run("generate", "--out", out, *args)
            self.assertEqual(code, 2, args)
            self.assertIn(needle, err, args)
            self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertFalse(os.path.exists(out))


class RateTest(unittest.TestCase):
    def test_rate_prints_grade_score_and_level(self):
        code, out, _ = run("rate", "5x5t0:b3b3b13f302c1a3")
        self.assertEqual(code, 0)
        self.assertRegex(out, r"^(easy|medium|hard|expert|extreme) \(score [0-9.]+, Tatham level \w+\)\n$")

    @needs_peers
    def test_rate_json_matches_loopy_on_the_peer_set(self):
        p = peers(self)
        code, out, err = run("rate", "--json", os.path.join(p, "loopy-square.txt"))
        self.assertEqual(code, 0, err)
        lines = [json.loads(l) for l in out.splitlines()]
        self.assertEqual(len(lines), 132)
        agree = sum(l["rating"]["tatham_level"][0] == l["given_grade"] for l in lines)
        self.assertGreaterEqual(agree / len(lines), 0.9, f"{agree}/132 agree")

    def test_a_puzzle_with_two_solutions_cannot_be_rated(self):
        code, _, err = run("rate", "2x1t0:b")  # the empty 1x2 grid has three loops
        self.assertEqual(code, 2)
        self.assertIn("more than one solution", err)


class CorpusTest(unittest.TestCase):
    def test_the_smallest_corpus_pack_regenerates_byte_for_byte(self):
        shipped = os.path.join(SOURCE_DIR, "corpus", "slitherlink-5x5-easy.json")
        with open(shipped) as f:
            command = json.load(f)["command"].split()
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "again.json")
            code, _, err = run(*command[1:], "--out", out, "--quiet")
            self.assertEqual(code, 0, err)
            self.assertEqual(open(out, "rb").read(), open(shipped, "rb").read())

    def test_every_corpus_pack_is_schema_valid(self):
        folder = os.path.join(SOURCE_DIR, "corpus")
        packs = [f for f in os.listdir(folder) if f.endswith(".json")]
        self.assertGreater(len(packs), 10)
        for name in packs:
            with open(os.path.join(folder, name)) as f:
                validate(json.load(f), "pack.schema.json")


if __name__ == "__main__":
    unittest.main()
