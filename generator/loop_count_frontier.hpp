#pragma once
// Counts the loops of an R x C grid without listing them: a transfer-matrix (frontier)
// dynamic program over the cells in row-major order, the method behind the published
// counts of cycles in grid graphs. Each layer maps every reachable frontier (see
// generator/loop_frontier.hpp) to the number of ways to reach it; a step sends each
// frontier to at most two others, and loops whose inside has closed are tallied at
// once (their completion is forced). The grid is turned so the frontier runs along
// the shorter side, which must be at most kFrontierMaxWidth.
//
// Cost grows with the number of frontiers of that width (861 at width 7, 25,538 at 10,
// 260,102 at 12): 7x7 takes milliseconds, 10x10 half a second, 12x12 about 11 s of
// CPU; the longer side only adds layers. Agrees with OEIS A140517 up to 12x12. Counts are exact:
// 128-bit words while R*C < 128 (a count is below 2^(R*C)), Boost.Multiprecision integers beyond.
#include <cstdint>
#include <functional>
#include <string>

#include <boost/multiprecision/cpp_int.hpp>

namespace looplab::generator {

using BigCount = boost::multiprecision::cpp_int;

inline constexpr int kFrontierMaxWidth = 12;
inline constexpr int kFrontierMaxLength = 100;

struct FrontierCountStats {
  std::size_t max_states = 0;  // the largest layer
};

// `on_cell`, if set, is called after each cell with the number of cells done.
BigCount count_loops_frontier(int rows, int cols, FrontierCountStats* stats = nullptr,
                              const std::function<void(int)>& on_cell = {});

// Decimal digits of a 128-bit count.
std::string to_decimal(unsigned __int128 x);

}  // namespace looplab::generator
