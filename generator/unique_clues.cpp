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

struct UniqueClueClasses::Data {
  int rows, cols;
  std::vector<CellMask> loops;
  CluePlanes planes;
  std::vector<std::pair<std::size_t, int>> classes;  // (a loop, its class size)

  Data(int r, int c) : rows(r), cols(c), loops(all_loops(r, c)), planes(r, c, loops) {
    const GridSymmetry symmetry(rows, cols);
    for (std::size_t i = 0; i < loops.size(); ++i) {
      int size = 0;
      if (symmetry.canonical(loops[i], &size) == loops[i]) classes.emplace_back(i, size);
    }
  }
};

UniqueClueClasses::UniqueClueClasses(int rows, int cols) {
  LK_REQUIRE(rows >= 1 && cols >= 1 && rows * cols <= kUniqueMaxCells, "unique-clue grid size");
  data_ = std::make_unique<Data>(rows, cols);
}
UniqueClueClasses::~UniqueClueClasses() = default;
std::size_t UniqueClueClasses::size() const { return data_->classes.size(); }
std::uint64_t UniqueClueClasses::loops() const { return data_->loops.size(); }

UniqueClueCounts& operator+=(UniqueClueCounts& sum, const UniqueClueCounts& part) {
  LK_REQUIRE(sum.unique_by_clues.size() == part.unique_by_clues.size(), "counts of one grid");
  for (std::size_t s = 0; s < part.unique_by_clues.size(); ++s) {
    sum.unique_by_clues[s] += part.unique_by_clues[s];
    sum.minimal_by_clues[s] += part.minimal_by_clues[s];
  }
  return sum;
}

UniqueClueCounts count_unique_clues(int rows, int cols, const UniqueClueOptions& options) {
  const UniqueClueClasses classes(rows, cols);
  return classes.count(0, classes.size(), options);
}

UniqueClueCounts UniqueClueClasses::count(std::size_t begin, std::size_t end,
                                          const UniqueClueOptions& options) const {
  const auto& [rows, cols, loops, planes, classes] = *data_;
  const int n = rows * cols;
  LK_REQUIRE(begin <= end && end <= classes.size(), "a range of loop classes");
  UniqueClueCounts result(rows, cols, loops.size());

  std::atomic<std::size_t> next{begin}, done{0};
  std::mutex merge;
  auto work = [&] {
    SubsetBitmap ambiguous(n);
    std::vector<std::uint32_t> agree(loops.size());
    std::vector<std::uint64_t> unique, minimal;
    for (std::size_t k; (k = next.fetch_add(1)) < end;) {
      const auto [i, weight] = classes[k];
      ambiguous.clear();
      planes.agreements(i, agree.data());
      for (std::size_t j = 0; j < loops.size(); ++j)
        if (j != i) ambiguous.insert(agree[j]);
      ambiguous.close_down_and_count(static_cast<std::uint64_t>(weight), unique,
                                     options.minimal ? &minimal : nullptr);
      const std::size_t d = done.fetch_add(1) + 1;
      if (options.progress) options.progress(d, end - begin);
    }
    std::lock_guard<std::mutex> lock(merge);
    for (std::size_t s = 1; s < unique.size(); ++s) {  // s = 0: the empty set is no puzzle
      result.unique_by_clues[s] += unique[s];
      if (options.minimal) result.minimal_by_clues[s] += minimal[s];
    }
  };
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(end - begin)));
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  return result;
}

}  // namespace looplab::generator
