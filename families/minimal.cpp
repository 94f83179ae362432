// families::is_minimal (families/family.hpp): through each family's one_clue_fewer.
#include "families/family.hpp"

namespace looplab::families {

std::optional<bool> is_minimal(const Puzzle& puzzle, const SolveRequest& budget) {
  auto fewer = puzzle.one_clue_fewer();
  if (!fewer) return std::nullopt;
  SolveRequest request = budget;
  request.limit = 2;
  request.all = false;
  request.picture = false;
  for (const auto& p : *fewer) {
    const SolveReport r = p->solve(request);
    if (r.unproven(2)) return std::nullopt;  // a spent budget is no proof either way
    if (r.status == solver::Status::Unique) return false;
  }
  return true;
}

}  // namespace looplab::families
