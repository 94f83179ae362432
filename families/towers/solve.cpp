#include "families/towers/solve.hpp"

#include "families/towers/rules.hpp"

namespace looplab::towers {

families::CpSolved solve(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes) {
  return families::cp_solve(reused_engine(p, Mode::Count), limit, max_nodes);
}

bool is_unique(const Puzzle& p) {
  return solve(p, 2).solutions == 1;
}

bool solvable_within(const Puzzle& p, int tier) {
  solver::CpEngine& engine = reused_engine(p, Mode::Rate);
  engine.set_max_tier(tier);
  return engine.propagate() && engine.solved();
}

}  // namespace looplab::towers
