#pragma once
// Sudoku generation: a random solved grid, then givens removed while the puzzle stays
// unique and within the grade or Tatham level asked for.
#include "core/rng.hpp"
#include "families/family.hpp"

namespace looplab::sudoku {

// One generation attempt (see families::Family::generate).
families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);
// What resolve() asks the family last (Family::generate_problem): a size it does not make.
std::optional<std::string> generate_problem(const families::GenerateRequest& request);

}  // namespace looplab::sudoku
