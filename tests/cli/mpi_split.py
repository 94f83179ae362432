"""End-to-end tests of split runs over two MPI ranks on this machine (loopback): each
answer equals the one-process answer byte for byte; a rank killed midway and a rerun
with the same --work-dir give the same answer; a work directory of other arguments is
refused. Exits 77 (ctest: skipped) when MPI or looplab-mpi is absent."""
import os
import shutil
import signal
import subprocess
import sys
import unittest

from looplab_cli import LOOPLAB, SplitRunTest, plain_output

MPIRUN = shutil.which("mpirun")
LOOPLAB_MPI = os.path.join(os.path.dirname(os.path.abspath(LOOPLAB)), "looplab-mpi")


def mpirun(*args, ranks=2):
    cmd = [MPIRUN, "--oversubscribe", "-np", str(ranks)]
    if os.geteuid() == 0:
        cmd.append("--allow-run-as-root")
    return cmd + [LOOPLAB, *map(str, args)]


def run_mpi(*args, ranks=2):
    p = subprocess.run(mpirun(*args, ranks=ranks), capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


class MpiSplitRuns(SplitRunTest):
    def same(self, *args):
        """The command under two ranks prints what one process prints with --jobs 1."""
        plain = plain_output(*args, "--jobs", 1)
        code, out, err = run_mpi(*args, "--jobs", 1)
        self.assertEqual(code, 0, err)
        self.assertEqual(out, plain)

    def test_count_unique_4x4_and_4x5(self):
        self.same("count", "unique", "--rows", 4, "--cols", 4, "--histogram")
        self.same("count", "unique", "--rows", 4, "--cols", 5)

    def test_count_loops_10x10_and_a_rectangle(self):
        self.same("count", "loops", "--rows", 10, "--cols", 10)
        self.same("count", "loops", "--rows", 6, "--cols", 9, "--json")

    def test_count_loops_with_every_layer_split_across_ranks(self):
        """--split-layers: each rank holds a share of every layer; the count is the one-process count."""
        for ranks, args in ((2, ("--rows", 8, "--cols", 8)), (2, ("--rows", 6, "--cols", 9, "--json")),
                            (3, ("--rows", 10, "--cols", 7, "--no-mirrors"))):
            plain = plain_output("count", "loops", *args, "--jobs", 1)
            code, out, err = run_mpi("count", "loops", *args, "--split-layers", ranks=ranks)
            self.assertEqual(code, 0, err)
            self.assertEqual(out, plain, f"{ranks} ranks {args}")
        code, _, err = run_mpi("count", "loops", "--rows", 4, "--cols", 4, "--split-layers", "--method", "cells")
        self.assertEqual(code, 2)
        self.assertIn("--split-layers splits the frontier method", err)

    def test_a_pack_of_20_puzzles(self):
        args = ["generate", "--rows", 5, "--cols", 5, "--count", 20, "--seed", 9, "-q"]
        plain = os.path.join(self.tmp, "plain.json")
        self.ok(*args, "--jobs", 1, "--out", plain)
        split = os.path.join(self.tmp, "split.json")
        code, _, err = run_mpi(*args, "--jobs", 2, "--out", split)
        self.assertEqual(code, 0, err)
        with open(plain, "rb") as a, open(split, "rb") as b:
            self.assertEqual(a.read(), b.read())

    def test_a_rank_killed_midway_then_a_rerun_gives_the_same_answer(self):
        def kill_rank_1(p):
            # Rank 1 is the child of mpirun whose environment says so.
            for pid in subprocess.run(["pgrep", "-P", str(p.pid)], capture_output=True,
                                      text=True).stdout.split():
                try:
                    with open(f"/proc/{pid}/environ", "rb") as f:
                        if b"OMPI_COMM_WORLD_RANK=1\0" in f.read():
                            os.kill(int(pid), signal.SIGKILL)
                            return
                except OSError:
                    pass
            self.fail("rank 1 not found (the run ended before it was killed?)")

        self.kill_midway_and_resume(lambda args: mpirun(*args), kill_rank_1, run_mpi)

    def test_a_work_dir_of_other_arguments_is_refused_once(self):
        d = os.path.join(self.tmp, "mine")
        code, _, err = run_mpi("count", "unique", "--rows", 3, "--cols", 3, "--work-dir", d)
        self.assertEqual(code, 0, err)
        code, out, err = run_mpi("count", "unique", "--rows", 3, "--cols", 4, "--work-dir", d)
        self.assertEqual(code, 2)
        self.assertEqual(out, "")
        self.assertEqual(err.count("was made by another run"), 1, err)


if __name__ == "__main__":
    if not MPIRUN:
        print("SKIPPED: mpirun not found (scripts/install-deps.sh --test installs openmpi-bin)")
        sys.exit(77)
    if not os.access(LOOPLAB_MPI, os.X_OK):
        print(f"SKIPPED: {LOOPLAB_MPI} not built (configure with MPI found, or -DLOOPLAB_MPI=ON)")
        sys.exit(77)
    result = unittest.main(exit=False, verbosity=2).result
    sys.exit(0 if result.wasSuccessful() else 1)
