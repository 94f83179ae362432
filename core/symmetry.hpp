#pragma once
// Symmetry classes of grid cells: clue removal with `--symmetry` removes a whole orbit
// at a time so that the clues left form a symmetric pattern.
//   none    each cell alone
//   rot2    180-degree rotation: (r,c) ~ (R-1-r, C-1-c)
//   rot4    90-degree rotation (square grids only; others fall back to rot2 — callers
//           that want an error check `symmetry_fits` first)
//   mirror  left-right mirror: (r,c) ~ (r, C-1-c)
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace looplab::core {

enum class Symmetry { None, Rot2, Rot4, Mirror };

std::optional<Symmetry> parse_symmetry(std::string_view name);
std::string_view to_string(Symmetry s);
// False when the symmetry cannot apply to the grid (rot4 on a non-square grid).
bool symmetry_fits(Symmetry s, int rows, int cols);

// The orbits of the R x C cells (row-major ids), each sorted, in order of their
// smallest cell.
std::vector<std::vector<int>> cell_orbits(int rows, int cols, Symmetry s);

}  // namespace looplab::core
