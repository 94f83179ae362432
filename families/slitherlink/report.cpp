// The family's solve answer in the shared report shape.
#include "families/slitherlink/report.hpp"

#include "families/loop_json.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solve.hpp"

namespace looplab::slitherlink {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  return solve_report(p, solve(p, {.limit = request.all ? 0 : request.limit, .max_nodes = request.max_nodes,
                                     .max_conflicts = request.max_conflicts}),
                      request.picture);
}

families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture) {
  families::SolveReport out =
      families::loop_solve_report(r, rules(), picture ? write_ascii(p, r.first ? &*r.first : nullptr) : "");
  out.stats["engine"] = std::string(to_string(r.engine));
  if (r.engine == Engine::Sat) {
    out.stats["sat_calls"] = r.sat_calls;
    out.stats["loop_cuts"] = r.loop_cuts;
    out.stats["sat_conflicts"] = r.sat_conflicts;
  }
  return out;
}

}  // namespace looplab::slitherlink
