// The family's solve answer in the shared report shape.
#include "families/slitherlink/report.hpp"

#include "families/loop/json.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solve.hpp"

namespace looplab::slitherlink {

SolveResult search(const Puzzle& p, const families::SolveRequest& request) {
  return solve(p, {.limit = request.all ? 0 : request.limit, .max_nodes = request.max_nodes,
                   .max_conflicts = request.max_conflicts});
}

families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture) {
  return families::loop_solve_report(r, rules(), picture ? write_ascii(p, r.first ? &*r.first : nullptr) : "");
}

}  // namespace looplab::slitherlink
