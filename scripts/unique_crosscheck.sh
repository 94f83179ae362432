#!/usr/bin/env bash
# Cross-checks `looplab count unique` by its two methods (bitmap, transversal; they share
# no counting code) on SHARDS shards of WIDTH loop classes each, spread evenly over all
# classes of a grid; prints one line per shard and exits 1 on any difference.
# Usage: scripts/unique_crosscheck.sh [LOOPLAB] ROWS COLS [SHARDS] [WIDTH]
# Example: scripts/unique_crosscheck.sh build/looplab 5 5 8 3
set -euo pipefail
looplab=${1:-build/looplab}
rows=${2:?rows} cols=${3:?cols} shards=${4:-8} width=${5:-3}
units=$("$looplab" count unique --rows "$rows" --cols "$cols" --shard 0:0 --json |
        /usr/bin/python3 -c 'import json, sys; print(json.load(sys.stdin)["shard"]["units"])')
status=0
for ((s = 0; s < shards; ++s)); do
  first=$(( shards > 1 ? s * (units - width) / (shards - 1) : 0 ))
  last=$(( first + width ))
  declare -A out cpu
  for method in bitmap transversal; do
    start=$(date +%s%N)
    out[$method]=$(/usr/bin/time -f '%U' -o /tmp/crosscheck.$$ "$looplab" count unique --rows "$rows" \
      --cols "$cols" --histogram --json --jobs 1 --method "$method" --shard "$first:$last")
    cpu[$method]=$(cat /tmp/crosscheck.$$)
  done
  rm -f /tmp/crosscheck.$$
  verdict=same
  [[ "${out[bitmap]}" == "${out[transversal]}" ]] || { verdict=DIFFERENT; status=1; }
  summary=$(echo "${out[bitmap]}" | /usr/bin/python3 -c \
    'import json, sys; d = json.load(sys.stdin); print(d["loops"], "loops,", d["unique"], "unique,", d["minimal"], "minimal")')
  echo "${rows}x${cols} classes $first:$last: $summary; bitmap ${cpu[bitmap]} s, transversal ${cpu[transversal]} s CPU: $verdict"
done
exit $status
