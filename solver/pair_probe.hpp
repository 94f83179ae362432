#pragma once
// One-level trial on two-valued cells: for an unplaced cell with exactly two values
// left, place each in turn and propagate with a chosen set of cheaper rules; a value
// that leads to a contradiction is removed. With elimination and naked singles only,
// this is Tatham's "forcing chains" (a chain of cells forced to their other value). It
// watches every cell and should be the top tier of a table; the rater uses it to tell
// "extreme" (one level of trial suffices) from "unreasonable" (real guessing).
// Cost per run: up to 2 propagations per two-valued cell; it stops at the first
// removal so cheaper rules run again before it.
#include "solver/cp_engine.hpp"

namespace looplab::solver {

// `tier` is the probe rule's own tier; the trial runs only rules below it that are in
// `trial_rules` (bit i = rule i).
std::unique_ptr<Propagator> make_pair_probe(int rule, int tier, int cell_count,
                                            std::uint64_t trial_rules = ~std::uint64_t{0});

}  // namespace looplab::solver
