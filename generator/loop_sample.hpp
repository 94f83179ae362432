#pragma once
// Uniformly random loops: every loop of the R x C grid equally likely, exactly (no
// Markov chain, no rejection of whole loops). LoopSampler runs the frontier dynamic
// program of loop_count_frontier.hpp forward to list each layer's frontiers, then
// backward to count each frontier's completions; a sample draws k < (number of loops)
// and walks the cells, going "out" when k falls among the completions through "out",
// else subtracting them and going "in". Every loop is one k, so all are equally likely.
//
// Limits and cost: the shorter side at most kFrontierMaxWidth and R*C at most
// kSampleMaxCells (counts are 128-bit). Building holds every layer's frontiers with
// their completion counts: 8x8 takes 0.05 s of CPU, 10x10 about 1.5 s (100 layers of
// up to 25,538 frontiers, about 160 MB), 11x11 about 10 s; past that, time and
// memory grow about fivefold per column, so up to 10x10 is the practical range. A
// sample is R*C table look-ups (about 40 us at 10x10). The same Rng state gives the
// same loop.
#include <cstdint>
#include <memory>
#include <vector>

#include "core/rng.hpp"
#include "families/slitherlink/puzzle.hpp"

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
  slitherlink::EdgeSet sample(core::Rng& rng) const;

 private:
  struct Tables;
  int rows_, cols_;
  bool transposed_;
  std::unique_ptr<Tables> tables_;
};

// A uniformly random loop of the grid. Samplers are built once per size and kept
// (thread-safe), so repeated calls cost a sample each.
slitherlink::EdgeSet uniform_random_loop(int rows, int cols, core::Rng& rng);

// Uniform in [0, n), n > 0, from 64-bit draws (multiply-free rejection).
unsigned __int128 uniform_below(core::Rng& rng, unsigned __int128 n);

}  // namespace looplab::generator
