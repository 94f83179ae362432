#!/usr/bin/env bash
# ∞ Loop side by side: looplab (solve = limit 2, count = --all, exact) against a SAT model
# of the same puzzles (bench/infinity_loop_sat.py: CaDiCaL to solve, picosat --all to
# count), then the Google Benchmark figures. CPU seconds (user + system) of each process,
# one run each, parsing and process start included: steadier than wall time on a shared
# machine. Env: BUILD = the build dir (default build), SAT_COUNT_LIMIT (s, default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
LOOPLAB=$BUILD/looplab
PEERS=${LOOPLAB_PEERS_DIR:-../shared/peers}/infinity-loop
SAT_COUNT_LIMIT=${SAT_COUNT_LIMIT:-60}
if [[ ! -d $PEERS ]]; then echo "skipped: $PEERS not found"; exit 0; fi

cpu() {  # CPU seconds (user + system) a command takes, output discarded
  /usr/bin/time -f '%U %S' -o /tmp/looplab_il_time.$$ "$@" >/dev/null
  awk '{ printf "%.3f", $1 + $2 }' /tmp/looplab_il_time.$$
  rm -f /tmp/looplab_il_time.$$
}

printf '%-18s %10s %12s %10s %14s %14s\n' puzzle "solve s" "count" "count s" "SAT solve s" "SAT count s"
for f in sample1 sample2 bearific1 bearific2 bearific3 bearific4 bearific5 box-10x10 test10x10 test20x20 \
         test30x30 test40x40 test50x50_1 test50x50_2 test100x100_1 test100x100_2 test500x500; do
  file=$PEERS/$f.txt
  numbers=$(mktemp --suffix=.txt)
  "$LOOPLAB" convert --to numbers --family infinity-loop "$file" >"$numbers"
  solve_s=$(cpu "$LOOPLAB" solve --family infinity-loop "$file")
  count=$("$LOOPLAB" count --all --family infinity-loop "$file" | tail -1)
  count_s=$(cpu "$LOOPLAB" count --all --family infinity-loop "$file")
  [[ ${#count} -gt 12 ]] && count="~10^$((${#count} - 1))"
  sat_s=$(/usr/bin/python3 bench/infinity_loop_sat.py solve "$numbers")
  if [[ $f == test* ]]; then sat_count="-"; else sat_count=$(/usr/bin/python3 bench/infinity_loop_sat.py count "$numbers" "$SAT_COUNT_LIMIT"); fi
  printf '%-18s %10s %12s %10s %14s %14s\n' "$f" "$solve_s" "$count" "$count_s" "$sat_s" "$sat_count"
  rm -f "$numbers"
done
echo "(SAT count column: seconds and the count picosat --all found; '>N ?' = gave up after N s)"
echo
"$BUILD/bench/infinity_loop_bench" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true 2>&1 | grep -E "median|Benchmark|^-" || true
