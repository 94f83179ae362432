#!/usr/bin/env bash
# Dancing links: n queens and 6 x 10 pentomino counts with link updates per CPU second
# (targets: >= 100 M updates/s, 14 queens in < 1 s), cycle-cover searches and counts, and
# the wall time of the `looplab cover` commands of issue 7 (median of 5 runs each).
# Env: BUILD = the benchmark build dir (scripts/bench.sh sets it).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-bench}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$BUILD/bench/exact_cover_bench" --benchmark_format=json --benchmark_repetitions="${REPS:-3}" \
  --benchmark_report_aggregates_only=true >"$tmp/bench.json" 2>/dev/null
/usr/bin/python3 - "$tmp/bench.json" <<'PY'
import json, sys
rows = [b for b in json.load(open(sys.argv[1]))["benchmarks"] if b.get("aggregate_name") in (None, "median")]
print(f"{'benchmark':44s} {'cpu_ms':>9s} {'solutions':>10s} {'nodes':>11s} {'updates':>12s} {'M upd/s':>8s}")
for b in rows:
    name = b["run_name"] if "run_name" in b else b["name"]
    sol = b.get("solutions"); nodes = b.get("nodes"); upd = b.get("updates"); rate = b.get("updates_per_s")
    f = lambda x: "-" if x is None else f"{x:.0f}"
    print(f"{name:44s} {b['cpu_time']:9.1f} {f(sol):>10s} {f(nodes):>11s} {f(upd):>12s} "
          f"{'-' if rate is None else f'{rate / 1e6:.0f}':>8s}")
PY
echo
echo "looplab cover --rows 16 --cols 32 --seed 1 --svg FILE (wall ms, median of 5)"
for moves in knight rook king; do
  times=()
  for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    "$BUILD/looplab" cover --rows 16 --cols 32 --moves "$moves" --seed 1 --svg "$tmp/c.svg" >/dev/null
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
  printf '  %-7s %5s ms\n' "$moves" "$median"
done
