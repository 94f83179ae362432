#!/usr/bin/env bash
# ∞ Loop generation at each grade: CPU seconds (user + system) a puzzle, from one
# `looplab generate --grade G` process per grade and size (start-up and the pack's
# uniqueness proof and rating included), then the grades of a `--grade mixed` pack.
# CPU time, not wall time: steadier on a shared machine. Needs no peer files.
#   env: BUILD = the build dir (default build), SEED (default 1), SIZES (default
#   "8 10 20 40"), COUNT (puzzles per cell of the table, default 5; 1 at 40x40),
#   ATTEMPTS (--max-attempts a puzzle, default 200: a cell that gives up costs them all),
#   SYMMETRY (--symmetry, default none), MIXED (1, default: the mixed pack; 0: skip it)
# Extreme puzzles are held to one network (docs/RATING.md); the mixed pack takes the
# five grades in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
LOOPLAB=$BUILD/looplab
SEED=${SEED:-1}
SIZES=${SIZES:-8 10 20 40}
COUNT=${COUNT:-5}
ATTEMPTS=${ATTEMPTS:-200}
SYMMETRY=${SYMMETRY:-none}
MIXED=${MIXED:-1}
GRADES="easy medium hard expert extreme"

printf '%-8s' size
for g in $GRADES; do printf ' %10s' "$g"; done
printf '   (CPU s a puzzle)\n'
for n in $SIZES; do
  count=$COUNT
  [[ $n -ge 40 ]] && count=1
  printf '%-8s' "${n}x${n}"
  for g in $GRADES; do
    if t=$( { /usr/bin/time -f '%U %S' "$LOOPLAB" generate --family infinity-loop --rows "$n" --cols "$n" \
               --grade "$g" --count "$count" --seed "$SEED" --max-attempts "$ATTEMPTS" --symmetry "$SYMMETRY" \
               -q -o /dev/null; } 2>&1 | tail -1); then
      printf ' %10s' "$(awk -v c="$count" '{ printf "%.3f", ($1 + $2) / c }' <<<"$t")"
    else
      printf ' %10s' "gave up"  # no puzzle of that grade within ATTEMPTS attempts
    fi
  done
  printf '\n'
done
[[ $MIXED == 1 ]] || exit 0
echo
echo "grades of: looplab generate --family infinity-loop --rows 10 --cols 10 --grade mixed --count 10 --seed $SEED"
if pack=$("$LOOPLAB" generate --family infinity-loop --rows 10 --cols 10 --grade mixed --count 10 --seed "$SEED" \
            --max-attempts "$ATTEMPTS" -q 2>/dev/null); then
  python3 -c 'import json, sys; p = json.load(sys.stdin)["puzzles"]; print(" ".join(e["rating"]["grade"] for e in p)); print(" ".join(str(e["rating"]["score"]) for e in p))' <<<"$pack"
else
  echo "gave up (a grade of the cycle came out in none of $ATTEMPTS attempts)"
fi
