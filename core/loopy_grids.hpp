#pragma once
// The grids of Simon Tatham's Loopy (types t0..t17 of its game IDs `WxHtN:...`) as graph
// views (core/loop_graph.hpp), with faces and points in Loopy's own order, so that a
// Loopy ID's clue string is read face by face: clue i belongs to face i.
//
// Each grid is laid out as Loopy lays it out (the geometry and the order are facts of
// Loopy's grid generator, documented with the puzzle): for y < H, for x < W, a tile of one
// to six faces at an offset of (x, y), each face a ring of points in Loopy's integer
// coordinates (y grows downward; the pairs 15:26 and 29:41 stand for 1:sqrt 3 and
// 1:sqrt 2). A point gets its id when a face first names it, faces theirs when they are
// laid; some tiles leave out faces at the border (Loopy's trimming of ears), which is
// why face counts are not simply W x H x tile. Edges are numbered in the order the faces
// first list them (core::plane_graph).
//
//   square (t0)        W x H squares                       faces W*H
//   triangular (t1)    rows of 2W+1 triangles, "0_" desc    faces H(2W+1), less 2 when H is odd
//                      (Loopy's trimmed layout); without a desc the older layout of 2WH
//   honeycomb (t2)     W x H hexagons, odd columns half down
//   snub-square (t3)   a square and up to two triangles a tile
//   cairo (t4)         two pentagons a tile, none on the top row and left column
//   great-hexagonal (t5), kagome (t14), octagonal (t6), kites (t7), floret (t8),
//   dodecagonal (t9), great-dodecagonal (t10), great-great-dodecagonal (t13),
//   compass-dodecagonal (t15): as Loopy draws them
//
// The Penrose tilings (t11 kites and darts, t12 rhombs) take either of Loopy's patch
// descriptions: Debian's legacy `G<x>,<y>,<angle>`, a window on one substitution tiling
// (core/loopy_penrose.hpp), and current Loopy's digits and coordinate letters,
// `00VVVBAABB`, a patch grown around one triangle (core/loopy_penrose_coords.hpp); a desc
// starting with G is the legacy one, as in Loopy. Both are laid and numbered as Loopy does;
// their points are Loopy's coordinates rounded to integers, told apart exactly. The hats
// (t16) are the patch a description of combinatorial coordinates `k,h,m1,...,X` names on
// the hat tiling, laid and numbered as core/loopy_hats.hpp says, and the spectres (t17) the
// patch a description `O c0 c1 ... X` names on the spectre tiling (core/loopy_spectres.hpp)
// (current Loopy's grids; Debian's 20230122 has neither).
//
// Cost: O(W H) points and faces; building uses one map of points.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/loop_graph.hpp"
#include "core/rng.hpp"

namespace looplab::core {

struct LoopyGridType {
  int number;             // N of `tN` in a Loopy ID
  std::string_view name;  // "triangular"
  int least_side;         // Loopy's least W and H: 3 on Penrose grids, 6 on hats and spectres
};

// Every Loopy grid type, by number (index i is type ti).
std::span<const LoopyGridType> loopy_grid_types();
// By name ("honeycomb"), or by Loopy's number as `t2` or `2`; nullptr when there is none such.
const LoopyGridType* loopy_grid_type(std::string_view name);
const LoopyGridType* loopy_grid_type(int number);
// "square, triangular, ...": the name of every type loopy_grid builds, for messages.
std::string loopy_grid_names();

struct LoopyGrid {
  int type = 0, width = 0, height = 0;
  std::string desc;                         // the grid's description ("0" on triangles), "" for none
  std::vector<std::array<long, 2>> points;  // Loopy's coordinates, y down
  std::vector<std::vector<int>> faces;      // each face's points in turn, in Loopy's order
  LoopGraph graph;  // vertices = points, inner faces = faces, with the same ids
};

// Why Loopy makes no new grid of the type at W x H (an unknown type, a size out of 1..100
// or below the type's least_side), nullopt when it does.
std::optional<std::string> loopy_size_problem(int type, long width, long height);

// Why Loopy type `type` at W x H with `desc` cannot be built here (what
// loopy_size_problem says, a desc the type does not take, a patch desc that names no grid
// at that size), one line; nullopt when it can.
std::optional<std::string> loopy_grid_problem(int type, long width, long height, std::string_view desc);

// The desc of the type's one fixed grid: "0" on triangles (the trimmed layout Loopy
// writes), the patch at the centre of the expansion on Penrose grids ("G0,0,0", where
// Loopy lays a grid without a desc), "0,0,0,H" on hats (kite 0 of hat 0 of child 0 of an
// H, every level above completed by its first parent, as Loopy completes a short
// description; Loopy itself always writes one), "00G" on spectres (spectre 0 of a G, head
// up, the levels above drawn as Loopy draws a short description's), none elsewhere.
std::string_view loopy_default_desc(int type);

// The desc Loopy writes for a new puzzle: a patch drawn at random on Penrose grids, in
// the legacy form Debian's Loopy reads (core/loopy_penrose.hpp), on hats
// (core/loopy_hats.hpp) and on spectres (core/loopy_spectres.hpp), loopy_default_desc
// elsewhere.
std::string loopy_new_desc(int type, int width, int height, Rng& rng);

// The grid (LK_REQUIREs that loopy_grid_problem has nothing against it).
LoopyGrid loopy_grid(int type, int width, int height, std::string_view desc = {});

}  // namespace looplab::core
