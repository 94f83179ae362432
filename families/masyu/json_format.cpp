// looplab's own JSON for one Masyu puzzle (schemas/masyu-puzzle.schema.json):
//   {"family":"masyu","rows":R,"cols":C,"pearls":["B..W",...],"solution":{"h":..,"v":..}}
// `solution` is optional; `pearls` may also be one string with rows separated by '/'.
#include <nlohmann/json.hpp>

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
  const json& pearls = j["pearls"];
  if (pearls.is_string()) {
    rows_text = pearls.get<std::string>();
  } else if (pearls.is_array()) {
    for (std::size_t i = 0; i < pearls.size(); ++i) {
      if (!pearls[i].is_string()) return field_error("\"pearls\"[" + std::to_string(i) + "] is not a string");
      if (i) rows_text += '/';
      rows_text += pearls[i].get<std::string>();
    }
  } else {
    return field_error("\"pearls\" must be an array of row strings");
  }
  auto grid = parse_pearl_rows(rows_text);  // rows of dots alone are fine: the family is named
  if (!grid) return field_error("in \"pearls\": " + grid.error().describe());
  Puzzle p = std::move(grid.value());
  for (const char* key : {"rows", "cols"}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_number_integer()) return field_error(std::string("\"") + key + "\" is not an integer");
    const long want = j[key].get<long>(), have = key[0] == 'r' ? p.rows : p.cols;
    if (want != have)
      return field_error(std::string("\"") + key + "\" is " + std::to_string(want) + " but \"pearls\" has " +
                         std::to_string(have));
  }
  if (j.contains("solution") && !j["solution"].is_null()) {
    const json& s = j["solution"];
    if (!s.is_object() || !s.contains("h") || !s.contains("v") || !s["h"].is_string() || !s["v"].is_string())
      return field_error("\"solution\" must be an object with \"h\" and \"v\" strings");
    std::string why;
    if (!core::edges_from_strings(p.rows - 1, p.cols - 1, s["h"], s["v"], &why))
      return field_error("in \"solution\": " + why);
  }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_json(const Puzzle& p, const EdgeSet* solution) {
  json rows = json::array();
  for (int r = 0; r < p.rows; ++r) {
    std::string row;
    for (int c = 0; c < p.cols; ++c) row += "." "W" "B"[p.pearl(r, c)];
    rows.push_back(row);
  }
  json j = {{"family", "masyu"}, {"rows", p.rows}, {"cols", p.cols}, {"pearls", rows}};
  if (solution) j["solution"] = {{"h", solution->h()}, {"v", solution->v()}};
  return j.dump();
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_puzzlink, parse_pearl_id, parse_text_grid})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::masyu
