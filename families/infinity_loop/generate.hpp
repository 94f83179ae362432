#pragma once
// Random ∞ Loop puzzles with exactly one solution.
//
// Layout: every edge between two tiles is a pipe with probability `density`; with
// `connected`, a random spanning tree of all tiles comes first (so one network covers
// the grid) and the other edges follow with that probability. The tiles are then
// turned at random.
//
// Uniqueness is repaired, not rejected: after propagation, every open region with two
// or more solutions (solve.hpp) gets one more pipe, from a random tile of the region
// through a side that had none, which changes the shapes there; the rest of the grid
// is kept, and the count is taken again. Adding pipes never disconnects a network.
// Every draw comes from the given Rng.
#include <optional>

#include "core/rng.hpp"
#include "families/infinity_loop/puzzle.hpp"

namespace looplab::infinity_loop {

struct LayoutOptions {
  int rows = 10, cols = 10;
  double density = 0.5;
  bool connected = false;
};

// A random layout (solved tiles, not yet turned).
Puzzle random_layout(const LayoutOptions& o, core::Rng& rng);

// Every tile turned a random number of quarter turns.
void scramble(Puzzle& p, core::Rng& rng);

// The layout made unique as above, then scrambled; nullopt when repairs did not
// converge within `max_repairs` rounds (rare).
std::optional<Puzzle> make_unique_puzzle(Puzzle layout, core::Rng& rng, int max_repairs = 200);

}  // namespace looplab::infinity_loop
