#pragma once
// Intersection of two all-different units (pointing and claiming in boxes): when every
// cell of unit `a` that can still hold value v lies in the overlap with unit `b`, v must
// be in the overlap, so it leaves the rest of `b`. Unit `a` must be a permutation of
// `must_appear`. Add it twice (a=box, b=line: pointing; a=line, b=box: claiming).
// Cost O(|a| + |b|) per run.
#include <vector>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

std::unique_ptr<Propagator> make_intersection(int rule, const std::vector<int>& a,
                                              const std::vector<int>& b, Domain must_appear);

}  // namespace looplab::solver
