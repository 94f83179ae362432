#pragma once
// How a cover looks: ASCII for the terminal, SVG for a page, JSON for programs.
//
// ASCII: one line per grid row, two characters per cell: the cycle's letter (a-z, A-Z,
// then again) and the direction of the step to the next cell: > < ^ v for east, west,
// north, south and the numpad digits 9 7 3 1 for north-east, north-west, south-east,
// south-west (a knight's step shows its rough direction). A list of the cycles follows.
//
// SVG: one colour per cycle (hues spaced by the golden angle, so neighbours differ), one
// arrow per step drawn a little to the right of the centre line, so a 2-cycle shows as
// two parallel arrows and long knight steps stay readable at 32 x 16 cells.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "families/cycle_cover/problem.hpp"

namespace looplab::cycle_cover {

std::string cover_ascii(const Problem& p, const std::vector<int>& next);
std::string cover_svg(const Problem& p, const std::vector<int>& next);
// {"rows","cols","moves","no_2_cycles","next":[...],"cycles":[[cell,...],...]}
nlohmann::json cover_json(const Problem& p, const std::vector<int>& next);

}  // namespace looplab::cycle_cover
