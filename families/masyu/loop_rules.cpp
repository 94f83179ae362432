// Tier 0, one loop (solver/loop_solver.hpp keeps the path ends): the step joining the
// two ends of a path may close the loop only when that finishes the puzzle, that is
// when the path is the only one and passes every pearl once the step is drawn.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

bool Solver::may_close(int end_a, int end_b, int) const {
  const int unvisited = counter_[kUnmet] - (pearl_[ix(end_a)] != kEmpty) - (pearl_[ix(end_b)] != kEmpty);
  return counter_[kSegments] == 1 && unvisited == 0;
}

}  // namespace looplab::masyu
