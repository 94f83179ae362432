// Tier 0, one loop (solver/loop_solver.hpp keeps the path ends): the line joining the
// two ends of a path may close the loop only when that finishes the puzzle, that is
// when the path is the only one and the line meets every clue still unmet, overfilling
// none.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::may_close(int, int, int f) const {
  bool finishes = counter_[kSegments] == 1;
  int unmet = counter_[kUnmet];
  for (int cell : graph_.edge_faces(f)) {
    if (cell == graph_.outer_face() || clue_[ix(cell)] == kNoClue) continue;
    if (cell_lines_[ix(cell)] >= clue_[ix(cell)])
      finishes = false;
    else if (cell_lines_[ix(cell)] + 1 == clue_[ix(cell)])
      --unmet;
  }
  return finishes && unmet == 0;
}

}  // namespace looplab::slitherlink
