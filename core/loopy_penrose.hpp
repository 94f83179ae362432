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
//   - the trimming (core/loopy_trim.hpp; ties go to the set holding the earliest point);
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

#include "core/loopy_trim.hpp"
#include "core/rng.hpp"

namespace looplab::core {

// Loopy's rounded coordinates, y down; each tile's four corners in turn, in Loopy's order.
using PenroseTiles = LoopyTiles;

// Why `desc` names no Penrose grid of type 11 or 12 at W x H, as Loopy judges it (not
// G<x>,<y>,<angle>; offset outside the expansion's safe circle; angle not a multiple of
// 36 in 0..324; a window holding no grid), nullopt when it names one. Loopy's least size,
// 3x3, is core::loopy_size_problem's to check.
std::optional<std::string> penrose_problem(int type, int width, int height, std::string_view desc);

// The tiles of a desc that penrose_problem accepts. `cut` skips the parts of the
// expansion that cannot reach the window; without it the whole expansion is walked (the
// slow twin the tests hold it to).
PenroseTiles penrose_tiles(int type, int width, int height, std::string_view desc, bool cut = true);

// A new desc as Loopy draws one: an offset uniform in the safe circle and one of ten
// angles, again until the window holds a grid (W, H at least 3).
std::string random_penrose_desc(int type, int width, int height, Rng& rng);

}  // namespace looplab::core
