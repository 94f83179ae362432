#include "generator/graph_loop_count.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "generator/graph_frontier.hpp"
#include "generator/state_table.hpp"

namespace looplab::generator {

std::vector<std::uint64_t> count_graph_loops_mod(const core::LoopGraph& graph, std::span<const std::uint64_t> primes,
                                                 GraphCountStats* stats) {
  LK_REQUIRE(!primes.empty(), "at least one prime");
  for (std::uint64_t p : primes) LK_REQUIRE(p >= 2 && p < (std::uint64_t{1} << 63), "modulus below 2^63");
  const GraphFrontier machine(graph);
  const int k = static_cast<int>(primes.size());
  ResidueTable layer(k, 1024), next(k, 1024);
  const std::vector<std::uint64_t> one(static_cast<std::size_t>(k), 1);
  layer.add(0, one.data(), primes.data());
  std::vector<std::uint64_t> closed(static_cast<std::size_t>(k), 0);
  std::size_t max_states = 1;
  for (int step = 0; step < machine.steps(); ++step) {
    next.clear();
    layer.for_each([&](std::uint64_t word, const std::uint64_t* ways) {
      for (bool on : {false, true}) {
        std::uint64_t w = word;
        switch (machine.step(w, step, on)) {
          case GraphFrontier::Outcome::Dead:
            break;
          case GraphFrontier::Outcome::Closed:
            for (std::size_t r = 0; r < primes.size(); ++r) closed[r] = add_mod(closed[r], ways[r], primes[r]);
            break;
          case GraphFrontier::Outcome::Open:
            next.add(w, ways, primes.data());
            break;
        }
      }
    });
    std::swap(layer, next);
    max_states = std::max(max_states, layer.size());
  }
  // Every vertex has left the frontier: the words left are the empty one, no loop.
  if (stats) {
    stats->max_states = std::max(stats->max_states, max_states);
    stats->width = machine.width();
  }
  return closed;
}

BigCount count_graph_loops(const core::LoopGraph& graph, GraphCountStats* stats) {
  const std::vector<std::uint64_t> primes = primes_for_bits(graph.num_faces());
  return combine_crt(count_graph_loops_mod(graph, primes, stats), primes);
}

}  // namespace looplab::generator
