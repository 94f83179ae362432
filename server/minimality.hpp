#pragma once
// Whether a puzzle entered in the editor is minimal in the pack's sense: no clue can be
// removed while the puzzle keeps exactly one solution and its grade. Works on the
// family's JSON object for families whose clues are rows of characters with '.' for
// an empty cell (Slitherlink); for others it answers nullopt (unknown).
//
// Cost: one uniqueness search (and, when unique, one rating) per clue, each within the
// budgets (families::SolveRequest); a search they stop makes the answer nullopt.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "families/family.hpp"

namespace looplab::server {

std::optional<bool> is_minimal(const families::Puzzle& puzzle, const std::string& grade,
                               std::uint64_t max_nodes, std::uint64_t max_conflicts);

}  // namespace looplab::server
