#include "families/digits/json.hpp"

namespace looplab::families {

nlohmann::json grid_to_json(const std::vector<int>& cells, int n) {
  nlohmann::json rows = nlohmann::json::array();
  rows.get_ref<nlohmann::json::array_t&>().reserve(static_cast<std::size_t>(n));
  for (int r = 0; r < n; ++r) {
    nlohmann::json row = nlohmann::json::array();
    auto& values = row.get_ref<nlohmann::json::array_t&>();
    values.reserve(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) values.emplace_back(cells[static_cast<std::size_t>(r * n + c)]);
    rows.push_back(std::move(row));
  }
  return rows;
}

std::optional<std::vector<int>> grid_from_json(const nlohmann::json& j, int n, int max_value,
                                               std::string& why) {
  if (!j.is_array() || static_cast<int>(j.size()) != n) {
    why = "the grid must be an array of " + std::to_string(n) + " rows";
    return std::nullopt;
  }
  std::vector<int> cells;
  for (int r = 0; r < n; ++r) {
    const auto& row = j[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n) {
      why = "row " + std::to_string(r + 1) + " of the grid must be an array of " +
            std::to_string(n) + " integers";
      return std::nullopt;
    }
    for (const auto& v : row) {
      if (!v.is_number_integer() || v.get<long>() < 0 || v.get<long>() > max_value) {
        why = "row " + std::to_string(r + 1) + " of the grid holds " + v.dump() +
              ", not an integer 0.." + std::to_string(max_value);
        return std::nullopt;
      }
      cells.push_back(v.get<int>());
    }
  }
  return cells;
}

}  // namespace looplab::families
