#include "families/infinity_loop/report.hpp"

#include "families/infinity_loop/count.hpp"
#include "families/infinity_loop/solver.hpp"
#include "families/stats_json.hpp"

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
  const Solutions r = solve_regions(search, request.all ? 2 : request.limit);
  const auto& found = r.found;
  report.solution = found.empty() ? nlohmann::json() : rows_json(p, found[0]);
  report.second = found.size() < 2 ? nlohmann::json() : rows_json(p, found[1]);
  if (request.picture) report.picture = picture(p, found.empty() ? nullptr : &found[0]);
  if (request.all) {
    Solver counter(p);
    const BigCount n = count_regions(counter);
    report.solutions = n.str();
    report.status = std::string(solver::to_string(n == 0   ? solver::Status::None
                                                  : n == 1 ? solver::Status::Unique
                                                           : solver::Status::Multiple));
    report.stats = families::stats_json(counter.stats(), rules());
    report.complete = true;
  } else {
    report.solutions = std::to_string(r.count);
    report.status = std::string(solver::to_string(solver::status_of(r.count)));
    report.stats = families::stats_json(search.stats(), rules());
    report.complete = r.count < request.limit;
  }
  return report;
}

const std::vector<std::string_view>& grades() {
  static const std::vector<std::string_view> ladder = {"easy", "medium", "hard", "expert"};
  return ladder;
}

nlohmann::json rate_report(const Puzzle& p) {
  Solver s(p, /*probing=*/true);
  const Solutions r = solve_regions(s, 2);
  const solver::Stats& st = s.stats();
  const std::uint64_t tiles = static_cast<std::uint64_t>(p.num_tiles());
  const std::uint64_t probes = st.rule_steps[kProbe];
  // Work a human cannot do by looking at one tile and its neighbours, per 100 tiles:
  // a rotation ruled out by trial counts 10, a guess or a dead end of the search 50.
  const std::uint64_t score = (10 * probes + 50 * (st.guesses + st.backtracks)) * 100 / tiles;
  std::string_view grade = st.guesses > 0        ? "expert"
                           : probes * 20 > tiles ? "hard"
                           : probes > 0          ? "medium"
                                                 : "easy";
  nlohmann::json rules_json = nlohmann::json::object();
  for (std::size_t i = 0; i < rules().size(); ++i)
    rules_json[std::string(rules()[i].id)] = st.rule_steps[i];
  return {{"grade", grade},
          {"score", score},
          {"tatham_level", nullptr},
          {"metrics",
           {{"tiles", tiles},
            {"solutions", r.count},
            {"unique", r.count == 1},
            {"max_tier", st.max_tier(rules())},
            {"probe_eliminations", probes},
            {"guesses", st.guesses},
            {"backtracks", st.backtracks},
            {"rules", rules_json}}}};
}

}  // namespace looplab::infinity_loop
