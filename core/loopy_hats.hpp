#pragma once
// Loopy's hat grids (t16): patches of the aperiodic monotile tiling of Smith, Myers, Kaplan
// and Goodman-Strauss, as current Loopy lays them. The grid description names one kite of
// the tiling by combinatorial coordinates, `k,h,m1,...,mn,X`: kite k (0..7) of hat h of
// metatile m1, which is child m1 of a metatile that is child m2 of ..., up to child mn of
// a metatile of type X (H, T, P or F). The facts are those of Loopy's generator:
//
//   - the tiling is the hats of the HTPF metatiles expanded level by level (Loopy's own
//     numbering of children, of hats in a metatile and of kites in a hat);
//   - the patch: kites of the kite grid enumerated row by row over W x H bounding boxes of
//     its triangles, in a serpentine walk from the named kite, each kite's coordinates
//     found from a neighbour's by Loopy's kite map and metatile rewrites; a hat is laid
//     when its kite 0 is met and all 14 of its corners lie in the box (x in 0..4W, y in
//     0..6H, times 14 and 8 for Loopy's integer coordinates);
//   - the trimming: Loopy's vigorous trim with current Loopy's ties (core/loopy_trim.hpp);
//     points numbered as the kept hats first name them.
//
// The maps between neighbouring kites' coordinates are derived at first use from the
// geometry of the metatiles (loopy_hats.cpp), not stored. A description with too few
// levels is completed as Loopy completes one: each missing parent is the first its type
// can have.
//
// Cost: O(W H log(W H)) kite steps; milliseconds at 20x20.
#include <optional>
#include <string>
#include <string_view>

#include "core/loopy_trim.hpp"
#include "core/rng.hpp"

namespace looplab::core {

// Why `desc` names no hat grid (not digits-and-commas then H, T, P or F; fewer than three
// coordinates; a kite, hat or child index out of range for its metatile), nullopt when it
// names one. Loopy's least size, 6x6, is core::loopy_size_problem's to check.
std::optional<std::string> hats_problem(std::string_view desc);

// The hats of a desc that hats_problem accepts, trimmed and numbered as Loopy numbers them.
LoopyTiles hat_tiles(int width, int height, std::string_view desc);

// The slow twin the tests hold hat_tiles to: the description's top metatile expanded
// level by level in the plane (no kite map, no walk), the named kite found by following
// its coordinates down, and every hat of the expansion laid, in the expansion's order,
// when its corners lie in the box as the walk sees the plane from that kite. Faces come in
// another order than Loopy's, so only the set of hats is comparable; `desc` must name
// every level the patch needs (as Loopy's and random_hats_desc's do).
LoopyTiles hat_tiles_by_expansion(int width, int height, std::string_view desc);

// A new desc as Loopy draws one: a start kite with its hat weighted by the metatiles'
// limiting frequencies, and each level above it as needed by the W x H patch, parents drawn
// in proportion to those frequencies over the children each parent owns.
std::string random_hats_desc(int width, int height, Rng& rng);

}  // namespace looplab::core
