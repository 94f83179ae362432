// Tier 2, inside/outside colouring: every cell is inside or outside the loop (the
// world beyond the border is outside), and an edge is a line exactly when its two cells
// differ. A parity union-find over cells + the outside records every known relation;
// it sees through long chains of lines and crosses that the local rules cannot.
//
// colour_parity (solver/loop_solver.hpp): two neighbours already related decide the
// edge between them.
// colour_clue: for a clue's neighbours, two that are related settle sides. On a face of
// n sides (the square: a 1 or a 3 of 4):
//   two neighbours that match have both those sides alike: crossed for a 1, lines for
//   an n - 1;
//   if they differ, exactly one of those sides is a line, so the other sides carry k - 1:
//   crossed for a 1, lines for an n - 1;
//   on a square, a 2 passes the relation on to its other two sides.
#include "families/slitherlink/solver.hpp"

#include <array>
#include <span>

namespace looplab::slitherlink {

bool Solver::colour_sweep(bool& progress) {
  if (!colour_parity(progress)) return false;
  std::array<int, kMaxFaceSides> nb;
  std::array<int, kMaxFaceSides> rest;  // the sides but i and j
  for (int cell : clue_cells_) {
    const int k = clue_[ix(cell)];
    const auto sides = graph_.face_edges(cell);
    const int n = static_cast<int>(sides.size());
    if (k < 1 || k > n - 1 || cell_unknown_[ix(cell)] < 2) continue;
    for (int i = 0; i < n; ++i) nb[ix(i)] = graph_.other_face(sides[ix(i)], cell);
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        if (edge_[ix(sides[ix(i)])] != kUnknown || edge_[ix(sides[ix(j)])] != kUnknown) continue;
        const int rel = colours_.relation(nb[ix(i)], nb[ix(j)]);
        if (rel < 0) continue;
        int others = 0;
        for (int x = 0; x < n; ++x)
          if (x != i && x != j) rest[ix(others++)] = x;
        if (k == 2 && n == 4) {
          const int p = rest[0], q = rest[1];
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
        // Alike, sides i and j are both lines or both crosses; unlike, exactly one is a
        // line and the other sides carry k - 1.
        Slot fill = kUnknown;
        std::span<const int> settled;
        const std::array<int, 2> pair{i, j};
        if (rel == 0) {
          fill = k < 2 ? kCross : k > n - 2 ? kLine : kUnknown;
          settled = pair;
        } else {
          fill = k - 1 == 0 ? kCross : k - 1 == n - 2 ? kLine : kUnknown;
          settled = std::span<const int>(rest.data(), ix(others));
        }
        if (fill == kUnknown) continue;
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
