#include "families/loop/json.hpp"

namespace looplab::families {

using nlohmann::json;

json loop_json(const core::EdgeSet* loop) {
  if (!loop) return nullptr;
  return {{"h", loop->h()}, {"v", loop->v()}};
}

SolveReport loop_solve_report(const LoopSolveResult& r, std::span<const solver::RuleInfo> rules, std::string picture) {
  SolveReport out;
  out.status = r.status();
  out.solutions = std::to_string(r.solutions);
  if (r.first) out.solution = std::make_shared<LoopSolution>(*r.first);
  if (r.second) out.second = std::make_shared<LoopSolution>(*r.second);
  out.stats = solve_stats(r.stats, rules);
  out.stats.decided_at_root = r.decided_edges;
  out.stats.solved_by_propagation = r.solved_by_propagation;
  out.stats.engine = solver::to_string(r.engine);
  if (r.engine == solver::Engine::Sat) out.stats.sat = r.sat;
  out.picture = std::move(picture);
  // A count cut by the limit or the node budget is a lower bound.
  out.complete = r.complete;
  return out;
}

json loop_puzzle_json(std::string_view family, int rows, int cols, std::string_view key, json rows_json,
                      const core::EdgeSet* solution) {
  json j = {{"family", family}, {"rows", rows}, {"cols", cols}, {std::string(key), std::move(rows_json)}};
  if (solution) j["solution"] = loop_json(solution);
  return j;
}

std::optional<std::string> joined_rows(const json& j, std::string_view key, std::string& rows_text) {
  const std::string name = "\"" + std::string(key) + "\"";
  const json& rows = j[std::string(key)];
  if (rows.is_string()) {
    rows_text = rows.get<std::string>();
    return std::nullopt;
  }
  if (!rows.is_array()) return name + " must be an array of row strings";
  std::string text;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (!rows[i].is_string()) return name + "[" + std::to_string(i) + "] is not a string";
    if (i) text += '/';
    text += rows[i].get<std::string>();
  }
  rows_text = std::move(text);
  return std::nullopt;
}

std::optional<std::string> loop_fields_problem(const json& j, std::string_view key, int rows, int cols, int dot_rows,
                                               int dot_cols) {
  for (const char* size : {"rows", "cols"}) {
    if (!j.contains(size)) continue;
    if (!j[size].is_number_integer()) return std::string("\"") + size + "\" is not an integer";
    const long want = j[size].get<long>(), have = size[0] == 'r' ? rows : cols;
    if (want != have)
      return std::string("\"") + size + "\" is " + std::to_string(want) + " but \"" + std::string(key) + "\" has " +
             std::to_string(have);
  }
  if (j.contains("solution") && !j["solution"].is_null()) {
    const json& s = j["solution"];
    if (!s.is_object() || !s.contains("h") || !s.contains("v") || !s["h"].is_string() || !s["v"].is_string())
      return std::string("\"solution\" must be an object with \"h\" and \"v\" strings");
    std::string why;
    if (!core::edges_from_strings(dot_rows, dot_cols, s["h"], s["v"], &why)) return "in \"solution\": " + why;
  }
  return std::nullopt;
}

std::optional<core::EdgeSet> loop_solution_edges(const nlohmann::json& solution, int rows, int cols,
                                                 std::string_view family, std::string& why) {
  if (!solution.is_object() || !solution.contains("h") || !solution.contains("v") || !solution["h"].is_string() ||
      !solution["v"].is_string()) {
    why = "a " + std::string(family) + " solution is an object with \"h\" and \"v\" strings";
    return std::nullopt;
  }
  return core::edges_from_strings(rows, cols, solution["h"], solution["v"], &why);
}

}  // namespace looplab::families
