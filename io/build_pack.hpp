#pragma once
// Makes a pack: puzzle i is generated from its own random stream Rng(seed, i) on one of
// `jobs` threads, so the pack is the same byte for byte whatever `jobs` is. Each
// puzzle gets up to PackParameters::max_attempts attempts at the requested grade; when they all miss,
// building stops with an InputError that says the grade is rare at that size.
//
// With a `line_format` (one of Family::line_formats), the puzzles are written one a line
// in that format instead: no solution, rating or minimality is recorded, so none is
// computed beyond what the generator needs to meet the grade.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/rating/grade.hpp"
#include "io/pack.hpp"

namespace looplab::io {

struct BuildOptions {
  int jobs = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  bool progress = true;            // a progress bar on stderr when it is a terminal
  bool log_phases = false;         // a closing line on stderr: where the time went
  std::string line_format{};  // "" = a pack; else one puzzle a line in this format
};

inline constexpr std::uint64_t kDefaultAttempts = 200;
// As a grade: puzzle i gets the family's grade i modulo the ladder, so a pack of any
// size covers every grade in turn.
inline constexpr std::string_view kMixedGrade = "mixed";

// A pack's parameters resolved once, before any work (families::resolve): what every
// puzzle's generator is asked, and what the pack records.
struct PackPlan {
  PackParameters params;  // as the pack records them (a grid by its Loopy name)
  const families::Family* family = nullptr;
  families::GenerateRequest request;  // for a mixed pack, the target of none of its puzzles
  std::span<const families::Grade> mixed{};  // a mixed pack's grades, taken in turn; else empty
};
// InputError naming the problem (an unknown family, a size, a count of 0, a grade, level,
// symmetry, grid or option the family does not take); else the plan.
PackPlan plan_pack(PackParameters params);

// What the closing table shows of a puzzle, from its typed rating (families::Rating).
struct PuzzleSummary {
  std::optional<families::Grade> grade;  // none for a puzzle written as a line
  double score = 0;
  int clues = -1;    // Metrics::clues; -1 for a family whose puzzles have none
};

struct BuiltPack {
  std::optional<Pack> pack;  // none when the puzzles were written as lines
  std::string lines;
  // Per puzzle, for the summary table only: wall time, attempts, grade, score and clues.
  std::vector<double> seconds;
  std::vector<std::uint64_t> attempts;
  std::vector<PuzzleSummary> summaries;
  // When some puzzles could not be made within --max-attempts: why, for the first of
  // them. The pack (or lines) then holds the puzzles that were made, fewer than asked.
  std::string gave_up;
};

BuiltPack build_pack(const PackPlan& plan, const BuildOptions& options);

// build_pack in pieces, for a run split over many processes (cli/generate.cpp): puzzles
// [first, first + count) as made (each from its own stream, so the same whoever makes
// them), then the pack put together from all of them in order.
struct MadePuzzle {
  std::optional<PackEntry> entry{};  // none when written as lines
  std::string line{};    // the line, with its newline (empty for a pack)
  double seconds = 0;
  std::uint64_t attempts = 0;
  std::string gave_up{};  // why there is no puzzle; empty when there is one
  PuzzleSummary summary{};
};
// A made puzzle as a shard of a split run keeps it (core/shard_runner.hpp): an object
// with a key a field, {"entry","line","seconds","attempts","gave_up","grade","score",
// "clues"} ("entry" null for a line); the reader throws nlohmann::json::exception on any other shape.
void to_json(nlohmann::json& j, const MadePuzzle& m);
void from_json(const nlohmann::json& j, MadePuzzle& m);
std::vector<MadePuzzle> make_puzzles(const PackPlan& plan, const BuildOptions& options, std::size_t first,
                                     std::size_t count);
BuiltPack assemble_pack(const PackPlan& plan, const BuildOptions& options, std::vector<MadePuzzle> made);

// The closing table: grade, count, clues, score range, time and attempts per puzzle
// (for lines, which carry no grade: count, time and attempts).
std::string summary_table(const BuiltPack& built);

}  // namespace looplab::io
