#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/*_fuzz.cpp: the puzzle parsers, pack validation,
# the web server's JSON API) with clang and runs each for SECONDS (default 30), starting
# from a seed corpus of real puzzles, a small pack and API bodies. A crash leaves its
# input in build-fuzz/ and fails the script. Without a clang that links
# -fsanitize=fuzzer it says so and exits 77 (skipped).
#   scripts/fuzz.sh [SECONDS]          fuzz each target
#   scripts/fuzz.sh --probe            exit 0 when fuzzing can run here, else 77
#   FUZZ_TESTS=ON scripts/fuzz.sh ...  also build the unit tests in build-fuzz and run
#                                      them first: the same instrumented build (address,
#                                      undefined) serves both, which is how .ci/run uses it
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }\n' >"$probe/t.cpp"
if ! command -v clang++ >/dev/null || ! clang++ -fsanitize=fuzzer "$probe/t.cpp" -o "$probe/t" 2>/dev/null; then
  echo "fuzzing SKIPPED: no clang++ that links -fsanitize=fuzzer (Debian: apt-get install clang)"
  exit 77
fi
[[ "$seconds" == --probe ]] && exit 0
tests=${FUZZ_TESTS:-OFF}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1 with line tables only: fast enough to fuzz, stack traces with lines, and the
# quickest build of the whole instrumented library (the bulk of this script's time).
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DLOOPLAB_FUZZ=ON -DLOOPLAB_TESTS="$tests" "${launcher[@]}" >/dev/null
targets=$(for f in fuzz/*_fuzz.cpp; do basename "$f" .cpp; done)
# shellcheck disable=SC2086  # one word per target
cmake --build build-fuzz -j"$(nproc)" --target $targets
if [[ "$tests" == ON ]]; then
  cmake --build build-fuzz -j"$(nproc)" --target looplab_tests
  echo "unit tests under AddressSanitizer and UndefinedBehaviorSanitizer ('~[slow]~[.]': hidden cases are tools run by hand)"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 build-fuzz/tests/looplab_tests '~[slow]~[.]'
fi
seeds=build-fuzz/seeds
mkdir -p "$seeds"
i=0
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  printf '%s' "$line" > "$seeds/example-$((i++))"
done < examples/sample.txt
# Loopy IDs of every other grid, with both forms of Penrose patch, from the test data.
for f in tests/data/loopy-grids/t*.txt tests/data/loopy-current/t*.txt; do
  n=0
  for id in $(grep -v '^#' "$f" | awk 'NF { print $NF }' | head -2); do
    printf '%s' "$id" > "$seeds/grid-$(basename "$(dirname "$f")")-$(basename "$f" .txt)-$((n++))"
  done
done
printf '3.2\n.1.\n' > "$seeds/text-grid"
printf '{"family":"slitherlink","clues":["3.2",".1."]}' > "$seeds/json"
printf '{"family":"sudoku","grid":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]]}' > "$seeds/api-sudoku"
printf '\x00{"family":"slitherlink","clues":[".2.1.",".0..1","..3.1","2.1..","1.2.1"]}' > "$seeds/api-analyse"
printf '\x03{"state":["......1.....................x.",".............................."],"family":"slitherlink","clues":[".2.1.",".0..1","..3.1","2.1..","1.2.1"]}' > "$seeds/api-hint"
python3 - "$seeds/pack" <<'PY'
import json, sys
pack = json.load(open("corpus/slitherlink-5x5-easy.json"))
pack["puzzles"] = pack["puzzles"][:2]
open(sys.argv[1], "w").write(json.dumps(pack))
PY
if [[ -d ../shared/peers ]]; then
  head -20 ../shared/peers/loopy-square.txt | cut -d' ' -f2 | while read -r id; do printf '%s' "$id" > "$seeds/loopy-$((i++))"; done
  cp ../shared/peers/nikoli-sl-0001.txt "$seeds/nikoli"
  for f in ../shared/peers/infinity-loop/sample1.txt ../shared/peers/infinity-loop/box-10x10.txt; do cp "$f" "$seeds/"; done
  head -3 ../shared/peers/solo.txt | cut -d' ' -f2 > "$seeds/solo"
  head -3 ../shared/peers/towers.txt | cut -d' ' -f2 > "$seeds/towers"
  head -3 ../shared/peers/net.txt > "$seeds/net"
fi
for target in build-fuzz/fuzz/*_fuzz; do
  work=build-fuzz/corpus-$(basename "$target")
  mkdir -p "$work"
  echo "fuzzing $(basename "$target") for ${seconds}s"
  log=build-fuzz/$(basename "$target").log
  status=0
  (cd build-fuzz && "../$target" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=2048 \
     -print_final_stats=1 "../$work" "../$seeds") >"$log" 2>&1 || status=$?
  grep -E "stat::number_of_executed_units|ERROR|SUMMARY|crash-" "$log" || true
  [[ $status == 0 ]] || { echo "$(basename "$target") failed (exit $status), see $log"; exit 1; }
done
