#pragma once
// A random loop on any graph view (core/loop_graph.hpp), as the set of inner faces it
// encloses: the general path beside the square grid's random_loop (which tests its 8
// cells around a candidate on packed rows, and stays the fast path there). The set
// grows from one random face, a face at a time, and a face joins only when the set stays
// a disk: the face's own boundary meets the set's closure in one arc holding at least
// one edge (can_join). Anything else (only a dot, two arcs, the whole boundary) would
// pinch the loop at a dot, cut the set in two or enclose a hole. Each test reads the
// faces around one face, so growing costs O(faces x face size x vertex degree).
//
// The options are random_loop's: `fill` the share of faces to enclose, `winding` the
// chance of passing over a face that touches the set along more than one edge (tendrils
// rather than a blob). Every draw comes from the core::Rng handed in: the same state
// gives the same loop.
#include <cstdint>
#include <vector>

#include "core/loop_graph.hpp"
#include "core/rng.hpp"
#include "generator/random_loop.hpp"

namespace looplab::generator {

// 1 = inside, per inner face. Never empty.
std::vector<std::uint8_t> random_graph_loop_faces(const core::LoopGraph& graph, core::Rng& rng,
                                                  const RandomLoopOptions& options = {});

// Whether face `f` (outside) can join `inside`, the inside of one loop, with the set
// staying the inside of one loop.
bool can_join(const core::LoopGraph& graph, const std::vector<std::uint8_t>& inside, int f);

}  // namespace looplab::generator
