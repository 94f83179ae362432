// Tier 2, inside/outside colouring: every cell is inside or outside the loop (the
// world beyond the border is outside), and an edge is a line exactly when its two cells
// differ. A parity union-find over cells + the outside records every known relation;
// it sees through long chains of lines and crosses that the local rules cannot.
//
// colour_parity (solver/loop_solver.hpp): two neighbours already related decide the
// edge between them.
// colour_clue: for a clue's four neighbours, two that are related settle sides:
//   a 1 or 3 whose two neighbours match has both those sides alike (1: crossed, 3: lines);
//   if they differ, exactly one of those sides is a line, so the other two sides are
//   settled (1: crossed, 3: lines); a 2 passes the relation on to its other two sides.
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

bool Solver::colour_sweep(bool& progress) {
  if (!colour_parity(progress)) return false;
  const int outside = graph_.outer_face();
  auto side_of = [&](int cell) { return cell < 0 ? outside : cell; };
  for (int cell : clue_cells_) {
    const int k = clue_[ix(cell)];
    if (k < 1 || k > 3 || cell_unknown_[ix(cell)] < 2) continue;
    const auto& sides = grid_.cell_edges(cell);
    std::array<int, 4> nb;
    for (int i = 0; i < 4; ++i) {
      const auto& cells = grid_.edge_cells(sides[ix(i)]);
      nb[ix(i)] = side_of(cells[0] == cell ? cells[1] : cells[0]);
    }
    for (int i = 0; i < 4; ++i)
      for (int j = i + 1; j < 4; ++j) {
        if (edge_[ix(sides[ix(i)])] != kUnknown || edge_[ix(sides[ix(j)])] != kUnknown) continue;
        const int rel = colours_.relation(nb[ix(i)], nb[ix(j)]);
        if (rel < 0) continue;
        int p = -1, q = -1;  // the other two sides
        for (int x = 0; x < 4; ++x)
          if (x != i && x != j) (p < 0 ? p : q) = x;
        if (k == 2) {
          using Join = solver::ParityUnionFind::Join;
          Join j1 = unite_sides(nb[ix(p)], nb[ix(q)], rel);
          Join j2 = rel == 0 ? unite_sides(nb[ix(i)], nb[ix(p)], 1) : Join::Known;
          if (steps_ && (j1 == Join::Merged || j2 == Join::Merged)) [[unlikely]] {
            // The 2 passes the relation on: a link no edge shows, resting on the 2 and
            // the chain between its other two neighbours.
            solver::Step why;
            why.premises.push_back({solver::Fact::Clue, cell, k});
            relation_premises(why, nb[ix(i)], nb[ix(j)]);
            if (j1 == Join::Merged) note_link(nb[ix(p)], nb[ix(q)], why.premises);
            if (j2 == Join::Merged) note_link(nb[ix(i)], nb[ix(p)], why.premises);
          }
          if (j1 == Join::Conflict || j2 == Join::Conflict) return false;
          progress |= j1 == Join::Merged || j2 == Join::Merged;
          continue;
        }
        const Slot fill = k == 3 ? kLine : kCross;
        const std::array<int, 2> settled =
            rel == 0 ? std::array<int, 2>{i, j} : std::array<int, 2>{p, q};
        if (steps_) [[unlikely]] {
          solver::Step s = new_step(kColourClue);
          s.premises.push_back({solver::Fact::Clue, cell, k});
          relation_premises(s, nb[ix(i)], nb[ix(j)]);
          for (int x : settled)
            if (edge_[ix(sides[ix(x)])] == kUnknown) conclusion(s, sides[ix(x)], fill);
          keep(std::move(s));
        }
        for (int x : settled) {
          if (edge_[ix(sides[ix(x)])] != kUnknown) continue;
          if (!assign(sides[ix(x)], fill, kColourClue)) return false;
          progress = true;
        }
      }
  }
  return true;
}

}  // namespace looplab::slitherlink
