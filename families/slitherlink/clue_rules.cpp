// Tier 0, clue saturation: a clue's sides on the loop number exactly the clue.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::check_cell(int cell) {
  const int k = clue_[ix(cell)];
  if (k == kNoClue) return true;
  const int lines = cell_lines_[ix(cell)], unknown = cell_unknown_[ix(cell)];
  if (lines > k || lines + unknown < k) return false;
  if (unknown == 0 || (lines != k && lines + unknown != k)) return true;
  const Slot fill = lines == k ? kCross : kLine;
  if (steps_) [[unlikely]] {
    solver::Step s = new_step(kClueSaturation);
    clue_premises(s, cell, fill == kCross ? kLine : kCross);
    for (int e : graph_.face_edges(cell))
      if (edge_[ix(e)] == kUnknown) conclusion(s, e, fill);
    keep(std::move(s));
  }
  for (int e : graph_.face_edges(cell))
    if (edge_[ix(e)] == kUnknown && !assign(e, fill, kClueSaturation)) return false;
  return true;
}

}  // namespace looplab::slitherlink
