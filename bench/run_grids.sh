#!/usr/bin/env bash
# Slitherlink generation on Loopy's other grids, side by side with Loopy (sgt-puzzles):
# for each grid type and size, `sgt-loopy --generate N WxHtTdL` at Loopy's lowest level
# (Easy) and at its highest (Hard) against `looplab generate --grid T --tatham-level L
# --count N --jobs 1`, both timed by CPU seconds of the child (user + system), the best of
# REPEAT runs. N is chosen per type so that each side runs long enough for process
# start-up (about 30 ms for Loopy, a GTK program, and 6 ms for looplab) not to decide it,
# and for looplab's total to span many ticks of the 10 ms CPU clock.
# Then looplab alone at no target (unique and minimal, each removal a SAT proof), a level
# Loopy does not have on its own. Hats (t16) and spectres (t17), which Debian's Loopy
# lacks, run against current upstream Loopy's generator (bench/loopy_current/build.sh
# builds it), and are left out without it.
# Env: BUILD (default build), REPEAT (default 3), SIZES (default "7 10"), TYPES (Loopy's
# type numbers, default all), LOOPY_CURRENT (default $BUILD/loopy-current/loopygen).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
looplab="$BUILD/looplab"
[[ -x "$looplab" ]] || looplab=build/looplab
loopy=$(command -v sgt-loopy || echo /usr/games/sgt-loopy)
[[ -x "$loopy" ]] || { echo "sgt-loopy not found (apt-get install sgt-puzzles)"; exit 1; }
current=${LOOPY_CURRENT:-$BUILD/loopy-current/loopygen}
[[ -x "$current" ]] || { echo "no current Loopy at $current (bench/loopy_current/build.sh): hats and spectres left out"; current=""; }
export REPEAT=${REPEAT:-3} LOOPY="$loopy" LOOPLAB="$looplab" SIZES=${SIZES:-"7 10"} LOOPY_CURRENT="$current"
python3 - <<'PY'
import os, sys
sys.path.insert(0, "bench")
from peers import best_cpu

cpu = lambda cmd: best_cpu(cmd, int(os.environ["REPEAT"]))  # None when it fails

NAMES = {1: "triangular", 2: "honeycomb", 3: "snub-square", 4: "cairo", 5: "great-hexagonal", 6: "octagonal",
         7: "kites", 8: "floret", 9: "dodecagonal", 10: "great-dodecagonal", 11: "penrose-p2", 12: "penrose-p3",
         13: "great-great-dodecagonal", 14: "kagome", 15: "compass-dodecagonal", 16: "hats", 17: "spectres"}
CURRENT = {16, 17}  # current upstream Loopy's only
# Puzzles a run: more on the grids whose puzzles come fast.
FEW = {5, 7, 8, 9, 10, 13, 15}
print(f"{'grid':<24} {'size':<6} {'n':>4} {'loopy easy':>11} {'looplab easy':>13} {'ratio':>7}"
      f" {'loopy hard':>11} {'looplab hard':>13} {'ratio':>7} {'looplab unique':>15}   (ms a puzzle)")
for size in map(int, os.environ["SIZES"].split()):
    for t, name in NAMES.items():
        if os.environ.get("TYPES") and str(t) not in os.environ["TYPES"].split():
            continue
        if t in CURRENT and not os.environ["LOOPY_CURRENT"]:
            continue
        n = (30 if t in FEW else 1000) if size <= 7 else (8 if t in FEW else 300)
        common = [os.environ["LOOPLAB"], "generate", "--grid", str(t), "--rows", str(size), "--cols", str(size),
                  "--count", str(n), "--seed", "1", "--jobs", "1", "-q", "--format", "loopy", "--max-attempts", "2000"]
        ms = lambda x: f"{1000 * x / n:.1f}" if x is not None else "failed"
        ratio = lambda a, b: f"{a / b:.1f}x" if a and b else "-"
        row = f"{name:<24} {size}x{size:<4} {n:>4}"
        for level in ("easy", "hard"):
            params = f"{size}x{size}t{t}d{level[0]}"
            a = cpu([os.environ["LOOPY_CURRENT"], str(n), params] if t in CURRENT else
                    [os.environ["LOOPY"], "--generate", str(n), params])
            b = cpu(common + ["--tatham-level", level])
            row += f" {ms(a):>11} {ms(b):>13} {ratio(a, b):>7}"
        print(f"{row} {ms(cpu(common)):>15}", flush=True)
PY
