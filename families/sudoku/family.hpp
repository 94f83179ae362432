#pragma once
// Sudoku as the CLI and packs see it (families/family.hpp).
#include <memory>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/sudoku/puzzle.hpp"

namespace looplab::sudoku {

const families::Family& family();
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p);
// The same with the rating rate(p) gives, already made (by the generator).
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, families::Rating rating);
const Puzzle& model_of(const families::Puzzle& p);

// A uniformly shuffled-search full grid (the generator's first step).
Grid random_solution(int box_rows, int box_cols, core::Rng& rng);

}  // namespace looplab::sudoku
