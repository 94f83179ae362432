#pragma once
// Uniformly random loops: every loop of the R x C grid equally likely, exactly (no
// Markov chain, no rejection of whole loops). LoopSampler runs the frontier dynamic
// program of loop_count_frontier.hpp forward to list each layer's frontiers, then
// backward to count each frontier's completions; a sample draws k < (number of loops)
// and walks the cells, going "out" when k falls among the completions through "out",
// else subtracting them and going "in". Every loop is one k, so all are equally likely.
//
// Limits and cost: the shorter side at most kFrontierMaxWidth and R*C at most
// kSampleMaxCells (counts are 128-bit). Building keeps every layer's frontiers, sorted,
// with their completion counts (24 bytes a frontier): 8x8 takes 0.04 s of CPU and 6 MB,
// 10x10 about 1 s and 50 MB (100 layers of up to 25,538 frontiers); each further column
// multiplies both by about three to five, so up to 10x10 (or 11 x 11 with patience) is
// the practical range. A sample is R*C binary searches (tens of microseconds at 10x10).
// The same Rng state gives the same loop.
#include <cstdint>
#include <memory>
#include <vector>

#include "core/rng.hpp"
#include "core/edge_set.hpp"

namespace looplab::generator {

inline constexpr int kSampleMaxCells = 127;

class LoopSampler {
 public:
  LoopSampler(int rows, int cols);
  ~LoopSampler();
  LoopSampler(const LoopSampler&) = delete;
  LoopSampler& operator=(const LoopSampler&) = delete;

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  unsigned __int128 count() const;  // the number of loops

  // One loop, as the inside flag of each cell (row-major) or as its edges.
  std::vector<std::uint8_t> sample_cells(core::Rng& rng) const;
  core::EdgeSet sample(core::Rng& rng) const;

 private:
  struct Tables;
  int rows_, cols_;
  bool transposed_;
  std::unique_ptr<Tables> tables_;
};

// A uniformly random loop of the grid. Samplers are built once per size and kept
// (thread-safe), so repeated calls cost a sample each.
core::EdgeSet uniform_random_loop(int rows, int cols, core::Rng& rng);

// Uniform in [0, n), n > 0, from 64-bit draws (multiply-free rejection).
unsigned __int128 uniform_below(core::Rng& rng, unsigned __int128 n);

}  // namespace looplab::generator
