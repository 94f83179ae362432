// The Towers rater: solve with every rule of the table, cheapest tier first, and read
// the level off the hardest rule that was needed (docs/RATING.md, "Sudoku and Towers").
#include "families/towers/rules.hpp"
#include "families/towers/solve.hpp"
#include "families/towers/rate.hpp"
#include "families/towers/tatham_levels.hpp"
#include "families/rating/tier_rating.hpp"

namespace looplab::towers {

families::Rating rate(const Puzzle& p) {
  const families::CpSolved s = families::cp_solve(reused_engine(p, Mode::Rate), 2);
  const solver::Stats& st = s.stats;
  static constexpr int kTierToLevel[] = {0, 1, 2};
  using enum families::Grade;
  static constexpr families::Grade kLevelToGrade[] = {easy, medium, hard, expert};
  families::TierRating t =
      families::rate_from_stats(st, kRules, p.n * p.n, kTierToLevel, 3, kLevelToGrade);
  if (t.level == 3 && st.max_depth > 1) t.grade = families::name_of(extreme);  // nested guessing
  families::Rating out = families::cp_rating(t, kTathamLevels[t.level], st, kRules, s.solutions);
  out.metrics.clues = p.clue_count();
  out.metrics.givens = p.given_count();
  return out;
}

}  // namespace looplab::towers
