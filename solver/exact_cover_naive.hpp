#pragma once
// The slow, obvious twin of ExactCover (solver/exact_cover.hpp), for tests only: the
// same problem (primary items exactly once, secondary items at most once or with one
// shared colour) counted by plain backtracking over an "is this item used, and with which
// colour" array. No links, no MRV beyond "the lowest uncovered primary item": short
// enough to read at a glance, and sharing no code with the dancing links.
//
// Cost: exponential and unpruned; meant for problems with at most a few thousand
// solutions and a few dozen options.
#include <cstdint>
#include <vector>

#include "solver/exact_cover.hpp"

namespace looplab::solver {

struct NaiveOption {
  std::vector<CoverEntry> entries;
};

// Number of exact covers (each a set of options; order does not matter).
std::uint64_t count_exact_covers_naive(int primary_items, int secondary_items,
                                       const std::vector<NaiveOption>& options);

}  // namespace looplab::solver
