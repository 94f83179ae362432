// What the Slitherlink rules read, for the steps they record (solver/step.hpp).
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

using solver::Fact;

void Solver::clue_premises(solver::Step& s, int cell, Slot sides) const {
  s.premises.push_back({Fact::Clue, cell, clue_[ix(cell)]});
  for (int e : graph_.face_edges(cell))
    if (edge_[ix(e)] == sides) premise(s, e);
}

void Solver::unmet_premises(solver::Step& s, int f) const {
  if (counter_[kSegments] != 1) return;  // another path said it
  // A clue beside f that has its lines already, else a clue left unmet with f drawn.
  for (int cell : graph_.edge_faces(f))
    if (cell != graph_.outer_face() && clue_[ix(cell)] != kNoClue && cell_lines_[ix(cell)] >= clue_[ix(cell)]) {
      clue_premises(s, cell, kLine);
      return;
    }
  for (int cell : clue_cells_) {
    const auto sides = graph_.face_edges(cell);
    const bool beside = std::find(sides.begin(), sides.end(), f) != sides.end();
    if (cell_lines_[ix(cell)] + (beside ? 1 : 0) < clue_[ix(cell)]) {
      s.premises.push_back({Fact::Clue, cell, clue_[ix(cell)]});
      return;
    }
  }
}

void Solver::broken_constraint(solver::Step& c) const {
  for (int cell : clue_cells_) {
    const int k = clue_[ix(cell)], lines = cell_lines_[ix(cell)];
    if (lines > k) {
      clue_premises(c, cell, kLine);
    } else if (lines + cell_unknown_[ix(cell)] < k) {
      clue_premises(c, cell, kCross);
    } else {
      continue;
    }
    c.rule = kClueSaturation;
    return;
  }
}

}  // namespace looplab::slitherlink
