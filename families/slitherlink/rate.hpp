#pragma once
// How hard a Slitherlink puzzle is (method: docs/RATING.md). Propagation runs alone
// with the rules of tier 0, then 0-1, 0-2, 0-3 until it finishes; when none does,
// the search's guesses and backtracks measure the rest. Deterministic: no timing.
#include <string_view>
#include <vector>

#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/tatham_levels.hpp"
#include "rating/grade.hpp"
#include "solver/stats.hpp"

namespace looplab::slitherlink {

struct Rating {
  rating::Metrics metrics;
  std::vector<double> decided_by_tier;  // share of edges pure propagation decides, per tier tried
  solver::Stats rule_steps;             // the propagation run at the deciding (or top) tier
  std::uint64_t solutions = 0;          // 1 for a proper puzzle (up to 2 counted)
  std::string_view grade;
  std::string_view tatham_level;  // tatham_levels.hpp, or "beyond"
  double score = 0;
  int clues = 0;
};

// `known_level`: the puzzle's Loopy level when already proven (the generator's), which
// spares the grader runs; it must be what tatham_level(p) gives.
// `proof`: the result of solve(p, kProofSearch) when already made, so it is not made
// twice. When propagation does not finish, the metrics are the propagation search's up
// to kPropagationNodes (solve.hpp): the proof's own when it settled the count, else a
// search of that many nodes run here.
Rating rate(const Puzzle& p, std::optional<TathamLevel> known_level = std::nullopt, const SolveResult* proof = nullptr);

}  // namespace looplab::slitherlink
