#pragma once
// The slow, obvious twins of the cover counts, for tests on small grids.
//
//  - The number of covers (2-cycles allowed) is the permanent of the move graph's 0/1
//    adjacency matrix: each permutation with a nonzero product is a successor array.
//    permanent_ryser computes it by Ryser's inclusion-exclusion formula,
//      perm A = (-1)^n sum over column sets S of (-1)^|S| prod_i sum_{j in S} a_ij,
//    walking the sets in Gray-code order: O(2^n n), so n <= 24 (a grid of <= 24 cells).
//  - Covers without 2-cycles are not a permanent. count_covers_brute enumerates successor
//    arrays cell by cell (every legal move whose target is not yet entered, refusing a
//    step straight back to the cell that stepped in): no exact cover, no window, just
//    the definition. Cost ~ the number of partial assignments; fine up to ~5x5.
#include <cstdint>
#include <vector>

#include "families/cycle_cover/transfer_count.hpp"

namespace looplab::cycle_cover {

// A row-major n x n 0/1 matrix: a[i * n + j].
BigCount permanent_ryser(const std::vector<std::uint8_t>& a, int n);

// The adjacency matrix of p's move graph (cell u -> cell v when u -> v is legal).
std::vector<std::uint8_t> adjacency_matrix(const Problem& p);

std::uint64_t count_covers_brute(const Problem& p);

}  // namespace looplab::cycle_cover
