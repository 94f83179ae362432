// ∞ Loop: solving (limit 2), exact counting and generation on the peer grids and on
// random 1000x1000 layouts. bench/run_infinity_loop.sh puts these beside a SAT model.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>

#include "core/file.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/infinity_loop/solve.hpp"

namespace il = looplab::infinity_loop;

namespace {

std::string peers_dir() {
  const char* env = std::getenv("LOOPLAB_PEERS_DIR");
  return std::string(env ? env : LOOPLAB_PEERS_DIR) + "/infinity-loop";
}

il::Puzzle peer(const std::string& name) {
  auto p = il::parse_any(looplab::core::read_file(peers_dir() + "/" + name));
  if (!p || !p->ok()) throw std::runtime_error("cannot read peer puzzle " + name);
  return p->value();
}

bool have_peers() {
  return std::filesystem::is_directory(peers_dir());
}

void solve(benchmark::State& state, const std::string& name) {
  if (!have_peers()) return state.SkipWithError("peer puzzles not found");
  const il::Puzzle p = peer(name);
  for (auto _ : state) {
    il::Solver s(p);
    benchmark::DoNotOptimize(il::solve_regions(s, 2).count);
  }
}

void count(benchmark::State& state, const std::string& name) {
  if (!have_peers()) return state.SkipWithError("peer puzzles not found");
  const il::Puzzle p = peer(name);
  for (auto _ : state) benchmark::DoNotOptimize(il::count_all(p));
}

il::Puzzle random_puzzle(int side, std::uint64_t seed) {
  looplab::core::Rng rng(seed);
  il::Puzzle p = il::random_layout({.rows = side, .cols = side, .density = 0.5}, rng);
  for (auto& t : p.tiles) t = il::rotate(t, rng.below(4));
  return p;
}

void BM_SolveRandom(benchmark::State& state) {
  const il::Puzzle p = random_puzzle(static_cast<int>(state.range(0)), 1);
  for (auto _ : state) {
    il::Solver s(p);
    benchmark::DoNotOptimize(il::solve_regions(s, 2).count);
  }
}
BENCHMARK(BM_SolveRandom)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_GenerateUnique(benchmark::State& state) {
  std::uint64_t seed = 0;
  for (auto _ : state) {
    looplab::core::Rng rng(++seed);
    const int side = static_cast<int>(state.range(0));
    benchmark::DoNotOptimize(
        il::make_unique_puzzle(il::random_layout({.rows = side, .cols = side}, rng), rng));
  }
}
BENCHMARK(BM_GenerateUnique)->Arg(20)->Arg(100)->Unit(benchmark::kMillisecond);

const int registered = [] {
  for (const char* name :
       {"box-10x10.txt", "test100x100_1.txt", "test500x500.txt", "bearific5.txt"})
    benchmark::RegisterBenchmark((std::string("BM_Solve/") + name).c_str(), solve,
                                 std::string(name))
        ->Unit(benchmark::kMillisecond);
  for (const char* name : {"bearific4.txt", "bearific5.txt", "test100x100_1.txt"})
    benchmark::RegisterBenchmark((std::string("BM_CountAll/") + name).c_str(), count,
                                 std::string(name))
        ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace

BENCHMARK_MAIN();
