#include "families/sudoku/solve.hpp"

#include <array>

#include "families/digits/solve.hpp"
#include "families/sudoku/bands9.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/tiers9.hpp"

namespace looplab::sudoku {

Solved solve(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes, bool generic) {
  Solved out;
  out.stats.rule_steps.assign(kRules.size(), 0);
  if (!generic && p.box_rows == 3 && p.box_cols == 3) {
    FastResult r = band_count_9x9(p, limit, max_nodes);
    out.solutions = r.solutions, out.complete = r.complete, out.found = std::move(r.found),
    out.fast = true;
    out.stats.guesses = r.guesses, out.stats.backtracks = r.backtracks, out.stats.nodes = r.nodes;
    out.stats.max_depth = r.max_depth;
    return out;
  }
  families::CpSolved r = families::cp_solve(reused_engine(p, Mode::Count), limit, max_nodes);
  out.solutions = r.solutions, out.complete = r.complete, out.stats = std::move(r.stats);
  out.found = std::move(r.found);
  return out;
}

bool is_unique(const Puzzle& p) {
  return solve(p, 2).solutions == 1;
}

bool solvable_within(const Puzzle& p, int tier, bool generic) {
  if (!generic && p.box_rows == 3 && p.box_cols == 3) {
    // Tiers 0..2 on the band layout; the engine only for what is left at tiers 3-4,
    // starting from the same fixpoint its own tiers 0..2 would reach.
    TierState s;
    const TierOutcome o = tier_propagate(p.givens.data(), tier, tier <= 2 ? nullptr : &s);
    if (o != TierOutcome::kStuck) return o == TierOutcome::kSolved;
    return tier > 2 && engine_solves_from(s, tier);
  }
  solver::CpEngine& engine = reused_engine(p, Mode::Rate);
  engine.set_max_tier(tier);
  return engine.propagate() && engine.solved();
}

bool engine_solves_from(const TierState& fixpoint, int tier) {
  std::array<solver::Domain, 81> start;
  for (std::size_t c = 0; c < 81; ++c)
    start[c] = fixpoint.candidates[c] | (fixpoint.placed[c] ? solver::kPlaced : 0);
  solver::CpEngine& engine = reused_engine(3, 3, Mode::Rate, start);
  engine.set_max_tier(tier);
  return engine.propagate() && engine.solved();
}

}  // namespace looplab::sudoku
