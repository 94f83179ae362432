"""Slitherlink on Loopy's other grids, end to end: solve, check, convert and count loops."""
import json
import os
import tempfile
import unittest
import xml.etree.ElementTree as ET

import jsonschema

from looplab_cli import SOURCE_DIR, run, schema, validate

# A solution on a grid other than the square one: {"edges": [[p, q], ...]}.
LOOP_SCHEMA = schema("slitherlink-puzzle.schema.json")["$defs"]["graph_loop"]


def loopy_ids(t):
    with open(os.path.join(SOURCE_DIR, "tests", "data", "loopy-grids", f"t{t}.txt")) as f:
        return [line for line in f.read().splitlines() if line]


def current_penrose_ids(t):
    """current Loopy's Penrose IDs (tests/data/loopy-current), without their levels."""
    with open(os.path.join(SOURCE_DIR, "tests", "data", "loopy-current", f"t{t}.txt")) as f:
        return [line.split()[1] for line in f.read().splitlines() if line]


class LoopyGridsTest(unittest.TestCase):
    def test_solve_json_proves_unique_and_check_accepts_the_loop(self):
        for t in (1, 2, 4, 7, 9):
            pid = loopy_ids(t)[-1]
            code, out, err = run("solve", "--json", pid)
            self.assertEqual(code, 0, err)
            report = json.loads(out)
            self.assertEqual(report["status"], "unique", pid)
            self.assertEqual(report["stats"]["engine"], "sat")
            jsonschema.Draft202012Validator(LOOP_SCHEMA).validate(report["solution"])
            edges = report["solution"]["edges"]
            self.assertTrue(all(len(e) == 2 for e in edges))
            code, out, err = run("check", pid, json.dumps(edges))
            self.assertEqual((code, out), (0, "valid\n"), err)
            # One edge fewer is a well-formed wrong loop: invalid, exit 1.
            code, out, _ = run("check", pid, json.dumps({"edges": edges[1:]}))
            self.assertEqual(code, 1)
            self.assertTrue(out.startswith("invalid: "), out)

    def test_rate_grades_every_grid_by_the_square_grids_method(self):
        rating_schema = schema("pack-puzzle.schema.json")
        rating_schema = {**rating_schema["$defs"]["rating"], "$defs": rating_schema["$defs"]}
        for t in (1, 2, 4, 9, 14):
            easy, hard = loopy_ids(t)[0], loopy_ids(t)[-1]
            for pid in (easy, hard):
                code, out, err = run("rate", "--json", pid)
                self.assertEqual(code, 0, (pid, err))
                rating = json.loads(out)["rating"]
                jsonschema.Draft202012Validator(rating_schema).validate(rating)
                tier = rating["metrics"]["propagation_tier"]
                self.assertEqual(rating["grade"], ["easy", "medium", "hard", "expert"][tier] if tier >= 0 else "extreme")
            # A 4x4 Easy ID falls to Loopy's Easy rules: that level is said; above it none is.
            self.assertEqual(json.loads(run("rate", "--json", easy)[1])["rating"]["tatham_level"], "easy")
        code, out, err = run("rate", "3x3t2:i")  # no clue: many loops
        self.assertEqual(code, 2, out)
        self.assertIn("one solution", err)

    def test_hint_and_path_on_a_grid(self):
        hint_schema = schema("hint.schema.json")
        for t in (2, 4, 9):
            pid = loopy_ids(t)[6]  # 7x7 Hard
            code, out, err = run("solve", "--json", pid)
            edges = [tuple(e) for e in json.loads(out)["solution"]["edges"]]
            code, out, err = run("convert", "--to", "json", pid)
            faces = json.loads(out)["graph"]["faces"]
            # The STATE's order: edges as the faces first meet them, each face's points in turn.
            order = []
            for ring in faces:
                for k in range(len(ring)):
                    e = tuple(sorted((ring[k], ring[(k + 1) % len(ring)])))
                    if e not in order:
                        order.append(e)
            on = {tuple(sorted(e)) for e in edges}
            solved = "".join("1" if e in on else "x" for e in order)
            code, out, err = run("hint", "--json", pid, solved)
            self.assertEqual((code, json.loads(out)), (0, {"kind": "solved"}), err)
            empty = "." * len(order)
            code, out, err = run("hint", "--json", pid, empty)
            self.assertEqual(code, 0, err)
            step = json.loads(out)
            jsonschema.Draft202012Validator(hint_schema).validate(step)
            self.assertEqual(step["kind"], "step")
            for c in step["conclusions"]:
                self.assertEqual(c["mark"], "line" if tuple(c["edge"]) in on else "cross", (pid, c))
            # One wrong mark is named.
            i = order.index(tuple(sorted(edges[0])))
            wrong = empty[:i] + "x" + empty[i + 1:]
            code, out, err = run("hint", "--json", pid, wrong)
            self.assertEqual(json.loads(out)["marks"], [{"edge": sorted(edges[0]), "mark": "cross"}], pid)
            code, out, err = run("solve", "--path", "--json", pid)
            self.assertEqual(code, 0, err)
            path = json.loads(out)["path"]
            validate(path, "path.schema.json")
            marks = [c for j in path["journeys"] for s in j for c in s["conclusions"]]
            self.assertEqual(len(marks), len(order))
            self.assertEqual({tuple(c["edge"]) for c in marks if c["mark"] == "line"}, on)
        code, out, err = run("hint", loopy_ids(2)[0], "1x")
        self.assertEqual(code, 2)
        self.assertIn("one string of", err)

    def test_check_names_a_malformed_loop(self):
        pid = loopy_ids(2)[0]
        code, _, err = run("check", pid, "[[0, 0]]")
        self.assertEqual(code, 2)
        self.assertIn("joins no two neighbouring points", err)

    def test_convert_to_json_validates_and_reads_back(self):
        for t in (1, 3, 5, 6, 8, 10, 13, 14, 15):
            pid = loopy_ids(t)[0]
            code, out, err = run("convert", "--to", "json", pid)
            self.assertEqual(code, 0, err)
            obj = json.loads(out)
            validate(obj, "slitherlink-puzzle.schema.json")
            self.assertEqual(obj["cols"], int(pid.split("x")[0]))
            self.assertEqual(len(obj["clues"]), len(obj["graph"]["faces"]))
            code, back, err = run("convert", "--to", "loopy", out.strip())
            self.assertEqual((code, back), (0, pid + "\n"), err)

    def test_convert_to_loopy_is_byte_identical_for_every_id(self):
        for t in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15):
            ids = loopy_ids(t)
            path = os.path.join(SOURCE_DIR, "tests", "data", "loopy-grids", f"t{t}.txt")
            code, out, err = run("convert", "--to", "loopy", path)
            self.assertEqual(code, 0, err)
            self.assertEqual(out.splitlines(), ids)

    def test_current_loopys_penrose_ids_solve_check_and_convert_back(self):
        for t in (11, 12):
            ids = current_penrose_ids(t)
            self.assertEqual(len(ids), 24)
            with tempfile.TemporaryDirectory() as tmp:
                listed = os.path.join(tmp, "ids.txt")
                with open(listed, "w") as f:
                    f.write("\n".join(ids) + "\n")
                code, out, err = run("convert", "--to", "loopy", listed)
            self.assertEqual(code, 0, err)
            self.assertEqual(out.splitlines(), ids)
            for pid in (ids[0], ids[-1]):
                code, out, err = run("convert", "--to", "json", pid)
                self.assertEqual(code, 0, err)
                obj = json.loads(out)
                validate(obj, "slitherlink-puzzle.schema.json")
                self.assertEqual(obj["desc"], pid.split(":")[1].split("_")[0])
                self.assertEqual(len(obj["clues"]), len(obj["graph"]["faces"]))
                self.assertEqual(run("convert", "--to", "loopy", out.strip())[1], pid + "\n")
                code, out, err = run("solve", "--json", pid)
                self.assertEqual(code, 0, err)
                report = json.loads(out)
                self.assertEqual(report["status"], "unique", pid)
                code, out, err = run("check", pid, json.dumps(report["solution"]["edges"]))
                self.assertEqual((code, out), (0, "valid\n"), err)
        for pid, words in (("7x7t11:0_a", "no start-vertex digit"), ("7x7t11:00VVVBCABB_a", "'C', is not a penrose-p2"),
                           ("7x7t12:00UV_a", "is not a penrose-p3"), ("7x7t11:00" + "AB" * 501 + "_a", "more than 1000")):
            code, _, err = run("solve", pid)
            self.assertEqual(code, 2, pid)
            self.assertIn(words, err, pid)
            self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_svg_draws_faces_as_polygons(self):
        pid = loopy_ids(4)[0]
        code, out, err = run("convert", "--to", "svg-solution", pid)
        self.assertEqual(code, 0, err)
        root = ET.fromstring(out)
        polygons = [e for e in root.iter() if e.tag.endswith("polygon")]
        code, js, _ = run("convert", "--to", "json", pid)
        self.assertEqual(len(polygons), len(json.loads(js)["graph"]["faces"]))

    def test_square_only_formats_are_refused_with_the_reason(self):
        code, _, err = run("convert", "--to", "puzzlink", loopy_ids(2)[0])
        self.assertEqual(code, 2)
        self.assertIn("square grids only", err)

    def test_grid_types_and_penrose_patches_that_are_not_loopys_are_named(self):
        for pid, words in (("3x3t18:a", "t0 to t17"), ("7x7t17:02G_a", "is not a spectre of hexagon G"), ("7x7t11:a", "G<x>,<y>,<angle>"),
                           ("7x7t12:G0,0,37_a", "multiple of 36"), ("7x7t11:G5000,0,0_a", "from the centre"),
                           ("6x6t12:G0,0,0_a", "too few faces"), ("5x6t16:0,0,0,H_a", "at least 6x6"),
                           ("6x6t16:0,0,13,H_a", "not a child of metatile H"), ("6x6t16:0,0,0,Q_a", "H, T, P or F"),
                           ("6x6t17:D05G_a", "not an orientation"), ("6x6t17:008G_a", "not a child of hexagon G")):
            code, _, err = run("solve", pid)
            self.assertEqual(code, 2, pid)
            self.assertIn(words, err, pid)
            self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_count_loops_on_a_grid(self):
        code, out, err = run("count", "loops", "--grid", "honeycomb", "--rows", "1", "--cols", "1")
        self.assertEqual((code, out), (0, "1\n"), err)
        # Two hexagons side by side: each alone, and both.
        code, out, err = run("count", "loops", "--grid", "honeycomb", "--rows", "1", "--cols", "2", "--json")
        self.assertEqual(code, 0, err)
        obj = json.loads(out)
        self.assertEqual(obj["grid"], "honeycomb")
        self.assertEqual(obj["loops"], "3")
        code, _, err = run("count", "loops", "--grid", "hexagons", "--rows", "2", "--cols", "2")
        self.assertEqual(code, 2)
        self.assertIn("--grid must be one of", err)
        # The square grid by name is the square counter: 2x2 has 13 loops.
        code, out, _ = run("count", "loops", "--grid", "square", "--rows", "2", "--cols", "2")
        self.assertEqual(out, "13\n")

    def test_count_loops_on_a_penrose_patch_equals_brute_force(self):
        # A loop on a plane grid is the boundary of the faces inside it: count the face sets
        # whose boundary is one cycle (every point of degree 0 or 2, the edges connected).
        for pid in ("5x5t11:G1055,854,36_a3a2022b1a", "6x5t12:G1188,-737,288_3a32a0b2b"):
            size, rest = pid.split("t", 1)
            cols, rows = size.split("x")
            grid = "penrose-p2" if rest.startswith("11") else "penrose-p3"
            desc = rest.split(":", 1)[1].split("_", 1)[0]
            code, out, err = run("convert", "--to", "json", pid)
            self.assertEqual(code, 0, err)
            faces = json.loads(out)["graph"]["faces"]
            sides = {}
            for f, face in enumerate(faces):
                for a, b in zip(face, face[1:] + face[:1]):
                    sides.setdefault((min(a, b), max(a, b)), []).append(f)
            loops = 0
            for inside in range(1, 1 << len(faces)):
                edges = [e for e, fs in sides.items() if sum(inside >> f & 1 for f in fs) == 1]
                degree = {}
                for a, b in edges:
                    degree[a] = degree.get(a, 0) + 1
                    degree[b] = degree.get(b, 0) + 1
                if any(d != 2 for d in degree.values()):
                    continue
                # Two-regular: one cycle when its edge count equals the points it visits.
                seen, todo = set(), [edges[0][0]]
                while todo:
                    p = todo.pop()
                    if p not in seen:
                        seen.add(p)
                        todo += [q for a, b in edges for q in (a, b) if p in (a, b) and q != p]
                loops += len(seen) == len(degree)
            code, out, err = run("count", "loops", "--grid", grid, "--rows", rows, "--cols", cols, "--desc", desc,
                                 "--json")
            self.assertEqual(code, 0, err)
            obj = json.loads(out)
            self.assertEqual((obj["loops"], obj["desc"]), (str(loops), desc), pid)
        # Without --desc the centre patch; at 4x4 P3 it holds no grid, and the error says what to do.
        code, _, err = run("count", "loops", "--grid", "penrose-p3", "--rows", "4", "--cols", "4")
        self.assertEqual(code, 2)
        self.assertIn("--desc names another patch", err)
        for args, words in ((("--grid", "penrose-p3", "--desc", "G0,0,30"), "--desc: the patch angle 30"),
                            (("--desc", "G0,0,0"), "the square grid has none"),
                            (("--grid", "honeycomb", "--desc", "0"), "takes no grid description")):
            code, _, err = run("count", "loops", "--rows", "5", "--cols", "5", *args)
            self.assertEqual(code, 2, args)
            self.assertIn(words, err, args)
            self.assertEqual(len(err.strip().splitlines()), 1, err)


if __name__ == "__main__":
    unittest.main()
