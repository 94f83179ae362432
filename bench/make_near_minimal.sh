#!/usr/bin/env bash
# Writes bench/data/slitherlink-near-minimal.txt, the puzzles of bench/run_proofs.sh:
# per size, generated extreme puzzles and puzzles from plain clue removal to minimality
# (a random loop, clues taken out in random order while the puzzle stays unique), each a
# "SET LOOPY-ID" line. Deterministic (fixed seeds; puzzle i of a set is the same whatever
# the count). Env: SIZES (default "20 30 40"), COUNT_<size> puzzles per set (default 30;
# the committed file has 6 a set at 40x40, where each puzzle costs about a minute).
# With OUT_SIZE=<n> only that size's lines go to stdout (to make sizes side by side).
set -euo pipefail
cd "$(dirname "$0")/.."
LOOPLAB=${LOOPLAB:-build/looplab}
out=bench/data/slitherlink-near-minimal.txt
lines() {  # size
  local n=$1 count_var="COUNT_$1"
  local count=${!count_var:-30}
  "$LOOPLAB" generate -q --rows "$n" --cols "$n" --grade extreme --count "$count" --seed 1 --format loopy |
    sed "s/^/${n}x${n}-extreme /"
  "$LOOPLAB" generate -q --rows "$n" --cols "$n" --count "$count" --seed 2 --format loopy |
    sed "s/^/${n}x${n}-removal /"
}
if [[ -n "${OUT_SIZE:-}" ]]; then
  lines "$OUT_SIZE"
  exit 0
fi
{
  echo "# bench/make_near_minimal.sh: SET LOOPY-ID"
  for n in ${SIZES:-20 30 40}; do lines "$n"; done
} >"$out.tmp"
mv "$out.tmp" "$out"
