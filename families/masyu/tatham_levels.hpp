#pragma once
// Pearl's two levels (Simon Tatham's Pearl, sgt-puzzles): Easy and Tricky.
//   easy    Pearl's own Easy rules, per cell (tatham_easy.cpp): the shapes each cell may
//           take, a black pearl's legs, a white pearl's turn beside it; no loop avoidance.
//           They are not a rule set of our solver: a cell's shapes see that a white
//           pearl's next cell cannot turn (both its side steps crossed), which our
//           pearl shapes leave to the degree rule, so tiers 0-2 without loop avoidance
//           missed 9 of Pearl's 73 Easy puzzles here (docs/RATING.md);
//   tricky  our tiers 0-3 with loop avoidance: every Tricky puzzle Pearl makes needs a
//           step crossed because it would close a loop too early, and lookahead covers
//           what Pearl's Tricky solver adds beyond.
// The level is the lowest whose rules alone determine the loop; a puzzle beyond both is
// "beyond" (it needs search). Both are apart from the grade ladder (rate.hpp).
#include <optional>
#include <string_view>
#include <vector>

#include "families/masyu/puzzle.hpp"
#include "families/masyu/solve.hpp"
#include "families/rating/rating.hpp"

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
// Pearl's Easy rules alone: whether they determine the loop; `open`, when given,
// receives the steps they leave unknown (none when they do).
bool solvable_at_easy(const Puzzle& puzzle, std::vector<int>* open = nullptr);
// The propagation of Pearl's Tricky level (search off).
inline constexpr SolveOptions kTrickyRules{.limit = 2, .max_tier = 3, .search = false};

// Whether propagation at `level` alone determines the loop.
bool solvable_at(const Puzzle& puzzle, TathamLevel level);
// The lowest level that solves the puzzle; nullopt when even tricky does not.
std::optional<TathamLevel> tatham_level(const Puzzle& puzzle);

}  // namespace looplab::masyu
