#include "families/masyu/tatham_levels.hpp"

namespace looplab::masyu {

SolveOptions options_of(TathamLevel level) {
  if (level == TathamLevel::Easy) return {.limit = 2, .max_tier = 2, .search = false, .loop_avoidance = false};
  return {.limit = 2, .max_tier = 3, .search = false, .loop_avoidance = true};
}

bool solvable_at(const Puzzle& puzzle, TathamLevel level) {
  return solve(puzzle, options_of(level)).solved_by_propagation;
}

std::optional<TathamLevel> tatham_level(const Puzzle& puzzle) {
  for (TathamLevel level : {TathamLevel::Easy, TathamLevel::Tricky})
    if (solvable_at(puzzle, level)) return level;
  return std::nullopt;
}

}  // namespace looplab::masyu
