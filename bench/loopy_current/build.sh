#!/usr/bin/env bash
# Builds build/loopy-current/loopygen: current upstream Loopy's generator (hats and
# spectres, which Debian's sgt-puzzles 20230122 lacks) as a command, for
# bench/run_grids.sh. The sources are Simon Tatham's puzzles as the Android port
# chrisboyle/sgtpuzzles carries them (app/src/main/jni), at the commit below; LOOPY_REPO
# names another clone of that repository.
# Env: LOOPY_REPO (default https://github.com/chrisboyle/sgtpuzzles), BUILD (default build).
set -euo pipefail
cd "$(dirname "$0")/../.."
COMMIT=d1e10eb57dd80af4999e698a9ab31f546e9a0b9d
REPO=${LOOPY_REPO:-https://github.com/chrisboyle/sgtpuzzles}
out=${BUILD:-build}/loopy-current
mkdir -p "$out"
if [[ ! -d "$out/repo" ]]; then
  git clone -q --no-checkout "$REPO" "$out/repo"
fi
rm -rf "$out/src"
mkdir -p "$out/src"
git -C "$out/repo" archive "$COMMIT" app/src/main/jni | tar -x -C "$out/src" --strip-components=4
src="$out/src"
# Loopy with the null front end: its grids, generators and the helpers they use.
gcc -O2 -w -I"$src" -o "$out/loopygen" bench/loopy_current/loopygen.c \
  "$src"/{loopy,grid,penrose,penrose-legacy,hat,spectre,loopgen,dsf,tree234,random,misc,malloc,nullfe,version,findloop,combi,divvy,draw-poly,sort,tdq,matching}.c -lm
"$out/loopygen" 1 7x7t17de >/dev/null
echo "$out/loopygen"
