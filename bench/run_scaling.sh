#!/usr/bin/env bash
# Split runs over 1 and 2 MPI ranks (docs/SCALING.md): for each job, the wall time and
# the user CPU time of the whole mpirun (its ranks included), one plain process beside
# (no --work-dir: the one-process code path),
# and the MD5 of what each printed (the same bytes every time).
# CPU time is the figure to trust on a shared machine; wall time shows the speed-up
# only when the cores are otherwise idle.
# Env: BUILD (default build), the folder with looplab and looplab-mpi.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
root=()
[[ $(id -u) -eq 0 ]] && root=(--allow-run-as-root)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() {  # label, command...
  /usr/bin/time -f '%e %U' -o "$tmp/time" "${@:2}" >"$tmp/out" 2>/dev/null
  read -r wall user <"$tmp/time"
  printf '%-40s %8.2f %8.2f  %s\n' "$1" "$wall" "$user" "$(md5sum <"$tmp/out" | cut -c1-12)"
}
printf '%-40s %8s %8s  %s\n' "run" "wall s" "user s" "md5 of stdout"
jobs=(
  "count unique --rows 4 --cols 5 --minimal"
  "count loops --rows 13 --cols 13"
  "generate --rows 7 --cols 7 --count 200 --seed 1 -q"
)
for job in "${jobs[@]}"; do
  read -r -a args <<<"$job"
  measure "plain, --jobs 1: ${args[0]} ${args[1]}" "$BUILD/looplab" "${args[@]}" --jobs 1
  # Split runs (a fresh --work-dir, so that one rank splits too): the shards' own
  # algorithm can differ from the plain one (count loops: modulo primes).
  for np in 1 2; do
    rm -rf "$tmp/work"
    measure "mpirun -np $np, --jobs 1, --work-dir" mpirun "${root[@]}" --oversubscribe -np "$np" \
      "$BUILD/looplab" "${args[@]}" --jobs 1 --work-dir "$tmp/work"
  done
done
