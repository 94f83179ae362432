#pragma once
// Loopy's vigorous trim of an aperiodic patch laid tile by tile (the Penrose grids in
// both forms, the hats): only the faces touching the largest connected set of inner points
// (points not on the patch's border, joined by inner edges) stay, in the order laid, and
// the points they use, in theirs. Of equal largest sets, Debian's Loopy keeps the one
// holding the earliest point (its sets are rooted at their least member: LeastPoint);
// current Loopy the one whose root under its union by size comes first (Root). No set:
// nothing stays.
//
// Cost: O(sides log sides).
#include <array>
#include <vector>

namespace looplab::core {

struct LoopyTiles {
  std::vector<std::array<long, 2>> points;  // Loopy's coordinates, y down
  std::vector<std::vector<int>> faces;      // each face's points in turn, in Loopy's order
};

enum class TrimTies { LeastPoint, Root };
LoopyTiles loopy_trim(LoopyTiles laid, TrimTies ties);

}  // namespace looplab::core
