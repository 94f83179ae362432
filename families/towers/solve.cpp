#include "families/towers/solve.hpp"

#include "families/towers/fast.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/rules.hpp"
#include "rating/tier_rating.hpp"

namespace looplab::towers {

families::CpSolved solve(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes) {
  return families::cp_solve(reused_engine(p, Mode::Count), limit, max_nodes);
}

bool is_unique(const Puzzle& p) {
  return solve(p, 2).solutions == 1;
}

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  families::CpSolved s = solve(p, request.all ? 0 : request.limit, request.max_nodes);
  return families::cp_report(s, p.n, kRules,
                             write_ascii(p, s.found.empty() ? nullptr : &s.found[0]));
}

nlohmann::json rate(const Puzzle& p) {
  const families::CpSolved s = families::cp_solve(reused_engine(p, Mode::Rate), 2);
  const solver::Stats& st = s.stats;
  static constexpr int kTierToLevel[] = {0, 1, 2};
  static constexpr std::string_view kLevelToGrade[] = {"easy", "medium", "hard", "expert"};
  rating::TierRating t =
      rating::rate_from_stats(st, kRules, p.n * p.n, kTierToLevel, 3, kLevelToGrade);
  if (t.level == 3 && st.max_depth > 1) t.grade = "extreme";  // nested guessing
  return families::cp_rating_json(t, kTathamLevels[t.level], st, kRules,
                                  {{"status", solver::to_string(solver::status_of(s.solutions))},
                                   {"clues", p.clue_count()},
                                   {"givens", p.given_count()}});
}

bool solvable_within_fast(const Puzzle& p, int tier) {
  thread_local FastTowers fast;
  if (!fast.load(p) || !fast.propagate(std::min(tier, 1))) return false;
  if (fast.solved()) return true;
  if (tier < 2) return false;
  // The engine's higher tiers start from the fast path's fixpoint of tiers 0 and 1: the
  // rules only narrow, so starting there reaches the same fixpoint as starting from the
  // givens, and the lower tiers wake only where tier 2 changes something.
  solver::CpEngine& engine = reused_engine(p, Mode::Rate);
  solver::Domain start[kMaxSize * kMaxSize];
  const int cells = p.n * p.n;
  for (int c = 0; c < cells; ++c) {
    const solver::Domain d = fast.domains()[c];
    start[c] = solver::count_values(d) == 1 ? d | solver::kPlaced : d;
  }
  engine.reset(std::span<const solver::Domain>(start, static_cast<std::size_t>(cells)));
  engine.set_max_tier(tier);
  engine.start_at_tier(2);
  return engine.propagate() && engine.solved();
}

bool solvable_within(const Puzzle& p, int tier) {
  solver::CpEngine& engine = reused_engine(p, Mode::Rate);
  engine.set_max_tier(tier);
  return engine.propagate() && engine.solved();
}

}  // namespace looplab::towers
