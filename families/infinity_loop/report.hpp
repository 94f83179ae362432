#pragma once
// What the generic commands get from the ∞ Loop solver: solve reports (status, count,
// solutions as rows of box-drawing glyphs, statistics) and difficulty ratings.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "rating/grade.hpp"

namespace looplab::infinity_loop {

// With `all`, the exact count by region splitting (count.hpp); otherwise the counting
// search of solver/search.hpp up to `limit`. `solution`/`second` are arrays of rows.
families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

// The grade ladder, easiest first (the common one of rating/grade.hpp), and the rating
// (see docs/RATING.md, "∞ Loop"): {"grade","score","tatham_level":null,"metrics":{...}}.
// Deterministic: it counts deductions, and does not depend on how the tiles are turned.
const std::vector<std::string_view>& grades();
struct Rating {
  std::string_view grade;
  double score = 0;
  rating::Metrics metrics;
  std::vector<std::uint64_t> rule_steps;  // at the root fixpoint, by rule (solver.hpp)
  std::uint64_t solutions = 0;            // up to 2
};
Rating rate(const Puzzle& p);
nlohmann::json rate_report(const Puzzle& p);

}  // namespace looplab::infinity_loop
