#include "families/masyu/tatham_levels.hpp"

namespace looplab::masyu {

bool solvable_at(const Puzzle& puzzle, TathamLevel level) {
  if (level == TathamLevel::Easy) return solvable_at_easy(puzzle);
  return solve(puzzle, kTrickyRules).solved_by_propagation;
}

std::optional<TathamLevel> tatham_level(const Puzzle& puzzle) {
  for (TathamLevel level : {TathamLevel::Easy, TathamLevel::Tricky})
    if (solvable_at(puzzle, level)) return level;
  return std::nullopt;
}

}  // namespace looplab::masyu
