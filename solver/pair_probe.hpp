#pragma once
// One-level trial on two-valued cells: for an unplaced cell with exactly two values
// left, place each in turn and propagate with the rules below this rule's tier; a value
// that leads to a contradiction is removed. This is Tatham's "forcing chains" (which
// follow the implications of a two-valued cell) widened to every cheaper rule. It
// watches every cell and should be the top tier of a table; the rater uses it to tell
// "extreme" (one level of trial suffices) from "unreasonable" (real guessing).
// Cost per run: up to 2 propagations per two-valued cell; it stops at the first
// removal so cheaper rules run again before it.
#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_pair_probe(int rule, int tier, int cell_count);

}  // namespace looplab::solver
