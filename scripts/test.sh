#!/usr/bin/env bash
# Builds looplab with its tests and runs the whole suite (unit tests and CLI tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh --test
cd build && ctest --output-on-failure -j"$(nproc)" "$@"
