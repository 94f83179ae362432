// Masyu's hints and solution path: the loop families' frame (families/loop/explain.hpp)
// on its solver, with its words (hint_text.cpp).
#include "families/masyu/explain.hpp"

#include "families/loop/explain.hpp"
#include "families/masyu/rules.hpp"
#include "families/masyu/solve.hpp"
#include "families/masyu/solver.hpp"

namespace looplab::masyu {

struct ExplainOps {
  using Solver = masyu::Solver;
  static constexpr std::string_view kName = "Masyu";
  static core::Grid dots(const Puzzle& p) { return dot_grid(p.rows, p.cols); }
  static families::LoopRules rules() { return {masyu::rules(), kMaxTier}; }
  static SolveResult proof_search(const Puzzle& p) { return solve(p, kProofSearch); }
  static std::unique_ptr<families::LoopTeller> teller(const Puzzle& p) { return masyu::teller(p); }
};

}  // namespace looplab::masyu

template struct looplab::families::LoopExplain<looplab::masyu::Puzzle, looplab::masyu::ExplainOps>;
