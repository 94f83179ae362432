#include "families/masyu/report.hpp"

#include "families/loop/json.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

SolveResult search(const Puzzle& p, const families::SolveRequest& request) {
  return solve(p, {.limit = request.all ? 0 : request.limit, .max_nodes = request.max_nodes});
}

families::SolveReport solve_report(const Puzzle& p, const SolveResult& r, bool picture) {
  return families::loop_solve_report(r, rules(), picture ? write_ascii(p, r.first ? &*r.first : nullptr) : "");
}

}  // namespace looplab::masyu
