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
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(g++ --version | head -1)"
for script in bench/run_*.sh; do
  name=$(basename "$script" .sh); name=${name#run_}
  if [[ $# -gt 0 ]] && [[ ! " $* " == *" $name "* ]]; then continue; fi
  echo; echo "## $name"
  BUILD=build-bench bash "$script"
done
