// What the Masyu rules read, for the steps they record (solver/step.hpp). A pearl's step
// rests on the pearl and, for each shape it no longer allows, the marks that rule that
// shape out: on a board holding only these, the same shapes remain, so the same step
// follows.
#include <algorithm>
#include <bit>

#include "families/masyu/solver.hpp"

namespace looplab::masyu {

namespace {

void add_once(solver::Step& s, const solver::Fact& f) {
  if (std::find(s.premises.begin(), s.premises.end(), f) == s.premises.end())
    s.premises.push_back(f);
}

}  // namespace

void Solver::lines_at(solver::Step& s, int dot) const {
  for (int e : graph_.vertex_edges(dot))
    if (edge_[ix(e)] == kLine) add_once(s, {solver::Fact::Mark, e, kLine});
}

void Solver::misfit_premises(solver::Step& s, const Shape& shape) const {
  unsigned fresh = 0;
  for (int i = 0; i < shape.lines; ++i) {
    const int e = shape.line[ix(i)];
    if (edge_[ix(e)] == kCross) return add_once(s, {solver::Fact::Mark, e, kCross});
    if (edge_[ix(e)] == kUnknown) fresh |= 1u << i;
  }
  for (int i = 0; i < shape.crosses; ++i) {
    const int e = shape.cross[ix(i)];
    if (edge_[ix(e)] == kLine) return add_once(s, {solver::Fact::Mark, e, kLine});
  }
  // A dot where the shape's new lines would make a third.
  for (int j = 0; j < shape.dots; ++j) {
    const unsigned m = shape.dot_lines[ix(j)] & fresh;
    if (m && vertex_lines_[ix(shape.dot[ix(j)])] + std::popcount(m) > 2)
      return lines_at(s, shape.dot[ix(j)]);
  }
}

void Solver::pearl_premises(solver::Step& s, int pearl) const {
  const int v = pearl_dot_[ix(pearl)];
  add_once(s, {solver::Fact::Clue, v, pearl_[ix(v)]});
  for (int k = shape_start_[ix(pearl)]; k < shape_start_[ix(pearl) + 1]; ++k)
    if (!fits(shapes_[ix(k)])) misfit_premises(s, shapes_[ix(k)]);
}

void Solver::unmet_premises(solver::Step& s, int f) const {
  if (counter_[kSegments] != 1) return;  // another path said it
  // A pearl the loop closed by f would not pass.
  const auto& ends = graph_.edge_vertices(f);
  for (int v : pearl_dot_)
    if (vertex_lines_[ix(v)] < 2 && v != ends[0] && v != ends[1])
      return add_once(s, {solver::Fact::Clue, v, pearl_[ix(v)]});
}

void Solver::broken_constraint(solver::Step& c) const {
  for (int p = 0; p < static_cast<int>(pearl_dot_.size()); ++p) {
    bool any = false;
    for (int k = shape_start_[ix(p)]; k < shape_start_[ix(p) + 1] && !any; ++k)
      any = fits(shapes_[ix(k)]);
    if (any) continue;
    c.rule = kPearl;
    pearl_premises(c, p);
    return;
  }
}

}  // namespace looplab::masyu
