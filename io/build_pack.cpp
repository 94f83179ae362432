#include "io/build_pack.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

#include <spdlog/spdlog.h>

#include "core/grid.hpp"
#include "core/loopy_grids.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "io/pack_path.hpp"
#include "families/rating/grade.hpp"

namespace looplab::io {

using nlohmann::json;

namespace {

std::string puzzle_id(const PackParameters& p, std::size_t i) {
  char buf[128];
  const std::string family = p.ask.grid.empty() ? p.family : p.family + "-" + p.ask.grid;
  std::snprintf(buf, sizeof buf, "%s-%dx%d-s%llu-%04zu", family.c_str(), p.ask.rows, p.ask.cols,
                static_cast<unsigned long long>(p.seed), i + 1);
  return buf;
}

PuzzleSummary summary_of(const families::Rating& rating) {
  return {.grade = families::grade_named(rating.grade),
          .score = rating.score,
          .clues = rating.metrics.clues.value_or(-1)};
}

}  // namespace

PackPlan plan_pack(PackParameters params) {
  const families::Family* family = families::find_family(params.family);
  if (!family) throw InputError("unknown family '" + params.family + "'");
  if (!family->generate) throw InputError("the " + params.family + " family has no generator yet");
  families::GenerateAsk& ask = params.ask;
  if (ask.rows < 1 || ask.cols < 1 || ask.rows > core::kMaxGridSide || ask.cols > core::kMaxGridSide)
    throw InputError("grid size " + std::to_string(ask.rows) + "x" + std::to_string(ask.cols) +
                     " is out of range: each side must be 1 to " + std::to_string(core::kMaxGridSide));
  if (params.count == 0) throw InputError("--count must be at least 1");
  // A Loopy grid is recorded by its name; the square grid is no other grid.
  if (const core::LoopyGridType* type = core::loopy_grid_type(ask.grid)) ask.grid = type->number == 0 ? "" : type->name;
  families::GenerateAsk one = ask;
  const bool mixed = ask.grade == kMixedGrade;
  if (mixed) {
    if (!ask.tatham_level.empty()) throw InputError("give --grade or --tatham-level, not both");
    one.grade.clear();
  }
  PackPlan plan{.params = params, .family = family, .request = families::resolve(*family, one)};
  if (mixed) {
    plan.mixed = family->grades_on(plan.request.grid);
    if (plan.mixed.empty()) throw InputError("the " + params.family + " family has no grades to mix");
  }
  return plan;
}

BuiltPack build_pack(const PackPlan& plan, const BuildOptions& options) {
  return assemble_pack(plan, options, make_puzzles(plan, options, 0, plan.params.count));
}

std::vector<MadePuzzle> make_puzzles(const PackPlan& plan, const BuildOptions& options, std::size_t first,
                                     std::size_t count) {
  const PackParameters& params = plan.params;
  const families::Family* family = plan.family;
  const std::string& line_format = options.line_format;
  LK_REQUIRE(!params.paths || (line_format.empty() && !family->hint_state.empty()),
             "paths asked only of a pack, for a family that has them (cli/generate.cpp says so first)");
  LK_REQUIRE(line_format.empty() ||
                 std::find(family->line_formats.begin(), family->line_formats.end(), line_format) !=
                     family->line_formats.end(),
             "a line format of the family");
  families::GenerateRequest request = plan.request;
  request.want_minimal = line_format.empty();
  const std::uint64_t budget = params.max_attempts ? params.max_attempts : kDefaultAttempts;
  LK_REQUIRE(first + count <= params.count, "puzzles of the pack");
  core::Progress progress("generating", count);
  request.progress = &progress;
  auto make = [&](std::size_t i) -> MadePuzzle {
    const auto start = std::chrono::steady_clock::now();
    auto elapsed = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    core::Rng rng(params.seed, i);
    families::GenerateRequest mine = request;
    if (!plan.mixed.empty()) mine.target = plan.mixed[i % plan.mixed.size()];
    for (std::uint64_t attempt = 1; attempt <= budget; ++attempt) {
      mine.attempt = attempt;
      families::Generated g = family->generate(mine, rng);
      if (!g.puzzle) continue;
      if (!line_format.empty()) {
        // A puzzle the format cannot hold (an ∞ Loop unique only as one network, in
        // `net`) ends this puzzle only: the others are still made and written.
        if (auto why = g.puzzle->cannot_write(line_format)) {
          MadePuzzle none{.seconds = elapsed(), .attempts = attempt};
          none.gave_up = "puzzle " + std::to_string(i + 1) + " cannot be written as " + line_format + ": " + *why;
          return none;
        }
        // The generator proved the puzzle unique; a line carries nothing else to prove.
        std::string line =
            line_format == "json" ? g.puzzle->to_json().dump() : g.puzzle->write(line_format);
        return {{}, std::move(line) + "\n", elapsed(), attempt};
      }
      families::SolveReport solved = [&] {
        core::Progress::Timed timed(&progress, "check");
        return g.puzzle->solve({.limit = 2, .picture = false});
      }();
      // The generator proves what it makes; should a puzzle still fail this second proof,
      // it is a bug to report, and the pack gets another puzzle rather than a wrong one.
      if (solved.status != solver::Status::Unique) {
        spdlog::error("puzzle {} attempt {}: the generator made a puzzle without one solution; drawing another",
                      i + 1, attempt);
        continue;
      }
      families::Rating rating = [&] {
        core::Progress::Timed timed(&progress, "rating");
        return g.puzzle->rate(&solved);
      }();
      PackEntry entry = pack_entry(*g.puzzle, puzzle_id(params, i), *solved.solution, rating, g.minimal);
      if (params.paths) {
        core::Progress::Timed timed(&progress, "path");
        entry.path = compact_path(g.puzzle->path());
      }
      return {std::move(entry), {}, elapsed(), attempt, {}, summary_of(rating)};
    }
    const std::string what(families::target_name(*family, mine.target));
    MadePuzzle none;
    none.seconds = elapsed();
    none.attempts = budget;
    none.gave_up = ("gave up on puzzle " + std::to_string(i + 1) + ": no " +
                     (what.empty() ? "" : what + " ") + params.family + " puzzle of " +
                     (params.ask.grid.empty() ? "" : params.ask.grid + " ") + std::to_string(params.ask.rows) + "x" +
                     std::to_string(params.ask.cols) + " in " +
                     std::to_string(budget) +
                     " attempts; that grade is rare at this size (raise --max-attempts, or try "
                     "another size or grade)");
    return none;
  };
  std::vector<MadePuzzle> made = core::parallel_map<MadePuzzle>(
      count, options.jobs, [&](std::size_t i) { return make(first + i); },
      [&](std::size_t) {
        if (options.progress) progress.advance();
      });
  if (options.log_phases) progress.log_line();
  progress.finish();
  return made;
}

BuiltPack assemble_pack(const PackPlan& plan, const BuildOptions& options, std::vector<MadePuzzle> made) {
  const std::string& line_format = options.line_format;
  BuiltPack built;
  std::vector<PackEntry> entries;
  for (MadePuzzle& m : made) {
    if (!m.gave_up.empty()) {
      // The puzzles finished are kept (the same seed gives them again, ids and all).
      if (built.gave_up.empty()) built.gave_up = m.gave_up;
      continue;
    }
    if (m.entry) entries.push_back(std::move(*m.entry));
    built.lines += m.line;
    built.seconds.push_back(m.seconds);
    built.attempts.push_back(m.attempts);
    built.summaries.push_back(m.summary);
  }
  if (line_format.empty()) built.pack = make_pack(plan.params, std::move(entries));
  return built;
}

std::string summary_table(const BuiltPack& built) {
  struct Row {
    int count = 0, min_clues = 1 << 30, max_clues = -1;
    double min_score = 1e9, max_score = -1, seconds = 0, attempts = 0;
  };
  if (!built.pack) {
    double seconds = 0, attempts = 0;
    for (std::size_t i = 0; i < built.seconds.size(); ++i)
      seconds += built.seconds[i], attempts += static_cast<double>(built.attempts[i]);
    const double n = static_cast<double>(std::max<std::size_t>(built.seconds.size(), 1));
    char line[160];
    std::snprintf(line, sizeof line, "%6s %14s %9s\n%6zu %11.2f ms %9.1f\n", "count", "time/puzzle",
                  "attempts", built.seconds.size(), seconds / n * 1000, attempts / n);
    return line;
  }
  std::map<families::Grade, std::pair<std::string, Row>> rows;  // easiest first
  for (std::size_t i = 0; i < built.summaries.size(); ++i) {
    const PuzzleSummary& p = built.summaries[i];
    LK_REQUIRE(p.grade.has_value(), "a grade on the ladder");
    auto& [name, row] = rows[*p.grade];
    name = families::name_of(*p.grade);
    ++row.count;
    row.min_clues = std::min(row.min_clues, p.clues);
    row.max_clues = std::max(row.max_clues, p.clues);
    row.min_score = std::min(row.min_score, p.score);
    row.max_score = std::max(row.max_score, p.score);
    row.seconds += built.seconds[i];
    row.attempts += static_cast<double>(built.attempts[i]);
  }
  std::string out;
  char line[160];
  std::snprintf(line, sizeof line, "%-8s %6s %11s %13s %14s %9s\n", "grade", "count", "clues",
                "score", "time/puzzle", "attempts");
  out += line;
  for (auto& [rank, named] : rows) {
    auto& [name, row] = named;
    char clues[32], scores[32];
    if (row.max_clues < 0)
      std::snprintf(clues, sizeof clues, "-");
    else
      std::snprintf(clues, sizeof clues, "%d-%d", row.min_clues, row.max_clues);
    std::snprintf(scores, sizeof scores, "%.1f-%.1f", row.min_score, row.max_score);
    double per = row.seconds / row.count;
    char time[32];
    if (per < 1)
      std::snprintf(time, sizeof time, "%.1f ms", per * 1000);
    else
      std::snprintf(time, sizeof time, "%.2f s", per);
    std::snprintf(line, sizeof line, "%-8s %6d %11s %13s %14s %9.1f\n", name.c_str(), row.count,
                  clues, scores, time, row.attempts / row.count);
    out += line;
  }
  return out;
}

void to_json(nlohmann::json& j, const MadePuzzle& m) {
  j = {{"entry", m.entry ? nlohmann::json(*m.entry) : nlohmann::json(nullptr)},
       {"line", m.line},
       {"seconds", m.seconds},
       {"attempts", m.attempts},
       {"gave_up", m.gave_up},
       {"grade", m.summary.grade ? nlohmann::json(families::name_of(*m.summary.grade)) : nlohmann::json(nullptr)},
       {"score", m.summary.score},
       {"clues", m.summary.clues}};
}

void from_json(const nlohmann::json& j, MadePuzzle& m) {
  const nlohmann::json& entry = j.at("entry");
  m.entry = entry.is_null() ? std::nullopt : std::optional<PackEntry>(entry.get<PackEntry>());
  j.at("line").get_to(m.line);
  j.at("seconds").get_to(m.seconds);
  j.at("attempts").get_to(m.attempts);
  j.at("gave_up").get_to(m.gave_up);
  const nlohmann::json& grade = j.at("grade");
  m.summary.grade = grade.is_null() ? std::nullopt : families::grade_named(grade.get<std::string>());
  j.at("score").get_to(m.summary.score);
  j.at("clues").get_to(m.summary.clues);
}

}  // namespace looplab::io
