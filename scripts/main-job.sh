#!/usr/bin/env bash
# The main job on defaults: build looplab, generate a pack of 20 10x10 Slitherlink
# puzzles, four of each grade (seed 1), into out/default-10x10.json (untracked: the job
# never rewrites a file of the repository), print the table of grades, and validate the
# pack from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
mkdir -p out
build/looplab generate --rows 10 --cols 10 --grade mixed --count 20 --seed 1 --out out/default-10x10.json
build/looplab validate out/default-10x10.json
