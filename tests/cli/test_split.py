"""End-to-end tests of split runs in one process (`--work-dir`): the answer is the one of a
plain run, byte for byte; a run killed midway resumes; a directory of other arguments is
refused. The same runs over MPI ranks are in mpi_split.py."""
import json
import os
import signal
import zlib
import unittest

from looplab_cli import LOOPLAB, SplitRunTest, run, shard_files


class SplitRuns(SplitRunTest):
    def test_count_unique_with_a_work_dir_equals_the_plain_count(self):
        for flags in ([], ["--histogram"]):
            plain = self.ok("count", "unique", "--rows", 4, "--cols", 4, "--jobs", 1, *flags)
            d = os.path.join(self.tmp, "unique" + "".join(flags))
            self.assertEqual(self.ok("count", "unique", "--rows", 4, "--cols", 4, "--jobs", 2,
                                     "--work-dir", d, *flags), plain)
            self.assertEqual(len(shard_files(d)), 247)  # the loop classes of 4x4, 5 a shard
            # Again: every shard is read back, none worked, the same answer.
            self.assertEqual(self.ok("count", "unique", "--rows", 4, "--cols", 4, "--work-dir", d,
                                     *flags), plain)

    def test_count_loops_by_modulus_equals_the_plain_count(self):
        for rows, cols, moduli in ((10, 10, 2), (6, 9, 1)):
            plain = self.ok("count", "loops", "--rows", rows, "--cols", cols)
            d = os.path.join(self.tmp, f"loops{rows}x{cols}")
            self.assertEqual(self.ok("count", "loops", "--rows", rows, "--cols", cols, "--jobs", 2,
                                     "--work-dir", d), plain)
            self.assertEqual(len(shard_files(d)), moduli)
        code, _, err = run("count", "loops", "--rows", 4, "--cols", 4, "--method", "search",
                           "--work-dir", os.path.join(self.tmp, "search"))
        self.assertEqual(code, 2)
        self.assertIn("--method search runs in one process only", err)

    def test_a_pack_made_in_blocks_is_the_plain_pack_byte_for_byte(self):
        args = ["generate", "--rows", 5, "--cols", 5, "--count", 20, "--seed", 3, "-q"]
        plain = os.path.join(self.tmp, "plain.json")
        self.ok(*args, "--jobs", 1, "--out", plain)
        split = os.path.join(self.tmp, "split.json")
        d = os.path.join(self.tmp, "pack")
        self.ok(*args, "--jobs", 2, "--out", split, "--work-dir", d)
        with open(plain, "rb") as a, open(split, "rb") as b:
            self.assertEqual(a.read(), b.read())
        self.assertEqual(len(shard_files(d)), 20)
        lines = self.ok("generate", "--family", "sudoku", "--rows", 9, "--cols", 9, "--count", 6,
                        "--format", "solo", "-q")
        self.assertEqual(self.ok("generate", "--family", "sudoku", "--rows", 9, "--cols", 9,
                                 "--count", 6, "--format", "solo", "-q", "--work-dir",
                                 os.path.join(self.tmp, "lines")), lines)

    def test_a_failed_shard_fails_the_run_as_one_process_fails(self):
        args = ["generate", "--rows", 2, "--cols", 2, "--grade", "extreme", "--count", 3,
                "--max-attempts", 1]
        plain = run(*args, "--jobs", 1)
        self.assertEqual(plain[0], 2)
        self.assertIn("gave up on puzzle 1:", plain[2])
        self.assertEqual(run(*args, "--jobs", 2, "--work-dir", os.path.join(self.tmp, "x")), plain)

    def test_a_killed_run_resumes_with_the_same_answer(self):
        self.kill_midway_and_resume(lambda args: [LOOPLAB, *map(str, args)],
                                    lambda p: p.send_signal(signal.SIGKILL), run)

    def test_a_killed_loop_count_resumes_with_the_same_answer(self):
        """count loops splits by modulus: 13x13 is 3 moduli, killed once one is kept."""
        import subprocess
        import time
        args = ["count", "loops", "--rows", 13, "--cols", 13, "--jobs", 1]
        plain = run(*args)
        self.assertEqual(plain[0], 0, plain[2])
        self.assertEqual(plain[1], "38157703688577845304445530851242055267353\n")  # A140517's a(14)
        d = os.path.join(self.tmp, "killed")
        p = subprocess.Popen([LOOPLAB, *map(str, args), "--work-dir", d], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 120
        while time.time() < deadline and (not os.path.isdir(d) or not shard_files(d)) and p.poll() is None:
            time.sleep(0.01)
        p.send_signal(signal.SIGKILL)
        p.communicate(timeout=60)
        done = len(shard_files(d))
        self.assertEqual(p.returncode, -signal.SIGKILL, "the run ended before it was killed")
        self.assertGreaterEqual(done, 1)
        self.assertLess(done, 3)
        code, out, err = run(*args, "--work-dir", d, "-v")
        self.assertEqual(code, 0, err)
        self.assertEqual(out, plain[1])
        self.assertIn(f"resuming: {done} of 3 shards were done in {d}", err)

    def test_a_work_dir_of_other_arguments_is_refused(self):
        d = os.path.join(self.tmp, "mine")
        self.ok("count", "unique", "--rows", 3, "--cols", 3, "--work-dir", d)
        before = shard_files(d)
        code, out, err = run("count", "unique", "--rows", 3, "--cols", 4, "--work-dir", d)
        self.assertEqual(code, 2)
        self.assertEqual(out, "")
        self.assertEqual(err, f"looplab: work directory {d} was made by another run (count unique "
                              "--rows 3 --cols 3 (loop classes, 1 a shard)), not by this one (count "
                              "unique --rows 3 --cols 4 (loop classes, 2 a shard)): give another "
                              "directory, or delete it to start over\n")
        self.assertEqual(shard_files(d), before)
        code, _, err = run("generate", "--rows", 5, "--cols", 5, "--count", 2, "--work-dir", d)
        self.assertEqual(code, 2)
        self.assertIn("was made by another run", err)
        other = os.path.join(self.tmp, "other")
        os.makedirs(other)
        with open(os.path.join(other, "notes.txt"), "w") as f:
            f.write("mine\n")
        code, _, err = run("count", "loops", "--rows", 3, "--cols", 3, "--work-dir", other)
        self.assertEqual(code, 2)
        self.assertIn("is not empty and holds no looplab job", err)

    def test_a_shard_of_another_layout_is_refused_in_one_line(self):
        # A generate shard as another build might write it (a field missing), its checksum right.
        d = os.path.join(self.tmp, "old")
        args = ("generate", "--rows", 4, "--cols", 4, "--count", 2, "--seed", 1, "--work-dir", d)
        self.ok(*args)
        path = os.path.join(d, shard_files(d)[1])
        with open(path) as f:
            head, body = f.read().split("\n", 1)
        body = json.dumps([{k: v for k, v in m.items() if k != "score"} for m in json.loads(body)],
                          separators=(",", ":"))
        with open(path, "w") as f:
            f.write(" ".join(head.split()[:-1] + [f"{zlib.crc32(body.encode()):08x}"]) + "\n" + body)
        code, out, err = run(*args)
        self.assertEqual((code, out), (2, ""))
        self.assertEqual(err, f"looplab: work directory {d}: shard 1 was written by another version "
                              "of looplab; delete the directory to start over\n")


if __name__ == "__main__":
    unittest.main()
