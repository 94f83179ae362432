#pragma once
// The band solver: the fastest 9x9 (3x3 boxes) path, used by `solve`/`count`, the
// generator's uniqueness checks, and the benchmark. Its slow twin is the generic engine
// (families/sudoku/rules.hpp); tests pit the two against each other.
//
// Layout: per digit, the grid is three bands of 27 bits (3 rows x 9 columns), so a
// digit's whole board is three words. Propagation works on one digit at a time:
//  - in a band, the digit is once in each of its 3 rows and once in each of its 3 boxes,
//    so the 3x3 matrix "row r has a candidate in box k" must contain a permutation; a
//    table of the 512 matrices keeps only entries that lie on one (this is pointing and
//    claiming, and a little more, for rows);
//  - the same table on the 3 bands x 3 columns of each stack does it for columns;
//  - a row of a band left with one candidate places the digit there (with the two rules
//    above this also finds the hidden singles of columns and boxes);
//  - naked singles for all cells at once by bit-parallel counting over the nine digits.
// Branching takes a cell with two candidates when there is one, else one with fewest.
// A guess copies the state (27 + 3 words, two cache lines) onto the recursion stack:
// cheaper than logging every word that changes, and nothing else is ever copied.
#include <cstdint>
#include <optional>
#include <span>
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

// Counts solutions of a 9x9 (3x3 boxes) puzzle up to `limit` (0 = all); `max_nodes`
// (0 = none) stops the search early (`gave_up`). Keeps the first two solutions.
FastResult band_count_9x9(const Puzzle& p, std::uint64_t limit = 2, std::uint64_t max_nodes = 0);

// Same on an 81-character line (`.`/`0` empty), no allocation: the benchmark's entry.
std::uint64_t band_count_line(const char* line81, std::uint64_t limit = 2);

// A puzzle (givens 1..9, 0 empty) whose only solution once the `freed` cells are given
// their digits too is `solution`: whether it has another one. Any other solution must
// differ from `solution` in a freed cell, so this is one search per freed cell (for a
// solution that first differs there), each stopped at its first solution, with no
// proof that a second one is absent: cheaper than counting two.
bool band_other_solution(const int* givens, const Grid& solution, std::span<const int> freed);
// The same with a budget of search nodes per freed cell (1: propagation alone);
// nullopt when a search ran out of it before an answer.
std::optional<bool> band_other_solution(const int* givens, const Grid& solution,
                                        std::span<const int> freed, std::uint64_t max_nodes);

}  // namespace looplab::sudoku
