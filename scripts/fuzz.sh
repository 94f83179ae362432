#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60),
# starting from a seed corpus of real puzzles. A crash leaves its input in build-fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLOOPLAB_FUZZ=ON -DLOOPLAB_TESTS=OFF >/dev/null
cmake --build build-fuzz -j"$(nproc)"
seeds=build-fuzz/seeds
mkdir -p "$seeds"
i=0
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  printf '%s' "$line" > "$seeds/example-$((i++))"
done < examples/sample.txt
printf '3.2\n.1.\n' > "$seeds/text-grid"
printf '{"family":"slitherlink","clues":["3.2",".1."]}' > "$seeds/json"
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
  (cd build-fuzz && "../$target" -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 "../$work" "../$seeds" 2>&1 | tail -5)
done
