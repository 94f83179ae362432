#pragma once
// A random Latin square, the generator's hidden solution: filled row by row, each row a
// perfect matching of columns to the heights their column still lacks, found by a
// depth-first search that tries heights in an order drawn from `rng` and fills the
// column with the fewest choices first. The rows above always leave a matching (a
// Latin rectangle extends: Hall's theorem on the regular bipartite graph of missing
// heights), so the search never goes back past the row it fills.
//
// Not uniform over Latin squares, nor needs to be: the generator draws clue orders
// from `rng` too. Deterministic for a given `rng` state. Cost: a few hundred steps at
// n = 6; one row's search is bounded by n! in theory, tiny in practice.
#include "core/rng.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

// Heights 1..n, row-major; 3 <= n <= kMaxSize.
Grid random_latin_square(int n, core::Rng& rng);

}  // namespace looplab::towers
