"""generate --paths and validate's replay of stored paths: the compact path is the one
`solve --path` gives, the pack follows its schema, and a corrupted path is named."""
import json
import os
import re
import tempfile
import unittest

from looplab_cli import run, validate

ITEM = re.compile(r"^([hvdc])(-1|\d+)\.(-1|\d+)(?:([+x])|([:=!@~])(-?\d+))?$")
WHERE = {"h": "edge", "v": "edge", "d": "place", "c": "place"}
SIGN = {"+": "line", "x": "cross"}
VALUED = {":": ("clue", None), "=": ("digit", "place"), "!": ("digit", "eliminate"), "@": ("turn", "turn"),
          "~": ("turn", "not_turn")}
# What every family's small pack is made with.
SMALL = {
    "slitherlink": ["--rows", "5", "--cols", "5", "--seed", "4"],
    "masyu": ["--rows", "6", "--cols", "6", "--seed", "4"],
    "sudoku": ["--rows", "9", "--cols", "9", "--seed", "4"],
    "towers": ["--rows", "5", "--cols", "5", "--seed", "4"],
    "infinity-loop": ["--rows", "5", "--cols", "6", "--seed", "4"],
}
ADDED = ("id", "solution", "rating", "minimal", "exports", "path")


def item_of(code):
    """A compact item code as the JSON item of hint.schema.json."""
    m = ITEM.match(code)
    assert m, code
    where, row, col, sign, vsign, value = m.groups()
    out = {"row": int(row), "col": int(col)}
    if where in "hv":
        out["edge"] = where
    elif where == "d":
        out["place"] = "dot"
    elif not vsign:
        out["place"] = "cell"
    if sign:
        out["mark"] = SIGN[sign]
    if vsign:
        key, mark = VALUED[vsign]
        out[key] = int(value)
        if mark:
            out["mark"] = mark
    return out


def step_of(compact):
    """A compact step as the step JSON of `solve --path --json`."""
    rule, tier, text, conclusions, premises = compact[:5]
    out = {"rule": rule, "tier": tier, "text": text,
           "conclusions": [item_of(c) for c in conclusions], "premises": [item_of(p) for p in premises]}
    if len(compact) > 5:
        out["step"] = compact[5]
    if len(compact) > 6:
        out["trial"] = {"supposed": item_of(compact[6]), "chain": [step_of(s) for s in compact[7]]}
    return out


class PackPathsTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def file(self, name):
        return os.path.join(self.dir.name, name)

    def generate(self, name, *args):
        code, _, err = run("generate", "--out", self.file(name), *args)
        self.assertEqual(code, 0, err)
        with open(self.file(name)) as f:
            return json.load(f)

    def write(self, name, pack):
        with open(self.file(name), "w") as f:
            json.dump(pack, f)
        return self.file(name)

    def test_paths_are_solve_paths_and_the_pack_validates(self):
        args = ["--rows", "7", "--cols", "7", "--count", "3", "--seed", "11", "--grade", "hard"]
        pack = self.generate("paths.json", *args, "--paths")
        validate(pack, "pack.schema.json")
        self.assertTrue(pack["parameters"]["paths"])
        self.assertIn(" --paths", pack["command"])
        for entry in pack["puzzles"]:
            code, out, err = run("solve", "--path", "--json", entry["exports"]["loopy"])
            self.assertEqual(code, 0, err)
            full = json.loads(out)["path"]
            stored = entry["path"]
            self.assertEqual(stored["steps"], full["steps"])
            self.assertEqual(stored["steps_by_tier"], full["steps_by_tier"])
            self.assertEqual([[step_of(s) for s in j] for j in stored["journeys"]], full["journeys"])
        code, out, err = run("validate", self.file("paths.json"))
        self.assertEqual(code, 0, out + err)
        self.assertIn("ratings, paths)", out)
        # Without --paths: the same pack, less the paths.
        plain = self.generate("plain.json", *args)
        for entry in pack["puzzles"]:
            del entry["path"]
        del pack["parameters"]["paths"]
        pack["command"] = pack["command"].replace(" --paths", "")
        self.assertEqual(pack, plain)

    def test_every_family_stores_paths_that_solve_gives_and_validate_replays(self):
        code, out, err = run("list", "--json")
        self.assertEqual(code, 0, err)
        names = [f["name"] for f in json.loads(out)["families"]]
        self.assertEqual(sorted(names), sorted(SMALL))
        for family, args in SMALL.items():
            with self.subTest(family=family):
                name = f"{family}.json"
                pack = self.generate(name, "--family", family, "--count", "2", *args, "--paths")
                validate(pack, "pack.schema.json")
                for entry in pack["puzzles"]:
                    puzzle = self.write("puzzle.json", {k: v for k, v in entry.items() if k not in ADDED})
                    code, out, err = run("solve", "--path", "--json", puzzle)
                    self.assertEqual(code, 0, err)
                    full = json.loads(out)["path"]
                    validate(full, "path.schema.json")
                    stored = entry["path"]
                    self.assertEqual(stored["steps_by_tier"], full["steps_by_tier"])
                    self.assertEqual([[step_of(s) for s in j] for j in stored["journeys"]], full["journeys"])
                code, out, err = run("validate", self.file(name))
                self.assertEqual(code, 0, out + err)
                self.assertIn("ratings, paths)", out)

    def corrupted_family(self, family, pick, puzzle=2, same_step=True):
        """validate's output on `family`'s small pack with the first conclusion of the
        puzzle's stored path that `pick(code)` changes (it returns the new code, or None to
        go on) changed: one line naming the puzzle and the step. Returns it, the code as
        changed and the code before."""
        pack = self.generate("base.json", "--family", family, "--count", str(puzzle), *SMALL[family], "--paths")
        entry = pack["puzzles"][puzzle - 1]
        for n, step in enumerate(self.steps(entry["path"]), 1):
            for k, before in enumerate(step[3]):
                after = pick(before)
                if not after:
                    continue
                step[3][k] = after
                code, out, err = run("validate", self.write("bad.json", pack))
                self.assertEqual(code, 1, out + err)
                self.assertEqual(len(out.splitlines()), 1, out)
                if same_step:
                    self.assertIn(f"puzzle {puzzle} ({entry['id']}): path step {n} ({step[0]}): ", out)
                else:
                    self.assertRegex(out, rf"puzzle {puzzle} \({entry['id']}\): path step \d+ \([a-z_]+\): ")
                return out.strip(), after, before
        self.fail(f"no conclusion of {family}'s path to change")

    def test_a_digit_placed_otherwise_is_named_with_its_step(self):
        for family, n in (("sudoku", 9), ("towers", 5)):
            with self.subTest(family=family):
                def other_digit(code):
                    m = re.fullmatch(r"(c\d+\.\d+=)(\d+)", code)
                    return m and m.group(1) + str(int(m.group(2)) % n + 1)
                out, wrong, right = self.corrupted_family(family, other_digit)
                self.assertTrue(out.endswith(f"concludes {wrong}, but the solution has {right}"), out)

    def test_a_digit_ruled_out_otherwise_is_named_with_its_step(self):
        # Another digit in its place: the solution's (the replay names it), one another step
        # rules out (that step, deciding it twice, is named), or one the solution does not
        # have either (the replay agrees, but the path is not the one looplab finds).
        for family, n in (("sudoku", 9), ("towers", 5)):
            for shift in range(1, n):
                with self.subTest(family=family, shift=shift):
                    def other_digit(code):
                        m = re.fullmatch(r"(c\d+\.\d+!)(\d+)", code)
                        return m and m.group(1) + str((int(m.group(2)) - 1 + shift) % n + 1)
                    self.corrupted_family(family, other_digit, puzzle=1, same_step=False)

    def test_a_tile_turned_otherwise_is_named_with_its_step(self):
        def other_turn(code):
            m = re.fullmatch(r"(c\d+\.\d+)@(\d+)", code)
            if not m:
                return None
            turn = int(m.group(2))
            turned = ((turn << 1) | (turn >> 3)) & 15  # a quarter turn: up -> right -> down -> left
            return None if turned == turn else f"{m.group(1)}@{turned}"
        out, wrong, right = self.corrupted_family("infinity-loop", other_turn)
        self.assertTrue(out.endswith(f"concludes {wrong}, but the solution has {right}"), out)

    def test_masyu_paths_replay(self):
        pack = self.generate("masyu.json", "--family", "masyu", "--rows", "6", "--cols", "6", "--count", "2",
                             "--seed", "3", "--paths")
        validate(pack, "pack.schema.json")
        code, out, err = run("validate", self.file("masyu.json"))
        self.assertEqual(code, 0, out + err)
        self.assertIn("paths)", out)

    def corrupted(self, change):
        """validate's output on the 7x7 pack with `change(path)` applied to puzzle 2's path."""
        pack = self.generate("base.json", "--rows", "7", "--cols", "7", "--count", "2", "--seed", "8", "--paths")
        entry = pack["puzzles"][1]
        change(entry["path"])
        code, out, err = run("validate", self.write("bad.json", pack))
        self.assertEqual(code, 1, out + err)
        self.assertEqual(len(out.splitlines()), 1, out)
        self.assertIn(f"puzzle 2 ({entry['id']}): path ", out)
        return out

    @staticmethod
    def steps(path):
        return [s for j in path["journeys"] for s in j]

    def test_a_wrong_mark_is_named_with_its_step(self):
        def flip(path):
            step = self.steps(path)[4]
            code = step[3][0]
            step[3][0] = code[:-1] + ("x" if code.endswith("+") else "+")
            flip.code = code
        out = self.corrupted(flip)
        right = flip.code
        wrong = right[:-1] + ("x" if right.endswith("+") else "+")
        self.assertRegex(out, rf"path step 5 \([a-z_]+\): concludes {re.escape(wrong)}, "
                              rf"but the solution has {re.escape(right)}$")

    def test_a_missing_step_leaves_marks_undecided(self):
        def drop_last(path):
            last = path["journeys"][-1].pop()
            if not path["journeys"][-1]:
                path["journeys"].pop()
            path["steps"] -= 1
            path["steps_by_tier"][last[1]] -= 1
            drop_last.marks = len(last[3])
        out = self.corrupted(drop_last)
        n = drop_last.marks
        self.assertRegex(out, rf"path the replay ends with {n} marks? undecided, [hv]\d+\.\d+[+x]")

    def test_a_step_taken_out_of_the_middle_is_named_by_the_step_that_needed_it(self):
        def drop_first(path):
            first = path["journeys"][0].pop(0)
            if not path["journeys"][0]:
                path["journeys"].pop(0)
            path["steps"] -= 1
            path["steps_by_tier"][first[1]] -= 1
        out = self.corrupted(drop_first)
        self.assertRegex(out, r"path step \d+ \([a-z_]+\): reads [hv]\d+\.\d+[+x], which no step before it decided"
                              r"|path the replay ends with")

    def test_an_unknown_rule_is_named(self):
        def rename(path):
            self.steps(path)[2][0] = "no_such_rule"
        out = self.corrupted(rename)
        self.assertIn("path step 3 (no_such_rule): no rule of the family has this id", out)

    def test_counts_that_differ_from_the_steps_are_named(self):
        def miscount(path):
            path["steps"] += 1
        self.assertIn("path counts differ from its steps", self.corrupted(miscount))

    def test_a_malformed_item_code_fails_the_schema(self):
        pack = self.generate("base.json", "--rows", "5", "--cols", "5", "--count", "1", "--seed", "8", "--paths")
        pack["puzzles"][0]["path"]["journeys"][0][0][3][0] = "h1,2+"
        code, out, _ = run("validate", self.write("bad.json", pack))
        self.assertEqual(code, 1)
        self.assertIn("schema: at /puzzles/0/path/journeys/0/0/3/0", out)

    def test_paths_with_a_line_format_are_refused_before_any_work(self):
        out = self.file("none.json")
        code, _, err = run("generate", "--count", "1", "--paths", "--format", "loopy", "--out", out)
        self.assertEqual(code, 2)
        self.assertIn("--paths stores paths in a pack", err)
        self.assertFalse(os.path.exists(out))


if __name__ == "__main__":
    unittest.main()
