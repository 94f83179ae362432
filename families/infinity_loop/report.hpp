#pragma once
// What the generic commands get from the ∞ Loop solver: solve reports (status, count,
// solutions as rows of box-drawing glyphs, statistics). Ratings: rate.hpp.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "families/infinity_loop/rate.hpp"

namespace looplab::infinity_loop {

// With `all`, the exact count by region splitting (count.hpp); otherwise the counting
// search of solver/search.hpp up to `limit`. `solution`/`second` are arrays of rows.
families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

}  // namespace looplab::infinity_loop
