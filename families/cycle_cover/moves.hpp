#pragma once
// Move rules of the cycle-cover problem: which (dx, dy) steps a cycle may take from a
// cell. dx counts columns (right is +), dy counts rows (down is +). A rule is a name
// (rook = the 4 orthogonal unit steps, king = the 8 unit steps, knight = the 8 knight
// jumps) or an explicit list "dx,dy;dx,dy;..." with spaces allowed around the numbers.
// A list may not be empty, may not repeat a move, may not hold (0, 0), and its steps
// are at most kMaxStep in each direction (longer ones could never fit a sensible grid).
#include <string>
#include <string_view>
#include <vector>

#include "core/parsed.hpp"

namespace looplab::cycle_cover {

struct Move {
  int dx = 0, dy = 0;
  bool operator==(const Move&) const = default;
};

inline constexpr int kMaxStep = 64;

Parsed<std::vector<Move>> parse_moves(std::string_view text);
// "1,0;-1,0;0,1;0,-1": the list form, which parse_moves reads back.
std::string format_moves(const std::vector<Move>& moves);

}  // namespace looplab::cycle_cover
