#pragma once
// The first fast path for a 9x9 Sudoku with 3x3 boxes, now the twin of the band solver
// (bands9.hpp, which `solve`/`count` and the generator use): a specialised counting
// solver on cell masks, simpler and about half as fast on hard puzzles. Its own slow
// twin is the generic engine (families/sudoku/rules.hpp); tests pit all three against
// each other, and the benchmark times it beside the band solver.
//
// State is three arrays of nine 9-bit masks (digits used per row, column, box), the
// values, and the empty cells as a sparse set; a cell's candidates are computed on the
// fly from the three masks. Undo pops placements (LIFO), so a guess never copies the
// state. Propagation: naked singles, then hidden singles per unit when those stall;
// branching on the cell with the fewest candidates.
#include <cstdint>
#include <vector>

#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

struct FastResult {
  std::uint64_t solutions = 0;
  bool complete = false;  // the whole space was searched
  bool gave_up = false;   // stopped by max_nodes
  std::uint64_t guesses = 0, backtracks = 0, nodes = 0;
  int max_depth = 0;
  std::vector<Grid> found;  // the first two solutions
};

// Counts solutions of a 9x9 (3x3 boxes) puzzle up to `limit` (0 = all).
FastResult fast_count_9x9(const Puzzle& p, std::uint64_t limit = 2, std::uint64_t max_nodes = 0);

// Same, on an 81-character line (`.`/`0` empty); no allocation when `found` is not
// wanted. The benchmark's entry point.
std::uint64_t fast_count_line(const char* line81, std::uint64_t limit = 2);

}  // namespace looplab::sudoku
