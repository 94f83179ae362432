#!/usr/bin/env bash
# Makes the sample packs in corpus/: Slitherlink, 5x5 to 20x20, one pack per grade
# that the size admits; the extreme packs of 15x15 and 20x20 hold 20 puzzles, each proven
# minimal. Every pack records the command that makes it again, so the
# same command reproduces it byte for byte (tests/cli/test_generate.py checks one).
set -euo pipefail
cd "$(dirname "$0")/.."
looplab=${LOOPLAB:-build/looplab}
mkdir -p corpus
make() {  # size grade count
  local out="corpus/slitherlink-$1x$1-$2.json"
  echo "== $out" >&2
  "$looplab" generate --rows "$1" --cols "$1" --grade "$2" --count "$3" --seed 2026 --out "$out" --max-attempts 2000
}
for g in easy medium hard expert extreme; do make 5 "$g" 10; done
for g in easy medium hard expert extreme; do make 7 "$g" 10; done
for g in easy medium hard expert extreme; do make 10 "$g" 10; done
for g in easy medium hard expert; do make 15 "$g" 5; done
make 15 extreme 20
for g in easy medium hard expert; do make 20 "$g" 5; done
make 20 extreme 20
