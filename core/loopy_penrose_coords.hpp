#pragma once
// Loopy's Penrose grids (t11 kites and darts, t12 rhombs) in the form current Loopy
// writes, `7x7t11:00VVVBAABB_...`: the desc names one half-tile triangle of an infinite
// tiling by combinatorial coordinates, and the grid is the patch of tiles around it. Read
// here because these IDs are what current Loopy hands out; Debian's legacy `G<x>,<y>,<angle>`
// form is core/loopy_penrose.hpp's. The facts are those of Loopy's generator:
//
//   - the desc: an orientation digit 0-9 (tenths of a turn of the first triangle's base),
//     a start-vertex digit 0-2 (its corner at the origin), then the coordinates, one
//     letter a level from the triangle itself upwards: A, B (half kites) and U, V (half
//     darts) on P2, C, D (half thin rhombs) and X, Y (half thick rhombs) on P3; each
//     letter after the first a legal parent of the one before it;
//   - the tiling: each half-tile triangle is cut into two or three smaller ones, and a
//     step across a triangle's edge climbs to the first ancestor holding both sides, then
//     comes down the other side (the substitution table in the .cpp);
//   - the patch: breadth first from the start triangle over the triangles wholly inside a
//     box of H*100/U by W*100/V Loopy units (U, V = 37, 44 on P2, 30, 35 on P3), a tile
//     reported when its second half is met across their shared edge, its corners the two
//     halves' in turn;
//   - points: Loopy's grid coordinates, each axis a + b*sqrt(5) scaled by its unit and
//     rounded to the nearest integer (the tiling's x is the grid's y), numbered as the
//     tiles first name them; then core::loopy_trim with current Loopy's ties.
//
// Exact arithmetic: a point is an integer combination of 1, t, t^2, t^3 with t a tenth of
// a turn, so steps, the box test and the rounding never meet a float.
//
// Coordinates: when a step climbs past the desc's last letter, Loopy makes up the next
// one, a parent of the last drawn from its own number stream seeded "dummy", and so do we
// (core/loopy_random.hpp); the IDs Loopy writes always hold enough, so only a desc written
// by hand or put to another size meets this. A desc of more than kMaxPenroseCoords letters
// is refused (a 100x100 patch needs about 30; a step costs up to a letter a level).
//
// Cost: the patch's triangles, each step climbing as far as its edge is a border of
// ancestors (a few levels on average); milliseconds at 100x100.
#include <optional>
#include <string>
#include <string_view>

#include "core/loopy_penrose.hpp"

namespace looplab::core {

inline constexpr std::size_t kMaxPenroseCoords = 1000;

// Why `desc` names no grid of type 11 or 12 at W x H in current Loopy's form (empty; a
// first character not a digit; a second not 0-2; no letters; a letter not of the type; a
// letter no parent of the one before; too many letters; a patch holding no grid), one line naming the character at fault; nullopt when it names one.
std::optional<std::string> penrose_coords_problem(int type, int width, int height, std::string_view desc);

// The tiles of a desc that penrose_coords_problem accepts, trimmed, in Loopy's order.
PenroseTiles penrose_coords_tiles(int type, int width, int height, std::string_view desc);

}  // namespace looplab::core
