#pragma once
// Visibility clues (Towers / skyscrapers) over one line of a Latin square: values
// 0..n-1 are heights 1..n, and a clue c at one end says that exactly c towers are seen
// from there (a tower hides every lower one behind it). `line` lists the cells from
// the front clue to the back clue; a clue 0 means none.
//
//   clue_bounds        the cell i steps from a clue c holds at most height n-c+1+i, and
//                      a clue 1 puts the tallest tower next to it (Tatham's Easy)
//   line_permutations  enumerate the permutations of the line that fit the cells'
//                      values and both clues; each cell keeps only the values some
//                      permutation gives it (Tatham's Hard)
//
// Cost: clue_bounds O(n); line_permutations up to n! leaves (n <= 9), pruned by the
// domains and the front count, and stopped once no value can be removed.
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_clue_bounds(int rule, std::vector<int> line, int front, int back);
std::unique_ptr<Propagator> make_line_permutations(int rule, std::vector<int> line, int front,
                                                   int back);

// Towers seen from the front of a sequence of distinct heights (any scale).
int visible_from_front(const int* heights, int n);

}  // namespace looplab::solver
