#pragma once
// The grade ladder and the score, shared by every family (method: docs/RATING.md).
//
// A puzzle's difficulty is read from two kinds of work: pure propagation (which tier of
// rules it takes for propagation alone to finish, and how much of the work the top
// tier did) versus search (guesses and backtracks when no tier suffices). The grade
// is the band; the score orders puzzles within and across bands, 0..100.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace looplab::families {

// The grade ladder, easiest first; a Grade is its place on kGrades, the name its word in
// every format and option.
enum class Grade { easy, medium, hard, expert, extreme };
inline constexpr std::array<std::string_view, 5> kGrades = {"easy", "medium", "hard", "expert", "extreme"};
constexpr std::string_view name_of(Grade g) { return kGrades[static_cast<std::size_t>(g)]; }
// The ladder as grades, easiest first: what a family that grades lists as its grades.
inline constexpr std::array<Grade, kGrades.size()> kLadder = [] {
  std::array<Grade, kGrades.size()> out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<Grade>(i);
  return out;
}();
inline constexpr int kMaxPropagationTier = 3;  // tiers 0..3 map to easy..expert

struct Metrics;

// easy .. expert by propagation tier, extreme when search is needed (Metrics::
// propagation_tier empty or -1).
std::string_view grade_of(const Metrics& m);
// 0..100, rounded to one decimal so that it reads and compares exactly. `basic_steps`:
// the steps of the simplest rule (tier 0 counting) in the run of steps_by_tier.
double score_of(const Metrics& m, std::uint64_t basic_steps);
// The grade of that name; none for a word off the ladder (and for "", any grade).
std::optional<Grade> grade_named(std::string_view name);
// The grades' words, in turn: what listings and refusals name.
std::vector<std::string_view> grade_names(std::span<const Grade> grades);
// The propagation tier a grade stands for; none for extreme, which takes search.
std::optional<int> tier_of(Grade g);

}  // namespace looplab::families
