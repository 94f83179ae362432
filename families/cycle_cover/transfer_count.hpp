#pragma once
// Exact number of covers by a transfer matrix over cells, in big integers: the counting
// twin of the dancing-links enumeration, sharing no code with it.
//
// Cells are taken row by row (after transposing so the narrower side is the row). Cell i
// picks its successor; a move reaches at most B cells back and F cells forward in this
// order, so all the past that matters is a window:
//
//     cells  i-B ... i-1 | i  i+1 ... i+F-1
//            entered?     | entered from where? (distance back to the source, 0 = not yet)
//
// "Entered from where" is needed only to forbid 2-cycles (cell i may not step back to the
// cell that stepped to it); without that rule it is one bit. A cell leaving the window on
// the left must have been entered. The state is one 64-bit key and the table maps keys to
// counts; the cost is cells x states x moves big-integer additions, and the number of
// states grows exponentially with the window (about C(B+F, F) without the 2-cycle rule):
// rook 10 wide has ~1.8e5 states, knight 6 wide ~1e7.
#include <cstddef>

#include <boost/multiprecision/cpp_int.hpp>

#include "families/cycle_cover/problem.hpp"

namespace looplab::cycle_cover {

using BigCount = boost::multiprecision::cpp_int;

struct TransferCount {
  BigCount count = 0;
  bool complete = false;  // false: the state table would outgrow max_states / 64 bits
  std::size_t peak_states = 0;
};

TransferCount count_covers_transfer(const Problem& p,
                                    std::size_t max_states = std::size_t{1} << 21);

// About how many states the table needs at its widest, C(B+F, F) (more with the
// 2-cycle rule); infinity when the window does not fit the 64-bit key. For refusing
// hopeless sizes up front instead of filling memory first.
double transfer_states_estimate(const Problem& p);

}  // namespace looplab::cycle_cover
