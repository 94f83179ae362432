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
#include <utility>

#include <nlohmann/json.hpp>

#include "core/edge_set.hpp"
#include "families/family.hpp"
#include "families/loop/solve.hpp"
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

// A loop family's solution: its loop, an edge set of the family's grid of dots, written
// as loop_json.
struct LoopSolution final : Solution {
  explicit LoopSolution(core::EdgeSet l) : loop(std::move(l)) {}
  core::EdgeSet loop;
  nlohmann::json to_json() const override { return loop_json(&loop); }
};

// A solve report from a loop family's solve result `r` (solutions, complete, first,
// second, stats, decided_edges, solved_by_propagation, engine, sat); the picture is the
// family's. Which engine settled the count is always said; the SAT engine's work when it
// ran.
SolveReport loop_solve_report(const LoopSolveResult& r, std::span<const solver::RuleInfo> rules, std::string picture);

// A loop solution, {"h": "...", "v": "..."} over a grid of `rows` x `cols` cells of
// dots: its edges, or nullopt with `why` saying what is wrong with its shape (the
// message names `family`). The one reading of `check`'s malformed and invalid.
std::optional<core::EdgeSet> loop_solution_edges(const nlohmann::json& solution, int rows, int cols,
                                                 std::string_view family, std::string& why);

}  // namespace looplab::families
