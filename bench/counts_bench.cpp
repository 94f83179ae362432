// Exact counts on empty grids: each loop method per size, the sampler, and the
// unique-clue counter. Heavy sizes run once (Iterations(1)); bench/run_counts.sh
// prints them as a table, with the frontier count table up to 12x12.
#include <benchmark/benchmark.h>

#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/loop_sample.hpp"
#include "generator/unique_clues.hpp"

using namespace looplab;

namespace {

// Sizes are passed as rows * 100 + cols.
int rows_of(const benchmark::State& s) {
  return static_cast<int>(s.range(0) / 100);
}
int cols_of(const benchmark::State& s) {
  return static_cast<int>(s.range(0) % 100);
}

void BM_LoopsFlood(benchmark::State& state) {
  std::uint64_t n = 0;
  for (auto _ : state) n = generator::enumerate_loops_flood(rows_of(state), cols_of(state), {});
  state.counters["loops"] = static_cast<double>(n);
}
BENCHMARK(BM_LoopsFlood)->Arg(303)->Arg(404)->Arg(405)->Arg(505)->Unit(benchmark::kMillisecond);

void BM_LoopsSearch(benchmark::State& state) {
  std::uint64_t n = 0;
  for (auto _ : state) n = generator::enumerate_loops_search(rows_of(state), cols_of(state), {});
  state.counters["loops"] = static_cast<double>(n);
  state.counters["loops_per_s"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_LoopsSearch)->Arg(303)->Arg(404)->Arg(405)->Arg(505)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopsSearch)->Arg(606)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_LoopsFrontier(benchmark::State& state) {
  generator::FrontierCountStats stats;
  for (auto _ : state)
    benchmark::DoNotOptimize(
        generator::count_loops_frontier(rows_of(state), cols_of(state), &stats));
  state.counters["max_states"] = static_cast<double>(stats.max_states);
}
BENCHMARK(BM_LoopsFrontier)
    ->Arg(303)
    ->Arg(404)
    ->Arg(505)
    ->Arg(606)
    ->Arg(707)
    ->Arg(808)
    ->Arg(909)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopsFrontier)
    ->Arg(1010)
    ->Arg(1111)
    ->Arg(1212)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void BM_SamplerBuild(benchmark::State& state) {
  for (auto _ : state) generator::LoopSampler sampler(rows_of(state), cols_of(state));
}
BENCHMARK(BM_SamplerBuild)->Arg(505)->Arg(808)->Arg(1010)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SamplerBuild)->Arg(1111)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_Sample(benchmark::State& state) {
  const generator::LoopSampler sampler(rows_of(state), cols_of(state));
  core::Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(sampler.sample(rng));
}
BENCHMARK(BM_Sample)->Arg(505)->Arg(1010)->Unit(benchmark::kMicrosecond);

void BM_UniqueClues(benchmark::State& state) {
  generator::UniqueClueCounts counts;
  for (auto _ : state)
    counts = generator::count_unique_clues(
        rows_of(state), cols_of(state),
        {.jobs = static_cast<int>(state.range(1)), .minimal = true, .progress = {}});
  state.counters["unique"] = static_cast<double>(counts.unique());
  state.counters["minimal"] = static_cast<double>(counts.minimal());
}
BENCHMARK(BM_UniqueClues)
    ->Args({303, 1})
    ->Args({304, 1})
    ->Args({404, 1})
    ->Args({404, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_UniqueClues)
    ->Args({405, 2})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// One shard of 5x5 classes by each method (0 bitmap, 1 transversal), the loops listed
// beforehand: the cost per class that a split over machines pays (docs/PERFORMANCE.md).
void BM_UniqueShard(benchmark::State& state) {
  static const generator::UniqueClueCounter counter(5, 5);
  const std::uint64_t first = 60000, classes = 30;
  generator::UniqueClueOptions options{.jobs = 1, .minimal = true, .progress = {}};
  if (state.range(0) == 1) options.method = generator::UniqueMethod::transversal;
  generator::UniqueClueCounts counts;
  for (auto _ : state) counts = counter.count({first, first + classes}, options);
  state.counters["unique"] = static_cast<double>(counts.unique());
  state.counters["minimal"] = static_cast<double>(counts.minimal());
  state.counters["classes"] = static_cast<double>(classes);  // cpu ms / classes = ms a class
}
BENCHMARK(BM_UniqueShard)->Arg(0)->Arg(1)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_UniqueCluesNaive(benchmark::State& state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(generator::count_unique_clues_naive(rows_of(state), cols_of(state)));
}
BENCHMARK(BM_UniqueCluesNaive)->Arg(303)->Arg(304)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
