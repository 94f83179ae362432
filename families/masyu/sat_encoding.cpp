// A Masyu pearl as clauses (sat_engine.hpp); steps beyond the border count as off. Both
// pearls: the loop passes the cell. Black: it turns there (not both steps of an axis)
// and each step goes on straight through the next cell. White: it goes straight (no
// step of each axis), and does not also go straight through both neighbours.
#include "families/masyu/sat_engine.hpp"

namespace looplab::masyu {

namespace {

constexpr int kUp = 0, kRight = 1, kDown = 2, kLeft = 3;  // core::Grid::vertex_edges order

}  // namespace

void add_pearls(solver::LoopSat& sat, const Puzzle& puzzle) {
  const core::Grid dots = dot_grid(puzzle.rows, puzzle.cols);
  auto step = [&](int v, int dir) { return dots.vertex_edges(v)[static_cast<std::size_t>(dir)]; };
  // The step after step `dir` from v, in the same direction (kNone past the border).
  auto beyond = [&](int v, int dir) {
    const int e = step(v, dir);
    if (e == core::kNone) return core::kNone;
    const auto& ends = dots.edge_vertices(e);
    return step(ends[0] == v ? ends[1] : ends[0], dir);
  };
  auto on = [&](int e) { return sat.edge_lit(e); };
  for (int v = 0; v < dots.num_vertices(); ++v) {
    const auto kind = puzzle.pearls[static_cast<std::size_t>(v)];
    if (kind == kEmpty) continue;
    const auto at = sat.graph().vertex_edges(v);
    std::vector<int> pass;
    for (int e : at) pass.push_back(on(e));
    sat.add_clause(pass);
    sat.must_touch(0, at);
    if (kind == kBlack) {
      for (int d : {kUp, kRight})
        if (step(v, d) != core::kNone && step(v, d + 2) != core::kNone)
          sat.add_clause({-on(step(v, d)), -on(step(v, d + 2))});
      for (int d : {kUp, kRight, kDown, kLeft}) {
        if (step(v, d) == core::kNone) continue;
        if (beyond(v, d) == core::kNone)
          sat.add_clause({-on(step(v, d))});
        else
          sat.add_clause({-on(step(v, d)), on(beyond(v, d))});
      }
      continue;
    }
    for (int d : {kUp, kDown})
      for (int h : {kRight, kLeft})
        if (step(v, d) != core::kNone && step(v, h) != core::kNone) sat.add_clause({-on(step(v, d)), -on(step(v, h))});
    for (int d : {kUp, kRight})
      if (beyond(v, d) != core::kNone && beyond(v, d + 2) != core::kNone)
        sat.add_clause({-on(step(v, d)), -on(beyond(v, d)), -on(beyond(v, d + 2))});
  }
}

}  // namespace looplab::masyu
