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

inline constexpr std::string_view kSymmetries[] = {"none",   "rot2",       "rot4",
                                                   "mirror", "horizontal", "vertical"};

// nullopt when the name is unknown or does not fit the grid (see symmetry_problem).
std::optional<std::vector<std::vector<int>>> symmetry_orbits(int rows, int cols,
                                                             std::string_view symmetry);
std::optional<std::string> symmetry_problem(std::string_view symmetry, int rows = 1, int cols = 1);
// The same orbits, built once per shape and symmetry in this thread (a generator asks
// for them every attempt, and building them costs more than a cheap attempt's
// bookkeeping). The symmetry must fit the grid.
const std::vector<std::vector<int>>& cached_symmetry_orbits(int rows, int cols,
                                                            std::string_view symmetry);

}  // namespace looplab::generator
