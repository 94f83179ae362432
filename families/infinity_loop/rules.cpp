#include "families/infinity_loop/rules.hpp"

#include <array>

namespace looplab::infinity_loop {

namespace {

constexpr std::array<solver::RuleInfo, kNumRules> kRules{{
    {"border", 0,
     "a tile cannot point a pipe off the grid: its rotations that would are dropped"},
    {"neighbour_match", 0,
     "a rotation whose side disagrees with a known edge of a neighbour is dropped"},
    {"shared_side", 0, "a side on which every remaining rotation of a tile agrees is decided"},
    {"block", 1,
     "the four tiles around a dot together: a rotation that leaves a loose end inside "
     "the 2x2 block whatever the other three do is dropped"},
    {"parity", 2,
     "the pipes crossing a straight cut, or the border of a block of up to 3x3 tiles, are as "
     "many, mod 2, as the pipe ends inside: the last unknown crossing is decided"},
    {"region", 2,
     "a region of tiles whose border is decided but for one side: its pipe ends pair up "
     "inside except those that cross, so parity decides that side"},
    {"wire", 2,
     "corners and straights tie their sides into wires that carry one bit: a tile whose two "
     "sides lie on one wire keeps only the turns that agree with the tie"},
    {"probe", 3,
     "a rotation that leads, by the rules of tiers 0-2, to a contradiction is dropped (one trial)"},
}};

}  // namespace

std::span<const solver::RuleInfo> rules() { return kRules; }

}  // namespace looplab::infinity_loop
