// looplab's own JSON for one Sudoku (schemas/sudoku-puzzle.schema.json):
//   {"family":"sudoku","size":9,"box_rows":3,"box_cols":3,"grid":[[5,3,0,...],...]}
#include <nlohmann/json.hpp>

#include "families/digits/json.hpp"
#include "families/sudoku/formats.hpp"

namespace looplab::sudoku {

using nlohmann::json;

std::optional<Parsed<Puzzle>> parse_json(std::string_view text) {
  const std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;  // the first JSON family reports syntax errors
  if (!j.is_object() || !j.contains("family") || j["family"] != "sudoku") return std::nullopt;
  auto field_error = [&](const std::string& problem) { return error_at(text, lead, problem); };
  if (!j.contains("grid")) return field_error("JSON Sudoku has no \"grid\"");
  if (!j["grid"].is_array()) return field_error("\"grid\" must be an array of rows");
  const int n = static_cast<int>(j["grid"].size());
  auto boxes = default_boxes(n);
  int br = boxes ? boxes->first : 0, bc = boxes ? boxes->second : 0;
  for (const char* key : {"box_rows", "box_cols", "size"}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_number_integer())
      return field_error(std::string("\"") + key + "\" is not an integer");
  }
  if (j.contains("box_rows")) br = j["box_rows"].get<int>();
  if (j.contains("box_cols")) bc = j["box_cols"].get<int>();
  if (j.contains("size") && j["size"].get<int>() != n)
    return field_error("\"size\" is " + std::to_string(j["size"].get<int>()) +
                       " but \"grid\" has " + std::to_string(n) + " rows");
  if (n < kMinSize || n > kMaxSize || br < 1 || bc < 1 || br * bc != n)
    return field_error("a " + std::to_string(n) + "-row grid with boxes " + std::to_string(br) +
                       "x" + std::to_string(bc) +
                       " is not a Sudoku (sides 4 to 25, box_rows * box_cols = side)");
  std::string why;
  auto cells = families::grid_from_json(j["grid"], n, n, why);
  if (!cells) return field_error("in \"grid\": " + why);
  Puzzle p(br, bc);
  p.givens = std::move(*cells);
  return Parsed<Puzzle>(std::move(p));
}

json json_object(const Puzzle& p) {
  return {{"family", "sudoku"},
          {"size", p.size()},
          {"box_rows", p.box_rows},
          {"box_cols", p.box_cols},
          {"grid", families::grid_to_json(p.givens, p.size())}};
}

std::string write_json(const Puzzle& p) {
  return json_object(p).dump();
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_solo_id, parse_line, parse_grid})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::sudoku
