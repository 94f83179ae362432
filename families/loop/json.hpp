#pragma once
// The JSON of the families whose solutions are loops on a grid of dots (schemas/*-puzzle):
//   {"family":F,"rows":R,"cols":C,KEY:["row",...],"solution":{"h":..,"v":..}}
// where KEY names the rows of clues and may also be one string with rows separated by
// '/', and `solution` (optional) is the loop as the h/v text of core/edge_set.hpp. The
// readers here say what is wrong in words; the family's parser places it in the text.
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/edge_set.hpp"
#include "families/family.hpp"
#include "families/stats_json.hpp"
#include "solver/loop_sat.hpp"
#include "solver/stats.hpp"

namespace looplab::families {

// {"h","v"} of a loop, or null when there is none.
nlohmann::json loop_json(const core::EdgeSet* loop);

// The puzzle object, with `rows_json` the rows under `key` and the loop when given.
nlohmann::json loop_puzzle_json(std::string_view family, int rows, int cols, std::string_view key,
                                nlohmann::json rows_json, const core::EdgeSet* solution);

// `j[key]` (which must exist) as one text of rows separated by '/'; or the problem, with
// `rows_text` untouched.
std::optional<std::string> joined_rows(const nlohmann::json& j, std::string_view key, std::string& rows_text);

// The checks after the rows are read: "rows"/"cols", when present, match the puzzle read
// from `key`; a "solution", when present and not null, is a loop's h/v text on a grid of
// `dot_rows` x `dot_cols` cells. The first problem, or nullopt.
std::optional<std::string> loop_fields_problem(const nlohmann::json& j, std::string_view key, int rows, int cols,
                                               int dot_rows, int dot_cols);

// A solve report from a loop family's solve result `r` (solutions, complete, first,
// second, stats, decided_edges, solved_by_propagation, engine, sat); the picture is the
// family's. Which engine settled the count is always said; the SAT engine's work when it
// ran.
template <class Result>
SolveReport loop_solve_report(const Result& r, std::span<const solver::RuleInfo> rules, std::string picture);

// ---- implementation ----

template <class Result>
SolveReport loop_solve_report(const Result& r, std::span<const solver::RuleInfo> rules, std::string picture) {
  SolveReport out;
  out.status = r.status();
  out.solutions = std::to_string(r.solutions);
  out.solution = loop_json(r.first ? &*r.first : nullptr);
  out.second = loop_json(r.second ? &*r.second : nullptr);
  out.stats = stats_json(r.stats, rules);
  out.stats["decided_at_root"] = r.decided_edges;
  out.stats["solved_by_propagation"] = r.solved_by_propagation;
  out.stats["engine"] = std::string(solver::to_string(r.engine));
  if (r.engine == solver::Engine::Sat) {
    out.stats["sat_calls"] = r.sat.sat_calls;
    out.stats["loop_cuts"] = r.sat.loop_cuts;
    out.stats["sat_conflicts"] = r.sat.conflicts;
  }
  out.picture = std::move(picture);
  // A count cut by the limit or the node budget is a lower bound.
  out.complete = r.complete;
  return out;
}

// A loop solution, {"h": "...", "v": "..."} over a grid of `rows` x `cols` cells of
// dots: its edges, or nullopt with `why` saying what is wrong with its shape (the
// message names `family`). The one reading of `check`'s malformed and invalid.
std::optional<core::EdgeSet> loop_solution_edges(const nlohmann::json& solution, int rows, int cols,
                                                 std::string_view family, std::string& why);

}  // namespace looplab::families
