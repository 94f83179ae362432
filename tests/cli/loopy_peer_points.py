"""Loopy's own points beside ours on its Penrose IDs (tests/data/loopy-grids/t11.txt,
t12.txt): `sgt-loopy --print` draws each grid's dots in Loopy's order, scaled and shifted
for the page; `convert --to json` must list as many points, each where Loopy's dot is after
one scale and shift an axis (within the page's rounding). Exits 77 (ctest: skipped) when
Debian's sgt-loopy is absent."""
import json
import os
import re
import shutil
import subprocess
import sys

from looplab_cli import SOURCE_DIR, run

SGT_LOOPY = shutil.which("sgt-loopy") or ("/usr/games/sgt-loopy" if os.path.exists("/usr/games/sgt-loopy") else None)
SKIPPED = 77


def loopy_dots(pid):
    page = subprocess.run([SGT_LOOPY, "--print", "1x1"], input=pid + "\n", capture_output=True, text=True,
                          timeout=60).stdout
    arcs = re.findall(r"newpath (-?\d+) (-?\d+) (\d+) 0 360 arc", page)
    # The dots are the first circles drawn, all of one radius; smaller ones dot the edges.
    return [(int(x), int(y)) for x, y, r in arcs if r == arcs[0][2]]


def worst_fit(ours, theirs):
    """The largest miss of the best line theirs = a * ours + b (least squares)."""
    n = len(ours)
    mu, mv = sum(ours) / n, sum(theirs) / n
    a = sum((u - mu) * (v - mv) for u, v in zip(ours, theirs)) / sum((u - mu) ** 2 for u in ours)
    return max(abs(a * (u - mu) + mv - v) for u, v in zip(ours, theirs))


def main():
    if not SGT_LOOPY:
        print("skipped: sgt-loopy (Debian's sgt-puzzles) is not installed; 20 IDs not compared")
        return SKIPPED
    compared = 0
    for t in (11, 12):
        with open(os.path.join(SOURCE_DIR, "tests", "data", "loopy-grids", f"t{t}.txt")) as f:
            ids = [line for line in f.read().splitlines() if line]
        for pid in ids:
            code, out, err = run("convert", "--to", "json", pid)
            assert code == 0, (pid, err)
            ours = json.loads(out)["graph"]["points"]
            theirs = loopy_dots(pid)
            assert len(ours) == len(theirs), (pid, len(ours), len(theirs))
            for axis in (0, 1):
                miss = worst_fit([p[axis] for p in ours], [p[axis] for p in theirs])
                assert miss < 2, (pid, axis, miss)
            compared += 1
    assert compared == 20, compared
    print(f"{compared} Penrose IDs: every point where Loopy draws its dot, in Loopy's order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
