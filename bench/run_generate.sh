#!/usr/bin/env bash
# Generation side by side with Loopy (sgt-puzzles): for each size and each of Loopy's
# four levels, `sgt-loopy --generate N WxHt0dL` against `looplab generate
# --tatham-level L --count N --jobs 1`, both timed by CPU seconds (user + system), the
# best of REPEAT runs, so a busy machine disturbs the comparison as little as it can.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
looplab="$BUILD/looplab"
[[ -x "$looplab" ]] || looplab=build/looplab
loopy=$(command -v sgt-loopy || echo /usr/games/sgt-loopy)
repeat=${REPEAT:-3}
cpu() {  # command... -> best CPU seconds over $repeat runs
  local best=""
  for _ in $(seq "$repeat"); do
    local t
    t=$( { /usr/bin/time -f "%U %S" "$@" >/dev/null 2>/dev/null; } 2>&1 | tail -1 | awk '{print $1 + $2}')
    best=$(awk -v a="$t" -v b="${best:-1e9}" 'BEGIN{print (a < b) ? a : b}')
  done
  echo "$best"
}
printf '%-7s %-7s %4s %14s %14s %8s\n' size level n "loopy puz/s" "looplab puz/s" ratio
for size in 10 20 30; do
  case $size in 10) n=20 ;; 20) n=4 ;; 30) n=2 ;; esac
  for level in easy normal tricky hard; do
    letter=${level:0:1}
    a=$(cpu "$loopy" --generate "$n" "${size}x${size}t0d${letter}")
    b=$(cpu "$looplab" generate --rows "$size" --cols "$size" --tatham-level "$level" --count "$n" --seed 1 --jobs 1 -q --out /dev/null)
    awk -v s="${size}x${size}" -v l="$level" -v n="$n" -v a="$a" -v b="$b" \
      'BEGIN{ra = (a > 0) ? n / a : 0; rb = (b > 0) ? n / b : 0; printf "%-7s %-7s %4d %14.1f %14.1f %7.1fx\n", s, l, n, ra, rb, (ra > 0) ? rb / ra : 0}'
  done
done
