#pragma once
// What the generic commands get from the ∞ Loop solver: solve reports (status, count,
// solutions as rows of box-drawing glyphs, statistics). Ratings: rate.hpp.
#include <utility>

#include <nlohmann/json.hpp>

#include "families/family.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "families/infinity_loop/rate.hpp"

namespace looplab::infinity_loop {

// A solution: the puzzle with each tile turned as it lies there, written as its rows of
// glyphs.
struct Turned final : families::Solution {
  explicit Turned(Puzzle p) : solved(std::move(p)) {}
  Puzzle solved;
  nlohmann::json to_json() const override;
};

// The region search of solve.hpp: with `all`, the exact count; otherwise solutions up
// to `limit`, each Turned.
families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

}  // namespace looplab::infinity_loop
