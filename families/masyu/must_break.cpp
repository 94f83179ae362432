// Pearls a counted loop must break (SolveOptions::must_break). A pearl is met exactly
// when one of its shapes is there in full (its lines drawn, its crosses crossed: the
// next cells then go straight or turn as the rule asks), so a state where every one
// of them has a shape in full holds no counted loop and is cut (so with an empty set
// nothing is counted). The search branches
// on their steps first, so that cut comes early.
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

void Solver::set_must_break(const Puzzle* must_break) {
  must_break_shapes_.clear();
  must_break_start_.assign(1, 0);
  must_break_on_ = must_break != nullptr;
  if (!must_break) return;
  LK_REQUIRE(must_break->rows == rows() && must_break->cols == cols(), "must_break needs the puzzle's size");
  for (int v = 0; v < grid_.num_vertices(); ++v) {
    if (must_break->pearls[ix(v)] == kEmpty) continue;
    add_shapes(v, must_break->pearls[ix(v)], must_break_shapes_);
    must_break_start_.push_back(static_cast<int>(must_break_shapes_.size()));
  }
}

bool Solver::keeps_all_must_break() const {
  if (!must_break_on_) return false;  // no such option: every loop counts
  for (std::size_t p = 0; p + 1 < must_break_start_.size(); ++p) {
    bool met = false;
    for (int k = must_break_start_[p]; k < must_break_start_[p + 1] && !met; ++k) {
      const Shape& s = must_break_shapes_[ix(k)];
      met = true;
      for (int i = 0; i < s.lines && met; ++i) met = edge_[ix(s.line[ix(i)])] == kLine;
      for (int i = 0; i < s.crosses && met; ++i) met = edge_[ix(s.cross[ix(i)])] == kCross;
    }
    if (!met) return false;
  }
  return true;
}

int Solver::must_break_edge() const {
  for (const Shape& s : must_break_shapes_) {
    for (int i = 0; i < s.lines; ++i)
      if (edge_[ix(s.line[ix(i)])] == kUnknown) return s.line[ix(i)];
    for (int i = 0; i < s.crosses; ++i)
      if (edge_[ix(s.cross[ix(i)])] == kUnknown) return s.cross[ix(i)];
  }
  return core::kNone;
}

}  // namespace looplab::masyu
