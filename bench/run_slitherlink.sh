#!/usr/bin/env bash
# Slitherlink solver vs a SAT counter with lazy sub-loop cuts, on every peer set.
# Prints, per set: looplab's median and max ms per puzzle (uniqueness proof included,
# each puzzle the best of 5 runs) and mean/max guesses, beside the SAT peer's median
# and max ms (CPU time, first SAT_PER_SET puzzles of each set, default 10).
# Env: BUILD = the benchmark build dir (scripts/bench.sh sets it), LOOPLAB_PEERS_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-bench}
bench=$BUILD/bench/slitherlink_bench
per_set=${SAT_PER_SET:-10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bench" --table >"$tmp/looplab.txt"
if /usr/bin/python3 -c 'import pycosat' 2>/dev/null; then
  "$bench" --puzzles | /usr/bin/python3 bench/slitherlink_sat.py "$per_set" >"$tmp/sat.txt"
else
  echo "(python3-pycosat not installed: no SAT column)" >&2
  : >"$tmp/sat.txt"
fi
/usr/bin/python3 - "$tmp/looplab.txt" "$tmp/sat.txt" <<'PY'
import sys
ours = [l.rstrip("\n") for l in open(sys.argv[1]) if l.strip()]
sat = {}
for l in list(open(sys.argv[2]))[1:]:
    f = l.split()
    if len(f) >= 6:
        sat[" ".join(f[:-4])] = f[-4:]
print(f"{'set':28s} {'n':>4s} {'median_ms':>10s} {'max_ms':>9s} {'guesses':>8s} {'max_gss':>7s} | "
      f"{'SAT n':>5s} {'SAT median':>10s} {'SAT max':>9s} {'calls':>6s}")
for l in ours[1:]:
    f = l.split()
    name = " ".join(f[:2])
    n, med, mx, g, gm = f[2:7]
    s = sat.get(name, ["-", "-", "-", "-"])
    print(f"{name:28s} {n:>4s} {med:>10s} {mx:>9s} {g:>8s} {gm:>7s} | {s[0]:>5s} {s[1]:>10s} {s[2]:>9s} {s[3]:>6s}")
PY
