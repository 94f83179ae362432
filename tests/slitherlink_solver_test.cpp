// The Slitherlink counting solver against known counts, a brute-force twin, the
// independent checker and every peer puzzle.
#include <catch2/catch.hpp>

#include <set>
#include <string_view>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "core/grid.hpp"
#include "core/rng.hpp"
#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"
#include "tests/support/parse_model.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

Puzzle parse(const std::string& text) { return test::parsed(parse_any(text)); }

// The slow, obvious twin: every loop of an R x C grid is the boundary of a non-empty
// set of cells that is 4-connected and has no hole (its complement, with the world
// outside the grid, is connected too). Enumerates all 2^(R*C) subsets.
std::vector<EdgeSet> all_loops(int rows, int cols) {
  const int n = rows * cols;
  core::Grid grid(rows, cols);
  std::vector<EdgeSet> loops;
  auto connected = [&](std::uint32_t set, bool with_outside) {
    // Flood fill over cells in `set` (plus the outside node n when with_outside).
    std::vector<int> stack;
    std::vector<char> seen(static_cast<std::size_t>(n + 1), 0);
    int total = __builtin_popcount(set) + (with_outside ? 1 : 0);
    int start = with_outside ? n : __builtin_ctz(set);
    stack.push_back(start);
    seen[static_cast<std::size_t>(start)] = 1;
    int reached = 0;
    auto in = [&](int x) { return x == n ? with_outside : ((set >> x) & 1u) != 0; };
    while (!stack.empty()) {
      int x = stack.back();
      stack.pop_back();
      ++reached;
      std::vector<int> next;
      if (x == n) {
        for (int c = 0; c < n; ++c) {
          int r = c / cols, k = c % cols;
          if (r == 0 || k == 0 || r == rows - 1 || k == cols - 1) next.push_back(c);
        }
      } else {
        int r = x / cols, k = x % cols;
        if (r > 0) next.push_back(x - cols);
        if (r + 1 < rows) next.push_back(x + cols);
        if (k > 0) next.push_back(x - 1);
        if (k + 1 < cols) next.push_back(x + 1);
        if (r == 0 || k == 0 || r == rows - 1 || k == cols - 1) next.push_back(n);
      }
      for (int y : next)
        if (in(y) && !seen[static_cast<std::size_t>(y)]) {
          seen[static_cast<std::size_t>(y)] = 1;
          stack.push_back(y);
        }
    }
    return reached == total;
  };
  const std::uint32_t all = (n == 32) ? ~0u : ((1u << n) - 1);
  for (std::uint32_t set = 1; set <= all && set != 0; ++set) {
    if (!connected(set, false) || !connected(all & ~set, true)) continue;
    EdgeSet loop(rows, cols);
    for (int e = 0; e < grid.num_edges(); ++e) {
      auto cells = grid.edge_cells(e);
      bool a = cells[0] >= 0 && ((set >> cells[0]) & 1u),
           b = cells[1] >= 0 && ((set >> cells[1]) & 1u);
      loop.on[static_cast<std::size_t>(e)] = a != b;
    }
    loops.push_back(loop);
  }
  return loops;
}

bool fits(const Puzzle& p, const Puzzle& shown) {
  for (std::size_t i = 0; i < p.clues.size(); ++i)
    if (p.clues[i] != kNoClue && p.clues[i] != shown.clues[i]) return false;
  return true;
}

}  // namespace

TEST_CASE("The brute-force twin knows the loop counts of small grids", "[slitherlink][solver]") {
  CHECK(all_loops(1, 1).size() == 1);
  CHECK(all_loops(1, 2).size() == 3);
  CHECK(all_loops(2, 2).size() == 13);
  CHECK(all_loops(2, 3).size() == 40);
  CHECK(all_loops(3, 3).size() == 213);
}

TEST_CASE("Empty grids have the known numbers of loops", "[slitherlink][solver]") {
  auto count_all = [](int r, int c) { return solve(Puzzle(r, c), {.limit = 0}); };
  auto one = count_all(1, 1);
  CHECK(one.solutions == 1);
  CHECK(one.complete);
  CHECK(count_all(1, 2).solutions == 3);
  CHECK(count_all(2, 2).solutions == 13);
  CHECK(count_all(2, 3).solutions == 40);
  CHECK(count_all(3, 3).solutions == 213);
  CHECK(count_all(4, 4).solutions == 9349);
}

TEST_CASE("A puzzle with two solutions is multiple and shows two different valid loops",
          "[slitherlink][solver]") {
  // A 2x2 with only a 2 in the top-left: several loops fit.
  Puzzle p = parse("2./..");
  SolveResult r = solve(p);
  CHECK(r.status() == solver::Status::Multiple);
  CHECK(r.solutions == 2);
  CHECK_FALSE(r.complete);
  REQUIRE(r.first);
  REQUIRE(r.second);
  CHECK(*r.first != *r.second);
  CHECK_FALSE(check_solution(p, *r.first));
  CHECK_FALSE(check_solution(p, *r.second));
}

TEST_CASE("A puzzle with no solution is none", "[slitherlink][solver]") {
  for (const char* text : {"3", "0", "00/00", "33/33", "4./.1"}) {
    SolveResult r = solve(parse(text), {.limit = 0});
    CHECK(r.status() == solver::Status::None);
    CHECK(r.complete);
    CHECK_FALSE(r.first);
  }
}

TEST_CASE("Counting stops at the limit and at the node budget", "[slitherlink][solver]") {
  SolveResult five = solve(Puzzle(3, 3), {.limit = 5});
  CHECK(five.solutions == 5);
  CHECK_FALSE(five.complete);
  SolveResult budget = solve(Puzzle(4, 4), {.limit = 0, .max_nodes = 50});
  CHECK(budget.solutions < 9349);
  CHECK_FALSE(budget.complete);
}

TEST_CASE("Solve counts agree with the brute-force twin on thousands of random small puzzles",
          "[slitherlink][solver]") {
  core::Rng rng(20261122);
  int checked = 0;
  for (int rows = 1; rows <= 4; ++rows)
    for (int cols = rows; cols <= 4; ++cols) {
      const std::vector<EdgeSet> loops = all_loops(rows, cols);
      std::vector<Puzzle> shown_by;
      for (const EdgeSet& loop : loops) shown_by.push_back(clues_of(loop));
      Solver solver(rows, cols);
      const int tries = rows * cols == 16 ? 250 : rows * cols >= 9 ? 400 : 350;
      for (int t = 0; t < tries; ++t) {
        // Clues shown by a random loop, a random subset of them; one in eight puzzles
        // gets random clues instead (often no solution at all).
        Puzzle p(rows, cols);
        const Puzzle shown =
            clues_of(loops[static_cast<std::size_t>(rng.below(static_cast<int>(loops.size())))]);
        const double density = rng.unit();
        const bool random_clues = rng.below(8) == 0;
        for (std::size_t i = 0; i < p.clues.size(); ++i)
          if (rng.chance(density))
            p.clues[i] = random_clues ? static_cast<std::int8_t>(rng.below(4)) : shown.clues[i];
        std::uint64_t brute = 0;
        for (const Puzzle& q : shown_by) brute += fits(p, q);
        const int tier = rng.below(kMaxTier + 1);
        INFO(rows << "x" << cols << " " << write_text_grid(p, '/') << " tier " << tier);
        SolveResult r = solver.solve(p, {.limit = 0, .max_tier = tier});
        REQUIRE(r.complete);
        REQUIRE(r.solutions == brute);
        if (r.first) CHECK_FALSE(check_solution(p, *r.first));
        if (r.second) CHECK_FALSE(check_solution(p, *r.second));
        // Propagation alone is sound: when it decides everything the answer is unique.
        SolveResult prop = solver.solve(p, {.max_tier = tier, .search = false});
        if (prop.solved_by_propagation) CHECK(brute == 1);
        ++checked;
      }
    }
  CHECK(checked == 3500);
}

TEST_CASE("Propagation alone reports what it decided, rule by rule and tier by tier",
          "[slitherlink][solver]") {
  const Puzzle p = parse("5x5t0:b3b3b13f302c1a3");  // a Tatham Easy puzzle
  SolveResult easy = solve(p, {.max_tier = 0, .search = false});
  CHECK(easy.stats.guesses == 0);
  CHECK(easy.decided_edges > 0);
  CHECK(easy.stats.max_tier(rules()) <= 0);
  // Tier 0 alone leaves some edges open on this puzzle; every tier finishes it (below).
  CHECK_FALSE(easy.solved_by_propagation);
  CHECK(easy.decided_edges < core::Grid(5, 5).num_edges());
  std::uint64_t steps = 0;
  for (std::uint64_t s : easy.stats.rule_steps) steps += s;
  CHECK(steps == static_cast<std::uint64_t>(easy.decided_edges));

  SolveResult full = solve(p, {.search = false});
  REQUIRE(full.solved_by_propagation);
  CHECK(full.solutions == 1);
  CHECK(full.decided_edges == core::Grid(5, 5).num_edges());
  // One row per rule: ids distinct and named, tiers on the scale.
  std::set<std::string_view> ids;
  for (const auto& rule : rules()) {
    CHECK(ids.insert(rule.id).second);
    CHECK_FALSE(rule.id.empty());
    CHECK((rule.tier >= 0 && rule.tier <= kMaxTier));
  }
}

TEST_CASE("A reused solver gives the same answers as a fresh one", "[slitherlink][solver]") {
  const std::vector<std::string> puzzles = {"5x5t0:b3b3b13f302c1a3", "5x5t0:b2c30b2a2a1b2b3d",
                                            "5x5t0:32d3a032a1b3a3a33a23a"};
  Solver reused(5, 5);
  for (int round = 0; round < 2; ++round)
    for (const auto& text : puzzles) {
      const Puzzle p = parse(text);
      SolveResult a = reused.solve(p, {});
      SolveResult b = Solver(5, 5).solve(p, {});
      CHECK(a.solutions == b.solutions);
      CHECK(a.first == b.first);
      CHECK(a.stats.rule_steps == b.stats.rule_steps);
      CHECK(a.stats.guesses == b.stats.guesses);
    }
}

TEST_CASE("Nikoli's sl-0001 is unique without guessing, though Tatham's solver cannot do it",
          "[slitherlink][solver][peers]") {
  if (!test::peers_available()) return;
  std::ifstream in(test::peers_dir() + "/nikoli-sl-0001.txt");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const Puzzle p = parse(text);  // the clue grid; the partial solution after it is ignored
  SolveResult r = solve(p);
  CHECK(r.status() == solver::Status::Unique);
  CHECK(r.complete);
  CHECK(r.stats.guesses == 0);
  REQUIRE(r.first);
  CHECK_FALSE(check_solution(p, *r.first));
}

TEST_CASE("Every peer puzzle is unique, checker-valid and equal to its published answer",
          "[slitherlink][solver][peers]") {
  if (!test::peers_available()) return;
  int solved = 0, answers = 0;
  for (const auto& line : test::peer_lines("loopy-square.txt")) {
    const Puzzle p = parse(line.substr(line.find(' ') + 1));
    INFO(line);
    SolveResult r = solve(p);
    REQUIRE(r.status() == solver::Status::Unique);
    REQUIRE(r.complete);
    REQUIRE(r.first);
    REQUIRE_FALSE(check_solution(p, *r.first));
    ++solved;
  }
  for (const char* set : {"5x5_hard", "7x7_hard", "10x10_medium", "10x10_hard", "15x15_hard",
                          "20x20_medium", "20x20_hard", "25x30_hard"}) {
    int cols = 0, rows = 0;
    REQUIRE(std::sscanf(set, "%dx%d", &cols, &rows) == 2);
    for (const auto& line : test::peer_lines(std::string("puzzle-loop/") + set + ".jsonl")) {
      const auto j = nlohmann::json::parse(line);
      const std::string task = j["Task"], answer = j["Answer"];
      const Puzzle p = parse(std::to_string(cols) + "x" + std::to_string(rows) + "t0:" + task);
      INFO(set << " " << task);
      SolveResult r = solve(p);
      REQUIRE(r.status() == solver::Status::Unique);
      REQUIRE(r.complete);
      REQUIRE(r.first);
      REQUIRE_FALSE(check_solution(p, *r.first));
      if (!answer.empty()) {
        const std::size_t nh = static_cast<std::size_t>((rows + 1) * cols);
        auto expected = edges_from_strings(rows, cols, answer.substr(0, nh), answer.substr(nh));
        REQUIRE(expected);
        CHECK(*r.first == *expected);
        ++answers;
      }
      ++solved;
    }
  }
  CHECK(solved == 132 + 596);
  CHECK(answers > 0);
}
