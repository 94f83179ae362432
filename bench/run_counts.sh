#!/usr/bin/env bash
# Exact counts: time of each loop method per size (flood, search, frontier), the uniform
# sampler, the unique-clue counter (and its naive twin), then the table of loop counts
# by `looplab count loops` (frontier) for every R <= C <= 12 with its wall time, then
# `count unique --method patterns` per grid (CPU, peak memory, widest layer).
# Env: BUILD = the benchmark build dir (scripts/bench.sh sets it); MAX (default 12).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-bench}
MAX=${MAX:-12}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$BUILD/bench/counts_bench" --benchmark_format=json >"$tmp/bench.json" 2>/dev/null
/usr/bin/python3 - "$tmp/bench.json" <<'PY'
import json, sys
print(f"{'benchmark':34s} {'grid':>6s} {'wall ms':>10s} {'cpu ms':>10s}  figures")
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    name, _, args = b["name"].partition("/")
    size = int(args.split("/")[0]); grid = f"{size // 100}x{size % 100}"
    extra = ", ".join(f"{k} {v:.0f}" for k, v in b.items()
                      if k in ("loops", "loops_per_s", "max_states", "unique", "minimal", "classes"))
    second = args.split("/")[1] if "/" in args else ""
    if second.isdigit(): extra = f"jobs {second}" + (", " + extra if extra else "")
    scale = {"ms": 1, "us": 1e-3, "ns": 1e-6}[b["time_unit"]]
    print(f"{name:34s} {grid:>6s} {b['real_time'] * scale:10.2f} {b['cpu_time'] * scale:10.2f}  {extra}")
PY
echo
echo "looplab count loops (frontier): R x C, loops, wall seconds"
for r in $(seq 1 "$MAX"); do
  for c in $(seq "$r" "$MAX"); do
    start=$(date +%s%N)
    n=$("$BUILD/looplab" count loops --rows "$r" --cols "$c")
    end=$(date +%s%N)
    printf '%2dx%-2d %42s %8.3f\n' "$r" "$c" "$n" "$(echo "($end - $start) / 1000000000" | bc -l)"
  done
done
echo
echo "looplab count unique --method patterns: grid, unique-clue puzzles, user CPU s, peak KB,"
echo "the widest layer (states) and where it is; 4x6 and 5x5 stop at --max-memory 4 GB"
for g in 3x3 4x4 4x5 3x6 3x7 3x8 3x9 3x10 2x10 2x15 1x30 4x6 5x5; do
  r=${g%x*} c=${g#*x}
  /usr/bin/time -f '%U %M' -o "$tmp/time" "$BUILD/looplab" -v count unique --rows "$r" --cols "$c" \
    --method patterns --max-memory 4 >"$tmp/out" 2>"$tmp/err" || true
  n=$(tail -n 1 "$tmp/out")
  widest=$(grep -o '[0-9]* states at most (after [0-9]* cells)\|ran out of memory.*' "$tmp/err" | tail -n 1)
  printf '%-5s %18s %8s %10s  %s\n' "$g" "${n:--}" $(cat "$tmp/time" | tail -n 1) "$widest"
done
