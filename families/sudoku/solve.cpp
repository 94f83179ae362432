#include "families/sudoku/solve.hpp"

#include "families/grid_json.hpp"
#include "families/stats_json.hpp"
#include "families/sudoku/fast9.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/rules.hpp"
#include "solver/search.hpp"

namespace looplab::sudoku {

Solved solve(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes, bool generic) {
  Solved out;
  out.stats.rule_steps.assign(kRules.size(), 0);
  if (!generic && p.box_rows == 3 && p.box_cols == 3) {
    FastResult r = fast_count_9x9(p, limit, max_nodes);
    out.solutions = r.solutions, out.complete = r.complete, out.found = std::move(r.found), out.fast = true;
    out.stats.guesses = r.guesses, out.stats.backtracks = r.backtracks, out.stats.nodes = r.nodes;
    out.stats.max_depth = r.max_depth;
    return out;
  }
  auto engine = build_engine(p, Mode::Count);
  solver::SearchResult r = solver::count_solutions(*engine, {.limit = limit, .max_nodes = max_nodes});
  out.solutions = r.solutions, out.complete = r.complete, out.stats = engine->stats();
  for (auto& s : engine->solutions) {
    for (int& v : s) ++v;  // engine values are 0-based
    out.found.push_back(std::move(s));
  }
  return out;
}

bool is_unique(const Puzzle& p) { return solve(p, 2).solutions == 1; }

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  Solved s = solve(p, request.all ? 0 : request.limit, request.max_nodes);
  families::SolveReport r;
  r.status = std::string(solver::to_string(solver::status_of(s.solutions)));
  r.solutions = std::to_string(s.solutions);
  r.complete = s.complete;
  if (!s.found.empty()) r.solution = {{"grid", families::grid_to_json(s.found[0], p.size())}};
  if (s.found.size() > 1) r.second = {{"grid", families::grid_to_json(s.found[1], p.size())}};
  r.stats = families::stats_json(s.stats, kRules);
  r.stats["engine"] = s.fast ? "fast9" : "cp";
  r.picture = write_ascii(p, s.found.empty() ? nullptr : &s.found[0]);
  return r;
}

}  // namespace looplab::sudoku
