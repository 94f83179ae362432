#include "families/masyu/report.hpp"

#include "families/masyu/formats.hpp"
#include "families/stats_json.hpp"

namespace looplab::masyu {

namespace {

nlohmann::json solution_json(const std::optional<EdgeSet>& edges) {
  if (!edges) return nullptr;
  return {{"h", edges->h()}, {"v", edges->v()}};
}

}  // namespace

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  return solve_report(p, solve(p, {.limit = request.all ? 0 : request.limit, .max_nodes = request.max_nodes}),
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
  if (picture) out.picture = write_ascii(p, r.first ? &*r.first : nullptr);
  out.complete = r.complete;
  return out;
}

}  // namespace looplab::masyu
