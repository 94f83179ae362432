#include "families/infinity_loop/report.hpp"

#include "families/infinity_loop/count.hpp"
#include "families/infinity_loop/solver.hpp"
#include "families/stats_json.hpp"
#include "rating/grade.hpp"

namespace looplab::infinity_loop {

namespace {

nlohmann::json rows_json(const Puzzle& p, const std::vector<std::uint8_t>& masks) {
  Puzzle s = p;
  s.tiles = masks;
  return glyph_rows(s);
}

std::string picture(const Puzzle& p, const std::vector<std::uint8_t>* masks) {
  Puzzle s = p;
  if (masks) s.tiles = *masks;
  std::string out;
  for (const auto& row : glyph_rows(s)) out += row + '\n';
  return out;
}

}  // namespace

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  families::SolveReport report;
  Solver search(p);
  search.set_node_budget(request.max_nodes);
  const Solutions r = solve_regions(search, request.all ? 2 : request.limit);
  const auto& found = r.found;
  report.solution = found.empty() ? nlohmann::json() : rows_json(p, found[0]);
  report.second = found.size() < 2 ? nlohmann::json() : rows_json(p, found[1]);
  if (request.picture) report.picture = picture(p, found.empty() ? nullptr : &found[0]);
  if (request.all) {
    Solver counter(p);
    counter.set_node_budget(request.max_nodes);
    bool complete = true;
    const BigCount n = count_regions(counter, 0, &complete);
    report.solutions = n.str();
    report.status = n == 0 ? solver::Status::None : n == 1 ? solver::Status::Unique : solver::Status::Multiple;
    report.stats = families::stats_json(counter.stats(), rules());
    report.complete = complete;
  } else {
    report.solutions = std::to_string(r.count);
    report.status = solver::status_of(r.count);
    report.stats = families::stats_json(search.stats(), rules());
    // A count cut by the limit or the node budget is a lower bound.
    report.complete = r.complete && r.count < request.limit;
  }
  return report;
}

const std::vector<std::string_view>& grades() {
  static const std::vector<std::string_view> ladder = {rating::kGrades.begin(), rating::kGrades.end()};
  return ladder;
}

Rating rate(const Puzzle& p) {
  // One run with every rule: they run cheapest first and the fixpoint does not depend
  // on the order, so the highest tier that made progress is the lowest tier whose
  // rules finish alone (when they finish at all).
  Solver s(p, kTopTier);
  const bool consistent = s.propagate();
  Rating out;
  out.rule_steps = s.stats().rule_steps;
  rating::Metrics& m = out.metrics;
  m.steps_by_tier.assign(kTopTier + 1, 0);
  for (std::size_t i = 0; i < rules().size(); ++i)
    m.steps_by_tier[static_cast<std::size_t>(rules()[i].tier)] += out.rule_steps[i];
  m.basic_steps = out.rule_steps[kBorder] + out.rule_steps[kNeighbourMatch];
  if (consistent && s.solved()) {
    out.solutions = 1;
    m.propagation_tier = 0;
    for (int t = kTopTier; t > 0 && m.propagation_tier == 0; --t)
      if (m.steps_by_tier[static_cast<std::size_t>(t)] > 0) m.propagation_tier = t;
  } else if (consistent) {
    // The search that proves uniqueness runs with the rules of tiers 0-1: probing at
    // every node of it costs seconds on large ambiguous grids.
    Solver search(p, 1);
    out.solutions = solve_regions(search, 2).count;
    m.guesses = search.stats().guesses;
    m.backtracks = search.stats().backtracks;
    m.max_depth = search.stats().max_depth;
  }
  out.grade = rating::grade_of(m);
  out.score = rating::score_of(m);
  return out;
}

nlohmann::json rate_report(const Puzzle& p) {
  const Rating r = rate(p);
  const rating::Metrics& m = r.metrics;
  const std::vector<std::uint64_t>& root_steps = r.rule_steps;
  const std::uint64_t solutions = r.solutions;
  nlohmann::json rules_json = nlohmann::json::object();
  for (std::size_t i = 0; i < rules().size(); ++i)
    rules_json[std::string(rules()[i].id)] = root_steps[i];
  return {{"grade", r.grade},
          {"score", r.score},
          {"tatham_level", nullptr},
          {"metrics",
           {{"tiles", p.num_tiles()},
            {"solutions", solutions},
            {"unique", solutions == 1},
            {"propagation_tier", m.propagation_tier},
            {"steps_by_tier", m.steps_by_tier},
            {"probe_eliminations", root_steps[kProbe]},
            {"guesses", m.guesses},
            {"backtracks", m.backtracks},
            {"max_depth", m.max_depth},
            {"rules", rules_json}}}};
}

}  // namespace looplab::infinity_loop
