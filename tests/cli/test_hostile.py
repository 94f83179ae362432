"""Hostile input: deep JSON, out-of-range numbers, outputs that cannot be written, a port in use.
Each case once crashed, wrapped or answered wrongly; the exit code is 2 with one line naming the problem."""
import json
import os
import socket
import subprocess
import tempfile
import time
import unittest

from looplab_cli import LOOPLAB, SOURCE_DIR, run


class DeepJson(unittest.TestCase):
    def test_validate_refuses_a_70000_deep_array(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "deep.json")
            with open(path, "w") as f:
                f.write("[" * 70000 + "]" * 70000)
            code, out, err = run("validate", path)
            self.assertEqual(code, 2, err)
            self.assertIn("nested more than", err)
            self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_a_deep_json_puzzle_is_bad_input(self):
        deep = '{"family":"slitherlink","clues":' + "[" * 100000 + "]" * 100000 + "}"
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "deep.json")
            with open(path, "w") as f:
                f.write(deep)
            for cmd in ("solve", "convert --to json", "rate"):
                code, _, err = run(*cmd.split(), path)
                self.assertEqual(code, 2, (cmd, err))
                self.assertIn("nested more than", err)


class NumericRanges(unittest.TestCase):
    def test_every_numeric_option_refuses_out_of_range_values(self):
        cases = [
            ["generate", "--count", "-1"],
            ["generate", "--count", "4294967295"],
            ["generate", "--seed", "-1"],
            ["generate", "--rows", "-3"],
            ["generate", "--max-attempts", "-1"],
            ["generate", "--jobs", "-2"],
            ["generate", "--fill", "1.5"],
            ["generate", "--density", "-0.1"],
            ["solve", "--limit", "-1", "2x2t0:d"],
            ["count", "--limit", "-1", "2x2t0:d"],
            ["cover", "--rows", "-1", "--cols", "3"],
            ["cover", "--rows", "3", "--cols", "3", "--count", "--limit", "-5"],
            ["cover", "--rows", "3", "--cols", "3", "--seed", "-1"],
            ["enumerate", "--rows", "2", "--cols", "2", "--limit", "-1"],
            ["count", "loops", "--rows", "-2", "--cols", "2"],
            ["count", "unique", "--rows", "2", "--cols", "2", "--jobs", "-1"],
            ["serve", "--port", "70000"],
            ["serve", "--port", "0", "--max-body", "-1"],
        ]
        for args in cases:
            code, out, err = run(*args, timeout=30)
            self.assertEqual(code, 2, (args, out, err))
            self.assertTrue("out of range" in err or "not a number" in err, (args, err))
            self.assertEqual(out, "", args)

    def test_numbers_are_plain_decimals(self):
        for value in ("0x10", " 3", "3 ", "1e1", "+3", "3.", ".5", ""):
            for args in (["generate", "--rows", value, "--cols", "3"], ["cover", "--rows", value, "--cols", "3"],
                         ["generate", "--rows", "3", "--cols", "3", "--fill", value],
                         ["count", "loops", "--rows", "3", "--cols", value]):
                code, out, err = run(*args, timeout=30)
                self.assertEqual(code, 2, (args, out, err))
                name = args[args.index(value) - 1]
                self.assertIn(f"{name}: '{value}' is not a number (decimal digits only)", err, args)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertEqual(out, "", args)
        code, out, err = run("generate", "--rows", "3", "--cols", "3", "--count", "1", "--fill", "0.5", "-q")
        self.assertEqual(code, 0, err)

    def test_help_ranges_are_the_enforced_ones(self):
        # The range --help shows is the one the option refuses outside: one past it fails
        # in CLI11's words, the bound itself passes the option check.
        code, out, _ = run("count", "loops", "--help")
        self.assertIn("--rows INT:1 to 100 ", out)
        self.assertIn("--table INT:1 to 100 ", out)
        for args in (["count", "loops", "--rows", "101", "--cols", "3"], ["count", "loops", "--table", "101"],
                     ["count", "unique", "--rows", "101", "--cols", "1"]):
            code, out, err = run(*args, timeout=30)
            self.assertEqual(code, 2, (args, err))
            self.assertIn("101 is out of range (1 to 100)", err, args)
        code, out, _ = run("generate", "--help")
        self.assertIn("--fill FLOAT:above 0 to 1", out)
        code, out, err = run("generate", "--rows", "3", "--cols", "3", "--fill", "0", "-q")
        self.assertEqual(code, 2, err)
        self.assertIn("--fill: 0 is out of range (above 0 to 1) (see --help)", err)
        code, out, err = run("count", "loops", "--rows", "3", "--cols", "3", "--max-memory", "0.001")
        self.assertNotIn("out of range", err)

    def test_jobs_0_means_all_cores_everywhere(self):
        code, one, err = run("generate", "--rows", "4", "--cols", "4", "--count", "2", "--seed", "5", "--jobs", "1",
                             "--format", "loopy", "-q")
        self.assertEqual(code, 0, err)
        code, every, err = run("generate", "--rows", "4", "--cols", "4", "--count", "2", "--seed", "5", "--jobs",
                               "0", "--format", "loopy", "-q")
        self.assertEqual(code, 0, err)
        self.assertEqual(one, every)
        for args in (["count", "loops", "--rows", "3", "--cols", "3", "--jobs", "0"],
                     ["count", "unique", "--rows", "2", "--cols", "2", "--jobs", "0"]):
            code, out, err = run(*args, timeout=60)
            self.assertEqual(code, 0, (args, err))
        for cmd in (["generate"], ["count", "loops"], ["count", "unique"]):
            code, out, _ = run(*cmd, "--help")
            self.assertIn("0 = all cores", " ".join(out[out.index("--jobs"):].split()[:16]), cmd)

    def test_a_work_dir_needs_its_parent_as_out_does(self):
        with tempfile.TemporaryDirectory() as d:
            missing = os.path.join(d, "no-such", "work")
            code, out, err = run("count", "loops", "--rows", "3", "--cols", "3", "--work-dir", missing)
            self.assertEqual(code, 2, err)
            self.assertIn("cannot make work directory " + missing, err)
            self.assertFalse(os.path.exists(os.path.join(d, "no-such")))
            code, out, err = run("generate", "--rows", "3", "--cols", "3", "--count", "1", "-q", "-o",
                                 os.path.join(d, "no-such", "pack.json"))
            self.assertEqual(code, 2, err)
            here = os.path.join(d, "work")
            code, out, err = run("count", "loops", "--rows", "3", "--cols", "3", "--work-dir", here)
            self.assertEqual((code, out.strip()), (0, "213"), err)

    def test_the_largest_seed_is_still_accepted(self):
        code, out, err = run("generate", "--rows", "3", "--cols", "3", "--count", "1", "--seed",
                             "18446744073709551615", "-q")
        self.assertEqual(code, 0, err)
        self.assertIn("18446744073709551615", json.loads(out)["command"])


class SolveLimit(unittest.TestCase):
    def test_limit_1_cannot_prove_uniqueness_so_it_is_refused(self):
        for puzzle in ("3x3t0:i", "..../..../..../...."):
            code, out, err = run("solve", "--limit", "1", puzzle)
            self.assertEqual(code, 2, out)
            self.assertIn("at least 2", err)
            self.assertNotIn("unique", out)

    def test_count_all_does_not_take_a_limit(self):
        code, _, err = run("count", "--all", "--limit", "5", "2x2t0:d")
        self.assertEqual(code, 2)
        self.assertIn("--all", err)


class Detection(unittest.TestCase):
    def test_a_wrong_guess_of_the_family_says_what_the_input_was_read_as(self):
        code, _, err = run("solve", "5" * 80)
        self.assertEqual(code, 2)
        self.assertIn("read as slitherlink (--family sets another)", err)

    def test_a_byte_order_mark_is_skipped(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "bom.txt")
            with open(path, "wb") as f:
                f.write(b"\xef\xbb\xbf2x2t0:d\n")
            code, out, err = run("count", path)
            self.assertEqual((code, out), (0, "2\n"), err)  # 13 loops, counted up to 2


class Batch(unittest.TestCase):
    def test_one_bad_line_is_reported_with_its_line_and_the_rest_answered(self):
        text = "2x2t0:d\n2x2t0:d\n5x5t0:zzzzzz\n2x2t0:d\n"
        for cmd in (["count"], ["solve", "--json"], ["convert", "--to", "loopy"]):
            code, out, err = run(*cmd, "-", stdin=text)
            self.assertEqual(code, 2, (cmd, err))
            self.assertEqual(len(out.strip().splitlines()), 3, (cmd, out))
            self.assertIn("<stdin>:3:", err)
            self.assertIn("(skipped)", err)

    def test_every_answer_of_a_batch_names_its_line_even_after_a_skipped_one(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "three.txt")
            with open(path, "w") as f:
                f.write("5x5t0:b3b3b13f302c1a3\nbogus\n1x1t0:3\n")
            code, out, err = run("count", path)
            self.assertEqual(code, 2, err)  # a skipped line shows in the exit code
            self.assertEqual(out, f"{path}:1: 1\n{path}:3: 0\n")
            self.assertIn(f"{path}:2: ", err)
            code, out, err = run("solve", path)
            self.assertEqual(code, 2, err)
            self.assertTrue(out.startswith(f"{path}:1: unique"), out)
            self.assertIn(f"{path}:3: none", out)

    def test_a_pack_is_a_batch_of_its_puzzles(self):
        with tempfile.TemporaryDirectory() as d:
            pack = os.path.join(d, "pack.json")
            code, _, err = run("generate", "--rows", "4", "--cols", "4", "--count", "2", "--seed", "1", "-o", pack, "-q")
            self.assertEqual(code, 0, err)
            with open(pack) as f:
                entries = json.load(f)["puzzles"]
            code, out, err = run("convert", "--to", "loopy", pack)
            self.assertEqual(code, 0, err)
            self.assertEqual(out.split(), [e["exports"]["loopy"] for e in entries])
            code, out, err = run("count", pack)
            self.assertEqual(code, 0, err)
            self.assertEqual(out, "".join(f"{pack}:{e['id']}: 1\n" for e in entries))



class LongCounts(unittest.TestCase):
    def test_count_all_on_an_empty_grid_warns_first_with_its_cost_and_the_loop_count(self):
        # The warning comes before the enumeration, which would not end: read it, then stop.
        proc = subprocess.Popen([LOOPLAB, "count", "--all", "/".join(["." * 10] * 10)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = proc.stderr.readline()
        finally:
            proc.kill()
            proc.communicate()
        loops = run("count", "loops", "--rows", 10, "--cols", 10)[1].strip()
        self.assertRegex(line, r"^looplab: count --all: [0-9]+ solutions in [0-9]+ search nodes .* and not done; "
                               r"at [0-9.e+]+ a second a billion take [0-9.e+]+ s\. ")
        self.assertIn(f"among the {loops} loops of the grid", line)
        self.assertIn("`looplab count loops --rows 10 --cols 10`", line)

    def test_count_all_within_the_probe_is_exact_and_quiet(self):
        code, out, err = run("count", "--all", "2x2t0:d")
        self.assertEqual((code, out, err), (0, "13\n", ""))


class CheckExits(unittest.TestCase):
    def test_a_malformed_solution_is_bad_input_and_a_wrong_one_is_invalid(self):
        self.assertEqual(run("check", "4", "11", "11")[:2], (0, "valid\n"))
        for h, v in (("111", "11"), ("1x", "11")):  # wrong length, stray character
            code, out, err = run("check", "4", h, v)
            self.assertEqual((code, out), (2, ""), err)
            self.assertIn("malformed", err)
        code, out, err = run("check", "4", "10", "11")  # well formed, wrong
        self.assertEqual(code, 1)
        self.assertTrue(out.startswith("invalid"), out)
        code, _, err = run("check", "--family", "sudoku", "1...\n..3.\n.4..\n...2", "12345")
        self.assertEqual(code, 2, err)

    def test_every_family_names_a_position_as_row_and_column(self):
        cases = [
            (["--family", "sudoku", "1.......3.....2.", "2341412323141432"],
             "the cell at row 1, column 1 changes the given 1"),
            (["4:///////////////,a1n", "1234214334122143"], "the cell at row 1, column 2 changes the given 1"),
            ([".../...", "100000000", "00000000"], "dead end: the dot at row 1, column 1 of dots"),
            (["┗┛/┏┓", "┏┏/┗┛"], "tile at row 1, column 1 and the tile right of it disagree"),
        ]
        for args, message in cases:
            code, out, err = run("check", *args)
            self.assertEqual(code, 1, (args, err))
            self.assertIn(message, out)

    def test_ragged_infinity_loop_rows_are_refused_like_slitherlink_ones(self):
        for text, message in (("┏━┓/┃/┗━┛", "row 2 has 1 tiles, but row 1 has 3"),
                              ("3.2/.1/2.3", "row 2 has 2")):
            code, out, err = run("solve", text)
            self.assertEqual((code, out), (2, ""), err)
            self.assertIn(message, err)
            self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertEqual(run("solve", "--limit", "2", "┏━┓/┃.┃/┗━┛")[0], 0)

    def test_the_top_level_help_examples_work(self):
        _, out, _ = run("--help")
        examples = [l.strip() for l in out.split("Examples:")[1].splitlines() if l.strip().startswith("looplab ")]
        self.assertGreaterEqual(len(examples), 3)
        import shlex
        for line in examples:
            code, _, err = run(*shlex.split(line)[1:])
            self.assertEqual(code, 0, (line, err))


@unittest.skipUnless(os.path.exists("/dev/full"), "needs /dev/full")
class FullDisk(unittest.TestCase):
    def test_a_failed_write_to_stdout_is_exit_2(self):
        for args in (["solve", "2x2t0:d"], ["convert", "--to", "json", "2x2t0:d"],
                     ["generate", "--rows", "3", "--cols", "3", "--count", "1", "-q"],
                     ["count", "2x2t0:d"], ["count", "loops", "--rows", "3", "--cols", "3"],
                     ["enumerate", "--rows", "2", "--cols", "2"], ["cover", "--rows", "2", "--cols", "2"],
                     ["rate", "5x5t0:b3b3b13f302c1a3"], ["--help"]):
            with open("/dev/full", "w") as full:
                p = subprocess.run([LOOPLAB, *args], stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
            self.assertEqual(p.returncode, 2, (args, p.stderr))
            self.assertIn("cannot write", p.stderr, args)


class Discoverable(unittest.TestCase):
    def test_list_shows_every_family_from_its_declaration(self):
        code, out, err = run("list", "--json")
        self.assertEqual(code, 0, err)
        self.assertEqual(len(out.splitlines()), 1)
        fams = {f["name"]: f for f in json.loads(out)["families"]}
        self.assertTrue({"slitherlink", "sudoku", "towers", "infinity-loop"} <= set(fams))
        self.assertEqual(fams["sudoku"]["default_size"], {"rows": 9, "cols": 9})
        self.assertIn("solo", fams["sudoku"]["reads"])
        self.assertIn("normal", fams["slitherlink"]["tatham_levels"])
        code, text, _ = run("families")
        self.assertEqual(code, 0)
        for name in fams:
            self.assertIn(name + ":", text)

    def test_generate_uses_the_family_default_size_and_refuses_options_it_would_ignore(self):
        code, out, err = run("generate", "--family", "sudoku", "--count", "1", "-q", timeout=60)
        self.assertEqual(code, 0, err)
        self.assertEqual(json.loads(out)["puzzles"][0]["size"], 9)
        code, _, err = run("generate", "--family", "sudoku", "--density", "0.3", "--count", "1")
        self.assertEqual(code, 2)
        self.assertIn("--density is not read by sudoku", err)

    def test_generate_keeps_the_puzzles_it_finished_when_it_gives_up(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "p.json")
            code, stdout, err = run("generate", "--rows", "2", "--cols", "2", "--grade", "mixed", "--count", "3",
                                    "--max-attempts", "20", "-q", "-o", out)
            self.assertEqual(code, 2, err)
            self.assertRegex(err, r"made [12] of 3 puzzles \(written\); gave up on puzzle")
            with open(out) as f:
                self.assertGreaterEqual(len(json.load(f)["puzzles"]), 1)

    def test_the_man_page_and_completions_cover_every_command(self):
        _, top, _ = run("--help")
        commands = [l.split()[0].rstrip(",") for l in top.split("Subcommands:")[1].split("Examples:")[0].splitlines() if l.startswith("  ")]
        self.assertIn("list", commands)
        code, man, err = run("_docs", "man")
        self.assertEqual(code, 0, err)
        self.assertTrue(man.startswith(".TH LOOPLAB 1"))
        for c in commands:
            self.assertIn(f'.SS "looplab {c}"', man)
        self.assertIn("\\-\\-tatham\\-level", man)
        code, bash, _ = run("_docs", "bash")
        self.assertEqual(code, 0)
        self.assertEqual(subprocess.run(["bash", "-n"], input=bash, text=True).returncode, 0)
        script = bash + "\nCOMP_WORDS=(looplab count loops --r); COMP_CWORD=3; _looplab; echo ${COMPREPLY[@]}\n"
        self.assertEqual(subprocess.run(["bash", "-c", script], capture_output=True, text=True).stdout.strip(), "--rows")
        code, zsh, _ = run("_docs", "zsh")
        self.assertTrue(zsh.startswith("#compdef looplab"))
        self.assertIn("'--limit[", zsh)

    def test_slitherlink_draws_its_solution_as_svg(self):
        code, solved, err = run("convert", "--to", "svg-solution", "5x5t0:b3b3b13f302c1a3")
        self.assertEqual(code, 0, err)
        _, plain, _ = run("convert", "--to", "svg", "5x5t0:b3b3b13f302c1a3")
        self.assertTrue(solved.startswith("<svg") or solved.startswith("<?xml"), solved[:40])
        self.assertGreater(len(solved), len(plain))
        code, _, err = run("convert", "--to", "svg-solution", "4/4")
        self.assertEqual(code, 2)
        self.assertIn("no solution", err)

    def test_cover_json_is_one_line_like_every_other_command(self):
        code, out, _ = run("cover", "--rows", "2", "--cols", "2", "--json")
        self.assertEqual(code, 0)
        self.assertEqual(len(out.splitlines()), 1)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class ServeStartup(unittest.TestCase):
    def test_a_second_server_on_a_port_in_use_is_refused(self):
        port = free_port()
        first = subprocess.Popen([LOOPLAB, "serve", "--port", str(port)], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        try:
            self.assertIn("listening on", first.stdout.readline())
            code, out, err = run("serve", "--port", port, timeout=20)
            self.assertEqual(code, 2, (out, err))
            self.assertIn(f"port {port} is in use", err)
        finally:
            first.terminate()
            first.communicate(timeout=10)

    def test_bad_host_and_save_folder_are_refused_at_startup(self):
        code, _, err = run("serve", "--port", "0", "--host", "999.1.1.1", timeout=20)
        self.assertEqual(code, 2)
        self.assertIn("999.1.1.1 is not an IPv4 address", err)
        code, _, err = run("serve", "--port", "0", "--save-to", "/nonexistent/dir/x.json", timeout=20)
        self.assertEqual(code, 2)
        self.assertIn("does not exist", err)


class ValidateTrustsNothing(unittest.TestCase):
    def make_pack(self, d, *args):
        path = os.path.join(d, "pack.json")
        code, _, err = run("generate", "--rows", "5", "--cols", "5", "--count", "3", "--seed", "1", *args, "-o", path)
        self.assertEqual(code, 0, err)
        with open(path) as f:
            return path, json.load(f)

    def write(self, path, pack):
        with open(path, "w") as f:
            json.dump(pack, f)

    def test_every_file_is_checked_after_an_unreadable_one(self):
        with tempfile.TemporaryDirectory() as d:
            good, _ = self.make_pack(d)
            bad = os.path.join(d, "bad.json")
            with open(bad, "w") as f:
                f.write("{not json")
            missing = os.path.join(d, "missing.json")
            code, out, err = run("validate", bad, missing, good)
            self.assertEqual(code, 2, (out, err))
            self.assertIn("bad.json", err)
            self.assertIn("cannot read " + missing + ": No such file or directory", err)
            self.assertIn(good + ": valid", out)

    def test_minimal_true_is_proven_again(self):
        with tempfile.TemporaryDirectory() as d:
            path, pack = self.make_pack(d, "--tatham-level", "easy")
            not_minimal = [e["id"] for e in pack["puzzles"] if not e["minimal"]]
            self.assertTrue(not_minimal)  # Easy puzzles keep clues that uniqueness alone would not
            for e in pack["puzzles"]:
                e["minimal"] = True
            self.write(path, pack)
            code, out, _ = run("validate", path)
            self.assertEqual(code, 1, out)
            for pid in not_minimal:
                self.assertIn(f"({pid}): marked minimal", out)

    def test_exports_must_read_back_as_the_puzzle(self):
        with tempfile.TemporaryDirectory() as d:
            path, pack = self.make_pack(d)
            pack["puzzles"][0]["exports"]["loopy"] = "garbage"
            pack["puzzles"][1]["exports"]["loopy"] = pack["puzzles"][2]["exports"]["loopy"]
            self.write(path, pack)
            code, out, _ = run("validate", path)
            self.assertEqual(code, 1, out)
            self.assertEqual(out.count("exports differ"), 2, out)


class CheckMalformedSolutions(unittest.TestCase):
    def test_a_malformed_solution_is_bad_input_in_every_family(self):
        cases = [
            ["check", "B.B/.../B.B", "11x011", "101101"],  # Masyu: a stray character
            ["check", "B.B/.../B.B", "11011", "1011"],  # Masyu: wrong lengths
            ["check", "--family", "towers", "3:1/2/3/1/2/3/1/2/3/1/2/3", "12"],  # Towers: short rows
            ["check", "2x2t0:d", "1x", "1"],  # Slitherlink
        ]
        for args in cases:
            code, out, err = run(*args)
            self.assertEqual(code, 2, (args, out, err))
            self.assertIn("malformed", err)
            self.assertEqual(out, "")


class HugeSizes(unittest.TestCase):
    def test_a_size_too_long_for_a_number_is_named(self):
        for puzzle, size in [("9999999x5t0:a", "5x9999999"), ("2147483648x5t0:a", "5x2147483648")]:
            code, _, err = run("solve", puzzle)
            self.assertEqual(code, 2, err)
            self.assertIn(f"grid size {size} (rows x columns) is out of range", err)

    def test_masyu_and_solo_ids_name_a_size_out_of_range(self):
        cases = [
            ("masyu", "9999999x5:B", "grid size 5x9999999 (rows x columns) is out of range: each side must be 2 to 100"),
            ("masyu", "2147483648x5:B", "grid size 5x2147483648 (rows x columns) is out of range: each side must be 2 to 100"),
            ("masyu", "5x12345678901234567:B", "grid size 123456789012...x5 (rows x columns) is out of range"),
            ("masyu", "5x1:B", "grid size 1x5 (rows x columns) is out of range: each side must be 2 to 100"),
            ("sudoku", "99999x3:a", "box 99999x3 is out of range: Sudoku sides are 4 to 25"),
            ("sudoku", "3x2147483648:a", "box 3x2147483648 is out of range: Sudoku sides are 4 to 25"),
            ("sudoku", "9x9:a", "box 9x9 gives a grid side of 81: Sudoku sides are 4 to 25"),
        ]
        for family, puzzle, message in cases:
            code, out, err = run("solve", "--family", family, puzzle)
            self.assertEqual(code, 2, (puzzle, err))
            self.assertIn(message, err, puzzle)
            self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertEqual(out, "", puzzle)


class ConvertSvg(unittest.TestCase):
    def test_every_svg_format_takes_one_puzzle(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "two.txt")
            with open(path, "w") as f:
                f.write("2x2t0:d\n2x2t0:4c\n")
            for fmt in ("svg", "svg-solution"):
                out = os.path.join(d, "out.svg")
                code, _, err = run("convert", "--to", fmt, "-o", out, path)
                self.assertEqual(code, 2, (fmt, err))
                self.assertIn(f"--to {fmt} takes one puzzle", err)
                self.assertFalse(os.path.exists(out))


class Words(unittest.TestCase):
    def test_an_unknown_command_is_named(self):
        code, _, err = run("bogus")
        self.assertEqual(code, 2)
        self.assertIn("unknown command 'bogus' (commands: convert, check, solve", err)

    def test_an_unknown_option_before_any_command_is_named(self):
        for args in (["--bogus"], ["-z"], ["-v", "--bogus"]):
            code, out, err = run(*args)
            self.assertEqual(code, 2, (args, err))
            self.assertIn(f"unknown option '{args[-1]}'", err)
            self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertEqual(out, "", args)

    def test_an_unknown_option_before_a_command_is_named(self):
        code, out, err = run("--bogus", "list")
        self.assertEqual(code, 2, err)
        self.assertIn("unknown option '--bogus' (before a command only -v, -q, --version and --help", err)
        self.assertEqual(len(err.strip().splitlines()), 1, err)
        self.assertEqual(out, "")

    def test_quoted_input_is_cut_at_about_80_characters(self):
        huge = "9" * 100000
        for args in (["count", "loops", "--rows", huge, "--cols", "3"], ["generate", "--rows", huge], ["--" + huge, "list"]):
            code, out, err = run(*args)
            self.assertEqual(code, 2, args[:2])
            self.assertEqual(len(err.strip().splitlines()), 1, args[:2])
            self.assertLess(len(err), 300, args[:2])
            self.assertIn("9" * 70, err, args[:2])
            self.assertIn("9...", err, args[:2])

    def test_a_100000_character_string_in_a_pack_is_checked_without_a_crash(self):
        with tempfile.TemporaryDirectory() as d:
            pack = os.path.join(d, "pack.json")
            code, _, err = run("generate", "--rows", "3", "--cols", "3", "--count", "1", "-o", pack, "-q")
            self.assertEqual(code, 0, err)
            with open(pack) as f:
                data = json.load(f)
            data["puzzles"][0]["id"] = "a" * 100000 + "!"
            with open(pack, "w") as f:
                json.dump(data, f)
            code, out, err = run("validate", pack)
            self.assertEqual(code, 1, err[:300])  # read, and invalid
            self.assertIn("does not match", out + err)
            self.assertLess(len(out + err), 2000)

    def test_a_pasted_address_reads_its_game_id(self):
        url = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0:b3b3b13f302c1a3"
        code, out, err = run("convert", "--to", "loopy", url)
        self.assertEqual((code, out), (0, "5x5t0:b3b3b13f302c1a3\n"), err)

    def test_a_random_seed_id_is_explained(self):
        for seed_id in ("10x10t0dh#123", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#7x7t0de#99"):
            code, out, err = run("solve", seed_id)
            self.assertEqual(code, 2, err)
            self.assertIn("is a random-seed ID", err)
            self.assertIn("give the game ID instead", err)
            self.assertEqual(len(err.strip().splitlines()), 1, err)
            self.assertEqual(out, "")

    def test_list_gives_the_sizes_generate_takes(self):
        code, out, err = run("list", "--json")
        self.assertEqual(code, 0, err)
        sizes = {f["name"]: f["sizes"] for f in json.loads(out)["families"]}
        self.assertEqual(sizes["infinity-loop"], "1x1 to 5000x5000 (generated up to 100x100)")
        code, _, err = run("generate", "--family", "infinity-loop", "--rows", "101", "--cols", "3")
        self.assertEqual(code, 2, err)
        self.assertIn("1 to 100", err)

    def test_an_unknown_grade_lists_mixed_too(self):
        code, _, err = run("generate", "--grade", "bogus", "--rows", "3", "--cols", "3")
        self.assertEqual(code, 2)
        self.assertIn("extreme, or mixed", err)



class HelpIsTrue(unittest.TestCase):
    def families(self):
        code, out, err = run("list", "--json")
        self.assertEqual(code, 0, err)
        return json.loads(out)["families"]

    def test_serve_help_says_how_every_family_is_played(self):
        code, out, err = run("serve", "--help", timeout=30)
        self.assertEqual(code, 0, err)
        for f in self.families():
            self.assertRegex(out, rf"\b{f['name']}\b[^\n]*: click", f["name"])

    def test_generate_help_has_an_example_of_every_family(self):
        code, out, err = run("generate", "--help")
        self.assertEqual(code, 0, err)
        examples = out[out.index("Examples:"):]
        names = [f["name"] for f in self.families()]
        for name in names[1:]:  # the first is the default family, given without --family
            self.assertIn(f"looplab generate --family {name} ", examples, name)
        self.assertIn("--family masyu --rows 10 --cols 10 --tatham-level tricky", examples)

    def test_the_6x6_cover_estimate_quoted_in_readme_and_help_is_the_one_printed(self):
        p = subprocess.Popen([LOOPLAB, "cover", "--rows", "6", "--cols", "6", "--moves", "knight", "--count"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = p.stderr.readline()  # printed before the count starts
        finally:
            p.kill()
            p.communicate()
        self.assertTrue(line.startswith("looplab: counting the 6 x 6 covers: "), line)
        estimate = line[len("looplab: "):].strip()
        flat = lambda text: " ".join(text.split())
        with open(os.path.join(SOURCE_DIR, "README.md")) as f:
            readme = flat(f.read())
        self.assertIn(f"--moves knight --count`, 106172416 covers: `{estimate}`", readme)
        code, out, err = run("cover", "--help")
        self.assertEqual(code, 0, err)
        self.assertIn(f"knight 6 x 6: `{estimate}`", flat(out))


if __name__ == "__main__":
    unittest.main()
