// Slitherlink's hints and solution path: the loop families' frame (families/loop/explain.hpp)
// on its solver, with its words (hint_text.cpp).
#include "families/slitherlink/explain.hpp"

#include "families/loop/explain.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

struct ExplainOps {
  using Solver = slitherlink::Solver;
  static constexpr std::string_view kName = "Slitherlink";
  static core::Grid dots(const Puzzle& p) { return core::Grid(p.rows, p.cols); }
  static families::LoopRules rules() { return {slitherlink::rules(), kMaxTier}; }
  static SolveResult proof_search(const Puzzle& p) { return solve(p, kProofSearch); }
  static std::unique_ptr<families::LoopTeller> teller(const Puzzle& p) { return slitherlink::teller(p); }
};

}  // namespace looplab::slitherlink

template struct looplab::families::LoopExplain<looplab::slitherlink::Puzzle, looplab::slitherlink::ExplainOps>;
