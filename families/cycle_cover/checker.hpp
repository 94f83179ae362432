#pragma once
// Independent validity check of a cover, sharing nothing with the search: it looks only
// at the successor array and the rule. Also the cycle decomposition that the pictures
// and JSON use.
#include <optional>
#include <string>
#include <vector>

#include "families/cycle_cover/problem.hpp"

namespace looplab::cycle_cover {

// nullopt when `next` is a cover of p (a permutation of the cells whose every step is
// one of p's moves, and with no 2-cycle when p forbids them); else the first problem.
std::optional<std::string> check_cover(const Problem& p, const std::vector<int>& next);

// The cycles of a valid cover, each starting at its smallest cell, ordered by that cell.
std::vector<std::vector<int>> cycles_of(const std::vector<int>& next);

}  // namespace looplab::cycle_cover
