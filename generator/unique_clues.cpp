#include "generator/unique_clues.hpp"

#include <atomic>
#include <numeric>
#include <thread>

#include "core/error.hpp"
#include "generator/cell_bits.hpp"
#include "generator/grid_symmetry.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/subset_bitmap.hpp"
#include "generator/wide_clones.hpp"

namespace looplab::generator {

UniqueClueCounts::UniqueClueCounts(int r, int c, std::uint64_t num_loops)
    : rows(r),
      cols(c),
      loops(num_loops),
      unique_by_clues(static_cast<std::size_t>(r * c) + 1, 0),
      minimal_by_clues(static_cast<std::size_t>(r * c) + 1, 0) {}

std::uint64_t UniqueClueCounts::unique() const {
  return std::accumulate(unique_by_clues.begin(), unique_by_clues.end(), std::uint64_t{0});
}
std::uint64_t UniqueClueCounts::minimal() const {
  return std::accumulate(minimal_by_clues.begin(), minimal_by_clues.end(), std::uint64_t{0});
}

namespace {

// Every loop's clues as three bit planes (bit c of plane k = bit k of cell c's clue),
// so two loops' agreement set is three XORs and a complement.
struct CluePlanes {
  std::vector<std::uint32_t> p0, p1, p2;
  std::uint32_t all = 0;

  CluePlanes(int rows, int cols, const std::vector<CellMask>& loops) {
    const CellBits bits(rows, cols);
    all = static_cast<std::uint32_t>(bits.all());
    for (CellMask m : loops) {
      std::uint32_t a = 0, b = 0, c = 0;
      for (int cell = 0; cell < rows * cols; ++cell) {
        const unsigned clue = bits.clue(m, cell);
        a |= (clue & 1u) << cell;
        b |= (clue >> 1 & 1u) << cell;
        c |= (clue >> 2 & 1u) << cell;
      }
      p0.push_back(a);
      p1.push_back(b);
      p2.push_back(c);
    }
  }

  LOOPLAB_WIDE_CLONES void agreements(std::size_t i, std::uint32_t* out) const {
    const std::uint32_t a = p0[i], b = p1[i], c = p2[i], full = all;
    const std::size_t n = p0.size();
    const std::uint32_t *x = p0.data(), *y = p1.data(), *z = p2.data();
    for (std::size_t j = 0; j < n; ++j) out[j] = ~((x[j] ^ a) | (y[j] ^ b) | (z[j] ^ c)) & full;
  }
};

}  // namespace

UniqueClueCounts count_unique_clues(int rows, int cols, const UniqueClueOptions& options) {
  const int n = rows * cols;
  LK_REQUIRE(rows >= 1 && cols >= 1 && n <= kUniqueMaxCells, "unique-clue grid size");
  const std::vector<CellMask> loops = all_loops(rows, cols);
  const CluePlanes planes(rows, cols, loops);
  const GridSymmetry symmetry(rows, cols);
  std::vector<std::pair<std::size_t, int>> classes;  // (a loop, its class size)
  for (std::size_t i = 0; i < loops.size(); ++i) {
    int size = 0;
    if (symmetry.canonical(loops[i], &size) == loops[i]) classes.emplace_back(i, size);
  }

  UniqueClueCounts result(rows, cols, loops.size());

  std::atomic<std::size_t> next{0}, done{0};
  std::mutex merge;
  auto work = [&] {
    SubsetBitmap ambiguous(n);
    std::vector<std::uint32_t> agree(loops.size());
    std::vector<std::uint64_t> unique, minimal;
    for (std::size_t k; (k = next.fetch_add(1)) < classes.size();) {
      const auto [i, weight] = classes[k];
      ambiguous.clear();
      planes.agreements(i, agree.data());
      for (std::size_t j = 0; j < loops.size(); ++j)
        if (j != i) ambiguous.insert(agree[j]);
      ambiguous.close_down_and_count(static_cast<std::uint64_t>(weight), unique,
                                     options.minimal ? &minimal : nullptr);
      const std::size_t d = done.fetch_add(1) + 1;
      if (options.progress) options.progress(d, classes.size());
    }
    std::lock_guard<std::mutex> lock(merge);
    for (std::size_t s = 1; s < unique.size(); ++s) {  // s = 0: the empty set is no puzzle
      result.unique_by_clues[s] += unique[s];
      if (options.minimal) result.minimal_by_clues[s] += minimal[s];
    }
  };
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(classes.size())));
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  return result;
}

}  // namespace looplab::generator
