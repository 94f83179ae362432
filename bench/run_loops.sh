#!/usr/bin/env bash
# Loop counts on square grids: looplab `count loops` (frontier DP, one thread) beside
# TdZdd's `ddpaths -t cycle -count` (a frontier ZDD, the standard tool) in the same run,
# each as user CPU seconds and peak resident memory (/usr/bin/time -f '%U %M'), with the
# ratios. Then the A231829 triangle R <= C <= TABLE by `count loops --table`.
# Env: BUILD (default build) holds looplab; SIZES (default "12 13 14"); TABLE (default
# 12, 0 = none); TDZDD_DDPATHS = a built ddpaths binary, run on one thread
# (OMP_NUM_THREADS=1). TdZdd is not packaged: `git clone
# https://github.com/kunisura/TdZdd && make -C TdZdd/apps/ddpaths` builds it (g++ -O3
# -fopenmp, its own Makefile), outside this tree. Without it the TdZdd
# columns show the figures quoted in issue 35 (same machine kind, one thread, measured
# side by side). TDZDD_MAX (default 14): the largest n given to TdZdd (15x15 takes it
# about 4.6 GB). LEVERS (default 1): then each lever alone, the frontier engine (graph
# or hash) with and without mirror images merged, on the same SIZES.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZES=${SIZES:-12 13 14}
TABLE=${TABLE:-12}
TDZDD_MAX=${TDZDD_MAX:-14}
LEVERS=${LEVERS:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A ddpaths graph file: one line per grid point (row-major), its neighbours 1-based.
grid_graph() {
  local n=$(($1 + 1))
  awk -v n="$n" 'BEGIN { for (r = 0; r < n; r++) for (c = 0; c < n; c++) { v = r * n + c + 1; s = "";
    if (r > 0) s = s " " v - n; if (c > 0) s = s " " v - 1; if (c < n - 1) s = s " " v + 1;
    if (r < n - 1) s = s " " v + n; print substr(s, 2) } }'
}

# "user_s peak_MB" of a command; its stdout goes to $tmp/out, stderr to $tmp/err.
measure() {
  /usr/bin/time -f '%U %M' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"
  awk '{ printf "%.2f %.0f\n", $1, $2 / 1024 }' "$tmp/time"
}

declare -A quoted=([12]="0.59 148" [13]="2.00 461" [14]="8.30 1450" [15]="37.00 4600")
printf '%-6s %10s %9s %10s %9s %8s %8s  %s\n' grid looplab_s MB tdzdd_s MB cpu_x mem_x loops
for n in $SIZES; do
  read -r ls lm < <(measure "$BUILD/looplab" count loops --rows "$n" --cols "$n" --jobs 1)
  loops=$(tail -n1 "$tmp/out")
  if [[ -n "${TDZDD_DDPATHS:-}" && "$n" -le "$TDZDD_MAX" ]]; then
    grid_graph "$n" >"$tmp/g.dat"
    read -r ts tm < <(OMP_NUM_THREADS=1 measure "$TDZDD_DDPATHS" -t cycle -count "$tmp/g.dat")
    theirs=$(grep -o '#solution = [0-9]*$' "$tmp/err" | tail -n1 | awk '{ print $3 }')
    [[ "$theirs" == "$loops" ]] || { echo "${n}x$n: TdZdd counts $theirs, looplab $loops" >&2; exit 1; }
    note=""
  elif [[ -n "${quoted[$n]:-}" ]]; then
    read -r ts tm <<<"${quoted[$n]}"
    note=" (TdZdd as quoted)"
  else
    ts=nan tm=nan note=""
  fi
  awk -v g="${n}x$n" -v ls="$ls" -v lm="$lm" -v ts="$ts" -v tm="$tm" -v l="$loops$note" 'BEGIN {
    cx = (ts == "nan" || ls == 0) ? "-" : sprintf("%.1f", ts / ls);
    mx = (tm == "nan") ? "-" : sprintf("%.1f", tm / lm);
    printf "%-6s %10.2f %9.0f %10s %9s %8s %8s  %s\n", g, ls, lm, ts, tm, cx, mx, l }'
done

if [[ "$LEVERS" -gt 0 ]]; then
  echo
  echo "Levers: user CPU s / peak MB of count loops --jobs 1 with each engine, mirror images merged or not"
  printf '%-6s %16s %16s %16s %16s\n' grid graph+mirrors graph hash+mirrors hash
  for n in $SIZES; do
    row=$(printf '%-6s' "${n}x$n")
    for args in "--engine graph" "--engine graph --no-mirrors" "--engine hash" "--engine hash --no-mirrors"; do
      # shellcheck disable=SC2086
      read -r s m < <(measure "$BUILD/looplab" count loops --rows "$n" --cols "$n" --jobs 1 $args)
      row+=$(printf ' %16s' "$s/$m")
    done
    echo "$row"
  done
fi

if [[ "$TABLE" -gt 0 ]]; then
  echo
  echo "A231829: R C loops, R <= C <= $TABLE (looplab count loops --table $TABLE --jobs 1)"
  read -r s m < <(measure "$BUILD/looplab" count loops --table "$TABLE" --jobs 1)
  cat "$tmp/out"
  echo "# the whole table: $s s user CPU, $m MB peak"
fi
