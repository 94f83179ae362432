#!/usr/bin/env bash
# Builds the benchmarks (Release, build-bench/) and runs every bench/run_*.sh, each of
# which prints a table. Pass names to run only some: scripts/bench.sh slitherlink cover
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOOPLAB_BENCH=ON -DLOOPLAB_TESTS=OFF "${launcher[@]}" >/dev/null
cmake --build build-bench -j"$(nproc)"
# Current upstream Loopy, the peer on hats and spectres (bench/run_grids.sh): cloned and
# built once; without a network the grids table leaves those two out.
if [[ ! -x build-bench/loopy-current/loopygen ]]; then
  BUILD=build-bench bench/loopy_current/build.sh >/dev/null || echo "current Loopy not built: no hats or spectres rows"
fi
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(g++ --version | head -1)"
for script in bench/run_*.sh; do
  name=$(basename "$script" .sh); name=${name#run_}
  if [[ $# -gt 0 ]] && [[ ! " $* " == *" $name "* ]]; then continue; fi
  echo; echo "## $name"
  BUILD=build-bench bash "$script"
done
