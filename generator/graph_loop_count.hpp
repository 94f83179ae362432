#pragma once
// Counts the loops (simple cycles) of any graph view exactly, without listing them: the
// frontier machine of generator/graph_frontier.hpp run as a dynamic program over its
// edges, each layer a flat open-addressing table (generator/state_table.hpp's
// ResidueTable) from frontier words to one residue per prime. As in the square grid's
// counter (generator/loop_count_mod.hpp), counts only add, so residues modulo primes
// below 2^63 are exact, and the Chinese remainder theorem (generator/crt.hpp) recombines
// them from enough primes to exceed 2^F (F inner faces: a loop is fixed by the faces
// inside it).
//
// This is the general path: a triangular or hexagonal grid (core/loop_graph_grids.hpp)
// counts through it unchanged. On the square grid the packed counter is the fast path
// (2 bits a slot, a parenthesis word, rows along the shorter side, threads); this one
// equals it there (tests) and takes 20 to 50 times longer. Cost: one layer per edge,
// each a scan of the previous layer; layers grow with the frontier width
// (GraphFrontier), which must be at most kGraphFrontierMaxWidth. CPU, one thread:
// triangle of 12 dots a side (A266513, 5.2e23 loops) 1.7 s, hexagons 8x8 0.13 s,
// square 10x10 2.3 s (the packed counter: 0.04 s).
#include <cstdint>
#include <span>
#include <vector>

#include "core/loop_graph.hpp"
#include "generator/crt.hpp"

namespace looplab::generator {

struct GraphCountStats {
  std::size_t max_states = 0;  // the largest layer
  int width = 0;               // the frontier width of the order used
};

// The number of loops of `graph` modulo each prime (each in [2, 2^63)).
std::vector<std::uint64_t> count_graph_loops_mod(const core::LoopGraph& graph, std::span<const std::uint64_t> primes,
                                                 GraphCountStats* stats = nullptr);

// The exact number of loops of `graph`.
BigCount count_graph_loops(const core::LoopGraph& graph, GraphCountStats* stats = nullptr);

}  // namespace looplab::generator
