#pragma once
// Loopy's Penrose grids (t11 kites and darts, t12 rhombs) in the legacy form Debian's Loopy
// (sgt-puzzles 20230122) writes: the grid description `G<x>,<y>,<angle>` names a window
// of W*100 by H*100 at offset (x, y) on one big Robinson-triangle expansion, turned by
// `angle` (a multiple of 36 degrees). The facts are those of Loopy's legacy generator:
//
//   - the expansion: start from a triangle whose side is 150 (P2) or 125 (P3) grown by
//     phi until its incircle (0.22426 of the side) passes 3.11 * side * sqrt(W^2 + H^2);
//     recurse as many times as it grew; at full depth every triangle of the positive hand
//     lays one tile (kite, dart, thick or thin rhomb) with its four corners in turn;
//   - the window: a tile is kept when every corner, rounded to the nearest integer (half
//     away from zero), lies in [x - W*50, x + W*50] x [y - H*50, y + H*50];
//   - the trimming (loopy_trim, below; ties go to the set holding the earliest point);
//   - numbering: points in the order the kept tiles first named them before trimming.
//
// Exact points: a corner is an integer combination of four of the ten unit vectors at
// 36 degrees (the fifth is their alternating sum), so the expansion adds, turns and scales
// by phi with integers only, and two corners are one point exactly when their four
// integers agree. Grid points carry Loopy's rounded integer coordinates of them (y down),
// which stay apart: the closest two corners of a tile are about 77 units apart.
//
// Cost: the window's tiles and the triangles above them (the walk skips the triangles that
// cannot reach the window); milliseconds at 100x100.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"

namespace looplab::core {

struct PenroseTiles {
  std::vector<std::array<long, 2>> points;  // Loopy's rounded coordinates, y down
  std::vector<std::vector<int>> faces;      // each tile's four corners in turn, in Loopy's order
};

// Why `desc` names no Penrose grid of type 11 or 12 at W x H, as Loopy judges it (not
// G<x>,<y>,<angle>; offset outside the expansion's safe circle; angle not a multiple of
// 36 in 0..324; a window holding no grid), nullopt when it names one. Loopy's least size,
// 3x3, is core::loopy_size_problem's to check.
std::optional<std::string> penrose_problem(int type, int width, int height, std::string_view desc);

// The tiles of a desc that penrose_problem accepts. `cut` skips the parts of the
// expansion that cannot reach the window; without it the whole expansion is walked (the
// slow twin the tests hold it to).
PenroseTiles penrose_tiles(int type, int width, int height, std::string_view desc, bool cut = true);

// Loopy's vigorous trim of a patch laid tile by tile, which both Penrose forms pass
// through: only the faces touching the largest connected set of inner points (points not
// on the patch's border, joined by inner edges) stay, in the order laid, and the points
// they use, in theirs. Of equal largest sets, Debian's Loopy keeps the one holding the
// earliest point (its sets are rooted at their least member: LeastPoint); current Loopy
// the one whose root under its union by size comes first (Root). No set: nothing stays.
enum class TrimTies { LeastPoint, Root };
PenroseTiles loopy_trim(PenroseTiles laid, TrimTies ties);

// A new desc as Loopy draws one: an offset uniform in the safe circle and one of ten
// angles, again until the window holds a grid (W, H at least 3).
std::string random_penrose_desc(int type, int width, int height, Rng& rng);

}  // namespace looplab::core
