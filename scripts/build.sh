#!/usr/bin/env bash
# Configures and builds looplab (Release) into build/, installing what is missing.
#   scripts/build.sh [--test] [extra cmake -D options...]
set -euo pipefail
cd "$(dirname "$0")/.."
mode=""
if [[ "${1:-}" == "--test" ]]; then mode="--test"; shift; fi
scripts/install-deps.sh $mode
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
tests=OFF
[[ "$mode" == "--test" ]] && tests=ON
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOOPLAB_TESTS=$tests "${launcher[@]}" "$@" >/dev/null
cmake --build build -j"$(nproc)"
