#include "generator/loop_pair_graph.hpp"

#include <algorithm>
#include <bit>

#include "core/error.hpp"

namespace looplab::generator {

namespace {

struct Edge {
  std::uint64_t to;    // the successor word
  std::uint32_t from;  // the index of the word it comes from
};

// Sorts by `to`, stably (so each word's predecessors stay ascending): LSD radix sort,
// 11 bits a pass over the bits the words use.
void sort_edges(std::vector<Edge>& edges) {
  std::uint64_t used = 0;
  for (const Edge& e : edges) used |= e.to;
  const int bits = used == 0 ? 0 : 64 - std::countl_zero(used);
  constexpr int kDigit = 11;
  std::vector<Edge> other(edges.size());
  for (int shift = 0; shift < bits; shift += kDigit) {
    std::vector<std::size_t> count((1u << kDigit) + 1, 0);
    for (const Edge& e : edges) ++count[((e.to >> shift) & ((1u << kDigit) - 1)) + 1];
    for (std::size_t d = 1; d < count.size(); ++d) count[d] += count[d - 1];
    for (const Edge& e : edges) other[count[(e.to >> shift) & ((1u << kDigit) - 1)]++] = e;
    edges.swap(other);
  }
}

// Every balanced word of slots 1..width ("(" = 1, ")" = 2, slot 0 empty), in any order.
template <class F>
void each_balanced(int width, F&& f) {
  auto go = [&](auto&& self, int slot, int depth, std::uint64_t word) -> void {
    if (slot > width) {
      if (depth == 0) f(word);
      return;
    }
    if (depth > width - slot + 1) return;  // too many open ends to close in time
    self(self, slot + 1, depth, word);
    self(self, slot + 1, depth + 1, word | std::uint64_t{1} << (2 * slot));
    if (depth > 0) self(self, slot + 1, depth - 1, word | std::uint64_t{2} << (2 * slot));
  };
  go(go, 1, 0, 0);
}

std::vector<std::uint64_t> boundary(const LoopPairs& spec) {
  std::vector<std::uint64_t> words;
  each_balanced(spec.width, [&](std::uint64_t w) {
    if (!spec.merge_mirrors || w <= spec.mirror(w)) words.push_back(w);
  });
  std::sort(words.begin(), words.end());
  return words;
}

}  // namespace

std::size_t LoopPairGraph::boundary_words(int width, bool merge_mirrors) {
  const LoopPairs spec{2, width, merge_mirrors};
  std::size_t n = 0;
  each_balanced(width, [&](std::uint64_t w) { n += !merge_mirrors || w <= spec.mirror(w); });
  return n;
}

LoopPairGraph::LoopPairGraph(const LoopPairs& spec, int i) {
  LK_REQUIRE(i >= 0 && i < spec.rows, "a row of the grid");
  const std::vector<std::uint64_t> start = boundary(spec);
  LK_REQUIRE(start.size() < (std::size_t{1} << 32) / 2, "layers indexed by 32 bits");
  boundary_size_ = start.size();
  empty_index_ = static_cast<std::uint32_t>(std::lower_bound(start.begin(), start.end(), 0) - start.begin());
  std::vector<std::uint64_t> words = start, next;
  std::vector<Edge> edges;
  for (int j = 0; j < spec.width; ++j) {
    LoopPairStep step;
    edges.clear();
    edges.reserve(2 * words.size());
    for (std::size_t s = 0; s < words.size(); ++s) {
      const auto from = static_cast<std::uint32_t>(s);
      if (spec.step(words[s], i, j, [&](std::uint64_t t) { edges.push_back({t, from}); }))
        step.closing = static_cast<std::int64_t>(s);
    }
    sort_edges(edges);
    // The next layer: the distinct successors in order, or, after the row end, B itself
    // (every word there is in B: balanced, and the smaller of its mirror pair).
    const bool row_end = j + 1 == spec.width;
    next.clear();
    if (row_end) {
      next = start;
    } else {
      for (const Edge& e : edges)
        if (next.empty() || next.back() != e.to) next.push_back(e.to);
    }
    step.first.assign(next.size() + 1, 0);
    step.from.resize(edges.size());
    std::size_t d = 0;
    for (std::size_t e = 0; e < edges.size(); ++e) {
      while (next[d] != edges[e].to) {
        ++d;
        LK_REQUIRE(d < next.size(), "a successor of the row end lies in B");
      }
      ++step.first[d + 1];
      step.from[e] = edges[e].from;
    }
    for (std::size_t w = 0; w < next.size(); ++w) step.first[w + 1] += step.first[w];
    steps_.push_back(std::move(step));
    words.swap(next);
  }
}

std::size_t LoopPairGraph::max_layer() const {
  std::size_t m = boundary_size_;
  for (const LoopPairStep& s : steps_) m = std::max(m, s.size());
  return m;
}

std::size_t LoopPairGraph::bytes() const {
  std::size_t b = 0;
  for (const LoopPairStep& s : steps_) b += (s.first.capacity() + s.from.capacity()) * sizeof(std::uint32_t);
  return b;
}

}  // namespace looplab::generator
