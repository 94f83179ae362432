#pragma once
// The Slitherlink model: an R x C grid of cells (1..100 each way), each with a clue
// 0-4 or none. A solution is a set of edges (see core/grid.hpp for the numbering);
// in text it is two 0/1 strings, `h` ((R+1) rows of C) and `v` (R rows of C+1),
// row-major: the same layout as the puzzle-loop.com Answer strings.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

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

// A set of edges of an R x C grid, indexed as in core::Grid.
struct EdgeSet {
  int rows = 0, cols = 0;
  std::vector<std::uint8_t> on;  // 1 = the edge is on the loop

  EdgeSet() = default;
  EdgeSet(int r, int c)
      : rows(r), cols(c), on(static_cast<std::size_t>(core::Grid(r, c).num_edges()), 0) {}
  std::string h() const;  // (R+1) rows of C '0'/'1'
  std::string v() const;  // R rows of C+1 '0'/'1'
  bool operator==(const EdgeSet&) const = default;
};

// Builds an edge set from h/v strings; '1'/'y' mean on, '0'/'n' off. nullopt (with
// `why` set) when a string has the wrong length or a stray character.
std::optional<EdgeSet> edges_from_strings(int rows, int cols, const std::string& h,
                                          const std::string& v, std::string* why = nullptr);

// The clues an edge set shows: each cell's number of sides on the loop.
Puzzle clues_of(const EdgeSet& edges);

}  // namespace looplab::slitherlink
