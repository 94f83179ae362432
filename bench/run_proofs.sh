#!/usr/bin/env bash
# Uniqueness proofs of near-minimal Slitherlink puzzles: looplab solve (limit 2) beside
# clingo (bench/slitherlink.lp, --models 2) on the same puzzles (bench/data/
# slitherlink-near-minimal*.txt, "SET LOOPY-ID" lines: every size whose data exist).
# Prints per set the puzzles, the median and max ms of each, the share looplab settled
# with its SAT engine, and the ratio clingo / looplab of the medians and of the maxima.
# Times are user+system CPU time of each child process (getrusage), less the same
# process's start-up on a 1x1 puzzle (min of 5), so a shared machine adds little noise.
# Env: LOOPLAB (default build/looplab), DATA (files, space-separated), CLINGO_SETS (a
# regex of set names), CLINGO_LIMIT (CPU seconds a clingo run may take, RLIMIT_CPU;
# default none), REPEAT (runs of each program on each puzzle, the least CPU time counts;
# default 1: on a busy machine a few runs keep one slow run out of the figures). A clingo
# run stopped by the limit counts as the limit, and its figures are printed with ">=":
# the ratios are then lower bounds.
set -euo pipefail
cd "$(dirname "$0")/.."
export LOOPLAB=${LOOPLAB:-build/looplab}
export DATA=${DATA:-$(echo bench/data/slitherlink-near-minimal*.txt)}
command -v clingo >/dev/null || { echo "clingo is not installed (Debian package gringo)" >&2; exit 1; }
exec /usr/bin/python3 - <<'PY'
import json, os, re, resource, statistics, subprocess, sys, tempfile
sys.path.insert(0, "bench")
from peers import child_cpu

looplab, data = os.environ["LOOPLAB"], os.environ["DATA"]
only = re.compile(os.environ.get("CLINGO_SETS", "."))
limit = float(os.environ.get("CLINGO_LIMIT", "0"))
repeat = int(os.environ.get("REPEAT", "1"))

# The cap is set once on this process and every child inherits it (looplab's runs too,
# which stay far below it): a preexec_fn would run Python in each forked child, about
# 0.9 ms of CPU charged to every process timed.
if limit > 0:
    resource.setrlimit(resource.RLIMIT_CPU, (int(limit), int(limit) + 1))

def cpu(cmd, stdin=None):
    t, out = child_cpu(cmd, input=stdin, capture_output=True, text=True)
    return t * 1000, out

def best(cmd):
    return min((cpu(cmd) for _ in range(repeat)), key=lambda r: r[0])

def facts(pid):
    size, body = pid.split(":", 1)
    w, h = (int(x) for x in size.split("t")[0].split("x"))
    clues, i = [], 0
    for ch in body:
        if ch.isdigit():
            clues.append(f"clue({i // w},{i % w},{ch}).")
            i += 1
        else:
            i += ord(ch) - ord("a") + 1
    return f"size({h},{w}).\n" + "\n".join(clues) + "\n"

enc = os.path.join(os.getcwd(), "bench/slitherlink.lp")
base_ours = min(cpu([looplab, "solve", "--json", "1x1t0:a"])[0] for _ in range(5))
with tempfile.NamedTemporaryFile("w", suffix=".lp", delete=False) as f:
    f.write(facts("1x1t0:a"))
base_clingo = min(cpu(["clingo", enc, f.name, "--models", "2", "-q"])[0] for _ in range(5))

sets = {}
for path in data.split():
    for line in open(path):
        if line.strip() and not line.startswith("#"):
            name, pid = line.split()
            sets.setdefault(name, []).append(pid)

print(f"{'set':24s} {'n':>3s} {'ours med':>9s} {'ours max':>9s} {'sat':>4s} | "
      f"{'clingo med':>10s} {'clingo max':>10s} | {'x med':>6s} {'x max':>6s}")
for name, pids in sets.items():
    ours, theirs, by_sat, stopped = [], [], 0, 0
    for pid in pids:
        t, out = best([looplab, "solve", "--json", pid])
        r = json.loads(out.stdout)
        assert r["status"] == "unique", (pid, r["status"])
        by_sat += r["stats"].get("engine") == "sat"
        ours.append(max(t - base_ours, 0.01))
        if only.search(name):
            with open(f.name, "w") as g:
                g.write(facts(pid))
            t, out = best(["clingo", enc, f.name, "--models", "2", "-q"])
            if limit > 0 and (out.returncode < 0 or "INTERRUPTED" in out.stdout):  # the CPU limit
                stopped += 1
                theirs.append(limit * 1000)
                continue
            assert "Models       : 1\n" in out.stdout, (pid, out.stdout)
            theirs.append(max(t - base_clingo, 0.01))
    med, mx = statistics.median(ours), max(ours)
    if theirs:
        cm, cx = statistics.median(theirs), max(theirs)
        # Figures reached by a stopped run are only lower bounds.
        ge = lambda v: ">=" if stopped and v >= limit * 1000 else ""
        tail = (f"{ge(cm) + f'{cm:.1f}':>10s} {ge(cx) + f'{cx:.1f}':>10s} | "
                f"{ge(cm) + f'{cm / med:.0f}':>6s} {ge(cx) + f'{cx / mx:.0f}':>6s}")
    else:
        tail = f"{'-':>10s} {'-':>10s} | {'-':>6s} {'-':>6s}"
    print(f"{name:24s} {len(pids):3d} {med:9.2f} {mx:9.2f} {by_sat:4d} | {tail}"
          + (f"  ({stopped} clingo runs stopped at {limit:g} s)" if stopped else ""), flush=True)
os.unlink(f.name)
PY
