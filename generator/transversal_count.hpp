#pragma once
// Counting the transversals of a hypergraph on n <= 32 vertices (edges as bit masks):
// the sets T that meet every edge, and the minimal ones (no vertex of T can go).
// The unique-clue counter's second method (unique_clues.hpp) poses each loop's clue
// sets this way: a clue set is unique exactly when it meets every disagreement set.
//
// Both counts are by size and add w times each set to by_size[|T|] (grown to n+1).
// count_transversals branches on a vertex of a smallest edge (in T: its edges go; out
// of T: it leaves every edge) and counts a rest of at most 7 edges by inclusion and
// exclusion over binomials; its cost grows with the edges more than with n (a 5x5
// loop's ~800 edges: about 2 ms).
// count_minimal_transversals enumerates them (MMCS: extend T only from one uncovered
// edge, keep every member's private edge), with the edges of each frame as vertex
// masks in short lists, so that two masks a frame (the vertices on every uncovered
// edge, and those that would leave a member without a private edge) settle each
// candidate vertex by one AND; it builds about 0.8 frames per minimal transversal (a
// 5x5 loop's 27,000 on average: about 3 ms).
// An empty edge has no transversal; no edge has only the empty one.
#include <cstdint>
#include <vector>

namespace looplab::generator {

// The inclusion-minimal sets of a family (duplicates once), smallest first: the
// hypergraph both counts work on (a family that is already one is not minimised again).
struct MinimalFamily {
  std::vector<std::uint32_t> sets;
};
MinimalFamily minimal_sets(const std::vector<std::uint32_t>& family);

void count_transversals(const MinimalFamily& edges, int n, std::uint64_t w,
                        std::vector<std::uint64_t>& by_size);
void count_minimal_transversals(const MinimalFamily& edges, int n, std::uint64_t w,
                                std::vector<std::uint64_t>& by_size);
// The same for any family (minimised first).
void count_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                        std::vector<std::uint64_t>& by_size);
void count_minimal_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                                std::vector<std::uint64_t>& by_size);

}  // namespace looplab::generator
