#pragma once
// Loopy's vigorous trim of an aperiodic patch (Penrose and hat grids): keep the faces
// touching the largest connected set of landlocked points (points every one of whose
// sides two faces share, joined by such sides), and the points those faces use, both in
// the order laid. Of equal sets, the one holding the earliest point wins, as in Loopy,
// whose sets are rooted at their least member and met in order.
//
// Cost: O(sides log sides).
#include <array>
#include <vector>

namespace looplab::core {

struct LoopyTiles {
  std::vector<std::array<long, 2>> points;  // Loopy's coordinates, y down
  std::vector<std::vector<int>> faces;      // each face's points in turn, in Loopy's order
};

// The trimmed patch, points renumbered in their order; empty when no point is landlocked.
LoopyTiles trim_vigorously(const LoopyTiles& laid);

}  // namespace looplab::core
