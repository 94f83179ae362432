#pragma once
// Towers' hints and solution path (families/explain.hpp): the engine's steps
// (solver/step.hpp, logged where each rule of rules.hpp fires) told in its own words,
// walked and chosen as every digit family's (families/digits/explain.hpp says how, and
// what the player's STATE is). Units are the rows and columns; a clue is named by its
// side ("the clue 3 left of row 2") and, in JSON, is a cell just outside the grid: row
// -1 (above), row n (below), column -1 (left) or column n (right).
#include <memory>
#include <string>
#include <vector>

#include "families/digits/explain.hpp"
#include "families/explain.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

// The puzzle as the frame reads it, its one solution included; InputError unless there
// is exactly one.
families::DigitsBoard board(const Puzzle& p);

// Its words (hint_text.cpp).
std::unique_ptr<families::DigitsTeller> teller(const families::DigitsBoard& b);

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state);
families::Path path(const Puzzle& p);

}  // namespace looplab::towers
