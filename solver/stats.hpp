#pragma once
// What a solve cost: the raw material of every difficulty rating. Each family keeps
// its deductions in one table of RuleInfo rows; `rule_steps[i]` counts how often row i
// decided something, so the rater can tell which rules (and tiers) a puzzle needed.
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace looplab::solver {

// A deduction rule as the rater, the JSON rule ids and --help see it.
struct RuleInfo {
  std::string_view id;       // stable snake_case id, used in JSON: "clue_saturation"
  int tier;                  // 0 = basic bookkeeping ... higher = harder for a human
  std::string_view summary;  // one line for --help and docs
};

struct Stats {
  std::vector<std::uint64_t> rule_steps;  // per rule of the family's table
  std::uint64_t guesses = 0;              // branch points opened
  std::uint64_t backtracks = 0;           // branches that ended in a contradiction
  std::uint64_t nodes = 0;                // propagations run (root + one per branch taken)
  int max_depth = 0;                      // deepest open branch point
  double seconds = 0;

  void count_rule(int rule, std::uint64_t n = 1) {
    rule_steps[static_cast<std::size_t>(rule)] += n;
  }
  std::uint64_t total_steps() const;
  // Highest tier whose rules decided anything; -1 when none did.
  int max_tier(std::span<const RuleInfo> rules) const;
};

enum class Status { None, Unique, Multiple };
std::string_view to_string(Status s);
inline Status status_of(std::uint64_t solutions) {
  return solutions == 0 ? Status::None : solutions == 1 ? Status::Unique : Status::Multiple;
}

}  // namespace looplab::solver
