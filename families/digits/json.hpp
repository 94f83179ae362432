#pragma once
// The JSON shape of a square grid of small numbers shared by the Latin-square families:
// an array of n rows, each an array of n integers, 0 = empty.
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace looplab::families {

nlohmann::json grid_to_json(const std::vector<int>& cells, int n);
// Reads `j` as an n x n grid with entries in [0, max_value]; on failure `why` says what
// is wrong and nullopt is returned.
std::optional<std::vector<int>> grid_from_json(const nlohmann::json& j, int n, int max_value,
                                               std::string& why);

}  // namespace looplab::families
