#pragma once
// Visibility clues over one line of a Latin square, as propagators of the generic engine
// (solver/cp_engine.hpp) and the fast path's line support: values 0..n-1 are heights
// 1..n, and a clue c at one end says that exactly c towers are seen from there (a tower
// hides every lower one behind it). `line` lists the cells from the front clue to the
// back clue; a clue 0 means none.
//
//   clue_bounds        the cell i steps from a clue c holds at most height n-c+1+i (less
//                      when decided towers are hidden behind taller ones), and a clue 1
//                      puts the tallest tower next to it (Tatham's Easy)
//   line_permutations  enumerate the permutations of the line that fit the cells'
//                      values and a clue; each cell keeps only the values some
//                      permutation gives it. Tatham's Hard takes each clue on its own
//                      (`each_clue`); both clues at once is stronger, for counting.
//
// Cost: clue_bounds O(n). line_permutations scans a table of the permutations fitting
// the clues for n <= 8 (one AND per permutation, the line's domains packed into one
// 64-bit word; tables built once per size, under 1 MB at n = 8); at n = 9 it walks the
// permutations depth first (up to n! leaves, pruned by the domains and the front count).
// Both stop once no value can be removed.
//
// The clues may be given as pointers: the propagator reads them at every run, so a model
// built once for a size serves every clue set (a line with no clue at either end is then
// left alone). The pointed-to ints must outlive the propagator.
#include <array>
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::towers {

// What a step names the front and back clue by (solver::Fact::Clue's `at`, the family's
// numbering: explain.hpp); -1: not named.
using ClueIds = std::array<int, 2>;
inline constexpr ClueIds kNoClueIds{-1, -1};

std::unique_ptr<solver::Propagator> make_clue_bounds(int rule, std::vector<int> line, int front, int back,
                                                     ClueIds ids = kNoClueIds);
std::unique_ptr<solver::Propagator> make_clue_bounds(int rule, std::vector<int> line, const int* front,
                                                     const int* back, ClueIds ids = kNoClueIds);
std::unique_ptr<solver::Propagator> make_line_permutations(int rule, std::vector<int> line, int front,
                                                           int back, bool each_clue = false,
                                                           ClueIds ids = kNoClueIds);
std::unique_ptr<solver::Propagator> make_line_permutations(int rule, std::vector<int> line,
                                                           const int* front, const int* back,
                                                           bool each_clue = false,
                                                           ClueIds ids = kNoClueIds);

// What line_permutations keeps: out[i] = the values of cell i used by some permutation
// of the line that fits the domains `dom` and both clues; false when none fits. The
// table scan (n <= kPermutationTableMax) and the depth-first walk are twins;
// line_support picks the table when it can.
constexpr int kPermutationTableMax = 8;
constexpr int kNoClueTableMax = 7;  // a line without clues: the table of all n! up to here
bool line_support(int n, int front, int back, const solver::Domain* dom, solver::Domain* out);
bool line_support_table(int n, int front, int back, const solver::Domain* dom, solver::Domain* out);
bool line_support_walk(int n, int front, int back, const solver::Domain* dom, solver::Domain* out);
// Tatham's Hard: what line_support keeps for the front clue alone, intersected with what
// it keeps for the back clue alone (a permutation for each clue, not one for both).
bool line_support_each_clue(int n, int front, int back, const solver::Domain* dom,
                            solver::Domain* out);

// Towers seen from the front of a sequence of distinct heights (any scale).
int visible_from_front(const int* heights, int n);

}  // namespace looplab::towers
