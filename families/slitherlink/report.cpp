// The family's solve and rate answers in the shared report shapes.
#include "families/slitherlink/report.hpp"

#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/stats_json.hpp"

namespace looplab::slitherlink {

namespace {

nlohmann::json solution_json(const std::optional<EdgeSet>& edges) {
  if (!edges) return nullptr;
  return {{"h", edges->h()}, {"v", edges->v()}};
}

}  // namespace

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  return solve_report(p, solve(p, {.limit = request.all ? 0 : request.limit, .max_nodes = request.max_nodes,
                                     .max_conflicts = request.max_conflicts}),
                      request.picture);
}

families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture) {
  families::SolveReport out;
  out.status = r.status();
  out.solutions = std::to_string(r.solutions);
  out.solution = solution_json(r.first);
  out.second = solution_json(r.second);
  out.stats = families::stats_json(r.stats, rules());
  out.stats["decided_at_root"] = r.decided_edges;
  out.stats["solved_by_propagation"] = r.solved_by_propagation;
  out.stats["engine"] = std::string(to_string(r.engine));
  if (r.engine == Engine::Sat) {
    out.stats["sat_calls"] = r.sat_calls;
    out.stats["loop_cuts"] = r.loop_cuts;
    out.stats["sat_conflicts"] = r.sat_conflicts;
  }
  if (picture) out.picture = write_ascii(p, r.first ? &*r.first : nullptr);
  // A count cut by the limit or the node budget is a lower bound.
  out.complete = r.complete;
  return out;
}

}  // namespace looplab::slitherlink
