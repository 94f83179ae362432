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
// CPU-minutes in all (see docs/PERFORMANCE.md). Bitmaps are refused above
// kUniqueMaxCells; the transversal method (below) goes to kUniqueTransversalMaxCells.
//
// Work units (for splitting one count over machines): the loop classes, in a fixed
// order (their canonical loops in enumeration order). A shard is a range of them;
// count_unique_shard gives the shard's partial counts, and the partial counts of
// shards that cover every class exactly once add up (operator+=) to the whole count,
// whatever the shards' sizes and order. Classes vary in cost by a few times at most,
// so equal ranges balance well; handing out small ranges on demand balances better.
//
// The naive twin hashes every (subset, clue values) pair over all loops and keeps the
// patterns seen once: obviously right, 2^(R*C) * loops work, for grids up to 3x4.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace looplab::generator {

inline constexpr int kUniqueMaxCells = 25;             // the bitmap method (2^cells bits)
inline constexpr int kUniqueTransversalMaxCells = 30;  // the transversal method (shards)
inline constexpr int kUniqueNaiveMaxCells = 16;

struct UniqueClueCounts {
  int rows = 0, cols = 0;
  std::uint64_t loops = 0;  // loops counted: all of them, or the shard's (class sizes)
  std::vector<std::uint64_t> unique_by_clues;   // [k]: unique puzzles with k clues
  std::vector<std::uint64_t> minimal_by_clues;  // [k]: the minimal ones among them

  UniqueClueCounts() = default;
  UniqueClueCounts(int rows, int cols, std::uint64_t loops);  // all counts 0, k = 0..R*C
  std::uint64_t unique() const;
  std::uint64_t minimal() const;
  bool operator==(const UniqueClueCounts&) const = default;
  // Adds a shard's partial counts (same grid).
  UniqueClueCounts& operator+=(const UniqueClueCounts& shard);
};

// A range [first, last) of loop classes; {0, unique_work_units(R, C)} is the whole.
struct UniqueShard {
  std::uint64_t first = 0, last = 0;
};

// bitmap: the per-loop down-closure above. transversal: the second method, sharing no
// counting code with it (generator/transversal_count.hpp): each loop's inclusion-minimal
// disagreement sets B(L, L') (where L' differs from L) form a hypergraph whose
// transversals are L's unique clue sets and whose minimal transversals are its minimal
// puzzles. The minimal B's come from one vectorized pass over all loops that drops every
// B containing one of a few small B's found so far, then an exact minimality pass over
// the survivors (about a twelfth). Per 5x5 class it costs about a third less than the
// bitmap method, per 4x6 class a little less (docs/PERFORMANCE.md); it needs no
// 2^cells table, so it also takes 26 to 30 cells.
enum class UniqueMethod { bitmap, transversal };

struct UniqueClueOptions {
  int jobs = 1;
  bool minimal = true;  // also count the minimal ones (bitmaps: about a third of the
                        // time; transversals: MMCS, about a third)
  // Called now and then from the workers with (loop classes done, classes in all).
  std::function<void(std::uint64_t, std::uint64_t)> progress;
  UniqueMethod method = UniqueMethod::bitmap;
};

UniqueClueCounts count_unique_clues(int rows, int cols, const UniqueClueOptions& options = {});

// The loops of one grid and their classes, listed once (0.3 s and 30 MB at 5x5), so
// that many shards can be counted without listing them again. Thread-safe to share.
class UniqueClueCounter {
 public:
  UniqueClueCounter(int rows, int cols);
  ~UniqueClueCounter();
  std::uint64_t work_units() const;  // the number of loop classes
  // Partial counts of the classes [shard.first, shard.last) (clamped to work_units()),
  // over options.jobs threads; options.progress sees classes done within the shard.
  // Grids of up to kUniqueTransversalMaxCells cells; the bitmap method up to
  // kUniqueMaxCells (5x6 lists 18.4 million loops: 0.5 GB, 4.6 million classes).
  UniqueClueCounts count(UniqueShard shard, const UniqueClueOptions& options = {}) const;

 private:
  struct Data;
  std::unique_ptr<const Data> data_;
};

// One-shot forms of the above (each lists the grid's loops).
std::uint64_t unique_work_units(int rows, int cols);
UniqueClueCounts count_unique_shard(int rows, int cols, UniqueShard shard,
                                    const UniqueClueOptions& options = {});
UniqueClueCounts count_unique_clues_naive(int rows, int cols);

}  // namespace looplab::generator
