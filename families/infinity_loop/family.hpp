#pragma once
// ∞ Loop as the CLI and packs see it (families/family.hpp): family name "infinity-loop".
#include <memory>

#include "families/family.hpp"
#include "families/infinity_loop/puzzle.hpp"

namespace looplab::infinity_loop {

const families::Family& family();

// Wraps a model in the type-erased interface.
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p);

// The model behind a type-erased puzzle of this family (LK_REQUIREs the family).
const Puzzle& model_of(const families::Puzzle& p);

// A solution in any shape `check` accepts (see family.cpp), as row-major masks.
std::optional<std::vector<std::uint8_t>> masks_from_json(const Puzzle& p,
                                                         const nlohmann::json& solution,
                                                         std::string* why);

}  // namespace looplab::infinity_loop
