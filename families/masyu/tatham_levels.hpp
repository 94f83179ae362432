#pragma once
// Pearl's two levels (Simon Tatham's Pearl, sgt-puzzles): Easy and Tricky, as rule sets
// of our solver, found by measuring which of them split Pearl's own grades
// (docs/RATING.md): every Tricky puzzle Pearl makes needs loop avoidance (a step that
// would close a loop too early is crossed), and almost every Easy one is solved by the
// local rules of tiers 0-2 (single pearls, pairs of pearls, inside/outside colouring)
// without it. So:
//   easy    tiers 0-2 without the no_premature_loop deduction;
//   tricky  tiers 0-3 with it (lookahead covers what Pearl's Tricky solver adds beyond).
// The level is the lowest whose rules alone determine the loop; a puzzle beyond both is
// "beyond" (it needs search).
#include <optional>
#include <string_view>

#include "families/masyu/puzzle.hpp"
#include "families/masyu/solve.hpp"
#include "families/rating.hpp"

namespace looplab::masyu {

enum class TathamLevel { Easy, Tricky };
// Their names, in the order above: the one list the rating, Family::tatham_levels and
// `generate --tatham-level` read.
inline constexpr std::string_view kTathamLevels[] = {"easy", "tricky"};

inline std::string_view to_string(TathamLevel level) { return kTathamLevels[static_cast<int>(level)]; }
inline std::optional<TathamLevel> parse_tatham_level(std::string_view name) {
  const int i = families::level_index(kTathamLevels, name);
  return i < 0 ? std::nullopt : std::optional(static_cast<TathamLevel>(i));
}
// The propagation a level admits (search off).
SolveOptions options_of(TathamLevel level);

// Whether propagation at `level` alone determines the loop.
bool solvable_at(const Puzzle& puzzle, TathamLevel level);
// The lowest level that solves the puzzle; nullopt when even tricky does not.
std::optional<TathamLevel> tatham_level(const Puzzle& puzzle);

}  // namespace looplab::masyu
