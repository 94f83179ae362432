#pragma once
// Unique-clue puzzles of an empty R x C grid: clue sets (a non-empty subset S of the
// cells, each showing its number of loop sides) that exactly one loop fits, counted
// by number of clues; and the minimal ones (removing any clue loses uniqueness; with
// a single clue, that means the grid has more than one loop).
//
// The fast count works loop by loop. For a loop L, another loop L' agrees with L on a
// set A(L, L') of cells; the clue set (S, L's clues) is ambiguous exactly when S lies
// inside some A(L, L'). So L's ambiguous sets are the union of the down-sets of all
// its agreement sets: a bitmap over the 2^(R*C) subsets gets one bit per other loop,
// is closed downwards by bit-parallel subset transforms (generator/subset_bitmap.hpp),
// and what stays clear is unique (the minimal ones fall out of the same map). Loops
// related by a symmetry of the grid (4 of them, 8 on a square) have equal counts, so
// only one loop of each class is worked, weighted by the class size, spread over
// `jobs` threads. Cost per worked loop: one pass over all loops plus a few sweeps over
// 2^(R*C) bits: 4x4 takes a fraction of a second, 4x5 seconds; 5x5 has 154,027
// classes at 9 ms of CPU each on a quiet core (4 MB maps; two per thread), about 23
// CPU-minutes in all (see docs/PERFORMANCE.md). Refused above kUniqueMaxCells.
//
// The naive twin hashes every (subset, clue values) pair over all loops and keeps the
// patterns seen once: obviously right, 2^(R*C) * loops work, for grids up to 3x4.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace looplab::generator {

inline constexpr int kUniqueMaxCells = 25;
inline constexpr int kUniqueNaiveMaxCells = 16;

struct UniqueClueCounts {
  int rows = 0, cols = 0;
  std::uint64_t loops = 0;
  std::vector<std::uint64_t> unique_by_clues;   // [k]: unique puzzles with k clues
  std::vector<std::uint64_t> minimal_by_clues;  // [k]: the minimal ones among them

  UniqueClueCounts() = default;
  UniqueClueCounts(int rows, int cols, std::uint64_t loops);  // all counts 0, k = 0..R*C
  std::uint64_t unique() const;
  std::uint64_t minimal() const;
  bool operator==(const UniqueClueCounts&) const = default;
};

struct UniqueClueOptions {
  int jobs = 1;
  bool minimal = true;  // also count the minimal ones (about a third of the time)
  // Called now and then from the workers with (loop classes done, classes in all).
  std::function<void(std::uint64_t, std::uint64_t)> progress;
};

UniqueClueCounts count_unique_clues(int rows, int cols, const UniqueClueOptions& options = {});
UniqueClueCounts count_unique_clues_naive(int rows, int cols);

// The same count split into pieces, for a run over many processes (cli/count_grid.cpp):
// the loop classes in a fixed order, counted a range at a time. The ranges' counts add
// up (operator+=) to count_unique_clues; `loops` is the whole grid's in every piece.
// Made once per process (it lists every loop); count() may run on several threads.
class UniqueClueClasses {
 public:
  UniqueClueClasses(int rows, int cols);
  ~UniqueClueClasses();
  std::size_t size() const;  // classes
  std::uint64_t loops() const;
  UniqueClueCounts count(std::size_t begin, std::size_t end, const UniqueClueOptions& options) const;

 private:
  struct Data;
  std::unique_ptr<Data> data_;
};

UniqueClueCounts& operator+=(UniqueClueCounts& sum, const UniqueClueCounts& part);

}  // namespace looplab::generator
