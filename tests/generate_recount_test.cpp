// Every puzzle `generate` makes, counted again by an engine other than the ones its
// generator and `solve` use: packs (rated, minimality proven) and puzzles written one a
// line (neither), for every family, with no target, every grade, "mixed" and every
// Tatham level, at 3x3 to 6x6. A loop's full clue set once passed as unique untested
// (3x3t0:321222123 has two loops), so these runs include the grids where a start set
// is all there is.
//
// The other engines: Slitherlink's and Masyu's propagation search alone (`solve`
// hands its proofs to the SAT engine, and the generators prove with SAT or with searches
// for a loop that breaks a removed clue); ∞ Loop's generic search (`solve` counts by
// independent regions); Sudoku's plain backtracking (tests/support/sudoku_brute.hpp);
// Towers' generic engine (its generator runs on the fast path).
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "families/family.hpp"
#include "families/infinity_loop/family.hpp"
#include "families/infinity_loop/solver.hpp"
#include "families/masyu/family.hpp"
#include "families/masyu/solve.hpp"
#include "families/slitherlink/family.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/sudoku/family.hpp"
#include "families/towers/family.hpp"
#include "families/towers/solve.hpp"
#include "io/build_pack.hpp"
#include "solver/search.hpp"
#include "tests/support/sudoku_brute.hpp"

using namespace looplab;
using nlohmann::json;

namespace {

// Solutions of `p`, up to 2, by the other engine; `complete` false when it could not
// finish (none of them has a budget here, so that is a failure).
std::uint64_t count_by_other_engine(const families::Puzzle& p) {
  const std::string_view name = p.family().name;
  if (name == "slitherlink") {
    const auto r = slitherlink::solve(slitherlink::model_of(p), {.limit = 2, .max_nodes = ~std::uint64_t{0}});
    REQUIRE((r.complete || r.solutions == 2));
    REQUIRE(r.engine == slitherlink::Engine::Propagation);
    return r.solutions;
  }
  if (name == "masyu") {
    const auto r = masyu::solve(masyu::model_of(p), masyu::kPropagationSearch);
    REQUIRE((r.complete || r.solutions == 2));
    REQUIRE(r.engine == masyu::Engine::Propagation);
    return r.solutions;
  }
  if (name == "infinity-loop") {
    infinity_loop::Solver generic(infinity_loop::model_of(p));
    return solver::count_solutions(generic, {.limit = 2}).solutions;
  }
  if (name == "sudoku") {
    sudoku::Puzzle copy = sudoku::model_of(p);
    return sudoku::brute_count(copy, 2);
  }
  if (name == "towers") {
    const auto r = towers::solve(towers::model_of(p), 2);
    REQUIRE((r.complete || r.solutions == 2));
    return r.solutions;
  }
  FAIL("no other engine for the family " << name);
  return 0;
}

struct Target {
  std::string grade, level;
};

// The requests worth making of a family: none, each grade, mixed, each Tatham level.
std::vector<Target> targets_of(const families::Family& f) {
  std::vector<Target> out{{"", ""}};
  for (families::Grade g : f.grades) out.push_back({std::string(families::name_of(g)), ""});
  if (!f.grades.empty()) out.push_back({std::string(io::kMixedGrade), ""});
  for (auto l : f.tatham_levels) out.push_back({"", std::string(l)});
  return out;
}

// Whether the family generates n x n at all (resolve refuses an unsupported size).
bool generates(const families::Family& f, int n) {
  try {
    families::resolve(f, {.rows = n, .cols = n});
    return true;
  } catch (const InputError&) {
    return false;
  }
}

// Makes the puzzles of seeds [1, seeds] at every target, size n x n (n in [from, to])
// and family, as a pack and as lines, with up to `max_attempts` attempts each (0: the
// default), and counts each again. A puzzle the budget gives up on is fine (the pack
// then holds the others, and says so); a puzzle with other than one solution is not.
void recount_generated(int from, int to, std::uint64_t seeds, std::uint64_t max_attempts) {
  std::uint64_t counted = 0;
  for (const families::Family* f : families::all_families()) {
    if (!f->generate) continue;
    for (int n = from; n <= to; ++n) {
      if (!generates(*f, n)) continue;
      for (const Target& t : targets_of(*f)) {
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
          io::PackParameters params{.family = std::string(f->name),
                                    .ask = {.rows = n, .cols = n, .grade = t.grade, .tatham_level = t.level},
                                    .count = 1,
                                    .seed = seed,
                                    .max_attempts = max_attempts};
          // "mixed" gives puzzle i grade i modulo the ladder: the seeds take turns.
          std::size_t first = 0;
          if (t.grade == io::kMixedGrade) {
            params.count = f->grades.size();
            first = seed % f->grades.size();
          }
          INFO(f->name << " " << n << "x" << n << " grade '" << t.grade << "' level '" << t.level
                       << "' seed " << seed);
          for (bool lines : {false, true}) {
            io::BuildOptions options{.jobs = 1, .progress = false};
            if (lines) options.line_format = std::string(f->line_formats.front());
            const io::PackPlan plan = io::plan_pack(params);
            const auto made = io::make_puzzles(plan, options, first, 1);
            const auto built = io::assemble_pack(plan, options, made);
            if (!made[0].gave_up.empty()) {
              // The reason is a budget spent, or a line format that cannot hold the puzzle.
              CHECK((made[0].gave_up.find("attempts") != std::string::npos ||
                     made[0].gave_up.find("cannot be written") != std::string::npos));
              CHECK(built.lines.empty());
              CHECK((lines || built.pack->puzzles.empty()));
              continue;
            }
            std::string text = lines ? built.lines.substr(0, built.lines.size() - 1)
                                     : built.pack->puzzles.at(0).puzzle.dump();
            INFO(text);
            auto parsed = families::parse_puzzle(text, f);
            REQUIRE(parsed);
            const families::Puzzle& p = *parsed.value();
            CHECK(count_by_other_engine(p) == 1);
            if (!lines) CHECK_FALSE(p.check(built.pack->puzzles.at(0).solution));
            ++counted;
          }
        }
      }
    }
  }
  CHECK(counted > 0);
}

}  // namespace

// The default run: the sizes where a start set is most often all there is, a few
// seeds, a smaller budget for the grades that are rare there.
TEST_CASE("every puzzle generated at 3x3 and 4x4 with seeds 1 to 3 has one solution by another engine",
          "[generate]") {
  recount_generated(3, 4, 3, 40);
}

// Hidden from the ordinary run (about 20 minutes on 2 cores):
// `looplab_tests "[generate][slow]"` runs it.
TEST_CASE("every puzzle generated at 3x3 to 6x6 with seeds 1 to 50 has one solution by another engine",
          "[generate][slow][.]") {
  recount_generated(3, 6, 50, 0);
}

TEST_CASE("a puzzle its line format cannot hold ends that puzzle only, with the reason", "[generate]") {
  // Seed 2's first extreme 5x5 ∞ Loop is unique only as one network, which `net` cannot
  // say: the run once stopped there with an error, writing none of the others.
  const io::PackPlan plan =
      io::plan_pack({.family = "infinity-loop", .ask = {.rows = 5, .cols = 5, .grade = "extreme"}, .count = 1, .seed = 2});
  io::BuildOptions options{.jobs = 1, .progress = false, .line_format = "net"};
  const auto made = io::make_puzzles(plan, options, 0, 1);
  CHECK(made[0].line.empty());
  CHECK(made[0].gave_up.find("puzzle 1 cannot be written as net") != std::string::npos);
}

TEST_CASE("Sudoku lines of every size with default boxes read back as the same puzzle", "[generate]") {
  for (int n : {4, 6, 8, 9}) {
    const io::PackPlan plan = io::plan_pack({.family = "sudoku", .ask = {.rows = n, .cols = n}, .count = 1, .seed = 1});
    io::BuildOptions options{.jobs = 1, .progress = false, .line_format = "line"};
    const auto made = io::make_puzzles(plan, options, 0, 1);
    REQUIRE(made[0].gave_up.empty());
    const std::string line = made[0].line.substr(0, made[0].line.size() - 1);
    INFO(line);
    auto parsed = families::parse_puzzle(line, families::find_family("sudoku"));
    REQUIRE(parsed);
    CHECK(parsed.value()->write("line") == line);
    CHECK(parsed.value()->rows() == n);
  }
}
