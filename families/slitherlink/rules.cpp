#include "families/slitherlink/rules.hpp"

#include <array>

namespace looplab::slitherlink {

namespace {

constexpr std::array<solver::RuleInfo, kNumRules> kRules{{
    {"clue_saturation", 0,
     "a clue with all its lines drawn crosses its other sides; one that needs every undecided side "
     "draws them"},
    {"vertex_degree", 0,
     "a dot has 0 or 2 lines: two lines cross the rest, a line with one way on continues, a lone "
     "way out is crossed"},
    {"no_premature_loop", 0,
     "an edge that would close a loop while other lines or unmet clues remain is crossed"},
    {"loop_closure", 0, "once the one loop closes, every other edge is crossed"},
    {"dead_corner", 1,
     "a 3 at a corner with no way out draws both sides there, a 1 crosses both (grid corners, 0s, "
     "crosses)"},
    {"adjacent_threes", 1,
     "two side-by-side 3s draw their shared side and both far sides, and cross its extensions"},
    {"diagonal_threes", 1,
     "two diagonal 3s draw the two outer sides of the corner each turns away from the other"},
    {"corner_entry", 2,
     "a line forced into a corner of a 3 draws its two far sides; into a corner of a 1, crosses "
     "them"},
    {"colour_parity", 2,
     "cells are inside or outside; two neighbours known equal are split by a cross, known "
     "different by a line"},
    {"colour_clue", 2,
     "two neighbours of a 1 or 3 known to match, or to differ, settle the clue's sides "
     "(inside/outside colouring)"},
    {"lookahead", 3,
     "drawing (or crossing) an edge leads to a contradiction, so it goes the other way"},
}};

}  // namespace

std::span<const solver::RuleInfo> rules() {
  return kRules;
}

}  // namespace looplab::slitherlink
