// Dancing links on standard exact-cover problems (n queens, 6 x 10 pentominoes) and on
// cycle covers of grids. Counters: solutions, search nodes, link updates per CPU second
// (Knuth's "updates", so the rate compares with his DLX1).
#include <benchmark/benchmark.h>

#include "core/rng.hpp"
#include "families/cycle_cover/problem.hpp"
#include "families/cycle_cover/transfer_count.hpp"
#include "solver/exact_cover_examples.hpp"

using namespace looplab;

namespace {

void report(benchmark::State& state, const solver::ExactCoverResult& r) {
  state.counters["solutions"] = static_cast<double>(r.solutions);
  state.counters["nodes"] = static_cast<double>(r.stats.nodes);
  state.counters["updates"] = static_cast<double>(r.stats.updates);
  state.counters["updates_per_s"] = benchmark::Counter(
      static_cast<double>(r.stats.updates), benchmark::Counter::kIsIterationInvariantRate);
}

void queens(benchmark::State& state) {
  auto ec = solver::n_queens_cover(static_cast<int>(state.range(0)));
  solver::ExactCoverResult r;
  for (auto _ : state) r = ec.solve();
  report(state, r);
}
BENCHMARK(queens)->Arg(8)->Arg(10)->Arg(12)->Arg(14)->Unit(benchmark::kMillisecond);

void pentominoes_6x10(benchmark::State& state) {
  auto ec = solver::pentomino_cover(6, 10);
  solver::ExactCoverResult r;
  for (auto _ : state) r = ec.solve();
  report(state, r);
}
BENCHMARK(pentominoes_6x10)->Unit(benchmark::kMillisecond)->Iterations(1);

cycle_cover::Problem grid(int rows, int cols, const char* moves, bool no2) {
  return {rows, cols, *cycle_cover::parse_moves(moves), no2};
}

// The search behind `looplab cover --rows 16 --cols 32 --moves M --seed 1`.
void random_cover_16x32(benchmark::State& state, const char* moves) {
  const auto p = grid(16, 32, moves, false);
  for (auto _ : state) {
    core::Rng rng(1);
    auto c = cycle_cover::find_cover(p, &rng);
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK_CAPTURE(random_cover_16x32, rook, "rook")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(random_cover_16x32, king, "king")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(random_cover_16x32, knight, "knight")->Unit(benchmark::kMillisecond);

void count_rook_6x6_no_2_cycles_dlx(benchmark::State& state) {
  const auto p = grid(6, 6, "rook", true);
  solver::ExactCoverResult r;
  for (auto _ : state) r = cycle_cover::count_covers_dlx(p);
  report(state, r);
}
BENCHMARK(count_rook_6x6_no_2_cycles_dlx)->Unit(benchmark::kMillisecond);

void count_transfer(benchmark::State& state, int n, const char* moves, bool no2) {
  const auto p = grid(n, n, moves, no2);
  for (auto _ : state) {
    auto r = cycle_cover::count_covers_transfer(p);
    benchmark::DoNotOptimize(r);
    state.counters["peak_states"] = static_cast<double>(r.peak_states);
  }
}
BENCHMARK_CAPTURE(count_transfer, rook_6x6_no_2_cycles, 6, "rook", true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(count_transfer, rook_10x10, 10, "rook", false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(count_transfer, king_8x8, 8, "king", false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(count_transfer, knight_5x5, 5, "knight", false)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
