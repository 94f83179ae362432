#pragma once
// Towers generation: a random Latin square, then clues and givens removed (orbit by
// orbit of the symmetry asked for) while the puzzle stays unique and within the grade
// or Tatham level asked for.
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

// One generation attempt (see families::Family::generate). `request.symmetry`
// (generator/symmetry.hpp) applies to the clues around the grid and to the givens.
families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);
// What resolve() asks the family last (Family::generate_problem): a size it does not make.
std::optional<std::string> generate_problem(const families::GenerateRequest& request);

// The generator's items in orbits of `symmetry`: 0..4n-1 are clue slots (side * n + index, sides in Side order), 4n + cell the
// givens. Clues move with their line, as on the frame around the grid.
std::vector<std::vector<int>> item_orbits(int n, generator::Symmetry symmetry);
// The value of one such item in p (0 = absent).
int& item_value(Puzzle& p, int item);
int item_value(const Puzzle& p, int item);

}  // namespace looplab::towers
