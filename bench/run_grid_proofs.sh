#!/usr/bin/env bash
# Solve-and-prove on Loopy's other grids: `looplab solve` (limit 2: one loop and the
# proof there is no other) beside clingo (bench/slitherlink_graph.lp, --models 2) on the
# Loopy IDs of tests/data/loopy-grids (made by sgt-loopy: per type 4x4 Easy, 5x5 Normal,
# 6x5 Tricky, 7x7 Hard, 10x10 Hard, two of each; hats and spectres by current Loopy, their
# Hard ones 9x9 and 12x10). Per type and size of the Hard IDs: the median over the IDs of
# each program's wall ms (the mean of RUNS runs on an otherwise idle machine: a proof here
# takes a few milliseconds, and where the kernel counts CPU time in 10 ms ticks the CPU
# time of one run says little), less the program's start-up (the mean of RUNS runs on the
# type's smallest ID), both saying "unique", and the ratio clingo / looplab.
# Env: LOOPLAB (default build/looplab), RUNS (default 10), TYPES (Loopy's type numbers,
# default all).
set -euo pipefail
cd "$(dirname "$0")/.."
export LOOPLAB=${LOOPLAB:-build/looplab} RUNS=${RUNS:-10}
command -v clingo >/dev/null || { echo "clingo is not installed (Debian package gringo)" >&2; exit 1; }
exec /usr/bin/python3 - <<'PY'
import json, os, statistics, subprocess, sys
sys.path.insert(0, "bench")
import time

looplab = os.environ["LOOPLAB"]
runs = int(os.environ["RUNS"])
mean = lambda f: sum(f() for _ in range(runs)) / runs

def wall_ms(cmd, stdin=None):
    start = time.perf_counter()
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    return (time.perf_counter() - start) * 1000, out

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
    ms, out = wall_ms([looplab, "solve", "--json", pid])
    assert json.loads(out.stdout)["status"] == "unique", (pid, out.stderr)
    return ms

def clingo_ms(program):
    ms, out = wall_ms(["clingo", "bench/slitherlink_graph.lp", "-", "--models", "2", "-q"], stdin=program)
    assert "Models       : 1\n" in out.stdout, out.stdout[-400:]
    return ms

names = {1: "triangular", 2: "honeycomb", 3: "snub-square", 4: "cairo", 5: "great-hexagonal", 6: "octagonal",
         7: "kites", 8: "floret", 9: "dodecagonal", 10: "great-dodecagonal", 11: "penrose-p2", 12: "penrose-p3",
         13: "great-great-dodecagonal", 14: "kagome", 15: "compass-dodecagonal", 16: "hats", 17: "spectres"}
print(f"{'grid':<24} {'IDs':<14} {'looplab ms':>10} {'clingo ms':>10} {'ratio':>8}")
for t, name in names.items():
    if os.environ.get("TYPES") and str(t) not in os.environ["TYPES"].split():
        continue
    with open(f"tests/data/loopy-grids/t{t}.txt") as f:
        ids = [l.strip() for l in f if l.strip()][:10]
    small = facts(ids[0])
    looplab_ms(ids[-1]), clingo_ms(facts(ids[-1]))  # once unmeasured: files and caches warm
    base_l = mean(lambda: wall_ms([looplab, "solve", ids[0]])[0])
    base_c = mean(lambda: wall_ms(["clingo", "bench/slitherlink_graph.lp", "-", "--models", "2", "-q"], stdin=small)[0])
    for group in (ids[6:8], ids[8:10]):
        label = group[0][:group[0].index("t")] + " Hard"
        a = statistics.median(max(0.0, mean(lambda: looplab_ms(p)) - base_l) for p in group)
        b = statistics.median(max(0.0, mean(lambda: clingo_ms(facts(p))) - base_c) for p in group)
        ratio = f"{b / a:.0f}x" if a > 0.05 else "-"
        print(f"{name:<24} {label:<14} {a:10.2f} {b:10.1f} {ratio:>8}", flush=True)
PY
