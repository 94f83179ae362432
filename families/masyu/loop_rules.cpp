// Tier 0, one loop: a cell has 0 or 2 steps (cell_degree); path ends kept in `mate_`
// (the other end of the path a degree-1 dot ends), so a step that would close a loop is
// seen in O(1) (no_premature_loop). A loop may close only when its path is the only one
// and every pearl has its two steps; then the rest is crossed (loop_closure). Without
// loop avoidance (Pearl's Easy level, tatham_levels.hpp) a step that would close a loop
// early is not crossed, but drawing it is still a contradiction.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

bool Solver::check_dot(int v) {
  const Slot lines = dot_lines_[ix(v)], unknown = dot_unknown_[ix(v)];
  if (unknown == 0) return lines != 1;
  Slot fill;
  if (lines == 2 || (lines == 0 && unknown == 1))
    fill = kCross;
  else if (lines == 1 && unknown == 1)
    fill = kLine;
  else
    return true;
  for (int e : grid_.vertex_edges(v))
    if (e >= 0 && edge_[ix(e)] == kUnknown && !assign(e, fill, kCellDegree)) return false;
  return true;
}

int Solver::edge_between(int a, int b) const {
  if (a > b) std::swap(a, b);
  const int width = grid_.cols() + 1, r = a / width, c = a % width;
  if (b == a + 1 && c + 1 < width) return grid_.h_edge(r, c);
  if (b == a + width) return grid_.v_edge(r, c);
  return core::kNone;
}

// Called after `e` became a line and the counters were updated.
bool Solver::join_paths(int e) {
  const int a = grid_.edge_vertices(e)[0], b = grid_.edge_vertices(e)[1];
  const int da = dot_lines_[ix(a)] - 1, db = dot_lines_[ix(b)] - 1;  // degrees before
  if (da == 1 && db == 1 && mate_[ix(a)] == b) {
    if (counter_[kSegments] != 1 || counter_[kUnvisitedPearls] != 0) return false;
    trail_.assign(counter_[kClosed], 1);
    return close_loop();
  }
  const int end_a = da == 0 ? a : mate_[ix(a)], end_b = db == 0 ? b : mate_[ix(b)];
  trail_.assign(mate_[ix(end_a)], end_b);
  trail_.assign(mate_[ix(end_b)], end_a);
  const int delta = (da == 0 && db == 0) ? 1 : (da == 1 && db == 1) ? -1 : 0;
  if (delta != 0) trail_.assign(counter_[kSegments], counter_[kSegments] + delta);

  // The step joining the two ends of the new path closes it: allowed only when that
  // would finish the puzzle.
  const int f = edge_between(end_a, end_b);
  if (f < 0 || edge_[ix(f)] != kUnknown) return true;
  const int unvisited =
      counter_[kUnvisitedPearls] - (pearl_[ix(end_a)] != kEmpty) - (pearl_[ix(end_b)] != kEmpty);
  if (!loop_avoidance_ || (counter_[kSegments] == 1 && unvisited == 0)) return true;
  return assign(f, kCross, kNoPrematureLoop);
}

bool Solver::close_loop() {
  for (int e = 0; e < grid_.num_edges(); ++e)
    if (edge_[ix(e)] == kUnknown && !assign(e, kCross, kLoopClosure)) return false;
  return true;
}

}  // namespace looplab::masyu
