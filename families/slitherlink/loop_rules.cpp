// Tier 0, one loop: path ends kept in `mate_` (the other end of the path a degree-1
// vertex ends), so a line that would close a loop is seen in O(1). A loop may close only
// when its path is the only line and every clue is met; then the rest is crossed.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

int Solver::edge_between(int a, int b) const {
  if (a > b) std::swap(a, b);
  const int width = cols() + 1, r = a / width, c = a % width;
  if (b == a + 1 && c + 1 < width) return grid_.h_edge(r, c);
  if (b == a + width) return grid_.v_edge(r, c);
  return core::kNone;
}

// Called after `e` became a line and the counters were updated.
bool Solver::join_paths(int e) {
  const int a = grid_.edge_vertices(e)[0], b = grid_.edge_vertices(e)[1];
  const int da = vert_lines_[ix(a)] - 1, db = vert_lines_[ix(b)] - 1;  // degrees before
  if (da == 1 && db == 1 && mate_[ix(a)] == b) {
    if (counter_[kSegments] != 1 || counter_[kUnmetClues] != 0) return false;
    trail_.assign(counter_[kClosed], 1);
    return close_loop();
  }
  const int end_a = da == 0 ? a : mate_[ix(a)], end_b = db == 0 ? b : mate_[ix(b)];
  trail_.assign(mate_[ix(end_a)], end_b);
  trail_.assign(mate_[ix(end_b)], end_a);
  const int delta = (da == 0 && db == 0) ? 1 : (da == 1 && db == 1) ? -1 : 0;
  if (delta != 0) trail_.assign(counter_[kSegments], counter_[kSegments] + delta);

  // The edge joining the two ends of the new path closes it: allowed only when that
  // would finish the puzzle.
  const int f = edge_between(end_a, end_b);
  if (f < 0 || edge_[ix(f)] != kUnknown) return true;
  bool finishes = counter_[kSegments] == 1;
  int unmet = counter_[kUnmetClues];
  for (int cell : grid_.edge_cells(f)) {
    if (cell < 0 || clue_[ix(cell)] == kNoClue) continue;
    if (cell_lines_[ix(cell)] >= clue_[ix(cell)])
      finishes = false;
    else if (cell_lines_[ix(cell)] + 1 == clue_[ix(cell)])
      --unmet;
  }
  if (finishes && unmet == 0) return true;
  return assign(f, kCross, kNoPrematureLoop);
}

bool Solver::close_loop() {
  for (int e = 0; e < grid_.num_edges(); ++e)
    if (edge_[ix(e)] == kUnknown && !assign(e, kCross, kLoopClosure)) return false;
  return true;
}

}  // namespace looplab::slitherlink
