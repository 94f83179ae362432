#pragma once
// The Masyu (Pearl) model: an R x C grid of cells (2..100 each way), each empty or holding
// a white or a black pearl. The loop runs through cell centres, so it is a loop on the
// dots of core::Grid(R-1, C-1): Masyu cell (r, c) is that grid's vertex (r, c), and the
// loop's steps are its edges. Everything built for loops on dots (edge sets, enumeration,
// frontier counting, random loops) serves Masyu unchanged.
//
//   cells  0 - 1 - 2        h: R rows of C-1 ('1' links a cell to its right neighbour)
//          |   |   |        v: R-1 rows of C ('1' links a cell to the one below)
//          3 - 4 - 5        = EdgeSet(R-1, C-1).h() and .v(), row-major
#include <cstdint>
#include <string>
#include <vector>

#include "core/edge_set.hpp"
#include "core/grid.hpp"

namespace looplab::masyu {

enum Pearl : std::int8_t { kEmpty = 0, kWhite = 1, kBlack = 2 };  // puzz.link's values

struct Puzzle {
  int rows = 0, cols = 0;
  std::vector<std::int8_t> pearls;  // row-major, Pearl

  Puzzle() = default;
  Puzzle(int r, int c) : rows(r), cols(c), pearls(static_cast<std::size_t>(r) * c, kEmpty) {}
  std::int8_t pearl(int r, int c) const { return pearls[static_cast<std::size_t>(r) * cols + c]; }
  std::int8_t& pearl(int r, int c) { return pearls[static_cast<std::size_t>(r) * cols + c]; }
  int num_pearls() const;
  bool operator==(const Puzzle&) const = default;
};

// The grid whose dots are the puzzle's cells.
inline core::Grid dot_grid(int rows, int cols) { return core::Grid(rows - 1, cols - 1); }
// A solution: the loop's steps as an edge set of dot_grid (h/v text as above).
using core::EdgeSet;
inline EdgeSet empty_solution(int rows, int cols) { return EdgeSet(rows - 1, cols - 1); }

// Every pearl a loop allows: black where it turns and runs straight through both next
// cells, white where it runs straight and turns in a next cell (the generator's start).
Puzzle pearls_of(const EdgeSet& loop);

// Smallest and largest side the model takes.
inline constexpr int kMinSide = 2;

}  // namespace looplab::masyu
