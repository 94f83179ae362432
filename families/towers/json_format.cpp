// looplab's own JSON for one Towers puzzle (schemas/towers-puzzle.schema.json).
#include <nlohmann/json.hpp>

#include "families/digits/json.hpp"
#include "families/towers/formats.hpp"

namespace looplab::towers {

using nlohmann::json;

namespace {
constexpr const char* kSideNames[] = {"top", "bottom", "left", "right"};
}

std::optional<Parsed<Puzzle>> parse_json(std::string_view text) {
  const std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  if (!j.is_object() || !j.contains("family") || j["family"] != "towers") return std::nullopt;
  auto field_error = [&](const std::string& problem) { return error_at(text, lead, problem); };
  if (!j.contains("size") || !j["size"].is_number_integer())
    return field_error("JSON Towers has no integer \"size\"");
  const int n = j["size"].get<int>();
  if (n < kMinSize || n > kMaxSize)
    return field_error("Towers size " + std::to_string(n) + " is out of range: 3 to 9");
  if (!j.contains("clues") || !j["clues"].is_object())
    return field_error("JSON Towers has no \"clues\" object");
  Puzzle p(n);
  for (int s = 0; s < 4; ++s) {
    const json& side = j["clues"].value(kSideNames[s], json());
    if (side.is_null()) continue;
    if (!side.is_array() || static_cast<int>(side.size()) != n)
      return field_error(std::string("\"clues\".\"") + kSideNames[s] + "\" must be an array of " +
                         std::to_string(n) + " integers");
    for (int i = 0; i < n; ++i) {
      const json& v = side[static_cast<std::size_t>(i)];
      if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > n)
        return field_error(std::string("\"clues\".\"") + kSideNames[s] + "\" holds " + v.dump() +
                           ", not 0.." + std::to_string(n));
      p.clues[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] = v.get<int>();
    }
  }
  if (j.contains("grid") && !j["grid"].is_null()) {
    std::string why;
    auto cells = families::grid_from_json(j["grid"], n, n, why);
    if (!cells) return field_error("in \"grid\": " + why);
    p.givens = std::move(*cells);
  }
  return Parsed<Puzzle>(std::move(p));
}

json json_object(const Puzzle& p) {
  json clues = json::object();
  for (int s = 0; s < 4; ++s) clues[kSideNames[s]] = p.clues[static_cast<std::size_t>(s)];
  return {{"family", "towers"}, {"size", p.n}, {"clues", clues}, {"grid", families::grid_to_json(p.givens, p.n)}};
}

std::string write_json(const Puzzle& p) {
  return json_object(p).dump();
}

std::optional<Parsed<Puzzle>> parse_any(std::string_view text) {
  for (auto parse : {parse_json, parse_towers_id})
    if (auto out = parse(text)) return out;
  return std::nullopt;
}

}  // namespace looplab::towers
