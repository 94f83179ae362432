#!/usr/bin/env bash
# Slitherlink generation at big sizes: `looplab generate --jobs 1` at --grade extreme,
# --grade expert and --tatham-level hard, per size, as user CPU seconds a puzzle, with
# where the time went (the closing line of -v: CPU seconds per phase, counts of
# uniqueness proofs and SAT calls); at the hard level Loopy (`sgt-loopy --generate`) beside
# it, user CPU of one run. Env: SIZES (default "20 30 40 50"), COUNT (puzzles a run,
# default 2), SEEDS (default "1"), LOOPY=0 to leave Loopy out.
set -euo pipefail
cd "$(dirname "$0")/.."
looplab=${LOOPLAB:-build/looplab}
loopy=$(command -v sgt-loopy || echo /usr/games/sgt-loopy)
count=${COUNT:-2}
cpu() {  # command...: user CPU seconds; the command's stderr goes to $err
  /usr/bin/time -f "%U" -o "$tmp/time" "$@" 2>"$err" >/dev/null
  cat "$tmp/time"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
err=$tmp/err
printf "%-6s %-18s %4s %5s %12s %12s  %s\n" size target seed n "s/puzzle" "loopy s" "where the time went"
for n in ${SIZES:-20 30 40 50}; do
  for target in "--grade extreme" "--grade expert" "--tatham-level hard"; do
    for seed in ${SEEDS:-1}; do
      # shellcheck disable=SC2086
      t=$(cpu "$looplab" -v generate --rows "$n" --cols "$n" $target --count "$count" --seed "$seed" --jobs 1 --out "$tmp/pack.json")
      where=$(grep '^generating:' "$err" | sed 's/.*left | //')
      per=$(python3 -c "print(f'{$t / $count:.2f}')")
      peer=-
      if [[ "$target" == "--tatham-level hard" && "${LOOPY:-1}" != 0 ]]; then
        peer=$(cpu "$loopy" --generate 1 "${n}x${n}t0dh")
      fi
      printf "%-6s %-18s %4s %5s %12s %12s  %s\n" "${n}x${n}" "${target#--}" "$seed" "$count" "$per" "$peer" "$where"
    done
  done
done
