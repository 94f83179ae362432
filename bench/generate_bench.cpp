// Slitherlink generation at Loopy's levels, in process (no start-up, no pack writing):
// where the time of `looplab generate --tatham-level` goes.
//   grade/SIZE/LEVEL     one Loopy-level grader run from scratch on generated puzzles of
//                        that level (the same 20 puzzles each time, seed 1)
//   prove_and_rate/...   the uniqueness proof and the rating a pack entry adds
//   generate/SIZE/LEVEL  one generation attempt: random loop, clue removal, final check
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <vector>

#include "families/slitherlink/family.hpp"
#include "families/slitherlink/generate.hpp"
#include "families/slitherlink/rate.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

constexpr TathamLevel kLevels[] = {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard};

families::GenerateRequest request(int size, TathamLevel level) {
  return {.rows = size, .cols = size, .target = families::TathamLevelIndex{static_cast<int>(level)}};
}

const std::vector<Puzzle>& puzzles(int size, TathamLevel level) {
  static std::map<std::pair<int, TathamLevel>, std::vector<Puzzle>> made;
  auto& set = made[{size, level}];
  core::Rng rng(1);
  while (set.size() < 20)
    if (auto g = generate(request(size, level), rng); g.puzzle) set.push_back(model_of(*g.puzzle));
  return set;
}

void grade(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const TathamLevel level = kLevels[state.range(1)];
  const auto& set = puzzles(size, level);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(solvable_at(set[i++ % set.size()], level));
}

// What a pack entry costs beside generation: the uniqueness proof and the rating.
void prove_and_rate(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const auto& set = puzzles(size, kLevels[state.range(1)]);
  std::size_t i = 0;
  for (auto _ : state) {
    const Puzzle& p = set[i++ % set.size()];
    benchmark::DoNotOptimize(solve(p, {.limit = 2}).solutions);
    benchmark::DoNotOptimize(rate(p).score);
  }
}

void prove(benchmark::State& state) {
  const auto& set = puzzles(static_cast<int>(state.range(0)), kLevels[state.range(1)]);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(solve(set[i++ % set.size()], {.limit = 2}).solutions);
}

void generate_attempt(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const TathamLevel level = kLevels[state.range(1)];
  core::Rng rng(7);
  for (auto _ : state) benchmark::DoNotOptimize(generate(request(size, level), rng).puzzle != nullptr);
}

void sizes_and_levels(benchmark::internal::Benchmark* b) {
  for (int size : {10, 20, 30})
    for (int level = 0; level < 4; ++level) b->Args({size, level});
}

}  // namespace

BENCHMARK(grade)->Apply(sizes_and_levels)->Unit(benchmark::kMicrosecond);
BENCHMARK(prove_and_rate)->Apply(sizes_and_levels)->Unit(benchmark::kMicrosecond);
BENCHMARK(prove)->Apply(sizes_and_levels)->Unit(benchmark::kMicrosecond);
BENCHMARK(generate_attempt)->Apply(sizes_and_levels)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
