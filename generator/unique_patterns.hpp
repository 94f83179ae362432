#pragma once
// Unique-clue puzzles counted by clue *pattern*, never meeting two loops at once.
//
// A pattern gives each cell a blank or a clue value; it is a unique-clue puzzle when it
// has a clue and exactly one loop's clues agree with it. So the count is the number of
// patterns with exactly one consistent loop, which is also the sum over loops of their
// unique clue sets (what the per-loop methods of unique_clues.hpp add up).
//
// How: the loops' clue words (one letter per cell, the cells row by row along the
// shorter side, so that a word's future depends on few cells) form a minimal DAG, each
// node knowing how many words run through it, capped at 2. A pattern read cell by cell
// is then the set of DAG nodes it is still consistent with, each with a multiplicity
// capped at 2 (the subset construction over the alphabet {blank, 0..4}). States are
// hash-consed per layer in flat arrays, each carrying the number of patterns reaching it
// by number of clues. A state whose words total exactly 1 is settled: every way to fill
// the remaining cells (blank or that loop's clue) is unique, a binomial row; an empty
// state, or one all of whose nodes have multiplicity 2, can never be unique and is
// dropped. Only two layers are held at a time.
//
// Cost: the states of the widest layer, which grow steeply with the grid (figures in
// docs/COUNTS.md). The minimal puzzles do not decompose this way and are not counted.
// Deterministic: the counts are sums of exact integers, in any order.
#include <cstdint>
#include <functional>
#include <vector>

#include "generator/loop_cells.hpp"

namespace looplab::generator {

// Words of 3 bits a cell in 128 bits hold 42 cells; listing the loops (5x6 has 18.4
// million) is what bounds the grids in practice.
inline constexpr int kUniquePatternMaxCells = 30;

struct PatternLayer {
  int layer = 0, layers = 0;   // cells read so far, of rows * cols
  std::uint64_t states = 0;    // distinct states in this layer
  std::uint64_t bytes = 0;     // memory held for the two layers
};

struct UniquePatternOptions {
  // Called after each layer.
  std::function<void(const PatternLayer&)> progress;
  // Stop (complete = false) once the layers would hold more than this many bytes.
  std::uint64_t max_bytes = ~std::uint64_t{0};
};

struct UniquePatternCounts {
  bool complete = false;                        // false: stopped at max_bytes
  std::vector<std::uint64_t> unique_by_clues;   // [k]: unique patterns with k clues
  std::uint64_t dag_nodes = 0;                  // the clue-word DAG's size
  std::uint64_t peak_states = 0;                // the widest layer
  int peak_layer = 0;
};

// `loops` are inside sets of the R x C grid (every loop once, as all_loops lists them).
UniquePatternCounts count_unique_patterns(int rows, int cols, const std::vector<CellMask>& loops,
                                          const UniquePatternOptions& options = {});

}  // namespace looplab::generator
