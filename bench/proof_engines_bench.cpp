// Uniqueness proofs (limit 2) of near-minimal Slitherlink puzzles by each engine:
//   cadical   what `solve` does: the propagation solver's root fixpoint, then CaDiCaL
//             (families/slitherlink/sat_engine.hpp) told what the root decided;
//   nogood    the same root fixpoint, then nogood learning in the native search
//             (families/slitherlink/nogood_search.hpp) told the same;
//   alone     nogood learning from the clues alone, no root fixpoint;
//   search    the propagation search alone, stopped after PROP_NODES nodes (default
//             2000).
// The nogood engines stop after NOGOOD_CONFLICTS conflicts (default 20000); the table
// says how many proofs each engine finished, and times only those.
//
//   proof_engines_bench --table [FILE...]   per set ("SET LOOPY-ID" lines; default
//        bench/data/slitherlink-near-minimal.txt): puzzles, then per engine the proofs
//        finished, the median and max ms of CPU time per finished proof (this process's
//        CPU clock) and the median conflicts. A finished count other than 1 is an error.
//   proof_engines_bench                     Google Benchmark: one benchmark per engine
//        over the 20x20 sets.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/nogood_search.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"

using namespace looplab::slitherlink;

namespace {

struct Set {
  std::string name;
  std::vector<Puzzle> puzzles;
};

std::vector<Set> read_sets(const std::vector<std::string>& files) {
  std::vector<Set> sets;
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", file.c_str());
      std::exit(2);
    }
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream fields(line);
      std::string name, id;
      fields >> name >> id;
      auto parsed = parse_loopy_id(id);
      if (!parsed || !*parsed) {
        std::fprintf(stderr, "%s: not a Loopy ID: %s\n", file.c_str(), id.c_str());
        std::exit(2);
      }
      auto it = std::find_if(sets.begin(), sets.end(), [&](const Set& s) { return s.name == name; });
      if (it == sets.end()) it = sets.insert(sets.end(), Set{name, {}});
      it->puzzles.push_back(parsed->value());
    }
  }
  return sets;
}

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

std::uint64_t env_or(const char* name, std::uint64_t otherwise) {
  const char* env = std::getenv(name);
  return env ? std::strtoull(env, nullptr, 10) : otherwise;
}
const std::uint64_t kPropNodes = env_or("PROP_NODES", 2000);
const std::uint64_t kConflicts = env_or("NOGOOD_CONFLICTS", 20000);

// One proof by one engine: whether it ended (within its budget), its count, and the
// learning engine's conflicts.
struct Proof {
  bool finished = false;
  std::uint64_t solutions = 0, conflicts = 0;
};

Proof prove(const std::string& engine, const Puzzle& p) {
  if (engine == "cadical") {
    const SolveResult r = solve(p);
    return {r.complete, r.solutions, r.sat.conflicts};
  }
  if (engine == "nogood") {
    const SolveResult r = solve_with_nogoods(p, 2, kConflicts);
    return {r.complete, r.solutions, r.sat.conflicts};
  }
  if (engine == "alone") {
    const NogoodResult r = nogood_count(p, 2, kConflicts);
    return {r.complete, r.solutions, r.stats.conflicts};
  }
  Solver solver(p.rows, p.cols);
  const SolveResult r = solver.solve(p, {.limit = 2, .max_nodes = kPropNodes});
  return {r.complete, r.solutions, 0};
}

// ENGINES (comma-separated) picks some of them; all by default.
std::vector<std::string> engines() {
  const char* env = std::getenv("ENGINES");
  std::vector<std::string> out;
  std::istringstream in(env ? env : "cadical,nogood,alone,search");
  for (std::string e; std::getline(in, e, ',');) out.push_back(e);
  return out;
}
const std::vector<std::string> kEngines = engines();
const bool kVerbose = std::getenv("VERBOSE") != nullptr;  // each proof on stderr

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Per engine: proofs finished, median and max ms over those, median conflicts.
void print_table(const std::vector<Set>& sets) {
  std::printf("%-16s %3s", "set", "n");
  for (const std::string& e : kEngines) std::printf(" | %-8s %5s %8s %8s %7s", e.c_str(), "done", "med ms", "max ms", "confl");
  std::printf("\n");
  for (const Set& set : sets) {
    std::printf("%-16s %3zu", set.name.c_str(), set.puzzles.size());
    for (const std::string& e : kEngines) {
      std::vector<double> ms, conflicts;
      for (const Puzzle& p : set.puzzles) {
        const double start = cpu_ms();
        const Proof proof = prove(e, p);
        const double took = cpu_ms() - start;
        if (kVerbose)
          std::fprintf(stderr, "%s %s %.2f ms %llu conflicts%s\n", e.c_str(), write_loopy_id(p).c_str(), took,
                       static_cast<unsigned long long>(proof.conflicts), proof.finished ? "" : " (budget spent)");
        if (!proof.finished) continue;
        if (proof.solutions != 1) {
          std::fprintf(stderr, "%s: %s counts %llu solutions\n", write_loopy_id(p).c_str(), e.c_str(),
                       static_cast<unsigned long long>(proof.solutions));
          std::exit(1);
        }
        ms.push_back(took);
        conflicts.push_back(static_cast<double>(proof.conflicts));
      }
      std::printf(" | %-8s %2zu/%-2zu %8.2f %8.2f %7.0f", "", ms.size(), set.puzzles.size(), median(ms),
                  ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()), median(conflicts));
      std::fflush(stdout);
    }
    std::printf("\n");
  }
}

std::vector<std::string> default_files() { return {std::string(LOOPLAB_SOURCE_DIR) + "/bench/data/slitherlink-near-minimal.txt"}; }

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "--table") == 0) {
    std::vector<std::string> files(argv + 2, argv + argc);
    print_table(read_sets(files.empty() ? default_files() : files));
    return 0;
  }
  std::vector<Set> sets = read_sets(default_files());
  std::erase_if(sets, [](const Set& s) { return s.name.rfind("20x20", 0) != 0; });
  for (const std::string& engine : kEngines) {
    if (engine == "search") continue;  // a node cap: no proof time to compare
    benchmark::RegisterBenchmark(("proofs_20x20/" + engine).c_str(), [sets, engine](benchmark::State& state) {
      for (auto _ : state)
        for (const Set& set : sets)
          for (const Puzzle& p : set.puzzles) benchmark::DoNotOptimize(prove(engine, p));
    })->Unit(benchmark::kMillisecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
