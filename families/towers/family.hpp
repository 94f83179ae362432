#pragma once
// Towers as the CLI and packs see it (families/family.hpp).
#include <memory>

#include "families/family.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

const families::Family& family();
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p);
// The same with the rating rate(p) gives, already made (by the generator).
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p, families::Rating rating);
const Puzzle& model_of(const families::Puzzle& p);

}  // namespace looplab::towers
