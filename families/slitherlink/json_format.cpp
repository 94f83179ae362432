// looplab's own JSON for one Slitherlink puzzle (schemas/slitherlink-puzzle.schema.json):
//   {"family":"slitherlink","rows":R,"cols":C,"clues":["3.2",...],"solution":{"h":..,"v":..}}
// `solution` is optional; `clues` may also be one string with rows separated by '/'.
#include <nlohmann/json.hpp>

#include "families/json_text.hpp"
#include "families/loop/json.hpp"
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
  if (auto why = families::joined_rows(j, "clues", rows_text)) return field_error(*why);
  if (rows_text.empty()) return field_error("\"clues\" is empty");
  auto grid = parse_text_grid(rows_text);
  if (!grid) return field_error("\"clues\" rows must hold only 0-4 and '.'");
  if (!*grid) return field_error("in \"clues\": " + grid->error().describe());
  Puzzle p = std::move(grid->value());
  if (auto why = families::loop_fields_problem(j, "clues", p.rows, p.cols, p.rows, p.cols)) return field_error(*why);
  return Parsed<Puzzle>(std::move(p));
}

std::string write_json(const Puzzle& p, const EdgeSet* solution) { return json_object(p, solution).dump(); }

json json_object(const Puzzle& p, const EdgeSet* solution) {
  json rows = json::array();
  for (int r = 0; r < p.rows; ++r) {
    std::string row;
    for (int c = 0; c < p.cols; ++c)
      row += p.clue(r, c) == kNoClue ? '.' : static_cast<char>('0' + p.clue(r, c));
    rows.push_back(row);
  }
  return families::loop_puzzle_json("slitherlink", p.rows, p.cols, "clues", std::move(rows), solution);
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_puzzlink, parse_loopy_id, parse_text_grid})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::slitherlink
