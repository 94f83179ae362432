#pragma once
// What a family's solve() answers, as typed values: the count, the first two solutions,
// the statistics of the search. Each value has one JSON writer here or in its family,
// which `solve --json`, a pack's `solution` and the server's `/api/analyse` all use, so a
// key means the same in every family and nobody digs into JSON for a value.
//   stats: {"guesses","backtracks","nodes","max_depth","seconds","steps","max_tier",
//           "rule_steps":{id: steps}} and, where a family says them, "engine",
//           "decided_at_root", "solved_by_propagation", "sat_calls", "loop_cuts", "sat_conflicts"
// A key of the stats means what it means in a rating's metrics (families/rating/rating.hpp),
// of the run it reports: `rule_steps` are the steps of each rule in this solve, as a
// rating's are in the rater's runs.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/loop_sat.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

struct SolveRequest {
  std::uint64_t limit = 2;      // stop after this many solutions
  bool all = false;             // count every solution (exactly, however many)
  std::uint64_t max_nodes = 0;  // search budget; 0 = none
  // A learning engine's budget where the family has one (e.g. a SAT solver's
  // conflicts); 0 = none. With it the search escalates as without max_nodes, bounded.
  std::uint64_t max_conflicts = 0;
  bool picture = true;          // draw SolveReport::picture (a pack has no use for it)
};

// What a family's solver proved about one puzzle, which its rater can reuse instead of
// searching again. Opaque outside the family (each derives its own).
struct Proof {
  virtual ~Proof() = default;
};

// One solution of a puzzle, a value of the family's own type (the loop kit's edge set,
// the digit kit's grid of digits, ...), which the family writes in its JSON shape: the
// shape Puzzle::check and a pack's `solution` read.
class Solution {
 public:
  virtual ~Solution() = default;
  virtual nlohmann::json to_json() const = 0;
};

// `solution`'s JSON, null when there is none.
nlohmann::json to_json(const Solution* solution);

// The statistics of one solve (the shape above).
struct SolveStats {
  std::uint64_t guesses = 0, backtracks = 0, nodes = 0;
  int max_depth = 0;
  double seconds = 0;
  std::uint64_t steps = 0;  // every rule's steps
  int max_tier = -1;        // the hardest tier that made a step; -1: none did
  // Steps per rule of the family's table, by rule id, in table order.
  std::vector<std::pair<std::string_view, std::uint64_t>> rule_steps;
  // Which of a family's engines settled the count ("propagation", "sat", "cp", ...);
  // empty for a family with one.
  std::string_view engine{};
  // A loop family's root fixpoint: the edges it decided, and whether that was all of them.
  std::optional<int> decided_at_root{};
  std::optional<bool> solved_by_propagation{};
  std::optional<solver::LoopSatStats> sat{};  // the loop SAT engine's work, when it ran
};

// The statistics of a search on a family's rule table (`stats.rule_steps` indexed by `rules`).
SolveStats solve_stats(const solver::Stats& stats, std::span<const solver::RuleInfo> rules);

nlohmann::json to_json(const SolveStats& stats);

struct SolveReport {
  solver::Status status = solver::Status::None;  // as counted, up to the limit
  std::string solutions;    // decimal: may exceed 64 bits with `all`
  std::shared_ptr<const Solution> solution;  // the first solution; null if none
  std::shared_ptr<const Solution> second;    // a second, different one when one was found
  SolveStats stats;
  std::string picture;      // ASCII puzzle with the first solution drawn in, for humans
  bool complete = true;     // false when the count is only a lower bound
  // Handed to Puzzle::rate by whoever holds the report; null when the family keeps none.
  std::shared_ptr<const Proof> proof;
  // A count a budget stopped below `limit` (the request's): it proves nothing, neither
  // "unique" nor "none".
  bool unproven(std::uint64_t limit) const { return !complete && std::stoull(solutions) < limit; }
};

}  // namespace looplab::families
