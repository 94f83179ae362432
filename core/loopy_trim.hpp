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
#include <string>
#include <tuple>
#include <vector>

#include "core/recent_cache.hpp"

namespace looplab::core {

struct LoopyTiles {
  std::vector<std::array<long, 2>> points;  // Loopy's coordinates, y down
  std::vector<std::vector<int>> faces;      // each face's points in turn, in Loopy's order
};

enum class TrimTies { LeastPoint, Root };
LoopyTiles loopy_trim(LoopyTiles laid, TrimTies ties);

// The trimmed patches a thread laid last, by grid type, W, H and desc: a generator lays a
// new desc to draw it and asks for its grid right after (twice: the grid's problem check,
// then its layout), which would lay it again each time.
using PatchKey = std::tuple<int, int, int, std::string>;
RecentCache<PatchKey, LoopyTiles, 2>& recent_patches();

}  // namespace looplab::core
