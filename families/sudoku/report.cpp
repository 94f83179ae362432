#include "families/sudoku/report.hpp"

#include "families/digits/solve.hpp"
#include "families/sudoku/formats.hpp"
#include "families/sudoku/rules.hpp"
#include "families/sudoku/solve.hpp"

namespace looplab::sudoku {

families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request) {
  Solved s = solve(p, request.all ? 0 : request.limit, request.max_nodes);
  families::CpSolved c{s.solutions, s.complete, s.found, s.stats};
  families::SolveReport r = families::cp_report(
      c, p.size(), kRules,
      request.picture ? write_ascii(p, s.found.empty() ? nullptr : &s.found[0]) : std::string());
  r.stats.engine = s.fast ? "bands9" : "cp";
  return r;
}

}  // namespace looplab::sudoku
