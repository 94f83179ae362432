// families::is_minimal (families/family.hpp): through each family's one_clue_fewer.
#include "families/family.hpp"

namespace looplab::families {

std::optional<bool> is_minimal(const Puzzle& puzzle) {
  auto fewer = puzzle.one_clue_fewer();
  if (!fewer) return std::nullopt;
  for (const auto& p : *fewer)
    if (p->solve({.limit = 2, .picture = false}).status == solver::Status::Unique) return false;
  return true;
}

}  // namespace looplab::families
