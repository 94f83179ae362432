#include "families/towers/report.hpp"

#include <chrono>

#include "families/digits/solve.hpp"
#include "families/towers/fast.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/rules.hpp"
#include "families/towers/solve.hpp"

namespace looplab::towers {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  families::CpSolved s;
  const bool fast = request.max_nodes == 0;
  if (fast) {
    // The fast path counts (a pack's uniqueness proof is one such call per puzzle);
    // only a node budget, which is the engine's, needs the engine.
    const auto start = std::chrono::steady_clock::now();
    FastCount c = fast_count(p, request.all ? 0 : request.limit);
    s.solutions = c.solutions, s.complete = c.complete, s.found = std::move(c.found);
    s.stats.guesses = c.guesses, s.stats.backtracks = c.backtracks, s.stats.nodes = c.nodes;
    s.stats.max_depth = c.max_depth;
    s.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } else {
    s = solve(p, request.all ? 0 : request.limit, request.max_nodes);
  }
  families::SolveReport r = families::cp_report(
      s, p.n, kRules,
      request.picture ? write_ascii(p, s.found.empty() ? nullptr : &s.found[0]) : std::string());
  r.stats.engine = fast ? "fast" : "cp";  // only "cp" counts rule steps
  return r;
}

}  // namespace looplab::towers
