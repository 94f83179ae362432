#!/usr/bin/env bash
# Writes bench/data/slitherlink-near-minimal.txt, the puzzles of bench/run_proofs.sh:
# per size, generated extreme puzzles and puzzles from plain clue removal to minimality
# (a random loop, clues taken out in random order while the puzzle stays unique), each a
# "SET LOOPY-ID" line. Deterministic (fixed seeds; puzzle i of a set is the same whatever
# the count). Env: SIZES (default "20 30 40"); EXTREME_<size> and REMOVAL_<size>, the
# puzzles of each set (default 30; 0 leaves the set out). At 40x40 a puzzle costs about
# 5-20 s of CPU (nearly all in its removal proofs; an attempt whose proof spends its
# conflict budget is dropped and the next loop drawn). The committed file holds 30 a set
# at every size (its 40x40 lines made side by side with OUT_SIZE=40, which writes the
# same lines). Raising a count appends puzzles and changes none.
# With OUT_SIZE=<n> only that size's lines go to stdout (to make sizes side by side).
set -euo pipefail
cd "$(dirname "$0")/.."
LOOPLAB=${LOOPLAB:-build/looplab}
out=bench/data/slitherlink-near-minimal.txt
lines() {  # size
  local n=$1 extreme_var="EXTREME_$1" removal_var="REMOVAL_$1"
  local extreme=${!extreme_var:-30} removal=${!removal_var:-30}
  if ((extreme > 0)); then
    "$LOOPLAB" generate -q --rows "$n" --cols "$n" --grade extreme --count "$extreme" --seed 1 --format loopy |
      sed "s/^/${n}x${n}-extreme /"
  fi
  if ((removal > 0)); then
    "$LOOPLAB" generate -q --rows "$n" --cols "$n" --count "$removal" --seed 2 --format loopy |
      sed "s/^/${n}x${n}-removal /"
  fi
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
