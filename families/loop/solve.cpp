#include "families/loop/solve.hpp"

namespace looplab::families {

LoopSatCount edge_sets_of(solver::LoopSatResult&& r, const core::Grid& dots) {
  LoopSatCount out;
  out.solutions = r.solutions;
  out.complete = r.complete;
  out.stats = r.stats;
  auto edges = [&](std::optional<std::vector<std::uint8_t>>& on) {
    std::optional<core::EdgeSet> set;
    if (on) {
      set.emplace(dots.rows(), dots.cols());
      set->on = std::move(*on);
    }
    return set;
  };
  out.first = edges(r.first);
  out.second = edges(r.second);
  return out;
}

}  // namespace looplab::families
