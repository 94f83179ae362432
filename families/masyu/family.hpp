#pragma once
// Masyu (Pearl) as the CLI and packs see it (families/family.hpp).
#include <memory>

#include "families/family.hpp"
#include "families/masyu/puzzle.hpp"

namespace looplab::masyu {

const families::Family& family();

// Wraps a model in the type-erased interface.
std::unique_ptr<families::Puzzle> make_puzzle(Puzzle p);

// The model behind a type-erased puzzle of this family (LK_REQUIREs the family).
const Puzzle& model_of(const families::Puzzle& p);

}  // namespace looplab::masyu
