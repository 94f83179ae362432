// looplab's own JSON for one ∞ Loop puzzle (schemas/infinity-loop-puzzle.schema.json):
//   {"family":"infinity-loop","rows":R,"cols":C,"tiles":["┏┓","┗┛"],"solution":[...]}
// `"connected": true` asks for one network (written only when set).
// `tiles` may also be one string with rows separated by '/'; `solution` is optional,
// in the shape of `tiles`, and must solve the puzzle.
#include <nlohmann/json.hpp>

#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/formats.hpp"

namespace looplab::infinity_loop {

using nlohmann::json;

namespace {

std::optional<std::vector<std::string>> rows_of(const json& j) {
  std::vector<std::string> rows;
  if (j.is_string()) {
    std::string s = j.get<std::string>();
    std::size_t start = 0;
    for (;;) {
      std::size_t end = s.find('/', start);
      rows.push_back(s.substr(start, end == std::string::npos ? std::string::npos : end - start));
      if (end == std::string::npos) break;
      start = end + 1;
    }
    return rows;
  }
  if (!j.is_array()) return std::nullopt;
  for (const json& r : j) {
    if (!r.is_string()) return std::nullopt;
    rows.push_back(r.get<std::string>());
  }
  return rows;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_json(std::string_view text) {
  std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  json j = json::parse(text, nullptr, false);
  // Malformed JSON is reported by the family that claims family-less objects.
  if (j.is_discarded() || !j.is_object() || !j.contains("family") || j["family"] != "infinity-loop")
    return std::nullopt;
  auto field_error = [&](const std::string& problem) { return error_at(text, lead, problem); };
  if (!j.contains("tiles")) return field_error("JSON puzzle has no \"tiles\"");
  auto rows = rows_of(j["tiles"]);
  if (!rows) return field_error("\"tiles\" must be an array of row strings");
  std::string why;
  auto p = from_glyph_rows(*rows, &why);
  if (!p) return field_error("in \"tiles\": " + why);
  for (const char* key : {"rows", "cols"}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_number_integer())
      return field_error(std::string("\"") + key + "\" is not an integer");
    long want = j[key].get<long>(), have = key[0] == 'r' ? p->rows : p->cols;
    if (want != have)
      return field_error(std::string("\"") + key + "\" is " + std::to_string(want) +
                         " but \"tiles\" has " + std::to_string(have));
  }
  if (j.contains("connected")) {
    if (!j["connected"].is_boolean()) return field_error("\"connected\" is not true or false");
    p->connected = j["connected"].get<bool>();
  }
  if (j.contains("solution") && !j["solution"].is_null()) {
    auto srows = rows_of(j["solution"]);
    if (!srows) return field_error("\"solution\" must be an array of row strings");
    auto s = from_glyph_rows(*srows, &why);
    if (!s) return field_error("in \"solution\": " + why);
    if (auto bad = check_solution(*p, s->tiles))
      return field_error("\"solution\" does not solve the puzzle: " + *bad);
  }
  return Parsed<Puzzle>(std::move(*p));
}

std::string write_json(const Puzzle& p, const Masks* solution) { return json_of(p, solution).dump(); }

json json_of(const Puzzle& p, const Masks* solution) {
  json j = {
      {"family", "infinity-loop"}, {"rows", p.rows}, {"cols", p.cols}, {"tiles", glyph_rows(p)}};
  if (p.connected) j["connected"] = true;
  if (solution) {
    Puzzle s = p;
    s.tiles = *solution;
    j["solution"] = glyph_rows(s);
  }
  return j;
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_net_id, parse_numbers, parse_text})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::infinity_loop
