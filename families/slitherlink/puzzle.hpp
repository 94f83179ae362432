#pragma once
// The Slitherlink model: an R x C grid of cells (1..100 each way), each with a clue
// 0-4 or none. A solution is a set of edges (see core/grid.hpp for the numbering);
// in text it is two 0/1 strings, `h` ((R+1) rows of C) and `v` (R rows of C+1),
// row-major: the same layout as the puzzle-loop.com Answer strings.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/edge_set.hpp"
#include "core/grid.hpp"

namespace looplab::slitherlink {

inline constexpr std::int8_t kNoClue = -1;

struct Puzzle {
  int rows = 0, cols = 0;
  std::vector<std::int8_t> clues;  // row-major, kNoClue or 0..4

  Puzzle() = default;
  Puzzle(int r, int c) : rows(r), cols(c), clues(static_cast<std::size_t>(r) * c, kNoClue) {}
  std::int8_t clue(int r, int c) const { return clues[static_cast<std::size_t>(r) * cols + c]; }
  std::int8_t& clue(int r, int c) { return clues[static_cast<std::size_t>(r) * cols + c]; }
  int num_clues() const;
  bool operator==(const Puzzle&) const = default;
};

// A solution is a set of edges (core/edge_set.hpp).
using core::EdgeSet;
using core::edges_from_strings;

// The clues an edge set shows: each cell's number of sides on the loop.
Puzzle clues_of(const EdgeSet& edges);

// `full` (a Puzzle, or a GridPuzzle of another grid) with only the clues i that have
// present[i] = 1: the candidates of clue removal.
template <class P>
P with_clues(P full, const std::vector<std::uint8_t>& present) {
  for (std::size_t i = 0; i < full.clues.size(); ++i)
    if (!present[i]) full.clues[i] = kNoClue;
  return full;
}

}  // namespace looplab::slitherlink
