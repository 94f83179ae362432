#pragma once
// What the families built on the propagation engine (solver/cp_engine.hpp) share:
// counting with solutions reported 1-based, a random full solution, and the solve
// report shape.
#include <cstdint>
#include <utility>
#include <vector>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/rating/rating.hpp"
#include "families/rating/tier_rating.hpp"
#include "solver/cp_engine.hpp"

namespace looplab::families {

struct CpSolved {
  std::uint64_t solutions = 0;
  bool complete = false;
  std::vector<std::vector<int>> found;  // first solutions, values 1-based
  solver::Stats stats;
};

// Counts the engine's solutions up to `limit` (0 = all).
CpSolved cp_solve(solver::CpEngine& engine, std::uint64_t limit, std::uint64_t max_nodes = 0);

// A random solution: the search branches on values in an order drawn from `rng`.
// Values 1-based; empty when the model has none.
std::vector<int> cp_random_solution(solver::CpEngine& engine, core::Rng& rng);

// A solution of a square of digits: its cells row by row, 1-based, on a side of n;
// written {"grid": [[...]]}.
struct DigitsSolution final : Solution {
  DigitsSolution(std::vector<int> c, int side) : cells(std::move(c)), n(side) {}
  std::vector<int> cells;
  int n;
  nlohmann::json to_json() const override;
};

// The report of `solve`, its solutions DigitsSolution of side n.
SolveReport cp_report(const CpSolved& s, int n, std::span<const solver::RuleInfo> rules,
                      std::string picture);

// The rating of a tier rating `t` at `tatham_level`, with max_tier, guesses,
// backtracks, max_depth and the steps per rule of `stats`; the family adds its own
// counts and the status of the count to the metrics.
Rating cp_rating(const families::TierRating& t, std::string_view tatham_level, const solver::Stats& stats,
                 std::span<const solver::RuleInfo> rules, std::uint64_t solutions);

}  // namespace looplab::families
