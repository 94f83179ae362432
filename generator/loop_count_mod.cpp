#include "generator/loop_count_mod.hpp"

#include <algorithm>
#include <cmath>
#include <thread>
#include <type_traits>

#include "core/error.hpp"
#include "generator/loop_pairs.hpp"
#include "generator/state_table.hpp"

namespace looplab::generator {

namespace {

// Which thread's table a word goes to (a different hash from the table's own slots).
std::size_t shard_of(std::uint64_t word, std::size_t shards) {
  return shards == 1 ? 0 : static_cast<std::size_t>(((word * 0xD6E8FEB86659FD93ull) >> 32) % shards);
}

std::size_t shard_expected(double bound, int jobs) {
  return static_cast<std::size_t>(std::ceil(bound / jobs));
}

}  // namespace

double loop_count_states_bound(int rows, int cols) {
  const int n = std::min(rows, cols) + 2;  // slots of a word
  // Motzkin numbers: M(k+1) = M(k) + sum M(i) M(k-1-i).
  std::vector<double> m(static_cast<std::size_t>(n) + 1, 0.0);
  m[0] = 1;
  for (int k = 0; k < n; ++k) {
    double s = m[k];
    for (int i = 0; i + 1 <= k; ++i) s += m[i] * m[k - 1 - i];
    m[k + 1] = s;
  }
  return m[n];
}

double loop_count_bytes(int rows, int cols, int primes, int jobs) {
  const double bound = loop_count_states_bound(rows, cols);
  const int n = std::max(1, jobs);
  const double expected = std::ceil(bound / n);
  // A table grows (doubling) at load 3/4: it ends at the first power of two c with
  // 3c >= 4 * expected, and while it doubles holds c/2 + c. Peak: the other layer (c)
  // plus the one growing (1.5c), in each of the n shards.
  double c = 16;
  while (3 * c < 4 * expected) c *= 2;
  return 2.5 * n * c * (primes + 1) * 8;
}

std::vector<std::uint64_t> count_loops_mod(int rows, int cols,
                                           std::span<const std::uint64_t> primes,
                                           const LoopCountOptions& options,
                                           LoopCountStats* stats) {
  if (cols > rows) std::swap(rows, cols);  // the frontier runs along the shorter side
  LK_REQUIRE(cols >= 1 && cols <= kLoopPairsMaxWidth, "loop count grid size");
  LK_REQUIRE(!primes.empty(), "at least one prime");
  for (std::uint64_t p : primes) LK_REQUIRE(p >= 2 && p < (std::uint64_t{1} << 63), "modulus below 2^63");
  const LoopPairs spec{rows + 1, cols + 1};
  const int k = static_cast<int>(primes.size());
  const int jobs = std::max(1, options.jobs);
  const std::size_t expected = shard_expected(loop_count_states_bound(rows, cols), jobs);
  std::vector<ResidueTable> layer, next;
  for (int t = 0; t < jobs; ++t) {
    // Tables grow as layers do (at load 3/4), up to capacity_for(expected) at most.
    layer.emplace_back(k, std::min<std::size_t>(expected, 1024));
    next.emplace_back(k, std::min<std::size_t>(expected, 1024));
  }
  const std::vector<std::uint64_t> one(k, 1);
  layer[0].add(0, one.data(), primes.data());  // nothing decided: no edge anywhere
  std::vector<std::uint64_t> closed(k, 0);
  std::size_t max_states = 1, bytes = 0;
  const int layers = spec.rows * spec.width;
  for (int point = 0; point < layers; ++point) {
    const int i = point / spec.width, j = point % spec.width;
    auto work = [&](int t, auto width) {
      constexpr int kWidth = decltype(width)::value;
      ResidueTable& mine = next[t];
      mine.clear();
      // Successors are added in batches, their slots prefetched first.
      constexpr std::size_t kBatch = 32;
      std::pair<std::uint64_t, const std::uint64_t*> batch[kBatch + 2];
      std::size_t queued = 0;
      auto flush = [&] {
        for (std::size_t b = 0; b < queued; ++b) mine.prefetch(batch[b].first);
        for (std::size_t b = 0; b < queued; ++b) mine.template add<kWidth>(batch[b].first, batch[b].second, primes.data());
        queued = 0;
      };
      for (const ResidueTable& from : layer)
        from.for_each([&](std::uint64_t word, const std::uint64_t* ways) {
          const bool loop = spec.step(word, i, j, [&](std::uint64_t w) {
            if (shard_of(w, jobs) == static_cast<std::size_t>(t)) batch[queued++] = {w, ways};
          });
          if (queued >= kBatch) flush();
          if (loop && t == 0)
            for (int r = 0; r < k; ++r) {
              const std::uint64_t s = closed[r] + ways[r];
              closed[r] = s >= primes[r] ? s - primes[r] : s;
            }
        });
      flush();
    };
    // The residue sums unrolled for the usual numbers of primes (up to 2^441 at 7).
    auto run = [&](int t) {
      switch (k) {
        case 1: return work(t, std::integral_constant<int, 1>{});
        case 2: return work(t, std::integral_constant<int, 2>{});
        case 3: return work(t, std::integral_constant<int, 3>{});
        case 4: return work(t, std::integral_constant<int, 4>{});
        case 5: return work(t, std::integral_constant<int, 5>{});
        case 6: return work(t, std::integral_constant<int, 6>{});
        case 7: return work(t, std::integral_constant<int, 7>{});
        default: return work(t, std::integral_constant<int, 0>{});
      }
    };
    if (jobs == 1) {
      run(0);
    } else {
      std::vector<std::thread> threads;
      for (int t = 1; t < jobs; ++t) threads.emplace_back(run, t);
      run(0);
      for (auto& th : threads) th.join();
    }
    std::swap(layer, next);
    std::size_t states = 0;
    bytes = 0;
    for (int t = 0; t < jobs; ++t) {
      states += layer[t].size();
      bytes += layer[t].bytes() + next[t].bytes();
    }
    max_states = std::max(max_states, states);
    if (options.on_layer) {
      LoopCountProgress p;
      p.layer = point + 1;
      p.layers = layers;
      p.states = states;
      p.bytes = bytes;
      options.on_layer(p);
    }
  }
  if (stats) {
    stats->max_states = std::max(stats->max_states, max_states);
    stats->bytes = std::max(stats->bytes, bytes);
    ++stats->passes;
  }
  return closed;
}

std::vector<std::uint64_t> loop_count_primes(int rows, int cols) {
  return primes_for_bits(rows * cols);
}

BigCount count_loops(int rows, int cols, const LoopCountOptions& options, LoopCountStats* stats) {
  const std::vector<std::uint64_t> primes = loop_count_primes(rows, cols);
  const int all = static_cast<int>(primes.size());
  const int per = options.primes_per_pass > 0 ? std::min(options.primes_per_pass, all) : all;
  const int passes = (all + per - 1) / per;
  std::vector<std::uint64_t> residues;
  for (int pass = 0; pass < passes; ++pass) {
    const auto group = std::span(primes).subspan(pass * per, std::min(per, all - pass * per));
    LoopCountOptions o = options;
    if (options.on_layer)
      o.on_layer = [&](const LoopCountProgress& p) {
        LoopCountProgress q = p;
        q.pass = pass;
        q.passes = passes;
        options.on_layer(q);
      };
    const auto r = count_loops_mod(rows, cols, group, o, stats);
    residues.insert(residues.end(), r.begin(), r.end());
  }
  return combine_crt(residues, primes);
}

}  // namespace looplab::generator
