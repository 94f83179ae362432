// looplab's own JSON for one Slitherlink puzzle (schemas/slitherlink-puzzle.schema.json):
//   {"family":"slitherlink","rows":R,"cols":C,"clues":["3.2",...],"solution":{"h":..,"v":..}}
// `solution` is optional; `clues` may also be one string with rows separated by '/'.
#include <nlohmann/json.hpp>

#include "families/json_text.hpp"
#include "families/slitherlink/formats.hpp"

namespace looplab::slitherlink {

using nlohmann::json;

std::optional<Parsed<Puzzle>> parse_json(std::string_view text) {
  std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  Parsed<json> read = families::read_json_text(text);
  if (!read) return read.error();
  json j = std::move(read.value());
  if (!j.is_object()) return error_at(text, lead, "expected a JSON object");
  if (j.contains("family") && j["family"] != "slitherlink") return std::nullopt;
  auto field_error = [&](const std::string& problem) { return error_at(text, lead, problem); };
  if (!j.contains("clues")) return field_error("JSON puzzle has no \"clues\"");
  std::string rows_text;
  const json& clues = j["clues"];
  if (clues.is_string()) {
    rows_text = clues.get<std::string>();
  } else if (clues.is_array()) {
    for (std::size_t i = 0; i < clues.size(); ++i) {
      if (!clues[i].is_string())
        return field_error("\"clues\"[" + std::to_string(i) + "] is not a string");
      if (i) rows_text += '/';
      rows_text += clues[i].get<std::string>();
    }
  } else {
    return field_error("\"clues\" must be an array of row strings");
  }
  if (rows_text.empty()) return field_error("\"clues\" is empty");
  auto grid = parse_text_grid(rows_text);
  if (!grid) return field_error("\"clues\" rows must hold only 0-4 and '.'");
  if (!*grid) return field_error("in \"clues\": " + grid->error().describe());
  Puzzle p = std::move(grid->value());
  for (const char* key : {"rows", "cols"}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_number_integer())
      return field_error(std::string("\"") + key + "\" is not an integer");
    long want = j[key].get<long>(), have = key[0] == 'r' ? p.rows : p.cols;
    if (want != have)
      return field_error(std::string("\"") + key + "\" is " + std::to_string(want) +
                         " but \"clues\" has " + std::to_string(have));
  }
  if (j.contains("solution") && !j["solution"].is_null()) {
    const json& s = j["solution"];
    if (!s.is_object() || !s.contains("h") || !s.contains("v") || !s["h"].is_string() ||
        !s["v"].is_string())
      return field_error("\"solution\" must be an object with \"h\" and \"v\" strings");
    std::string why;
    if (!edges_from_strings(p.rows, p.cols, s["h"], s["v"], &why))
      return field_error("in \"solution\": " + why);
  }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_json(const Puzzle& p, const EdgeSet* solution) {
  json rows = json::array();
  for (int r = 0; r < p.rows; ++r) {
    std::string row;
    for (int c = 0; c < p.cols; ++c)
      row += p.clue(r, c) == kNoClue ? '.' : static_cast<char>('0' + p.clue(r, c));
    rows.push_back(row);
  }
  json j = {{"family", "slitherlink"}, {"rows", p.rows}, {"cols", p.cols}, {"clues", rows}};
  if (solution) j["solution"] = {{"h", solution->h()}, {"v", solution->v()}};
  return j.dump();
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_puzzlink, parse_loopy_id, parse_text_grid})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::slitherlink
