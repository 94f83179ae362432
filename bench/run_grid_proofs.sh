#!/usr/bin/env bash
# Solve-and-prove on Loopy's other grids: `looplab solve` (limit 2: one loop and the
# proof there is no other) beside clingo (bench/slitherlink_graph.lp, --models 2) on the
# Loopy IDs of tests/data/loopy-grids (made by sgt-loopy: per type 4x4 Easy, 5x5 Normal,
# 6x5 Tricky, 7x7 Hard, 10x10 Hard, two of each). Per type and size: the median CPU ms
# of each (user + system of the child, less each program's start-up on the smallest ID,
# min of 5), both saying "unique", and the ratio clingo / looplab.
# Env: LOOPLAB (default build/looplab).
set -euo pipefail
cd "$(dirname "$0")/.."
export LOOPLAB=${LOOPLAB:-build/looplab}
command -v clingo >/dev/null || { echo "clingo is not installed (Debian package gringo)" >&2; exit 1; }
exec /usr/bin/python3 - <<'PY'
import json, os, statistics, subprocess, sys
sys.path.insert(0, "bench")
from peers import child_cpu

looplab = os.environ["LOOPLAB"]

def cpu(cmd, stdin=None):
    t, out = child_cpu(cmd, input=stdin, capture_output=True, text=True)
    return t * 1000, out

def facts(pid):
    g = json.loads(subprocess.run([looplab, "convert", "--to", "json", pid], capture_output=True, text=True,
                                  check=True).stdout)
    out = []
    for f, ring in enumerate(g["graph"]["faces"]):
        for k, p in enumerate(ring):
            q = ring[(k + 1) % len(ring)]
            out.append(f"side({f},{min(p, q)},{max(p, q)}).")
        if g["clues"][f] is not None:
            out.append(f"clue({f},{g['clues'][f]}).")
    return "\n".join(out) + "\n"

def looplab_ms(pid):
    ms, out = cpu([looplab, "solve", "--json", pid])
    assert json.loads(out.stdout)["status"] == "unique", (pid, out.stderr)
    return ms

def clingo_ms(program):
    ms, out = cpu(["clingo", "bench/slitherlink_graph.lp", "-", "--models", "2", "-q"], stdin=program)
    assert "Models       : 1\n" in out.stdout, out.stdout[-400:]
    return ms

names = {1: "triangular", 2: "honeycomb", 3: "snub-square", 4: "cairo", 5: "great-hexagonal", 6: "octagonal",
         7: "kites", 8: "floret", 9: "dodecagonal", 10: "great-dodecagonal", 13: "great-great-dodecagonal",
         14: "kagome", 15: "compass-dodecagonal"}
print(f"{'grid':<24} {'IDs':<14} {'looplab ms':>10} {'clingo ms':>10} {'ratio':>8}")
for t, name in names.items():
    with open(f"tests/data/loopy-grids/t{t}.txt") as f:
        ids = [l.strip() for l in f if l.strip()][:10]
    base_l = min(cpu([looplab, "solve", ids[0]])[0] for _ in range(5))
    base_c = min(cpu(["clingo", "bench/slitherlink_graph.lp", "-", "--models", "2", "-q"], stdin=facts(ids[0]))[0]
                 for _ in range(5))
    for label, group in (("7x7 Hard", ids[6:8]), ("10x10 Hard", ids[8:10])):
        a = statistics.median(max(0.0, looplab_ms(p) - base_l) for p in group)
        b = statistics.median(max(0.0, clingo_ms(facts(p)) - base_c) for p in group)
        ratio = f"{b / a:.0f}x" if a > 0.05 else "-"
        print(f"{name:<24} {label:<14} {a:10.2f} {b:10.1f} {ratio:>8}", flush=True)
PY
