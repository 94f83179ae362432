#pragma once
// What the loop families' SVG pictures share: the frame, and the loop drawn as one path.
// The family draws its own grid and clues.
#include <ostream>

#include "core/edge_set.hpp"
#include "core/grid.hpp"

namespace looplab::families {

// The opening of a width x height SVG picture on a white ground.
void svg_open(std::ostream& s, int width, int height);
// The loop as one SVG path: dot (r, c) of `dots` at (x0 + c * step, y0 + r * step).
void svg_loop(std::ostream& s, const core::Grid& dots, const core::EdgeSet& loop, int x0, int y0, int step);

}  // namespace looplab::families
