#!/usr/bin/env bash
# Writes bench/data/slitherlink-near-minimal.txt, the puzzles of bench/run_proofs.sh:
# per size, 30 generated extreme puzzles and 30 from plain clue removal to minimality
# (a random loop, clues taken out in random order while the puzzle stays unique), each a
# "SET LOOPY-ID" line. Deterministic (fixed seeds). Env: SIZES (default "20 30 40"; the
# committed file holds SIZES=20).
set -euo pipefail
cd "$(dirname "$0")/.."
LOOPLAB=${LOOPLAB:-build/looplab}
out=bench/data/slitherlink-near-minimal.txt
{
  echo "# bench/make_near_minimal.sh: SET LOOPY-ID"
  for n in ${SIZES:-20 30 40}; do
    "$LOOPLAB" generate --rows "$n" --cols "$n" --grade extreme --count 30 --seed 1 --format loopy |
      sed "s/^/${n}x${n}-extreme /"
    "$LOOPLAB" generate --rows "$n" --cols "$n" --count 30 --seed 2 --format loopy |
      sed "s/^/${n}x${n}-removal /"
  done
} >"$out.tmp"
mv "$out.tmp" "$out"
