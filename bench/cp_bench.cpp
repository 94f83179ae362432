// The propagation families: Sudoku solving with the uniqueness proof (the 9x9 band
// solver and the generic engine, same sets), Towers solving, and generation at each Tatham
// level. Sets: bench/data/sudoku-qqwing-expert.txt (1000 puzzles from `qqwing --generate
// --difficulty expert`), bench/data/sudoku-unreasonable.txt (the 200 hardest for search
// of 2000 minimal puzzles from our generator that need guessing; `cp_bench
// --write-unreasonable 200` remakes it), and the
// Tatham peers (solo.txt, towers.txt). Figures in docs/PERFORMANCE.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/family.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/solve.hpp"
#include "families/towers/family.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/solve.hpp"

using namespace looplab;

namespace {

std::vector<std::string> lines_of(const std::string& path, bool strip_grade) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    if (strip_grade && line.size() > 2 && line[1] == ' ') line = line.substr(2);
    out.push_back(line);
  }
  return out;
}

std::string data(const std::string& name) {
  return std::string(LOOPLAB_SOURCE_DIR) + "/bench/data/" + name;
}
std::string peer(const std::string& name) {
  const char* env = std::getenv("LOOPLAB_PEERS_DIR");
  return std::string(env ? env : LOOPLAB_PEERS_DIR) + "/" + name;
}

std::vector<std::string> sudoku_lines(const std::string& which) {
  if (which == "solo") {
    std::vector<std::string> out;
    for (const auto& id : lines_of(peer("solo.txt"), true))
      out.push_back(sudoku::write_line(sudoku::parse_solo_id(id)->value()));
    return out;
  }
  return lines_of(data("sudoku-" + which + ".txt"), false);
}

// `sudoku_fast` is the band solver (what `solve` uses on 9x9).
void sudoku_with(benchmark::State& state, const std::string& which,
                 std::uint64_t (*count)(const char*, std::uint64_t)) {
  const auto set = sudoku_lines(which);
  if (set.empty()) return state.SkipWithError("set not found");
  std::uint64_t unique = 0;
  for (auto _ : state)
    for (const auto& line : set) unique += count(line.c_str(), 2) == 1;
  if (unique != set.size() * state.iterations()) state.SkipWithError("a puzzle was not unique");
  state.SetItemsProcessed(static_cast<std::int64_t>(set.size() * state.iterations()));
}
void sudoku_fast(benchmark::State& state, const std::string& which) {
  sudoku_with(state, which, sudoku::band_count_line);
}

void sudoku_generic(benchmark::State& state, const std::string& which) {
  std::vector<sudoku::Puzzle> set;
  for (const auto& line : sudoku_lines(which)) set.push_back(sudoku::parse_line(line)->value());
  if (set.empty()) return state.SkipWithError("set not found");
  for (auto _ : state)
    for (const auto& p : set) benchmark::DoNotOptimize(sudoku::solve(p, 2, 0, true).solutions);
  state.SetItemsProcessed(static_cast<std::int64_t>(set.size() * state.iterations()));
}

void towers_solve(benchmark::State& state) {
  std::vector<towers::Puzzle> set;
  for (const auto& id : lines_of(peer("towers.txt"), true))
    set.push_back(towers::parse_towers_id(id)->value());
  if (set.empty()) return state.SkipWithError("set not found");
  for (auto _ : state)
    for (const auto& p : set) benchmark::DoNotOptimize(towers::solve(p, 2).solutions);
  state.SetItemsProcessed(static_cast<std::int64_t>(set.size() * state.iterations()));
}

// Puzzles made per second at one level: attempts until one succeeds, from a fixed seed.
void generate(benchmark::State& state, const families::Family& family, int size,
              std::string level) {
  core::Rng rng(2024);
  families::GenerateAsk req;
  req.rows = req.cols = size;
  req.tatham_level = level;
  req.symmetry = family.name == "sudoku" ? "rot2" : "none";
  std::int64_t made = 0, attempts = 0;
  for (auto _ : state) {
    for (;;) {
      ++attempts;
      if (family.generate(families::resolve(family, req), rng).puzzle) break;
    }
    ++made;
  }
  state.SetItemsProcessed(made);
  state.counters["attempts_per_puzzle"] = static_cast<double>(attempts) / static_cast<double>(made);
}

// The hardest for search of 10 x count minimal "unreasonable" puzzles of our generator
// (most guesses of the band solver first).
void write_unreasonable(int count) {
  core::Rng rng(77);
  families::GenerateAsk req;
  req.rows = req.cols = 9;
  req.tatham_level = "unreasonable";
  std::vector<std::pair<std::uint64_t, std::string>> made;
  while (made.size() < static_cast<std::size_t>(10 * count))
    if (auto g = sudoku::family().generate(families::resolve(sudoku::family(), req), rng); g.puzzle) {
      const std::string line = g.puzzle->write("line");
      made.push_back({sudoku::band_count_9x9(sudoku::parse_line(line)->value()).guesses, line});
    }
  std::stable_sort(made.begin(), made.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::ofstream out(data("sudoku-unreasonable.txt"));
  for (int i = 0; i < count; ++i) out << made[static_cast<std::size_t>(i)].second << '\n';
}

}  // namespace

BENCHMARK_CAPTURE(sudoku_fast, qqwing_expert, "qqwing-expert")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sudoku_fast, unreasonable, "unreasonable")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sudoku_fast, tatham_solo, "solo")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sudoku_generic, qqwing_expert, "qqwing-expert")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sudoku_generic, unreasonable, "unreasonable")->Unit(benchmark::kMillisecond);
BENCHMARK(towers_solve)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_trivial, sudoku::family(), 9, "trivial")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_basic, sudoku::family(), 9, "basic")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_intermediate, sudoku::family(), 9, "intermediate")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_advanced, sudoku::family(), 9, "advanced")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_extreme, sudoku::family(), 9, "extreme")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, solo_unreasonable, sudoku::family(), 9, "unreasonable")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, towers6_easy, towers::family(), 6, "easy")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, towers6_hard, towers::family(), 6, "hard")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, towers6_extreme, towers::family(), 6, "extreme")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate, towers6_unreasonable, towers::family(), 6, "unreasonable")
    ->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--write-unreasonable") == 0) {
    write_unreasonable(std::stoi(argv[2]));
    return 0;
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
