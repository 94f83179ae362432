"""End-to-end tests of `looplab count loops`, `looplab count unique` and `looplab enumerate`."""
import json
import os
import subprocess
import tempfile
import unittest

LOOPLAB = os.environ.get("LOOPLAB", "looplab")


def run(*args):
    p = subprocess.run([LOOPLAB, *map(str, args)], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def last_line(text):
    return text.rstrip("\n").split("\n")[-1]


def inside_from_edges(rows, cols, h, v):
    """Cells inside the loop by crossing parity: walk each row from the left edge."""
    inside = set()
    for r in range(rows):
        crossing = False
        for c in range(cols):
            crossing ^= v[r * (cols + 1) + c] == "1"
            if crossing:
                inside.add((r, c))
    return inside


class CountLoops(unittest.TestCase):
    def count(self, *args):
        code, out, err = run("count", "loops", *args)
        self.assertEqual(code, 0, err)
        return last_line(out)

    def test_known_counts_by_every_method(self):
        known = {(1, 1): "1", (1, 2): "3", (2, 2): "13", (2, 3): "40", (3, 3): "213", (4, 4): "9349"}
        for (r, c), n in known.items():
            for method in ("frontier", "cells", "search", "flood"):
                with self.subTest(r=r, c=c, method=method):
                    self.assertEqual(self.count("--rows", r, "--cols", c, "--method", method), n)
        self.assertEqual(self.count("--rows", 5, "--cols", 5, "--method", "search"), "1222363")
        self.assertEqual(self.count("--rows", 5, "--cols", 5), "1222363")

    def test_frontier_7x7_and_json_as_a_decimal_string(self):
        self.assertEqual(self.count("--rows", 7, "--cols", 7), "603841648931")
        code, out, err = run("count", "loops", "--rows", 9, "--cols", 9, "--json")
        self.assertEqual(code, 0, err)
        data = json.loads(out)
        self.assertEqual(data["loops"], "27359264067916806101")  # beyond 64 bits: a string
        self.assertEqual((data["rows"], data["cols"], data["method"]), (9, 9, "frontier"))

    def test_bad_input_exits_2_naming_a_method_that_can(self):
        cases = [
            (("--rows", 0, "--cols", 3), "0 is out of range (1 to"),
            (("--rows", 3, "--cols", 0), "0 is out of range (1 to"),
            (("--rows", 7, "--cols", 7, "--method", "flood"), "--method frontier"),
            (("--rows", 6, "--cols", 7, "--method", "search"), "--method frontier"),
            (("--rows", 13, "--cols", 13, "--method", "cells"), "--method frontier"),
            (("--rows", 14, "--cols", 14, "--max-memory", 0.01, "--jobs", 1), "needs about 0.08 GB of memory"),
            (("--rows", 40, "--cols", 40), "needs about"),
            (("--table", 3, "--rows", 2), "--table takes no --rows"),
            (("--rows", 3, "--cols", 3, "--jobs", -1), "--jobs"),
            (("--rows", 3, "--cols", 3, "--method", "magic"), "unknown method 'magic'"),
            (("--rows", 3), "count loops needs --cols (the grid's size), or --table N"),
            (("--cols", 3), "count loops needs --rows (the grid's size)"),
            ((), "count loops needs --rows and --cols"),
        ]
        for args, needle in cases:
            with self.subTest(args=args):
                code, out, err = run("count", "loops", *args)
                self.assertEqual(code, 2)
                self.assertEqual(out, "")
                self.assertIn(needle, err)
                self.assertEqual(len(err.strip().split("\n")), 1)


    def test_frontier_names_the_memory_it_needs(self):
        code, out, err = run("count", "loops", "--rows", 16, "--cols", 16, "--max-memory", 0.5, "--jobs", 1)
        self.assertEqual((code, out), (2, ""))
        self.assertIn("16x16 needs about 0.67 GB of memory (layers of up to 6.54e+06 frontiers", err)
        self.assertIn("--max-memory allows 0.50 GB", err)

    def test_table_is_the_a231829_triangle(self):
        code, out, err = run("count", "loops", "--table", 7)
        self.assertEqual(code, 0, err)
        rows = [tuple(line.split()) for line in out.splitlines()]
        self.assertEqual(len(rows), 28)
        got = {(int(r), int(c)): n for r, c, n in rows}
        # OEIS A231829, the table in its entry (rows 1..7, R <= C).
        oeis = {1: [1, 3, 6, 10, 15, 21, 28], 2: [13, 40, 108, 275, 681, 1664],
                3: [213, 1049, 5034, 23984, 114069], 4: [9349, 80626, 692194, 5948291],
                5: [1222363, 18438929, 279285399], 6: [487150371, 12947640143], 7: [603841648931]}
        for r, counts in oeis.items():
            for i, n in enumerate(counts):
                self.assertEqual(got[(r, r + i)], str(n), (r, r + i))

    def test_threads_and_passes_give_the_same_count(self):
        counts = set()
        for extra in (("--jobs", 1), ("--jobs", 2), ("--jobs", 3, "--json")):
            code, out, err = run("count", "loops", "--rows", 11, "--cols", 13, *extra)
            self.assertEqual(code, 0, err)
            counts.add(json.loads(out)["loops"] if "--json" in extra else last_line(out))
        self.assertEqual(len(counts), 1)
        # Memory for one prime a pass only: several passes, the same count.
        code, out, err = run("-v", "count", "loops", "--rows", 11, "--cols", 13, "--max-memory", 0.003, "--jobs", 1)
        self.assertEqual(code, 0, err)
        self.assertEqual(counts, {last_line(out)})
        self.assertRegex(err, r"[2-9] pass\(es\)")

    def test_a_second_prime_set_gives_the_same_count(self):
        with tempfile.TemporaryDirectory() as d:
            for args in ((), ("--work-dir", os.path.join(d, "two"))):
                code, out, err = run("count", "loops", "--rows", 8, "--cols", 8, "--prime-set", 2, *args)
                self.assertEqual((code, last_line(out)), (0, "2318527339461265"), err)
            with open(os.path.join(d, "two", "job")) as f:
                self.assertIn("set 2", f.read())
            # The work directory of one set is not another's.
            code, out, err = run("count", "loops", "--rows", 8, "--cols", 8, "--work-dir", os.path.join(d, "two"))
            self.assertEqual(code, 2, err)
            self.assertIn("made by another run", err)
        code, out, err = run("count", "loops", "--rows", 4, "--cols", 4, "--method", "search", "--prime-set", 2)
        self.assertEqual(code, 2, err)
        self.assertIn("--prime-set", err)


    def test_split_layers_in_one_process_and_its_refusals(self):
        """--split-layers without mpirun is one rank: the same count; it refuses what it cannot split."""
        for args, want in ((("--rows", 8, "--cols", 8), "2318527339461265"),
                           (("--rows", 5, "--cols", 9, "--prime-set", 2), "64300829449")):
            code, out, err = run("count", "loops", *args, "--split-layers")
            self.assertEqual((code, last_line(out)), (0, want), err)
        for extra, says in ((("--method", "cells"), "--method cells"), (("--engine", "graph"), "--engine graph"),
                            (("--work-dir", "wd"), "--work-dir"), (("--grid", "honeycomb"), "--grid honeycomb"),
                            (("--max-memory", 0.001), "needs about")):
            size = 16 if "--max-memory" in extra else 6
            code, out, err = run("count", "loops", "--rows", size, "--cols", size, "--split-layers", *extra)
            self.assertEqual(code, 2, err)
            self.assertIn(says, err)
            self.assertEqual(len(err.strip().split("\n")), 1, err)


class CountUnique(unittest.TestCase):
    def test_published_figures(self):
        for (r, c), n in {(1, 2): "9", (2, 2): "93", (2, 3): "1161", (3, 3): "41433"}.items():
            with self.subTest(r=r, c=c):
                code, out, err = run("count", "unique", "--rows", r, "--cols", c, "--jobs", 2)
                self.assertEqual(code, 0, err)
                self.assertEqual(last_line(out), n)

    def test_minimal_histogram_and_json(self):
        code, out, err = run("count", "unique", "--rows", 3, "--cols", 3, "--minimal", "--histogram")
        self.assertEqual(code, 0, err)
        self.assertEqual(last_line(out), "5299")
        rows = [line.split() for line in out.splitlines() if not line.startswith("#")][:-1]
        self.assertEqual(len(rows), 9)
        self.assertEqual(sum(int(r[1]) for r in rows), 41433)
        self.assertEqual(sum(int(r[2]) for r in rows), 5299)
        code, out, err = run("count", "unique", "--rows", 2, "--cols", 2, "--json", "--histogram")
        self.assertEqual(code, 0, err)
        data = json.loads(out)
        self.assertEqual(data["count"], "93")
        self.assertEqual(data["unique"], "93")
        self.assertEqual(data["loops"], "13")
        self.assertEqual(sum(int(h["unique"]) for h in data["histogram"]), 93)

    def test_shards_add_up_and_methods_agree(self):
        code, out, err = run("count", "unique", "--rows", 3, "--cols", 3, "--json", "--histogram", "--shard", "0:0")
        self.assertEqual(code, 0, err)
        units = json.loads(out)["shard"]["units"]
        self.assertEqual(units, 43)  # the 213 loops of 3x3 up to the 8 symmetries of the square
        cuts = [0, 5, 20, units]
        totals = {"loops": 0, "unique": 0, "minimal": 0}
        by_clues = {}
        for first, last in zip(cuts, cuts[1:]):
            for method in ("bitmap", "transversal"):
                code, out, err = run("count", "unique", "--rows", 3, "--cols", 3, "--json", "--histogram",
                                     "--shard", f"{first}:{last}", "--method", method)
                self.assertEqual(code, 0, err)
                data = json.loads(out)
                self.assertEqual(data["shard"], {"first": first, "last": last, "units": units})
                if method == "bitmap":
                    bitmap = data
                    for key in totals:
                        totals[key] += int(data[key])
                    for h in data["histogram"]:
                        by_clues[h["clues"]] = by_clues.get(h["clues"], 0) + int(h["minimal"])
                else:
                    self.assertEqual(data, bitmap)
        self.assertEqual(totals, {"loops": 213, "unique": 41433, "minimal": 5299})
        self.assertEqual(by_clues[3], 488)

    def test_patterns_method_equals_bitmaps_without_minimal(self):
        for r, c in ((3, 3), (2, 5), (5, 2)):
            with self.subTest(r=r, c=c):
                code, out, err = run("count", "unique", "--rows", r, "--cols", c, "--json", "--histogram")
                self.assertEqual(code, 0, err)
                bitmap = json.loads(out)
                code, out, err = run("count", "unique", "--rows", r, "--cols", c, "--json", "--histogram",
                                     "--method", "patterns")
                self.assertEqual(code, 0, err)
                patterns = json.loads(out)
                self.assertNotIn("minimal", patterns)
                self.assertEqual(patterns["unique"], bitmap["unique"])
                self.assertEqual(patterns["loops"], bitmap["loops"])
                self.assertEqual([(h["clues"], h["unique"]) for h in patterns["histogram"]],
                                 [(h["clues"], h["unique"]) for h in bitmap["histogram"]])
        code, out, err = run("count", "unique", "--rows", 3, "--cols", 3, "--method", "patterns", "--histogram")
        self.assertEqual(code, 0, err)
        self.assertEqual(last_line(out), "41433")
        self.assertIn("# clues unique\n", out)

    def test_patterns_method_refusals_exit_2(self):
        small = ("--rows", 3, "--cols", 3)
        for args, words in (((*small, "--minimal"), "not minimal ones"), ((*small, "--shard", "0:1"), "one process"),
                            ((*small, "--max-memory", "0.00001"), "ran out of memory"),
                            (("--rows", 5, "--cols", 7), "at most 30 cells")):
            with self.subTest(args=args):
                code, out, err = run("count", "unique", "--method", "patterns", *args)
                self.assertEqual(code, 2, err)
                self.assertEqual(out, "")
                self.assertIn(words, err)
                self.assertEqual(len(err.strip().split("\n")), 1)

    def test_bad_shards_and_methods_exit_2(self):
        for args in (("--shard", "3"), ("--shard", "5:2"), ("--shard", "-1:4"), ("--shard", "1:x"),
                     ("--method", "magic")):
            with self.subTest(args=args):
                code, out, err = run("count", "unique", "--rows", 2, "--cols", 2, *args)
                self.assertEqual(code, 2)
                self.assertEqual(out, "")
                self.assertTrue(err.startswith("looplab: "), err)
                self.assertEqual(len(err.strip().split("\n")), 1)

    def test_too_large_or_empty_grids_exit_2(self):
        for args in (("--rows", 5, "--cols", 6), ("--rows", 0, "--cols", 2), ("--rows", 2, "--cols", 2, "--jobs", -1),
                     ("--rows", 1, "--cols", 31, "--method", "transversal", "--shard", "0:1")):
            with self.subTest(args=args):
                code, out, err = run("count", "unique", *args)
                self.assertEqual(code, 2)
                self.assertTrue(err.startswith("looplab: "), err)


class Enumerate(unittest.TestCase):
    def test_every_format_lists_the_same_loops(self):
        code, cells, err = run("enumerate", "--rows", 3, "--cols", 3)
        self.assertEqual(code, 0, err)
        cell_sets = []
        for line in cells.splitlines():
            rows = line.split("/")
            cell_sets.append({(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"})
        self.assertEqual(len(cell_sets), 213)
        self.assertEqual(len({frozenset(s) for s in cell_sets}), 213)
        code, edges, err = run("enumerate", "--rows", 3, "--cols", 3, "--format", "edges")
        self.assertEqual(code, 0, err)
        from_edges = [inside_from_edges(3, 3, *line.split()) for line in edges.splitlines()]
        self.assertEqual(from_edges, cell_sets)
        code, js, err = run("enumerate", "--rows", 3, "--cols", 3, "--format", "json")
        self.assertEqual(code, 0, err)
        objs = [json.loads(line) for line in js.splitlines()]
        self.assertEqual([o["h"] + " " + o["v"] for o in objs], edges.splitlines())
        self.assertEqual(["/".join(o["cells"]) for o in objs], cells.splitlines())

    def test_listed_loops_pass_the_checker(self):
        code, edges, err = run("enumerate", "--rows", 2, "--cols", 3, "--format", "edges")
        self.assertEqual(code, 0, err)
        lines = edges.splitlines()
        self.assertEqual(len(lines), 40)
        for line in lines[::7]:
            h, v = line.split()
            code, out, err = run("check", ".../...", h, v)  # 2x3 with no clues
            self.assertEqual(code, 0, (line, out, err))

    def test_ascii_and_limit(self):
        code, out, err = run("enumerate", "--rows", 2, "--cols", 2, "--format", "ascii", "--limit", 3)
        self.assertEqual(code, 0, err)
        pictures = [p for p in out.split("\n\n") if p.strip()]
        self.assertEqual(len(pictures), 3)
        self.assertTrue(all(p.startswith("+") for p in pictures))

    def test_bad_input_exits_2(self):
        for args in (("--rows", 7, "--cols", 7), ("--rows", 2, "--cols", 0), ("--rows", 2, "--cols", 2, "--format", "png")):
            with self.subTest(args=args):
                code, out, err = run("enumerate", *args)
                self.assertEqual(code, 2)
                self.assertTrue(err.startswith("looplab: "), err)


if __name__ == "__main__":
    unittest.main()
