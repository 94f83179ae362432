// The Sudoku rater: solve with every rule of the table, cheapest tier first, and read
// the level off the hardest rule that was needed (docs/RATING.md, "Sudoku and Towers").
#include "families/digits/solve.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"
#include "families/sudoku/rate.hpp"
#include "families/sudoku/tatham_levels.hpp"
#include "families/rating/tier_rating.hpp"
#include "solver/search.hpp"

namespace looplab::sudoku {

families::Rating rate(const Puzzle& p) {
  solver::CpEngine& engine = reused_engine(p, Mode::Rate);
  const solver::SearchResult r = solver::count_solutions(engine, {.limit = 2});
  const solver::Stats& st = engine.stats();
  // Tiers 0..4 are Solo's trivial..extreme; guessing is "unreasonable".
  static constexpr int kTierToLevel[] = {0, 1, 2, 3, 4};
  using enum families::Grade;
  static constexpr families::Grade kLevelToGrade[] = {easy, easy, medium, hard, expert, extreme};
  const families::TierRating t =
      families::rate_from_stats(st, kRules, p.cells(), kTierToLevel, 5, kLevelToGrade);
  families::Rating out = families::cp_rating(t, kTathamLevels[t.level], st, kRules, r.solutions);
  out.metrics.clues = p.clue_count();  // the givens are the clues
  return out;
}

}  // namespace looplab::sudoku
