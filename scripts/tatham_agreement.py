#!/usr/bin/env python3
"""Agreement of looplab's Tatham levels with sgt-solo's and sgt-towers' own, as confusion tables.

Each input file holds puzzles made by the Tatham program at a known level, one a line:
`L ID`, L the level's letter in the program's `--generate` parameter (Solo: t b i a e u;
Towers: e h x u). looplab rates every ID (`looplab rate --json`) and the script prints, per
file, a Markdown table (rows: the program's level, columns: looplab's), the agreement per
level and overall.

    scripts/tatham_agreement.py [--looplab build/looplab] FILE...
    scripts/tatham_agreement.py --misses LEVEL FILE   # the IDs of one row's misses

The data sets and how they were made: tests/data/solo-sgt*.txt, tests/data/towers-sgt*.txt
(first line of each). The figures are in docs/RATING.md.
"""
import argparse
import json
import subprocess
import sys

LEVELS = {
    "sudoku": dict(zip("tbiaeu", ["trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"])),
    "towers": dict(zip("ehxu", ["easy", "hard", "extreme", "unreasonable"])),
}


def read(path):
    rows = []
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            letter, pid = line.split(None, 1)
            rows.append((letter, pid))
    return rows


def rate(looplab, ids):
    out = subprocess.run([looplab, "rate", "--json", "-"], input="\n".join(ids) + "\n",
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(l) for l in out.splitlines() if l.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--looplab", default="build/looplab")
    ap.add_argument("--misses", metavar="LEVEL", help="print the IDs the program made at LEVEL that looplab rates otherwise")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    for path in a.files:
        rows = read(path)
        rated = rate(a.looplab, [pid for _, pid in rows])
        assert len(rated) == len(rows), f"{path}: {len(rows)} puzzles, {len(rated)} ratings"
        family = rated[0]["family"]
        names = list(LEVELS[family].values())
        table = {t: {o: 0 for o in names} for t in names}
        for (letter, pid), r in zip(rows, rated):
            theirs, ours = LEVELS[family][letter], r["rating"]["tatham_level"]
            table[theirs][ours] += 1
            if a.misses and theirs == a.misses and ours != theirs:
                print(ours, pid)
        if a.misses:
            continue
        print(f"{path} ({len(rows)} puzzles)\n")
        print("| Tatham \\ looplab | " + " | ".join(names) + " | agreement |")
        print("| --- " * (len(names) + 2) + "|")
        agree = 0
        for t in names:
            total = sum(table[t].values())
            agree += table[t][t]
            cells = " | ".join(str(table[t][o]) if table[t][o] else "" for o in names)
            share = f"{table[t][t]}/{total} = {100 * table[t][t] / total:.1f}%" if total else "-"
            print(f"| {t} | {cells} | {share} |")
        print(f"\nagreement: {agree}/{len(rows)} = {100 * agree / len(rows):.1f}%\n")


if __name__ == "__main__":
    sys.exit(main())
