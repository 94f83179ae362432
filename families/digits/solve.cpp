#include "families/digits/solve.hpp"

#include "families/digits/json.hpp"
#include "solver/search.hpp"

namespace looplab::families {

namespace {

class ShuffledValues final : public solver::RandomOrder {
 public:
  explicit ShuffledValues(core::Rng& rng) : rng_(rng) {}
  void order(std::uint8_t* values, int n) override {
    for (int i = n; i > 1; --i) std::swap(values[i - 1], values[rng_.below(i)]);
  }

 private:
  core::Rng& rng_;
};

}  // namespace

CpSolved cp_solve(solver::CpEngine& engine, std::uint64_t limit, std::uint64_t max_nodes) {
  CpSolved out;
  const solver::SearchResult r =
      solver::count_solutions(engine, {.limit = limit, .max_nodes = max_nodes});
  out.solutions = r.solutions, out.complete = r.complete, out.stats = engine.stats();
  for (auto& s : engine.solutions) {
    for (int& v : s) ++v;
    out.found.push_back(std::move(s));
  }
  return out;
}

std::vector<int> cp_random_solution(solver::CpEngine& engine, core::Rng& rng) {
  ShuffledValues order(rng);
  engine.shuffle_values_with(&order);
  engine.keep_solutions = 1;
  CpSolved s = cp_solve(engine, 1);
  engine.shuffle_values_with(nullptr);
  return s.found.empty() ? std::vector<int>{} : s.found[0];
}

nlohmann::json DigitsSolution::to_json() const { return {{"grid", grid_to_json(cells, n)}}; }

SolveReport cp_report(const CpSolved& s, int n, std::span<const solver::RuleInfo> rules,
                      std::string picture) {
  SolveReport r;
  r.status = solver::status_of(s.solutions);
  r.solutions = std::to_string(s.solutions);
  r.complete = s.complete;
  if (!s.found.empty()) r.solution = std::make_shared<DigitsSolution>(s.found[0], n);
  if (s.found.size() > 1) r.second = std::make_shared<DigitsSolution>(s.found[1], n);
  r.stats = solve_stats(s.stats, rules);
  r.picture = std::move(picture);
  return r;
}

Rating cp_rating(const families::TierRating& t, std::string_view tatham_level, const solver::Stats& stats,
                 std::span<const solver::RuleInfo> rules, std::uint64_t solutions) {
  Rating out{.grade = t.grade, .score = t.score, .tatham_level = tatham_level, .metrics = {}};
  Metrics& m = out.metrics;
  m.status = solver::to_string(solver::status_of(solutions));
  m.max_tier = stats.max_tier(rules);
  m.guesses = stats.guesses;
  m.backtracks = stats.backtracks;
  m.max_depth = stats.max_depth;
  m.rule_steps = rule_steps(rules, stats.rule_steps);
  return out;
}

}  // namespace looplab::families
