#!/usr/bin/env bash
# Prints the Markdown tables of docs/COUNTS.md: unique-clue and minimal puzzle counts of
# empty grids, by size and by number of clues, computed by `looplab count unique`.
# Usage: scripts/unique_counts.sh [LOOPLAB] [SIZES...]   (sizes like 3x3; default: all
# R <= C with R*C <= 20). Env JOBS (default 2).
set -euo pipefail
looplab=${1:-build/looplab}
shift || true
sizes=("$@")
if [[ ${#sizes[@]} -eq 0 ]]; then
  for r in $(seq 1 20); do
    for c in $(seq "$r" 20); do
      (( r * c <= 20 )) && sizes+=("${r}x${c}")
    done
  done
fi
table=$(cat <<'PY'
import json, sys
lines = [json.loads(l) for l in sys.stdin if l.strip()]
runs = [(lines[i], lines[i + 1]["seconds"]) for i in range(0, len(lines), 2)]
print("| grid | loops | unique-clue puzzles | minimal | wall s |")
print("| --- | ---: | ---: | ---: | ---: |")
for r, t in runs:
    print(f"| {r['rows']}x{r['cols']} | {r['loops']} | {r['unique']} | {r['minimal']} | {t:.2f} |")
for r, _ in runs:
    print()
    print(f"#### {r['rows']}x{r['cols']}: by number of clues")
    print()
    print("| clues | unique | minimal |")
    print("| ---: | ---: | ---: |")
    for h in r["histogram"]:
        if h["unique"] != "0" or h["minimal"] != "0":
            print(f"| {h['clues']} | {h['unique']} | {h['minimal']} |")
PY
)
for size in "${sizes[@]}"; do
  start=$(date +%s%N)
  "$looplab" count unique --rows "${size%x*}" --cols "${size#*x}" --histogram --json --jobs "${JOBS:-2}"
  echo "{\"seconds\": $(printf '%.3f' "$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l)")}"
done | /usr/bin/python3 -c "$table"
