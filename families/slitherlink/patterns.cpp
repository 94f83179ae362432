// Corner patterns. At a vertex v the four cells around it are the quadrants q = 0..3
// (up-right, down-right, down-left, up-left); quadrant q's cell has the two sides along
// directions q and q+1 of v (up, right, down, left), the "outside" edges are the other two:
//
//          up(0)
//    q=3     |     q=0        e.g. the up-right cell (q=0) meets v with its left side
//  left(3) --v-- right(1)     (v's up edge) and its bottom side (v's right edge); its
//    q=2     |     q=1        outside edges at v are down and left.
//         down(2)
//
// dead_corner (tier 1): both outside edges crossed (or off the grid) means the loop
//   cannot turn through v into the cell's corner, so a 3 uses both sides there and a 1
//   neither. This covers 3s and 1s in grid corners and next to 0s diagonally.
// corner_entry (tier 2): a line arriving at v from outside must go on along one of the
//   cell's two sides there: a 3 then needs both far sides (and the other outside edge is
//   crossed); a 1, when the other outside edge is crossed, has its line there, so its
//   far sides are crossed.
// adjacent_threes, diagonal_threes (tier 1): clue-only patterns, applied once at the root
//   (adjacent 3s only when the loop round the two cells alone is not itself a solution).
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::check_corners(int v) {
  const auto& ve = grid_.vertex_edges(v);
  for (int q = 0; q < 4; ++q) {
    const int cell = corner_cell_[ix(v)][ix(q)];
    if (cell < 0) continue;
    const int k = clue_[ix(cell)];
    if (k != 1 && k != 3) continue;
    const int a = ve[ix(q)], b = ve[ix((q + 1) % 4)];
    const int o1 = ve[ix((q + 2) % 4)], o2 = ve[ix((q + 3) % 4)];
    const Slot s1 = state_or_cross(o1), s2 = state_or_cross(o2);
    if (s1 == kCross && s2 == kCross) {
      const Slot fill = k == 3 ? kLine : kCross;
      if (steps_) [[unlikely]] {
        solver::Step s = new_step(kDeadCorner);
        s.premises.push_back({solver::Fact::Clue, cell, k});
        s.premises.push_back({solver::Fact::Place, v, solver::kPlaceVertex});
        for (int o : {o1, o2})
          if (o >= 0) premise(s, o);
        conclude_if_new(s, a, fill);
        conclude_if_new(s, b, fill);
        keep(std::move(s));
      }
      if (!assign(a, fill, kDeadCorner) || !assign(b, fill, kDeadCorner)) return false;
      continue;
    }
    if (max_tier_ < 2 || (s1 != kLine && s2 != kLine)) continue;
    const int other = s1 == kLine ? o2 : o1;
    if (steps_ && (k == 3 || state_or_cross(other) == kCross)) [[unlikely]] {
      solver::Step s = new_step(kCornerEntry);
      s.premises.push_back({solver::Fact::Clue, cell, k});
      s.premises.push_back({solver::Fact::Place, v, solver::kPlaceVertex});
      premise(s, s1 == kLine ? o1 : o2);
      if (k == 1 && other >= 0) premise(s, other);
      if (k == 3) conclude_if_new(s, other, kCross);
      for (int e : grid_.cell_edges(cell))
        if (e != a && e != b) conclude_if_new(s, e, k == 3 ? kLine : kCross);
      keep(std::move(s));
    }
    if (k == 3) {
      if (other >= 0 && !assign(other, kCross, kCornerEntry)) return false;
    } else if (state_or_cross(other) != kCross) {
      continue;
    }
    const Slot fill = k == 3 ? kLine : kCross;
    for (int e : grid_.cell_edges(cell))
      if (e != a && e != b && !assign(e, fill, kCornerEntry)) return false;
  }
  return true;
}


solver::Step Solver::pair_step(int rule, int r0, int c0, int r1, int c1) const {
  solver::Step s = new_step(rule);
  s.premises.push_back({solver::Fact::Clue, grid_.cell(r0, c0), 3});
  s.premises.push_back({solver::Fact::Clue, grid_.cell(r1, c1), 3});
  if (rule == kAdjacentThrees) {  // the clue that keeps the loop from being just the two cells' outline
    const int witness = clue_against_rectangle(std::min(r0, r1), std::min(c0, c1), std::max(r0, r1), std::max(c0, c1));
    if (witness >= 0) s.premises.push_back({solver::Fact::Clue, witness, clue_[ix(witness)]});
  }
  return s;
}

int Solver::clue_against_rectangle(int r0, int c0, int r1, int c1) const {
  for (int cell : clue_cells_) {
    const int r = cell / cols(), c = cell % cols();
    int sides = 0;
    const bool in = r >= r0 && r <= r1 && c >= c0 && c <= c1;
    for (auto [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const int nr = r + dr, nc = c + dc;
      sides += in != (nr >= r0 && nr <= r1 && nc >= c0 && nc <= c1);
    }
    if (sides != clue_[ix(cell)]) return cell;
  }
  return -1;
}

bool Solver::static_patterns() {
  const int R = rows(), C = cols();
  auto three = [&](int r, int c) {
    return r >= 0 && r < R && c >= 0 && c < C && clue_[ix(grid_.cell(r, c))] == 3;
  };
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (!three(r, c)) continue;
      if (three(r, c + 1) &&
          clue_against_rectangle(r, c, r, c + 1) >= 0) {  // side by side: three parallel vertical lines
        if (steps_) [[unlikely]] {
          solver::Step s = pair_step(kAdjacentThrees, r, c, r, c + 1);
          for (int x = c; x <= c + 2; ++x) conclude_if_new(s, grid_.v_edge(r, x), kLine);
          if (r > 0) conclude_if_new(s, grid_.v_edge(r - 1, c + 1), kCross);
          if (r + 1 < R) conclude_if_new(s, grid_.v_edge(r + 1, c + 1), kCross);
          keep(std::move(s));
        }
        for (int x = c; x <= c + 2; ++x)
          if (!assign(grid_.v_edge(r, x), kLine, kAdjacentThrees)) return false;
        if (r > 0 && !assign(grid_.v_edge(r - 1, c + 1), kCross, kAdjacentThrees)) return false;
        if (r + 1 < R && !assign(grid_.v_edge(r + 1, c + 1), kCross, kAdjacentThrees)) return false;
      }
      if (three(r + 1, c) &&
          clue_against_rectangle(r, c, r + 1, c) >= 0) {  // one above the other: three parallel horizontal lines
        if (steps_) [[unlikely]] {
          solver::Step s = pair_step(kAdjacentThrees, r, c, r + 1, c);
          for (int y = r; y <= r + 2; ++y) conclude_if_new(s, grid_.h_edge(y, c), kLine);
          if (c > 0) conclude_if_new(s, grid_.h_edge(r + 1, c - 1), kCross);
          if (c + 1 < C) conclude_if_new(s, grid_.h_edge(r + 1, c + 1), kCross);
          keep(std::move(s));
        }
        for (int y = r; y <= r + 2; ++y)
          if (!assign(grid_.h_edge(y, c), kLine, kAdjacentThrees)) return false;
        if (c > 0 && !assign(grid_.h_edge(r + 1, c - 1), kCross, kAdjacentThrees)) return false;
        if (c + 1 < C && !assign(grid_.h_edge(r + 1, c + 1), kCross, kAdjacentThrees)) return false;
      }
      if (three(r + 1, c + 1)) {  // diagonal down-right: outer top-left and bottom-right corners
        if (steps_) [[unlikely]] {
          solver::Step s = pair_step(kDiagonalThrees, r, c, r + 1, c + 1);
          for (int e : {grid_.h_edge(r, c), grid_.v_edge(r, c), grid_.h_edge(r + 2, c + 1), grid_.v_edge(r + 1, c + 2)})
            conclude_if_new(s, e, kLine);
          keep(std::move(s));
        }
        if (!assign(grid_.h_edge(r, c), kLine, kDiagonalThrees) ||
            !assign(grid_.v_edge(r, c), kLine, kDiagonalThrees) ||
            !assign(grid_.h_edge(r + 2, c + 1), kLine, kDiagonalThrees) ||
            !assign(grid_.v_edge(r + 1, c + 2), kLine, kDiagonalThrees))
          return false;
      }
      if (three(r + 1, c - 1)) {  // diagonal down-left: outer top-right and bottom-left corners
        if (steps_) [[unlikely]] {
          solver::Step s = pair_step(kDiagonalThrees, r, c, r + 1, c - 1);
          for (int e : {grid_.h_edge(r, c), grid_.v_edge(r, c + 1), grid_.h_edge(r + 2, c - 1), grid_.v_edge(r + 1, c - 1)})
            conclude_if_new(s, e, kLine);
          keep(std::move(s));
        }
        if (!assign(grid_.h_edge(r, c), kLine, kDiagonalThrees) ||
            !assign(grid_.v_edge(r, c + 1), kLine, kDiagonalThrees) ||
            !assign(grid_.h_edge(r + 2, c - 1), kLine, kDiagonalThrees) ||
            !assign(grid_.v_edge(r + 1, c - 1), kLine, kDiagonalThrees))
          return false;
      }
    }
  return true;
}

}  // namespace looplab::slitherlink
