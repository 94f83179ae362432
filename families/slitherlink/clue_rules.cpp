// Tier 0, clue saturation: a clue's sides on the loop number exactly the clue.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::check_cell(int cell) {
  const int k = clue_[ix(cell)];
  if (k == kNoClue) return true;
  const int lines = cell_lines_[ix(cell)], unknown = cell_unknown_[ix(cell)];
  if (lines > k || lines + unknown < k) return false;
  if (!square_ && unknown > 2 && lines + unknown == k + 1) return check_pair_at_a_line(cell);
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

// On Loopy's other grids, Loopy's refinement of saturation (its Easy level): a clue one
// cross short whose two undecided sides meet at a dot a line already reaches. That dot
// takes one more line at most, so the two are not both lines: the one cross is one of
// them, and every other undecided side is a line. The square grid has this as its corner
// patterns (patterns.cpp, tier 1), so it stays off there and the square's results keep
// their rule counts.
bool Solver::check_pair_at_a_line(int cell) {
  const auto sides = graph_.face_edges(cell);
  const std::size_t n = sides.size();
  for (std::size_t j = 0; j < n; ++j) {
    const int e1 = sides[j], e2 = sides[(j + 1) % n];
    if (edge_[ix(e1)] != kUnknown || edge_[ix(e2)] != kUnknown) continue;
    const auto& a = graph_.edge_vertices(e1);
    const auto& b = graph_.edge_vertices(e2);
    const int d = a[0] == b[0] || a[0] == b[1] ? a[0] : a[1];
    if (vertex_lines_[ix(d)] != 1) continue;
    if (steps_) [[unlikely]] {
      solver::Step s = new_step(kClueSaturation);
      clue_premises(s, cell, kCross);
      s.premises.push_back({solver::Fact::Place, d, solver::kPlaceVertex});
      for (int e : graph_.vertex_edges(d))
        if (edge_[ix(e)] == kLine) premise(s, e);
      for (int e : sides)
        if (e != e1 && e != e2 && edge_[ix(e)] == kUnknown) conclusion(s, e, kLine);
      keep(std::move(s));
    }
    for (int e : sides)
      if (e != e1 && e != e2 && edge_[ix(e)] == kUnknown && !assign(e, kLine, kClueSaturation)) return false;
    return true;
  }
  return true;
}

}  // namespace looplab::slitherlink
