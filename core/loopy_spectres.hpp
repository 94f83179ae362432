#pragma once
// Loopy's spectre grids (t17): patches of the aperiodic Spectre tiling of Smith, Myers,
// Kaplan and Goodman-Strauss, as current Loopy lays them. The grid description is
// `O c0 c1 ... cn X`: the orientation O of the start spectre in twelfths of a turn (0-9,
// A, B), then one digit a level: spectre c0 of a hexagon that is child c1 of a hexagon
// that is child c2 of ..., up to child cn of a hexagon of type X (G, D, J, L, X, P, S, F
// or Y, the nine marked hexagons of the paper's substitution). The facts are those of
// Loopy's generator:
//
//   - the tiling is the spectres of the nine hexagons expanded level by level: a G holds
//     seven children and two spectres, every other type eight children and one spectre
//     (Loopy's numbering of children, of spectres and of their 14 edges);
//   - the patch: breadth first from the start spectre over its 14 edges in turn, each
//     neighbour's coordinates found by Loopy's edge maps; a spectre is laid when its 14
//     corners lie in the 7W x 7H box centred on the start, and then explored;
//   - corners exact as a + b sqrt 3 in both axes, scaled by 8, the root part rounded
//     toward zero as Loopy rounds it;
//   - the trimming: Loopy's vigorous trim with current Loopy's ties (core/loopy_trim.hpp).
//
// The edge maps are derived at first use from the layout of each hexagon's expansion
// (loopy_spectres.cpp), not stored. A description with too few levels is completed as
// Loopy completes one: each missing parent drawn from Loopy's number stream seeded
// "dummy" (core/loopy_random.hpp), in proportion to the hexagons' limiting frequencies.
//
// Cost: O(W H log(W H)) edge steps; milliseconds at 20x20.
#include <optional>
#include <string>
#include <string_view>

#include "core/loopy_trim.hpp"
#include "core/rng.hpp"

namespace looplab::core {

// Why `desc` names no spectre grid (not an orientation, digits and a hexagon letter; no
// digit; a digit out of range for its hexagon), nullopt when it names one. Loopy's least
// size, 6x6, is core::loopy_size_problem's to check.
std::optional<std::string> spectres_problem(std::string_view desc);

// The spectres of a desc that spectres_problem accepts, trimmed and numbered as Loopy
// numbers them.
LoopyTiles spectre_tiles(int width, int height, std::string_view desc);

// A new desc as Loopy draws one: a start spectre weighted by the hexagons' limiting
// frequencies, an orientation of its class (even for the common spectres, odd for the
// second spectre of a G), and each level above it as the W x H patch needs it.
std::string random_spectres_desc(int width, int height, Rng& rng);

}  // namespace looplab::core
