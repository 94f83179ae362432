#!/usr/bin/env bash
# Generation side by side with Loopy (sgt-puzzles): for each size and each of Loopy's
# four levels, `sgt-loopy --generate N WxHt0dL` against `looplab generate
# --tatham-level L --count N --jobs 1`, as Loopy IDs one a line (what Loopy writes) and
# as a pack (each puzzle also proved unique and minimal, rated, with its solution),
# all timed by CPU seconds (user + system of the
# child, read with microsecond resolution), the best of REPEAT runs, so a busy machine
# disturbs the comparison as little as it can. N is large enough that process start-up
# (about 30 ms for Loopy, a GTK program, and 6 ms for looplab) does not decide it.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
looplab="$BUILD/looplab"
[[ -x "$looplab" ]] || looplab=build/looplab
loopy=$(command -v sgt-loopy || echo /usr/games/sgt-loopy)
export REPEAT=${REPEAT:-3} LOOPY="$loopy" LOOPLAB="$looplab"
python3 - <<'PY'
import os, sys
sys.path.insert(0, "bench")
from peers import best_cpu

def cpu(cmd):
    """Best CPU seconds of the child over REPEAT runs; a failed run stops the table."""
    t = best_cpu(cmd, int(os.environ["REPEAT"]))
    if t is None:
        sys.exit(f"failed: {' '.join(cmd)}")
    return t

print(f"{'size':<7} {'level':<7} {'n':>4} {'loopy puz/s':>12} {'lines puz/s':>12} {'ratio':>7} {'pack puz/s':>11} {'ratio':>7}")
for size, n in ((10, 100), (20, 20), (30, 6)):
    for level in ("easy", "normal", "tricky", "hard"):
        a = cpu([os.environ["LOOPY"], "--generate", str(n), f"{size}x{size}t0d{level[0]}"])
        common = [os.environ["LOOPLAB"], "generate", "--rows", str(size), "--cols", str(size), "--tatham-level", level,
                  "--count", str(n), "--seed", "1", "--jobs", "1", "-q"]
        b = cpu(common + ["--format", "loopy"])
        c = cpu(common + ["--out", "/dev/null"])
        ra, rb, rc = n / a, n / b, n / c
        print(f"{size}x{size:<4} {level:<7} {n:>4} {ra:>12.1f} {rb:>12.1f} {rb / ra:>6.1f}x {rc:>11.1f} {rc / ra:>6.1f}x",
              flush=True)
PY
# Where looplab's time goes, in process (bench/generate_bench.cpp): a grader run from
# scratch, the proof and rating a pack entry adds, one generation attempt.
if [[ -x "$BUILD/bench/generate_bench" ]]; then
  echo
  "$BUILD/bench/generate_bench" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true 2>/dev/null |
    awk '/_median/ {sub(/_median/, "", $1); printf "%-28s %12s %s CPU\n", $1, $4, $5}'
fi
