#pragma once
// Symmetry of a clue layout: the cells of a rows x cols grid grouped into orbits that a
// generator adds or removes together, so the printed puzzle keeps the symmetry.
//   none        every cell alone
//   rot2        180-degree rotation (Tatham's default for Solo)
//   rot4        90-degree rotation (square grids only)
//   mirror      mirror left <-> right (also called horizontal)
//   vertical    mirror top <-> bottom
// Orbits are listed in cell order of their smallest cell; cell = r * cols + c.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace looplab::generator {

enum class Symmetry { none, rot2, rot4, mirror, vertical };

// The symmetry of that name ("horizontal" is mirror's other name); nullopt for another word.
std::optional<Symmetry> symmetry_named(std::string_view name);
// Why `symmetry` does not fit a rows x cols grid (rot4 needs a square), nullopt when it does.
std::optional<std::string> symmetry_problem(Symmetry symmetry, int rows, int cols);
// The orbits; nullopt when the symmetry does not fit the grid.
std::optional<std::vector<std::vector<int>>> symmetry_orbits(int rows, int cols, Symmetry symmetry);
// The same orbits, built once per shape and symmetry in this thread (a generator asks
// for them every attempt, and building them costs more than a cheap attempt's
// bookkeeping). The symmetry must fit the grid.
const std::vector<std::vector<int>>& cached_symmetry_orbits(int rows, int cols, Symmetry symmetry);

}  // namespace looplab::generator
