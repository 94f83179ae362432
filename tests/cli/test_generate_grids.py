"""generate --grid: Slitherlink made on Loopy's other grids, each puzzle proved again by
another route (the solver's root propagation and SAT, not the generator's clue
switches), its loop checked by the independent checker, its Loopy ID read back."""
import json
import os
import tempfile
import unittest

from looplab_cli import run, validate

# Every grid type core/loopy_grids builds but the square one; hats and spectres start at 6x6.
TYPES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)
LEAST_SIDE = {11: 3, 12: 3, 16: 6, 17: 6}
LEVELS = ("easy", "normal", "tricky", "hard")


def generate(*args):
    code, out, err = run("generate", "-q", *args)
    assert code == 0, (args, err)
    return [line for line in out.splitlines() if line]


def validate_pack_file(tmp, pack):
    """`looplab validate` on `pack` written to a file: (exit code, stdout and stderr)."""
    path = os.path.join(tmp, "written.json")
    with open(path, "w") as f:
        json.dump(pack, f)
    code, out, err = run("validate", path)
    return code, out + err


def solve(puzzle):
    code, out, err = run("solve", "--json", puzzle)
    assert code == 0, (puzzle, err)
    return json.loads(out)


class GenerateGridsTest(unittest.TestCase):
    def assert_unique_and_checked(self, pid):
        report = solve(pid)
        self.assertEqual(report["status"], "unique", pid)
        code, out, err = run("check", pid, json.dumps(report["solution"]))
        self.assertEqual((code, out), (0, "valid\n"), (pid, err))
        return report

    def test_every_grid_type_at_two_sizes_makes_unique_minimal_puzzles(self):
        for t in TYPES:
            least = LEAST_SIDE.get(t, 1)
            for rows, cols, seed in ((max(3, least), max(3, least), 1), (max(4, least), max(5, least + 1), 2)):
                ids = generate("--grid", str(t), "--rows", str(rows), "--cols", str(cols), "--count", "2",
                               "--seed", str(seed), "--format", "loopy")
                self.assertEqual(len(ids), 2)
                for pid in ids:
                    self.assertTrue(pid.startswith(f"{cols}x{rows}t{t}:"), pid)
                    self.assert_unique_and_checked(pid)
                    # The ID reads back to itself, and to the same puzzle through the graph JSON.
                    self.assertEqual(run("convert", "--to", "loopy", pid)[1].strip(), pid)
                    graph = run("convert", "--to", "json", pid)[1]
                    self.assertEqual(run("convert", "--to", "loopy", graph)[1].strip(), pid)
                # Minimal: every clue is needed (removal for uniqueness alone proves it).
                puzzle = json.loads(run("convert", "--to", "json", ids[0])[1])
                for f, clue in enumerate(puzzle["clues"]):
                    if clue is None:
                        continue
                    fewer = dict(puzzle, clues=puzzle["clues"][:f] + [None] + puzzle["clues"][f + 1:])
                    self.assertEqual(solve(json.dumps(fewer))["status"], "multiple", (ids[0], f))

    def test_the_same_seed_gives_the_same_bytes_whatever_jobs(self):
        args = ("--grid", "cairo", "--rows", "5", "--cols", "5", "--count", "6", "--seed", "9", "--format", "json")
        one = generate(*args, "--jobs", "1")
        self.assertEqual(one, generate(*args, "--jobs", "2"))
        self.assertNotEqual(one, generate(*args[:-4], "--seed", "10", "--format", "json"))
        # By number or by name: one grid.
        self.assertEqual(one, generate("--grid", "t4", *args[2:]))

    def test_grades_and_loopy_levels_are_met_exactly(self):
        for grid in ("honeycomb", "triangular", "kites"):
            # Tier 1 is the square grid's corner patterns: no grid but the square has a medium grade.
            for grade in ("easy", "hard", "expert"):
                for pid in generate("--grid", grid, "--rows", "5", "--cols", "5", "--count", "2", "--grade", grade,
                                    "--format", "loopy", "--max-attempts", "400"):
                    self.assert_unique_and_checked(pid)
                    code, out, err = run("rate", "--json", pid)
                    self.assertEqual(code, 0, err)
                    self.assertEqual(json.loads(out)["rating"]["grade"], grade, pid)
        # Loopy's four levels: on three grids each level, on every grid its Hard.
        cases = [(grid, level) for grid in ("honeycomb", "cairo", "floret") for level in LEVELS]
        cases += [(str(t), "hard") for t in TYPES]
        for grid, level in cases:
            side = str(max(5, LEAST_SIDE.get(int(grid), 1) if grid.isdigit() else 5))
            for pid in generate("--grid", grid, "--rows", side, "--cols", side, "--count", "2", "--tatham-level", level,
                                "--format", "loopy"):
                self.assert_unique_and_checked(pid)
                self.assertEqual(json.loads(run("rate", "--json", pid)[1])["rating"]["tatham_level"], level, pid)

    def test_a_pack_at_a_loopy_level_validates(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "tricky.json")
            code, _, err = run("generate", "-q", "--grid", "snub-square", "--rows", "6", "--cols", "6", "--count", "3",
                               "--tatham-level", "tricky", "--seed", "4", "-o", out)
            self.assertEqual(code, 0, err)
            with open(out) as f:
                pack = json.load(f)
            validate(pack, "pack.schema.json")
            self.assertEqual(pack["parameters"]["tatham_level"], "tricky")
            self.assertEqual([e["rating"]["tatham_level"] for e in pack["puzzles"]], ["tricky"] * 3)
            code, outp, err = run("validate", out)
            self.assertEqual(code, 0, (outp, err))

    def test_packs_hold_the_graph_form_and_validate_proves_them_again(self):
        with tempfile.TemporaryDirectory() as tmp:
            for grid in ("triangular", "cairo", "kagome", "great-hexagonal"):
                out = os.path.join(tmp, grid + ".json")
                code, _, err = run("generate", "-q", "--grid", grid, "--rows", "4", "--cols", "5", "--count", "3",
                                   "--grade", "mixed", "--seed", "3", "-o", out)
                self.assertEqual(code, 0, err)
                with open(out) as f:
                    pack = json.load(f)
                validate(pack, "pack.schema.json")
                self.assertEqual(pack["parameters"]["grid"], grid)
                self.assertIn(f"--grid {grid} ", pack["command"])
                # Mixed: easy, hard, expert in turn (no medium on these grids).
                self.assertEqual([e["rating"]["grade"] for e in pack["puzzles"]], ["easy", "hard", "expert"])
                for entry in pack["puzzles"]:
                    self.assertEqual(entry["grid"], grid)
                    self.assertEqual(set(entry["exports"]), {"loopy"})
                    self.assertTrue(entry["id"].startswith(f"slitherlink-{grid}-4x5-s3-"), entry["id"])
                    code, outp, err = run("check", entry["exports"]["loopy"], json.dumps(entry["solution"]))
                    self.assertEqual((code, outp), (0, "valid\n"), err)
                code, outp, err = run("validate", out)
                self.assertEqual(code, 0, (outp, err))
                # A wrong loop, and a clue taken away (two loops then), are named, exit 1.
                bad = json.loads(json.dumps(pack))
                bad["puzzles"][0]["solution"]["edges"].pop()
                bad["puzzles"][1]["clues"] = [None] * len(bad["puzzles"][1]["clues"])
                code, said = validate_pack_file(tmp, bad)
                self.assertEqual(code, 1)
                self.assertIn("puzzle 1", said)
                self.assertIn("puzzle 2", said)
            # The same seed, the same pack, whatever --jobs; on a patch grid too, where a
            # puzzle's later attempts keep the patch its first one drew.
            for grid, level in (("honeycomb", "easy"), ("spectres", "hard")):
                packs = []
                for jobs in ("1", "2"):
                    out = os.path.join(tmp, f"{grid}-j{jobs}.json")
                    self.assertEqual(run("generate", "-q", "--grid", grid, "--rows", "6", "--cols", "6", "--count", "6",
                                         "--tatham-level", level, "--jobs", jobs, "-o", out)[0], 0)
                    with open(out) as f:
                        packs.append(f.read())
                self.assertEqual(packs[0], packs[1], grid)

    def test_penrose_hat_and_spectre_puzzles_each_take_a_patch_of_their_own_and_their_pack_validates(self):
        with tempfile.TemporaryDirectory() as tmp:
            for grid, t, desc in (("penrose-p2", 11, r"G-?\d+,-?\d+,\d+"), ("penrose-p3", 12, r"G-?\d+,-?\d+,\d+"),
                                  ("hats", 16, r"(\d{1,2},){3,}[HTPF]"), ("spectres", 17, r"[0-9AB]\d{2,}[GDJLXPSFY]")):
                out = os.path.join(tmp, grid + ".json")
                code, _, err = run("generate", "-q", "--grid", grid, "--rows", "6", "--cols", "7", "--count", "3",
                                   "--seed", "5", "-o", out)
                self.assertEqual(code, 0, err)
                with open(out) as f:
                    pack = json.load(f)
                validate(pack, "pack.schema.json")
                descs = set()
                for entry in pack["puzzles"]:
                    pid = entry["exports"]["loopy"]
                    self.assertRegex(pid, rf"^7x6t{t}:{desc}_")
                    self.assertEqual(entry["desc"], pid[pid.index(":") + 1:pid.index("_")])
                    descs.add(entry["desc"])
                    self.assert_unique_and_checked(pid)
                self.assertEqual(len(descs), 3)
                code, outp, err = run("validate", out)
                self.assertEqual(code, 0, (outp, err))

    def test_packs_store_paths_that_validate_replays(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "paths.json")
            code, _, err = run("generate", "-q", "--grid", "cairo", "--rows", "5", "--cols", "5", "--count", "2",
                               "--grade", "mixed", "--paths", "-o", out)
            self.assertEqual(code, 0, err)
            with open(out) as f:
                pack = json.load(f)
            validate(pack, "pack.schema.json")
            self.assertTrue(pack["parameters"]["paths"])
            self.assertEqual(run("validate", out)[0], 0)
            # Items by the graph's ids: e(dge) p.q, f(ace) n.0 with its clue.
            first = pack["puzzles"][0]["path"]["journeys"][0][0]
            self.assertRegex(first[3][0], r"^e\d+\.\d+[+x]$")
            self.assertRegex(first[4][0], r"^f\d+\.0:\d+$")
            # A conclusion turned into its opposite no longer agrees with the loop.
            code0 = first[3][0]
            first[3][0] = code0[:-1] + ("x" if code0.endswith("+") else "+")
            code, said = validate_pack_file(tmp, pack)
            self.assertEqual(code, 1)
            self.assertIn("path", said)

    def test_list_says_what_the_grids_generate(self):
        fams = {f["name"]: f for f in json.loads(run("list", "--json")[1])["families"]}
        self.assertEqual(fams["slitherlink"]["loopy_grids"],
                         {"grades": ["easy", "hard", "expert", "extreme"], "tatham_levels": list(LEVELS),
                          "line_formats": ["loopy", "json"]})
        self.assertIsNone(fams["masyu"]["loopy_grids"])
        self.assertIn("  grids      --grid NAME", run("list")[1])

    def test_what_the_grids_cannot_have_is_refused_in_one_line(self):
        for args, words in (
            (("--grid", "cairo", "--tatham-level", "expert"), "easy, normal, tricky, hard"),
            (("--grid", "cairo", "--symmetry", "rot2"), "no symmetry"),
            (("--grid", "cairo", "--grade", "medium"), "easy, hard, expert, extreme"),
            (("--grid", "nosuch"), "one of Loopy's grids"),
            (("--grid", "penrose-p2", "--rows", "2", "--cols", "5"), "at least 3x3"),
            (("--grid", "hats", "--rows", "5", "--cols", "6"), "at least 6x6"),
            (("--grid", "spectres", "--rows", "6", "--cols", "5"), "a spectres grid is at least 6x6"),
            (("--grid", "t18"), "one of Loopy's grids"),
            (("--grid", "2", "--format", "puzzlink"), "loopy, json"),
            (("--family", "masyu", "--grid", "2"), "square grid only"),
            (("--grid", "2", "--uniform-loop"), "square grid only"),
        ):
            code, out, err = run("generate", "--count", "1", *args)
            self.assertEqual(code, 2, args)
            self.assertEqual(out, "")
            self.assertIn(words, err, args)
            self.assertEqual(len(err.strip().splitlines()), 1, err)


if __name__ == "__main__":
    unittest.main()
