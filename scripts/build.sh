#!/usr/bin/env bash
# Configures and builds looplab (Release) into build/, installing what is missing.
#   scripts/build.sh [--test] [extra cmake -D options...]
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache (when installed) keys on paths relative to the clone, so another clone of the
# same sources on this machine reuses what an earlier build compiled.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
mode=""
if [[ "${1:-}" == "--test" ]]; then mode="--test"; shift; fi
scripts/install-deps.sh $mode
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# One build directory for both: the tests are built only when asked for.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOOPLAB_TESTS=ON "${launcher[@]}" "$@" >/dev/null
if [[ "$mode" == "--test" ]]; then
  cmake --build build -j"$(nproc)"
else
  cmake --build build -j"$(nproc)" --target looplab
fi
