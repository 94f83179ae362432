#!/usr/bin/env bash
# The main job on defaults: build looplab and solve the example puzzles.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
build/looplab solve examples/sample.txt
