// Tier 0, vertex degree: the loop passes through a dot with 0 or 2 lines.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::check_vertex(int v) {
  const int lines = vert_lines_[ix(v)], unknown = vert_unknown_[ix(v)];
  if (lines > 2) return false;
  if (unknown == 0) return lines != 1;
  Slot fill;
  if (lines == 2)
    fill = kCross;  // the loop passes: close the other ways
  else if (unknown == 1)
    fill = lines == 1 ? kLine : kCross;  // one way on, or a dead end
  else
    return true;
  for (int e : grid_.vertex_edges(v))
    if (e >= 0 && edge_[ix(e)] == kUnknown && !assign(e, fill, kVertexDegree)) return false;
  return true;
}

}  // namespace looplab::slitherlink
