// Slitherlink's hints and solution path: the loop families' frame (families/loop_explain.hpp)
// on its solver, with its words (hint_text.cpp).
#include "families/slitherlink/explain.hpp"

#include "families/loop_explain.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

families::LoopRules loop_rules() { return {rules(), kMaxTier}; }

}  // namespace

std::vector<int> read_position(const Puzzle& p, const std::vector<std::string>& state) {
  return families::read_edge_position(core::Grid(p.rows, p.cols), state, "Slitherlink");
}

EdgeSet unique_solution(const Puzzle& p) { return families::one_solution(solve(p, kProofSearch)); }

solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& position, int tier) {
  return families::loop_steps_from<Solver>(p, position, tier, loop_rules());
}

solver::StepLog path_steps(const Puzzle& p, const EdgeSet& solution) {
  return families::loop_path_steps<Solver>(p, solution, loop_rules());
}

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
  const std::vector<int> position = read_position(p, state);
  const EdgeSet solution = unique_solution(p);
  return families::loop_hint<Solver>(p, core::Grid(p.rows, p.cols), position, solution, *teller(p), loop_rules());
}

families::Path path(const Puzzle& p) {
  return families::loop_path(path_steps(p, unique_solution(p)), *teller(p), kMaxTier);
}

}  // namespace looplab::slitherlink
