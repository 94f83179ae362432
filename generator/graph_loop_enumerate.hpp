#pragma once
// Lists the loops (simple cycles) of any graph view, each as its edges (one flag per
// edge id, 1 = on the loop).
//
// enumerate_graph_loops: a depth-first walk over the edges in the order of the frontier
// machine (generator/graph_frontier.hpp), so a branch dies the moment it makes a third
// edge at a vertex, strands a path's end or closes a cycle beside an open path; each
// loop is reached once. The general path beside the square grid's packed enumerator
// (generator/loop_enumerate_search.hpp), which it equals on squares (tests).
//
// enumerate_graph_loops_brute: its slow, obvious twin. Every loop of a plane graph
// bounds exactly one set of inner faces, so it tries all 2^F sets and keeps those whose
// boundary is one cycle (core::is_one_cycle); refused above kGraphBruteMaxFaces faces.
// Loops come in increasing order of the face set read as a binary number.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/loop_graph.hpp"

namespace looplab::generator {

inline constexpr int kGraphBruteMaxFaces = 24;

using GraphLoopVisit = std::function<void(const std::vector<std::uint8_t>& edges)>;

// Calls `visit` (if set) with each loop's edge flags; returns how many there were.
std::uint64_t enumerate_graph_loops(const core::LoopGraph& graph, const GraphLoopVisit& visit);
std::uint64_t enumerate_graph_loops_brute(const core::LoopGraph& graph, const GraphLoopVisit& visit);

}  // namespace looplab::generator
