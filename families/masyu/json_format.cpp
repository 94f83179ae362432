// looplab's own JSON for one Masyu puzzle (schemas/masyu-puzzle.schema.json):
//   {"family":"masyu","rows":R,"cols":C,"pearls":["B..W",...],"solution":{"h":..,"v":..}}
// `solution` is optional; `pearls` may also be one string with rows separated by '/'.
#include <nlohmann/json.hpp>

#include "families/loop/json.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

using nlohmann::json;

std::optional<Parsed<Puzzle>> parse_json(std::string_view text) {
  const std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  // Without exceptions (so no number too large escapes either): another family's parser
  // reports malformed JSON.
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  if (!j.is_object()) return std::nullopt;
  const bool ours = j.contains("family") && j["family"] == "masyu";
  if (!ours && (j.contains("family") || !j.contains("pearls"))) return std::nullopt;
  auto field_error = [&](const std::string& problem) { return error_at(text, lead, problem); };
  if (!j.contains("pearls")) return field_error("JSON puzzle has no \"pearls\"");
  std::string rows_text;
  if (auto why = families::joined_rows(j, "pearls", rows_text)) return field_error(*why);
  auto grid = parse_pearl_rows(rows_text);  // rows of dots alone are fine: the family is named
  if (!grid) return field_error("in \"pearls\": " + grid.error().describe());
  Puzzle p = std::move(grid.value());
  if (auto why = families::loop_fields_problem(j, "pearls", p.rows, p.cols, p.rows - 1, p.cols - 1))
    return field_error(*why);
  return Parsed<Puzzle>(std::move(p));
}

std::string write_json(const Puzzle& p, const EdgeSet* solution) { return json_object(p, solution).dump(); }

json json_object(const Puzzle& p, const EdgeSet* solution) {
  json rows = json::array();
  for (int r = 0; r < p.rows; ++r) {
    std::string row;
    for (int c = 0; c < p.cols; ++c) row += "." "W" "B"[p.pearl(r, c)];
    rows.push_back(row);
  }
  return families::loop_puzzle_json("masyu", p.rows, p.cols, "pearls", std::move(rows), solution);
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_puzzlink, parse_pearl_id, parse_text_grid})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::masyu
