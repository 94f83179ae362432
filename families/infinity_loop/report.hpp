#pragma once
// What the generic commands get from the ∞ Loop solver: solve reports (status, count,
// solutions as rows of box-drawing glyphs, statistics). Ratings: rate.hpp.
#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "families/infinity_loop/rate.hpp"

namespace looplab::infinity_loop {

// The region search of solve.hpp: with `all`, the exact count; otherwise solutions up
// to `limit`. `solution`/`second` are arrays of rows.
families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

}  // namespace looplab::infinity_loop
