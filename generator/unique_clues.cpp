#include "generator/unique_clues.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <mutex>
#include <numeric>
#include <thread>

#include "core/error.hpp"
#include "generator/cell_bits.hpp"
#include "generator/grid_symmetry.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/subset_bitmap.hpp"
#include "generator/transversal_count.hpp"
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

UniqueClueCounts& UniqueClueCounts::operator+=(const UniqueClueCounts& shard) {
  LK_REQUIRE(shard.rows == rows && shard.cols == cols, "adding counts of another grid");
  loops += shard.loops;
  for (std::size_t k = 0; k < unique_by_clues.size(); ++k) {
    unique_by_clues[k] += shard.unique_by_clues[k];
    minimal_by_clues[k] += shard.minimal_by_clues[k];
  }
  return *this;
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

  // The inclusion-minimal disagreement sets B(i, j), j != i, of each loop i of
  // `loops` (at most kBatch of them), into out[k] for loops[k]. Most B's are large and
  // contain one of a few small ones, so each is first tested against kKillers small
  // B's already found (seeded from the loops next to i in enumeration order, which
  // share most of its rows, and refreshed chunk by chunk); only the few survivors go on
  // to minimal_sets. Any B may serve as a killer: a set containing another B is never
  // minimal, and the killers themselves are among the survivors. The loops of a batch
  // share one sweep over the clue planes, chunk by chunk, so that the planes (15 MB at
  // 5x5) come from memory once per batch rather than once per loop.
  static constexpr std::size_t kBatch = 4;
  LOOPLAB_WIDE_CLONES void minimal_differences(const std::vector<std::size_t>& loops,
                                               std::vector<std::uint32_t> (&survivors)[kBatch],
                                               MinimalFamily (&out)[kBatch]) const {
    constexpr int kKillers = 16;
    constexpr std::size_t kChunk = 2048, kSeedRadius = 16;
    const std::size_t n = p0.size();
    const std::uint32_t *x = p0.data(), *y = p1.data(), *z = p2.data();
    const int cells = std::popcount(all);
    auto smaller = [](std::uint32_t u, std::uint32_t v) { return std::popcount(u) < std::popcount(v); };
    // Killers spread over the grid: slot s keeps the smallest B found whose first cell
    // falls in the s-th stretch of cells, so that they do not all kill the same sets.
    // (A table, since the survivors' loop below runs once per survivor.)
    std::uint8_t slot_of_cell[33] = {};
    for (int cell = 0; cell < cells; ++cell) slot_of_cell[cell] = static_cast<std::uint8_t>(cell * kKillers / cells);
    auto slot = [&](std::uint32_t d) { return slot_of_cell[std::countr_zero(d)]; };
    std::uint32_t killer[kBatch][kKillers];
    std::uint32_t first[kBatch];
    bool alone[kBatch];
    for (std::size_t k = 0; k < loops.size(); ++k) {
      const std::size_t i = loops[k];
      const std::uint32_t a = p0[i], b = p1[i], c = p2[i];
      survivors[k].clear();
      for (std::size_t j = i >= kSeedRadius ? i - kSeedRadius : 0; j < std::min(n, i + kSeedRadius + 1); ++j)
        if (j != i) survivors[k].push_back(((x[j] ^ a) | (y[j] ^ b) | (z[j] ^ c)) & all);
      alone[k] = survivors[k].empty();  // the grid's only loop: no other loop to tell apart
      if (alone[k]) continue;
      std::sort(survivors[k].begin(), survivors[k].end(), smaller);
      first[k] = survivors[k].front();
      std::fill(killer[k], killer[k] + kKillers, first[k]);
    }
    auto offer = [&](std::size_t k, std::uint32_t d) {
      std::uint32_t& slot_killer = killer[k][slot(d)];
      if (smaller(d, slot_killer) || slot_killer == first[k]) slot_killer = d;
    };
    for (std::size_t k = 0; k < loops.size(); ++k)
      if (!alone[k])
        for (std::size_t at = 0, seeds = survivors[k].size(); at < seeds; ++at) offer(k, survivors[k][at]);
    alignas(8) std::uint8_t killed[kChunk];
    for (std::size_t start = 0; start < n; start += kChunk) {
      const std::size_t end = std::min(n, start + kChunk);
      for (std::size_t k = 0; k < loops.size(); ++k) {
        if (alone[k]) continue;
        const std::size_t i = loops[k];
        const std::uint32_t a = p0[i], b = p1[i], c = p2[i], full = all;
        auto differ = [&](std::size_t j) { return ((x[j] ^ a) | (y[j] ^ b) | (z[j] ^ c)) & full; };
        const std::uint32_t* kill = killer[k];
        for (std::size_t j = start; j < end; ++j) {
          const std::uint32_t d = differ(j);
          std::uint32_t hit = 0;
          for (int t = 0; t < kKillers; ++t) hit |= (kill[t] & ~d) == 0;
          killed[j - start] = static_cast<std::uint8_t>(hit);
        }
        // The survivors, eight flags at a time (0 or 1 each: the low bit of each byte
        // of ~flags marks one).
        std::fill(killed + (end - start), killed + (end - start + 7) / 8 * 8, std::uint8_t{1});
        for (std::size_t at = 0; at < end - start; at += 8) {
          std::uint64_t flags;
          std::memcpy(&flags, killed + at, sizeof flags);
          for (std::uint64_t left = ~flags & 0x0101010101010101u; left; left &= left - 1) {
            const std::size_t j = start + at + static_cast<std::size_t>(std::countr_zero(left)) / 8;
            if (j == i) continue;
            const std::uint32_t d = differ(j);
            survivors[k].push_back(d);
            offer(k, d);
          }
        }
      }
    }
    for (std::size_t k = 0; k < loops.size(); ++k)
      out[k] = alone[k] ? MinimalFamily{} : minimal_sets(survivors[k]);
  }
};

}  // namespace

struct UniqueClueCounter::Data {
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

UniqueClueCounter::UniqueClueCounter(int rows, int cols) {
  LK_REQUIRE(rows >= 1 && cols >= 1 && rows * cols <= kUniqueTransversalMaxCells,
             "unique-clue grid size");
  data_ = std::make_unique<const Data>(rows, cols);
}
UniqueClueCounter::~UniqueClueCounter() = default;

std::uint64_t UniqueClueCounter::work_units() const { return data_->classes.size(); }

UniqueClueCounts UniqueClueCounter::count(UniqueShard shard,
                                          const UniqueClueOptions& options) const {
  const Data& d = *data_;
  const int n = d.rows * d.cols;
  LK_REQUIRE(options.method == UniqueMethod::transversal || n <= kUniqueMaxCells,
             "unique-clue bitmaps up to kUniqueMaxCells cells");
  const std::size_t last = std::min<std::uint64_t>(shard.last, d.classes.size());
  const std::size_t first = std::min<std::uint64_t>(shard.first, last);
  UniqueClueCounts result(d.rows, d.cols, 0);
  for (std::size_t k = first; k < last; ++k)
    result.loops += static_cast<std::uint64_t>(d.classes[k].second);

  std::atomic<std::size_t> next{first}, done{0};
  std::mutex merge;
  auto work = [&] {
    SubsetBitmap ambiguous(options.method == UniqueMethod::bitmap ? n : 0);
    std::vector<std::uint32_t> agree(options.method == UniqueMethod::bitmap ? d.loops.size() : 0);
    std::vector<std::uint32_t> differ[CluePlanes::kBatch];
    MinimalFamily edges[CluePlanes::kBatch];
    std::vector<std::size_t> batch;
    std::vector<std::uint64_t> unique, minimal;
    // Transversals take classes kBatch at a time (one sweep over the planes for all).
    const std::size_t take = options.method == UniqueMethod::transversal ? CluePlanes::kBatch : 1;
    for (std::size_t from; (from = next.fetch_add(take)) < last;) {
      const std::size_t to = std::min(last, from + take);
      if (options.method == UniqueMethod::transversal) {
        batch.clear();
        for (std::size_t k = from; k < to; ++k) batch.push_back(d.classes[k].first);
        d.planes.minimal_differences(batch, differ, edges);  // once for both counts
      }
      for (std::size_t k = from; k < to; ++k) {
        const auto [i, weight] = d.classes[k];
        const auto w = static_cast<std::uint64_t>(weight);
        if (options.method == UniqueMethod::transversal) {
          count_transversals(edges[k - from], n, w, unique);
          if (options.minimal) count_minimal_transversals(edges[k - from], n, w, minimal);
        } else {
          d.planes.agreements(i, agree.data());
          ambiguous.clear();
          for (std::size_t j = 0; j < d.loops.size(); ++j)
            if (j != i) ambiguous.insert(agree[j]);
          ambiguous.close_down_and_count(w, unique, options.minimal ? &minimal : nullptr);
        }
        const std::size_t finished = done.fetch_add(1) + 1;
        if (options.progress) options.progress(finished, last - first);
      }
    }
    std::lock_guard<std::mutex> lock(merge);
    for (std::size_t s = 1; s < unique.size(); ++s) {  // s = 0: the empty set is no puzzle
      result.unique_by_clues[s] += unique[s];
      if (options.minimal) result.minimal_by_clues[s] += minimal[s];
    }
  };
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(last - first)));
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  return result;
}

UniqueClueCounts count_unique_clues(int rows, int cols, const UniqueClueOptions& options) {
  const UniqueClueCounter counter(rows, cols);
  return counter.count({0, counter.work_units()}, options);
}

std::uint64_t unique_work_units(int rows, int cols) {
  return UniqueClueCounter(rows, cols).work_units();
}

UniqueClueCounts count_unique_shard(int rows, int cols, UniqueShard shard,
                                    const UniqueClueOptions& options) {
  return UniqueClueCounter(rows, cols).count(shard, options);
}

}  // namespace looplab::generator
