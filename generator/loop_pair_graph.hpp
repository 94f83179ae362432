#pragma once
// The frontier words of one row of the fast loop counter (generator/loop_pairs.hpp) as
// dense indices, with the transitions between them: a minimal perfect hash (a word's
// rank in its sorted layer) and the in-edges of every word, built once per grid.
//
// Rows 0 .. R-1 of points step alike (only the last row has no down edges), and every
// row starts from the same set B of words between rows (all balanced words of slots
// 1..W; with merge_mirrors, the smaller of each mirror pair). So one graph serves every
// row but the last: layer 0 is B, layer W (after the row end) is B again, index for
// index. The counter then sums residues along in-edges (a pull: each word of the next
// layer adds up its predecessors, written once and in order, split among threads by
// ranges without locks) instead of hashing 64-bit words into tables that outgrow the
// cache.
//
//   layer j:   word 0   word 1   word 2  ...        (sorted, so neighbours share their
//               |   \      |    /                     high slots and their successors
//   layer j+1: word 0   word 1  ...                   sit close together)
//              first[0]=0, first[1]=1, first[2]=3; from = {0, 0, 1, ...}
//
// Cost: building sorts each layer's successors once (radix sort); memory 4 bytes a
// word and 4 an edge per layer, about 8 bytes a word a layer in all (W layers).
#include <cstdint>
#include <vector>

#include "generator/loop_pairs.hpp"

namespace looplab::generator {

struct LoopPairStep {
  std::vector<std::uint32_t> first;  // in-edges of word d: from[first[d]] .. from[first[d+1]-1]
  std::vector<std::uint32_t> from;   // indices in the layer before, ascending per word
  std::int64_t closing = -1;         // the word of the layer before that closes a loop here
  std::size_t size() const { return first.size() - 1; }
};

class LoopPairGraph {
 public:
  // The transitions of row i (all rows i < spec.rows - 1 are alike) from the words B.
  LoopPairGraph(const LoopPairs& spec, int i);

  std::size_t boundary_size() const { return boundary_size_; }
  std::uint32_t empty_index() const { return empty_index_; }  // the word with no edge, in B
  const std::vector<LoopPairStep>& steps() const { return steps_; }  // one a point
  std::size_t max_layer() const;
  std::size_t bytes() const;

  // The number of words in B: balanced words of `width` slots, mirror pairs merged.
  static std::size_t boundary_words(int width, bool merge_mirrors);

 private:
  std::vector<LoopPairStep> steps_;
  std::size_t boundary_size_ = 0;
  std::uint32_t empty_index_ = 0;
};

}  // namespace looplab::generator
