#include "families/masyu/rules.hpp"

#include <array>

namespace looplab::masyu {

namespace {

constexpr std::array<solver::RuleInfo, kNumRules> kRules{{
    {"cell_degree", 0,
     "a cell has 0 or 2 steps: two steps cross the rest, one step with one way on continues, a lone way out is "
     "crossed"},
    {"no_premature_loop", 0, "a step that would close a loop while other steps or unvisited pearls remain is crossed"},
    {"loop_closure", 0, "once the one loop closes, every other step is crossed"},
    {"pearl", 0,
     "the shapes a pearl still allows agree on a step: pearls on borders and in corners, a black pearl's two straight "
     "legs, a white pearl's straight line and its turn"},
    {"pearl_pair", 1,
     "the shapes two nearby pearls allow together agree on a step: a black pearl next to a white one, rows of white "
     "pearls, black pearls side by side"},
    {"colour_parity", 2,
     "the squares between cell centres are inside or outside; two neighbours known alike are split by a cross, "
     "known different by a step"},
    {"lookahead", 3, "drawing (or crossing) a step leads to a contradiction, so it goes the other way"},
}};

}  // namespace

std::span<const solver::RuleInfo> rules() { return kRules; }

}  // namespace looplab::masyu
