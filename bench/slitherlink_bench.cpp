// Slitherlink solver benchmarks on the peer puzzle sets (../shared/peers): every
// puzzle-loop.com set (5x5 to 25x30) and Tatham's Loopy puzzles grouped by size and
// grade. Each solve is a full uniqueness proof (limit 2).
//
//   slitherlink_bench              Google Benchmark: one benchmark per set, all its puzzles
//   slitherlink_bench --table      per set: puzzles, median and max ms per puzzle, guesses
//                                  (each puzzle timed as the best of 5 runs: the solver is
//                                  deterministic, so the spread is only other load)
//   slitherlink_bench --puzzles    "SET<TAB>LOOPY-ID" lines, for the SAT peer script
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solver.hpp"

using namespace looplab::slitherlink;

namespace {

struct Set {
  std::string name;
  std::vector<std::string> ids;  // Loopy game IDs
  std::vector<Puzzle> puzzles;
};

std::string peers_dir() {
  if (const char* env = std::getenv("LOOPLAB_PEERS_DIR")) return env;
  return LOOPLAB_PEERS_DIR;
}

std::vector<Set> load_sets() {
  std::vector<Set> sets;
  for (const char* name : {"5x5_hard", "7x7_hard", "10x10_medium", "10x10_hard", "15x15_hard",
                           "20x20_medium", "20x20_hard", "25x30_hard"}) {
    std::ifstream in(peers_dir() + "/puzzle-loop/" + name + ".jsonl");
    if (!in) continue;
    int cols = 0, rows = 0;
    std::sscanf(name, "%dx%d", &cols, &rows);
    Set set{std::string("puzzle-loop ") + name, {}, {}};
    for (std::string line; std::getline(in, line);) {
      if (line.empty()) continue;
      const std::string task = nlohmann::json::parse(line)["Task"];
      set.ids.push_back(std::to_string(cols) + "x" + std::to_string(rows) + "t0:" + task);
    }
    sets.push_back(std::move(set));
  }
  std::ifstream in(peers_dir() + "/loopy-square.txt");
  std::map<std::pair<int, std::string>, Set> tatham;  // by (cells, "WxH grade")
  const std::map<char, std::string> grade = {
      {'e', "easy"}, {'n', "normal"}, {'t', "tricky"}, {'h', "hard"}};
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 3) continue;
    const std::string id = line.substr(2);
    int w = 0, h = 0;
    std::sscanf(id.c_str(), "%dx%d", &w, &h);
    const std::string name = "tatham " + id.substr(0, id.find('t')) + "_" + grade.at(line[0]);
    auto& set = tatham[{w * h * 10 + static_cast<int>(std::string("enth").find(line[0])), name}];
    set.name = name;
    set.ids.push_back(id);
  }
  for (auto& [key, set] : tatham) sets.push_back(std::move(set));
  for (auto& set : sets)
    for (const auto& id : set.ids) set.puzzles.push_back(parse_loopy_id(id)->value());
  return sets;
}

void bm_solve_set(benchmark::State& state, const Set* set) {
  Solver solver(set->puzzles.front().rows, set->puzzles.front().cols);
  for (auto _ : state)
    for (const Puzzle& p : set->puzzles) {
      if (p.rows != solver.rows() || p.cols != solver.cols()) solver = Solver(p.rows, p.cols);
      SolveResult r = solver.solve(p, {});
      benchmark::DoNotOptimize(r.solutions);
    }
  state.counters["ms_per_puzzle"] =
      benchmark::Counter(static_cast<double>(state.iterations() * set->puzzles.size()),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void print_table(const std::vector<Set>& sets) {
  std::printf("%-28s %5s %10s %10s %8s %8s\n", "set", "n", "median_ms", "max_ms", "guesses",
              "max_gss");
  for (const auto& set : sets) {
    std::vector<double> times;
    std::uint64_t guesses = 0, max_guesses = 0;
    bool all_unique = true;
    for (const Puzzle& p : set.puzzles) {
      Solver solver(p.rows, p.cols);
      std::vector<double> runs;
      SolveResult r;
      for (int i = 0; i < 5; ++i) {
        const auto start = std::chrono::steady_clock::now();
        r = solver.solve(p, {});
        runs.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
      }
      std::sort(runs.begin(), runs.end());
      times.push_back(runs.front());
      guesses += r.stats.guesses;
      max_guesses = std::max(max_guesses, r.stats.guesses);
      all_unique &= r.solutions == 1 && r.complete;
    }
    std::sort(times.begin(), times.end());
    std::printf("%-28s %5zu %10.3f %10.3f %8.1f %8llu%s\n", set.name.c_str(), times.size(),
                times[times.size() / 2], times.back(),
                static_cast<double>(guesses) / static_cast<double>(times.size()),
                static_cast<unsigned long long>(max_guesses), all_unique ? "" : "  NOT ALL UNIQUE");
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<Set> sets = load_sets();
  if (sets.empty()) {
    std::fprintf(stderr, "no peer puzzles at %s: nothing to benchmark\n", peers_dir().c_str());
    return 0;
  }
  if (argc > 1 && std::strcmp(argv[1], "--table") == 0) {
    print_table(sets);
    return 0;
  }
  if (argc > 1 && std::strcmp(argv[1], "--puzzles") == 0) {
    for (const auto& set : sets)
      for (const auto& id : set.ids) std::printf("%s\t%s\n", set.name.c_str(), id.c_str());
    return 0;
  }
  for (const auto& set : sets)
    benchmark::RegisterBenchmark(("solve/" + set.name).c_str(), bm_solve_set, &set);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
