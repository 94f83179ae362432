#pragma once
// The ∞ Loop deductions, one row each: the solver counts every mask a row drops and every
// side it decides (Stats::rule_steps is indexed by Rule), and the rater reads the tiers.
// solver.hpp says how they run: a solver built with `max_tier` t runs tiers 0..t.
//
// Tiers (the rater depends on them):
//   border / neighbour_match  (tier 0) drop the masks that disagree with a known edge;
//   shared_side               (tier 0) an edge every remaining mask agrees on is decided;
//   block                     (tier 1) the four tiles around a dot considered together:
//                             a mask no joint choice of the 2x2 block supports is dropped;
//   parity                    (tier 2) the pipes crossing a straight cut of the grid, or
//                             the boundary of a rectangle of up to 3x3 tiles, are as
//                             many, mod 2, as the pipe ends inside;
//   region                    (tier 2) the same for any region of tiles: an undecided edge
//                             that is a bridge of the graph of undecided edges (tiles as
//                             nodes) is the one open crossing of the region behind it, so
//                             parity decides it; a region with no open crossing and an
//                             odd count is a contradiction;
//   wire                      (tier 2) two sides that every remaining turn of a tile
//                             shows equal (or opposite) are tied; ties chain along the
//                             grid (parity union-find), so a tile whose two sides are
//                             tied far away drops the turns that break the tie;
//   probe                     (tier 3) a mask whose choice propagates, by the rules of
//                             tiers 0-2, to a contradiction is dropped (one trial).
// Guesses of the search are not rules; they are counted as guesses and backtracks.
#include <span>

#include "solver/stats.hpp"

namespace looplab::infinity_loop {

enum Rule : int { kBorder = 0, kNeighbourMatch, kSharedSide, kBlock, kParity, kRegion, kWire, kProbe, kNumRules };

inline constexpr int kTopTier = 3;  // probe

// The table, indexed by Rule.
std::span<const solver::RuleInfo> rules();

}  // namespace looplab::infinity_loop
