#pragma once
// The cycle-cover problem: cover every cell of a rows x cols grid with directed cycles,
// each cell entered once and left once, every step being one of the rule's moves. A
// cover is a successor array `next` (cell -> the cell its cycle visits next; cells are
// numbered row by row, cell = row * cols + col), i.e. a permutation of the cells whose
// every step is a legal move. Optionally no cycle may have length 2 (a -> b -> a).
//
// As exact cover (solver/exact_cover.hpp): each cell has a primary "out" item (cell) and
// a primary "in" item (cells + cell); each legal move u -> v is an option {out u, in v}.
// For --no-2-cycles, each pair of cells joined both ways gets a secondary item named by
// both options u -> v and v -> u, so at most one of them is chosen.
//
// Counting by enumeration (count_covers_dlx) visits every cover, so it is for counts up
// to ~10^8; count_covers_transfer (transfer_count.hpp) gives exact big counts.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "families/cycle_cover/moves.hpp"
#include "solver/exact_cover.hpp"

namespace looplab::cycle_cover {

struct Problem {
  int rows = 0, cols = 0;
  std::vector<Move> moves;
  bool no_2_cycles = false;
  int cells() const { return rows * cols; }
};

// A legal step u -> v of the problem, in the order the exact-cover options are made:
// cells row by row, and for each cell the moves in rule order.
struct Arc {
  int from, to;
};
std::vector<Arc> arcs_of(const Problem& p);

// The exact-cover form; option i is arcs_of(p)[i].
solver::ExactCover exact_cover_of(const Problem& p, const std::vector<Arc>& arcs);

struct Cover {
  std::vector<int> next;  // successor of each cell
  solver::ExactCoverStats stats;
  int restarts = 0;
};

// A cover found by dancing links. With an Rng, options are tried in random order and the
// search restarts (same Rng stream, so still deterministic) whenever one attempt exceeds
// a node budget, which keeps rare deep dead ends from stalling big grids. nullopt when
// there is none, or none was found within max_nodes in total (0 = no limit).
std::optional<Cover> find_cover(const Problem& p, core::Rng* rng, std::uint64_t max_nodes = 0);

// Counts covers by enumeration, stopping at `limit` (0 = all).
solver::ExactCoverResult count_covers_dlx(const Problem& p, std::uint64_t limit = 0,
                                          std::uint64_t max_nodes = 0);

// True when the bipartite graph "out copies -> in copies" has a perfect matching, i.e.
// when covers exist if 2-cycles are allowed (Boost.Graph maximum matching). A quick way
// to answer "none" for e.g. knight moves on an odd grid without an exhaustive search.
bool has_cover_ignoring_2_cycles(const Problem& p);

}  // namespace looplab::cycle_cover
