"""looplab convert and check, end to end: formats, round trips, bad input."""
import json
import os
import tempfile
import unittest
import xml.etree.ElementTree as ET

from looplab_cli import needs_peers, peers, run, validate


class ConvertTest(unittest.TestCase):
    def test_puzzlink_worked_example(self):
        code, out, _ = run("convert", "--to", "loopy", "p?slither/5/5/cbcbcddad")
        self.assertEqual(code, 0)
        self.assertEqual(out, "5x5t0:2b1b2b1b2b3b3b0b3\n")
        code, out, _ = run("convert", "--to", "puzzlink", "5x5t0:2b1b2b1b2b3b3b0b3")
        self.assertEqual(out, "https://puzz.link/p?slither/5/5/cbcbcddad\n")

    def test_all_url_forms(self):
        for url in ["https://puzz.link/p?slither/5/5/cbcbcddad", "http://pzv.jp/p.html?slither/5/5/cbcbcddad",
                    "pzv.jp/p.html?slither/5/5/cbcbcddad"]:
            code, out, err = run("convert", "--to", "text", url)
            self.assertEqual(code, 0, err)
            self.assertEqual(out.splitlines()[0], "2..1.")

    def test_json_output_validates(self):
        code, out, _ = run("convert", "--to", "json", "3.2/.1./2.3")
        self.assertEqual(code, 0)
        obj = json.loads(out)
        validate(obj, "slitherlink-puzzle.schema.json")
        self.assertEqual(obj["clues"], ["3.2", ".1.", "2.3"])
        code, out2, _ = run("convert", "--to", "text", out.strip())
        self.assertEqual(out2, "3.2\n.1.\n2.3\n")

    def test_svg_is_well_formed_and_written_atomically(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "p.svg")
            code, out, _ = run("convert", "--to", "svg", "-o", path, "3.2/.1./2.3")
            self.assertEqual(code, 0)
            self.assertEqual(out, "")
            root = ET.parse(path).getroot()
            self.assertTrue(root.tag.endswith("svg"))
            self.assertEqual(os.listdir(d), ["p.svg"])

    @needs_peers
    def test_batch_file_of_peer_ids_converts_line_by_line(self):
        p = peers(self)
        code, out, err = run("convert", "--to", "puzzlink", os.path.join(p, "loopy-square.txt"))
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        self.assertEqual(len(lines), 132)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(out)
        try:
            code, back, _ = run("convert", "--to", "loopy", f.name)
        finally:
            os.unlink(f.name)
        ids = [l.split(" ", 1)[1] for l in open(os.path.join(p, "loopy-square.txt")).read().splitlines() if l]
        self.assertEqual(back.splitlines(), ids)

    def test_stdin(self):
        code, out, _ = run("convert", "--to", "loopy", "-", stdin="3.2\n.1.\n")
        self.assertEqual((code, out), (0, "3x2t0:3a2a1a\n"))


class BadInputTest(unittest.TestCase):
    def assertBad(self, args, *needles, stdin=None):
        code, out, err = run(*args, stdin=stdin)
        self.assertEqual(code, 2, f"{args}: {err}")
        self.assertEqual(out, "")
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        for n in needles:
            self.assertIn(n, err)

    def test_each_problem_is_one_line_with_a_position(self):
        self.assertBad(["convert", "--to", "text", "5x5t0:b3b3b13f302c1a39"], "clue 9", "character 22")
        self.assertBad(["convert", "--to", "text", "5x5t0:b3b3b13f302c1a3"[:-1] + "!"], "'!'", "character")
        self.assertBad(["convert", "--to", "text", "0x5t0:"], "out of range")
        self.assertBad(["convert", "--to", "text", "5x5t0:b3"], "too few cells")
        self.assertBad(["convert", "--to", "text", "2x1t0:123"], "too many cells")
        self.assertBad(["convert", "--to", "text", "p?slither/2/2/12345"], "body too long")
        self.assertBad(["convert", "--to", "text", "p?slither/2/2/1"], "body too short")
        self.assertBad(["convert", "--to", "text", "p?slither/2/2/.k"], "unknown value")
        self.assertBad(["convert", "--to", "text", ""], "empty")
        self.assertBad(["convert", "--to", "text", "no-such-file.txt"], "cannot read no-such-file.txt")
        self.assertBad(["convert", "--to", "text", '{"clues":["3.2"'], "truncated JSON")
        self.assertBad(["convert", "--to", "text", "-"], "line 2, column 3", stdin="3.2\n.17\n")

    def test_a_bad_line_in_a_batch_names_file_and_line(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("e 2x2t0:1c\ne 2x2t0:1c9\n")
        try:
            # The bad line is named and skipped, the good one converted, the exit code 2.
            code, out, err = run("convert", "--to", "text", f.name)
            self.assertEqual((code, out), (2, "1.\n..\n"), err)
            self.assertIn(f.name + ":2", err)
            self.assertIn("clue 9", err)
            self.assertIn("(skipped)", err)
        finally:
            os.unlink(f.name)

    def test_no_partial_output_file(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "out.txt")
            self.assertBad(["convert", "--to", "text", "-o", path, "2x1t0:129"], "clue 9")
            self.assertEqual(os.listdir(d), [])

    def test_unknown_format_is_refused(self):
        code, _, err = run("convert", "--to", "pdf", "4")
        self.assertEqual(code, 2)
        self.assertIn("pdf", err)


class CheckTest(unittest.TestCase):
    def test_valid_and_invalid(self):
        self.assertEqual(run("check", "4", "11", "11"), (0, "valid\n", ""))
        code, out, _ = run("check", "3", "11", "11")
        self.assertEqual(code, 1)
        self.assertIn("clue 3 at row 1, column 1", out)
        code, out, err = run("check", "3", "1", "11")  # h too short: malformed, bad input
        self.assertEqual((code, out), (2, ""))
        self.assertIn("h has 1 characters, expected 2", err)

    @needs_peers
    def test_every_peer_answer_passes_and_a_flipped_edge_fails(self):
        p = peers(self)
        folder = os.path.join(p, "puzzle-loop")
        checked = 0
        for fn in sorted(os.listdir(folder)):
            dims = fn.split("_")[0]
            for i, line in enumerate(open(os.path.join(folder, fn))):
                rec = json.loads(line)
                if not rec["Answer"] or i % 4:  # every fourth answer keeps the test quick
                    continue
                w, h = map(int, dims.split("x"))
                bits = rec["Answer"].replace("y", "1").replace("n", "0")
                hs, vs = bits[: (h + 1) * w], bits[(h + 1) * w:]
                puzzle = f"{dims}t0:{rec['Task']}"
                code, out, err = run("check", puzzle, hs, vs)
                self.assertEqual((code, out), (0, "valid\n"), f"{fn}:{i + 1} {err}")
                k = (i * 31) % len(hs)
                flipped = hs[:k] + ("0" if hs[k] == "1" else "1") + hs[k + 1:]
                code, out, _ = run("check", puzzle, flipped, vs)
                self.assertEqual(code, 1)
                self.assertTrue(out.startswith("invalid: "))
                checked += 1
        self.assertGreater(checked, 40)


if __name__ == "__main__":
    unittest.main()
