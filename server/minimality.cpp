#include "server/minimality.hpp"

namespace looplab::server {

using nlohmann::json;

std::optional<bool> is_minimal(const families::Puzzle& puzzle, const std::string& grade,
                               std::uint64_t max_nodes, std::uint64_t max_conflicts) {
  json j = puzzle.to_json();
  if (!j.contains("clues") || !j["clues"].is_array()) return std::nullopt;
  for (const auto& row : j["clues"])
    if (!row.is_string()) return std::nullopt;
  j.erase("solution");
  for (std::size_t r = 0; r < j["clues"].size(); ++r) {
    std::string row = j["clues"][r].get<std::string>();
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (row[c] == '.') continue;
      json fewer = j;
      std::string changed = row;
      changed[c] = '.';
      fewer["clues"][r] = changed;
      auto parsed = families::parse_puzzle(fewer.dump(), &puzzle.family());
      if (!parsed) return std::nullopt;
      const families::SolveReport count = parsed.value()->solve(
          {.limit = 2, .max_nodes = max_nodes, .max_conflicts = max_conflicts, .picture = false});
      if (count.unproven(2)) return std::nullopt;  // a budget is no proof: minimality unknown
      if (count.status != "unique") continue;
      if (parsed.value()->rate().value("grade", "") == grade) return false;
    }
  }
  return true;
}

}  // namespace looplab::server
