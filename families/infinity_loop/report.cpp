#include "families/infinity_loop/report.hpp"

#include "families/infinity_loop/solve.hpp"
#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

namespace {

std::shared_ptr<const Turned> turned(const Puzzle& p, const std::vector<std::uint8_t>& masks) {
  Puzzle s = p;
  s.tiles = masks;
  return std::make_shared<Turned>(std::move(s));
}

std::string picture(const Puzzle& p, const std::vector<std::uint8_t>* masks) {
  Puzzle s = p;
  if (masks) s.tiles = *masks;
  std::string out;
  for (const auto& row : glyph_rows(s)) out += row + '\n';
  return out;
}

}  // namespace

nlohmann::json Turned::to_json() const { return glyph_rows(solved); }

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  families::SolveReport report;
  Solver search(p);
  search.set_node_budget(request.max_nodes);
  const Solutions r = solve_regions(search, request.all ? 2 : request.limit);
  const auto& found = r.found;
  if (!found.empty()) report.solution = turned(p, found[0]);
  if (found.size() > 1) report.second = turned(p, found[1]);
  if (request.picture) report.picture = picture(p, found.empty() ? nullptr : &found[0]);
  if (request.all) {
    Solver counter(p);
    counter.set_node_budget(request.max_nodes);
    bool complete = true;
    const BigCount n = count_regions(counter, 0, &complete);
    report.solutions = n.str();
    report.status = n == 0 ? solver::Status::None : n == 1 ? solver::Status::Unique : solver::Status::Multiple;
    report.stats = families::solve_stats(counter.stats(), rules());
    report.complete = complete;
  } else {
    report.solutions = std::to_string(r.count);
    report.status = solver::status_of(r.count);
    report.stats = families::solve_stats(search.stats(), rules());
    // A count cut by the limit or the node budget is a lower bound.
    report.complete = r.complete && r.count < request.limit;
  }
  return report;
}

}  // namespace looplab::infinity_loop
