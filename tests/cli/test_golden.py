"""Outputs that must not move when code is reorganised: the corpus packs made again from
their own `command`, and packs, ratings, solves and counts of every family, compared byte
for byte with tests/data/golden/NAME.out; and the ratings, solves and counts of the peer
files (../shared/peers), with tests/data/golden/peers/NAME.out, in the @needs_peers test
(skipped in a plain clone).

A change that is meant to alter one of these outputs records them again (the peer ones
too when ../shared/peers is there), and the diff shows what moved:
  LOOPLAB=$PWD/build/looplab python3 tests/cli/test_golden.py --record
"""
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

import looplab_cli
from looplab_cli import PEERS_DIR, SOURCE_DIR, needs_peers, peers, run

GOLDEN_DIR = os.path.join(SOURCE_DIR, "tests", "data", "golden")
EXAMPLES = os.path.join(SOURCE_DIR, "examples")
CORPUS = sorted(glob.glob(os.path.join(SOURCE_DIR, "corpus", "*.json")))
TIMING = re.compile(r'"seconds":[0-9.e+-]+')
CORPUS_PUZZLES = "@corpus"  # stands for a file of every corpus puzzle as a Loopy ID


def example(name):
    # Run from examples/, so a `source` in the output is the same in every clone.
    return name


# name -> looplab arguments; `-q` keeps the progress table (with timings) out of stdout.
CASES = {
    # Packs of every family, with each family's generation options.
    "pack-slitherlink-fill-winding": "generate --rows 6 --cols 6 --count 4 --seed 11 --fill 0.4 --winding 0.3 -q",
    "pack-slitherlink-uniform": "generate --rows 4 --cols 4 --count 3 --seed 5 --uniform-loop -q",
    "pack-slitherlink-rot2-tatham": "generate --rows 7 --cols 7 --count 3 --seed 3 --tatham-level tricky --symmetry rot2 -q",
    "pack-slitherlink-mixed-attempts": "generate --rows 5 --cols 5 --count 5 --seed 9 --grade mixed --max-attempts 500 -q",
    "lines-slitherlink-loopy": "generate --rows 5 --cols 5 --count 4 --seed 2 --format loopy -q",
    "pack-infinity-loop": "generate --family infinity-loop --rows 5 --cols 6 --count 3 --seed 4 -q",
    "pack-infinity-loop-options": "generate --family infinity-loop --rows 6 --cols 6 --count 3 --seed 8 --density 0.7 --connected -q",
    "lines-infinity-loop-net": "generate --family infinity-loop --rows 4 --cols 4 --count 3 --seed 1 --format net -q",
    "pack-sudoku": "generate --family sudoku --rows 9 --cols 9 --count 3 --seed 6 -q",
    "pack-sudoku-4x4": "generate --family sudoku --rows 4 --cols 4 --count 3 --seed 2 --symmetry rot2 -q",
    "pack-sudoku-tatham": "generate --family sudoku --rows 9 --cols 9 --count 2 --seed 1 --tatham-level basic -q",
    "lines-sudoku-solo": "generate --family sudoku --rows 6 --cols 6 --count 3 --seed 3 --format solo -q",
    "pack-towers": "generate --family towers --rows 5 --cols 5 --count 3 --seed 7 -q",
    "pack-towers-hard": "generate --family towers --rows 6 --cols 6 --count 2 --seed 5 --tatham-level hard -q",
    "pack-masyu": "generate --family masyu --rows 6 --cols 6 --count 3 --seed 12 -q",
    "pack-masyu-graded": "generate --family masyu --rows 5 --cols 5 --count 3 --seed 1 --grade medium -q",
    # Ratings.
    "rate-corpus": f"rate --json {CORPUS_PUZZLES}",
    "rate-loopy": f"rate --json {example('loopy.txt')}",
    "rate-sample": f"rate --json {example('sample.txt')}",
    "rate-solo": f"rate --json {example('solo.txt')}",
    "rate-pipes": f"rate --json {example('pipes.txt')}",
    "rate-text": f"rate {example('loopy.txt')}",
    # Solves and counts.
    "solve-loopy": f"solve --json {example('loopy.txt')}",
    "solve-sample": f"solve --json {example('sample.txt')}",
    "solve-solo": f"solve --json {example('solo.txt')}",
    "solve-pipes": f"solve --json {example('pipes.txt')}",
    "solve-pipes-many": f"solve --json {example('pipes-many.txt')}",
    "solve-text": f"solve {example('sample.txt')}",
    "count-sample-all": f"count --all {example('sample.txt')}",
    "count-pipes-many": f"count --limit 1000 {example('pipes-many.txt')}",
    "count-solo": f"count {example('solo.txt')}",
    "count-loops": "count loops --rows 4 --cols 5 --json",
    "count-loops-masyu": "count loops --family masyu --rows 4 --cols 4 --json",
    "count-unique": "count unique --rows 3 --cols 3",
    "count-unique-masyu": "count unique --family masyu --rows 3 --cols 3",
}

# Run in ../shared/peers, so that `source` names the file as the case does.
PEER_CASES = {
    "rate-loopy": "rate --json loopy-square.txt",
    "rate-net": "rate --json net.txt",
    "rate-solo": "rate --json solo.txt",
    "rate-towers": "rate --json towers.txt",
    "rate-pearl": "rate --json pearl.txt",
    "rate-box": "rate --json infinity-loop/box-10x10.txt",
    "solve-loopy": "solve --json loopy-square.txt",
    "solve-net": "solve --json net.txt",
    "solve-solo": "solve --json solo.txt",
    "solve-towers": "solve --json towers.txt",
    "solve-pearl": "solve --json pearl.txt",
    "solve-nikoli": "solve --json nikoli-sl-0001.txt",
    "count-loopy": "count loopy-square.txt",
    "count-solo": "count solo.txt",
    "count-towers": "count towers.txt",
    "count-pearl": "count pearl.txt",
    "count-net": "count net.txt",
}
PEER_GOLDEN_DIR = os.path.join(GOLDEN_DIR, "peers")


def corpus_loopy_ids(path):
    with open(path, "w") as f:
        for pack in CORPUS:
            with open(pack) as p:
                for puzzle in json.load(p)["puzzles"]:
                    f.write(puzzle["exports"]["loopy"] + "\n")


def output(name, cases=CASES, cwd=EXAMPLES):
    """What looplab prints for case `name`; a failing run adds its exit code and message."""
    args = shlex.split(cases[name])
    with tempfile.TemporaryDirectory() as tmp:
        if CORPUS_PUZZLES in args:
            corpus_loopy_ids(os.path.join(tmp, "corpus.txt"))
            args = ["corpus.txt" if a == CORPUS_PUZZLES else a for a in args]
            cwd = tmp
        p = subprocess.run([looplab_cli.LOOPLAB, *args], cwd=cwd, capture_output=True, text=True, timeout=600)
        code, out, err = p.returncode, p.stdout, p.stderr
    out = TIMING.sub(r'"seconds":"-"', out)  # wall time is the one field that may move
    return out if code == 0 else f"{out}[exit {code}] {err}"


def expected_path(name, folder=GOLDEN_DIR):
    return os.path.join(folder, name + ".out")


class GoldenTest(unittest.TestCase):
    def test_corpus_packs_are_made_again_byte_for_byte(self):
        self.assertEqual(len(CORPUS), 25)
        for pack in CORPUS:
            with open(pack) as f:
                text = f.read()
            command = json.loads(text)["command"]
            args = shlex.split(command)[1:]
            with self.subTest(pack=os.path.basename(pack)):
                code, out, err = run(*args, "--jobs", "2", "-q", timeout=600)
                self.assertEqual(code, 0, err)
                self.assertEqual(out, text, f"{command} no longer makes {pack}")

    def test_outputs_match_the_recorded_ones(self):
        for name in CASES:
            with self.subTest(case=name):
                with open(expected_path(name)) as f:
                    expected = f.read()
                self.assertTrue(expected.strip(), f"{name}: recorded output is empty")
                self.assertEqual(output(name), expected, f"looplab {CASES[name]} changed its output")

    def test_every_recorded_output_has_a_case(self):
        recorded = {os.path.basename(p)[:-4] for p in glob.glob(os.path.join(GOLDEN_DIR, "*.out"))}
        self.assertEqual(recorded, set(CASES))
        recorded = {os.path.basename(p)[:-4] for p in glob.glob(os.path.join(PEER_GOLDEN_DIR, "*.out"))}
        self.assertEqual(recorded, set(PEER_CASES))

    @needs_peers
    def test_peer_outputs_match_the_recorded_ones(self):
        folder = peers(self)
        for name in PEER_CASES:
            with self.subTest(case=name):
                with open(expected_path(name, PEER_GOLDEN_DIR)) as f:
                    expected = f.read()
                self.assertTrue(expected.strip(), f"{name}: recorded output is empty")
                self.assertEqual(output(name, PEER_CASES, folder), expected,
                                 f"looplab {PEER_CASES[name]} (in ../shared/peers) changed its output")


def record():
    os.makedirs(GOLDEN_DIR, exist_ok=True)
    for name in CASES:
        with open(expected_path(name), "w") as f:
            f.write(output(name))
        print("recorded", name)
    if not os.path.isdir(PEERS_DIR):
        print("peer outputs not recorded: no", PEERS_DIR)
        return
    os.makedirs(PEER_GOLDEN_DIR, exist_ok=True)
    for name in PEER_CASES:
        with open(expected_path(name, PEER_GOLDEN_DIR), "w") as f:
            f.write(output(name, PEER_CASES, PEERS_DIR))
        print("recorded peers/" + name)


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    record()
