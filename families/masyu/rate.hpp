#pragma once
// How hard a Masyu puzzle is, on the common scale (rating/grade.hpp, docs/RATING.md):
// propagation alone with the rules of tier 0, then 0-1, 0-2, 0-3 until it finishes;
// when none does, the search's guesses and backtracks measure the rest. Deterministic.
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/masyu/puzzle.hpp"
#include "families/masyu/solve.hpp"
#include "rating/grade.hpp"

namespace looplab::masyu {

struct Rating {
  rating::Metrics metrics;
  std::vector<double> decided_by_tier;  // share of steps pure propagation decides, per tier tried
  solver::Stats rule_steps;             // the propagation run at the deciding (or top) tier
  std::uint64_t solutions = 0;          // 1 for a proper puzzle (up to 2 counted)
  std::string_view grade;
  std::string_view tatham_level;  // "easy", "tricky" or "beyond"
  double score = 0;
  int pearls = 0;
};

// `proof`: the result of solve(p, kProofSearch) when already made.
Rating rate(const Puzzle& p, const SolveResult* proof = nullptr);

// The rating as the `rate` command and packs show it; InputError unless unique.
nlohmann::json rate_report(const Puzzle& p, const SolveResult* proof = nullptr);

}  // namespace looplab::masyu
