#include "generator/loop_count_mod.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>

#include "core/cluster.hpp"
#include "core/error.hpp"
#include "generator/loop_pair_graph.hpp"
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

// Adds (word, ways) into a table in batches, prefetching a batch's slots before adding:
// the adds land all over a table larger than the cache. Width as in ResidueTable::add.
template <int Width>
class BatchAdder {
 public:
  BatchAdder(ResidueTable& table, const std::uint64_t* primes) : table_(table), primes_(primes) {}
  void operator()(std::uint64_t word, const std::uint64_t* ways) {
    batch_[queued_++] = {word, ways};
    if (queued_ == kBatch) flush();
  }
  void flush() {
    for (std::size_t b = 0; b < queued_; ++b) table_.prefetch(batch_[b].first);
    for (std::size_t b = 0; b < queued_; ++b)
      table_.template add<Width>(batch_[b].first, batch_[b].second, primes_);
    queued_ = 0;
  }

 private:
  static constexpr std::size_t kBatch = 32;
  ResidueTable& table_;
  const std::uint64_t* primes_;
  std::pair<std::uint64_t, const std::uint64_t*> batch_[kBatch];
  std::size_t queued_ = 0;
};

// Decides point (i, j) for every word of `from`: successors go to emit(word, ways), the
// ways of loops closed here are added to `closed`.
template <class Emit>
void step_all(const LoopPairs& spec, int i, int j, const ResidueTable& from,
              std::span<const std::uint64_t> primes, std::vector<std::uint64_t>& closed,
              Emit&& emit) {
  from.for_each([&](std::uint64_t word, const std::uint64_t* ways) {
    if (spec.step(word, i, j, [&](std::uint64_t w) { emit(w, ways); }))
      for (std::size_t r = 0; r < primes.size(); ++r)
        closed[r] = add_mod(closed[r], ways[r], primes[r]);
  });
}

// f(std::integral_constant<int, W>) with W = k for the usual numbers of primes (up to
// 2^441 at 7), so the residue sums unroll; W = 0 (k read at run time) beyond.
template <class F>
void with_width(std::size_t k, F&& f) {
  switch (k) {
    case 1: return f(std::integral_constant<int, 1>{});
    case 2: return f(std::integral_constant<int, 2>{});
    case 3: return f(std::integral_constant<int, 3>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 5: return f(std::integral_constant<int, 5>{});
    case 6: return f(std::integral_constant<int, 6>{});
    case 7: return f(std::integral_constant<int, 7>{});
    default: return f(std::integral_constant<int, 0>{});
  }
}

// f(t) for t in [0, jobs), on `jobs` threads.
template <class F>
void on_threads(int jobs, F&& f) {
  if (jobs == 1) return f(0);
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(f, t);
  f(0);
  for (auto& th : threads) th.join();
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

double loop_count_bytes(int rows, int cols, int primes, int jobs, LoopCountEngine engine) {
  if (engine == LoopCountEngine::graph) {
    // Two row graphs (every row but the last, and the last) of W steps, 4 bytes a word
    // and 4 an edge (under two a word) each; their layers average under 0.3 of the
    // Motzkin bound (14x14: 0.25, 15x15: 0.24 with mirrors merged). Then two layers of
    // residues, or, while a graph is built, its edges (16 bytes, twice over) and words.
    const double bound = loop_count_states_bound(rows, cols);
    const int w = std::min(rows, cols) + 1;
    return 2.0 * w * 12 * 0.3 * bound + 2.0 * bound * 8 * std::max(primes, 5);
  }
  const double bound = loop_count_states_bound(rows, cols);
  const int n = std::max(1, jobs);
  const double expected = std::ceil(bound / n);
  // A table grows (doubling) at load 3/4: it ends at the first power of two c with
  // 3c >= 4 * expected, and while it doubles holds c/2 + c. Peak: the other layer (c)
  // plus the one growing (1.5c), in each of the n shards.
  // (Tables start at 1024 words or the bound, at load 1/2.)
  double c = static_cast<double>(ResidueTable::capacity_for(static_cast<std::size_t>(std::min(expected, 1024.0))));
  while (3 * c < 4 * expected) c *= 2;
  // With threads, the mail: up to two successors a word, 16 bytes each, in vectors that
  // may hold twice what they need.
  const double mail = n > 1 ? 2.0 * 2 * 16 * bound : 0;
  return 2.5 * n * c * (primes + 1) * 8 + mail;
}

namespace {

// The hashing twin: each layer a set of open-addressing tables of 64-bit words.
std::vector<std::uint64_t> count_hashed(const LoopPairs& spec, int rows, int cols,
                                        std::span<const std::uint64_t> primes,
                                        const LoopCountOptions& options, LoopCountStats* stats) {
  const int k = static_cast<int>(primes.size());
  const int jobs = std::max(1, options.jobs);
  const std::size_t expected = shard_expected(loop_count_states_bound(rows, cols), jobs);
  std::vector<ResidueTable> layer, next;
  for (int t = 0; t < jobs; ++t) {
    // Tables grow as layers do (at load 3/4), up to capacity_for(expected) at most.
    layer.emplace_back(k, std::min<std::size_t>(expected, 1024));
    next.emplace_back(k, std::min<std::size_t>(expected, 1024));  // as loop_count_bytes says
  }
  const std::vector<std::uint64_t> one(k, 1);
  layer[0].add(0, one.data(), primes.data());  // nothing decided: no edge anywhere
  // With threads, a layer takes two rounds: thread t steps the words of its own table
  // and posts each successor to mail[t][d], d the successor's table; then thread d
  // adds its mail into table d. Sums modulo p do not depend on the order.
  using Mail = std::vector<std::pair<std::uint64_t, const std::uint64_t*>>;
  std::vector<Mail> mail(jobs > 1 ? static_cast<std::size_t>(jobs) * jobs : 0);
  std::vector<std::vector<std::uint64_t>> closed(jobs, std::vector<std::uint64_t>(k, 0));
  std::size_t max_states = 1, bytes = 0;
  const int layers = spec.rows * spec.width;
  for (int point = 0; point < layers; ++point) {
    const int i = point / spec.width, j = point % spec.width;
    auto decide = [&](auto width) {
      constexpr int kWidth = decltype(width)::value;
      if (jobs == 1) {
        next[0].clear();
        BatchAdder<kWidth> add(next[0], primes.data());
        step_all(spec, i, j, layer[0], primes, closed[0], add);
        add.flush();
        return;
      }
      on_threads(jobs, [&](int t) {
        for (int d = 0; d < jobs; ++d) mail[t * jobs + d].clear();
        step_all(spec, i, j, layer[t], primes, closed[t],
                 [&](std::uint64_t w, const std::uint64_t* ways) {
                   mail[t * jobs + shard_of(w, jobs)].emplace_back(w, ways);
                 });
      });
      on_threads(jobs, [&](int d) {
        next[d].clear();
        BatchAdder<kWidth> add(next[d], primes.data());
        for (int t = 0; t < jobs; ++t)
          for (const auto& [w, ways] : mail[t * jobs + d]) add(w, ways);
        add.flush();
      });
    };
    with_width(static_cast<std::size_t>(k), decide);
    std::swap(layer, next);
    std::size_t states = 0;
    bytes = 0;
    for (int t = 0; t < jobs; ++t) {
      states += layer[t].size();
      bytes += layer[t].bytes() + next[t].bytes();
    }
    for (const Mail& m : mail) bytes += m.capacity() * sizeof(Mail::value_type);
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
  for (int t = 1; t < jobs; ++t)
    for (int r = 0; r < k; ++r) closed[0][r] = add_mod(closed[0][r], closed[t][r], primes[r]);
  return closed[0];
}

// Sums residues along the in-edges of the row graphs (loop_pair_graph.hpp).
template <int Width>
void pull(const LoopPairStep& step, std::size_t begin, std::size_t end, const std::uint64_t* cur,
          std::uint64_t* next, std::span<const std::uint64_t> primes) {
  const std::size_t k = Width > 0 ? Width : primes.size();
  const std::uint32_t* from = step.from.data();
  const std::size_t edges = step.from.size();
  constexpr std::size_t kAhead = 16;  // edges whose residues are fetched before they are added
  std::uint64_t acc[64];
  for (std::size_t d = begin; d < end; ++d) {
    for (std::size_t r = 0; r < k; ++r) acc[r] = 0;
    for (std::uint32_t e = step.first[d]; e < step.first[d + 1]; ++e) {
      if (e + kAhead < edges) __builtin_prefetch(cur + from[e + kAhead] * k);
      const std::uint64_t* ways = cur + from[e] * k;
      for (std::size_t r = 0; r < k; ++r) acc[r] = add_mod(acc[r], ways[r], primes[r]);
    }
    for (std::size_t r = 0; r < k; ++r) next[d * k + r] = acc[r];
  }
}

std::vector<std::uint64_t> count_by_graph(const LoopPairs& spec, std::span<const std::uint64_t> primes,
                                          const LoopCountOptions& options, LoopCountStats* stats) {
  const std::size_t k = primes.size();
  LK_REQUIRE(k <= 64, "at most 64 primes a pass");
  const int jobs = std::max(1, options.jobs);
  const LoopPairGraph middle(spec, 0), last(spec, spec.rows - 1);
  const std::size_t widest = std::max(middle.max_layer(), last.max_layer());
  std::vector<std::uint64_t> cur(widest * k, 0), next(widest * k, 0), closed(k, 0);
  for (std::size_t r = 0; r < k; ++r) cur[middle.empty_index() * k + r] = 1;  // no edge anywhere
  const std::size_t bytes = middle.bytes() + last.bytes() + 2 * widest * k * sizeof(std::uint64_t);
  const int layers = spec.rows * spec.width;
  for (int i = 0; i < spec.rows; ++i) {
    const LoopPairGraph& row = i + 1 < spec.rows ? middle : last;
    for (int j = 0; j < spec.width; ++j) {
      const LoopPairStep& step = row.steps()[static_cast<std::size_t>(j)];
      if (step.closing >= 0)
        for (std::size_t r = 0; r < k; ++r)
          closed[r] = add_mod(closed[r], cur[static_cast<std::size_t>(step.closing) * k + r], primes[r]);
      const std::size_t n = step.size();
      auto run = [&](auto width) {
        constexpr int kWidth = decltype(width)::value;
        on_threads(jobs, [&](int t) {
          pull<kWidth>(step, n * t / jobs, n * (t + 1) / jobs, cur.data(), next.data(), primes);
        });
      };
      with_width(k, run);
      cur.swap(next);
      if (options.on_layer) {
        LoopCountProgress p;
        p.layer = i * spec.width + j + 1;
        p.layers = layers;
        p.states = n;
        p.bytes = bytes;
        options.on_layer(p);
      }
    }
  }
  if (stats) {
    stats->max_states = std::max(stats->max_states, widest);
    stats->bytes = std::max(stats->bytes, bytes);
    ++stats->passes;
  }
  return closed;
}

// A message of the split count: (word, its k residues) records, 8 bytes each number.
void append_record(std::string& out, std::uint64_t word, const std::uint64_t* ways, std::size_t k) {
  out.append(reinterpret_cast<const char*>(&word), sizeof word);
  out.append(reinterpret_cast<const char*>(ways), k * sizeof *ways);
}

template <class F>
void for_each_record(const std::string& in, std::size_t k, F&& f) {
  const std::size_t record = (k + 1) * sizeof(std::uint64_t);
  LK_REQUIRE(in.size() % record == 0, "a split count's message of whole records");
  std::vector<std::uint64_t> buffer(k + 1);
  for (std::size_t at = 0; at < in.size(); at += record) {
    std::memcpy(buffer.data(), in.data() + at, record);
    f(buffer[0], buffer.data() + 1);
  }
}

}  // namespace

std::vector<std::uint64_t> count_loops_mod_ranks(int rows, int cols, std::span<const std::uint64_t> primes,
                                                 core::Cluster& cluster, const LoopCountOptions& options,
                                                 LoopCountStats* stats) {
  if (cols > rows) std::swap(rows, cols);
  LK_REQUIRE(cols >= 1 && cols <= kLoopPairsMaxWidth, "loop count grid size");
  LK_REQUIRE(!primes.empty(), "at least one prime");
  const LoopPairs spec{rows + 1, cols + 1, options.merge_mirrors};
  const std::size_t k = primes.size();
  const int size = cluster.size(), me = cluster.rank();
  const std::size_t expected = shard_expected(loop_count_states_bound(rows, cols), size);
  ResidueTable layer(static_cast<int>(k), std::min<std::size_t>(expected, 1024)),
      next(static_cast<int>(k), std::min<std::size_t>(expected, 1024));
  const std::vector<std::uint64_t> one(k, 1);
  if (shard_of(0, static_cast<std::size_t>(size)) == static_cast<std::size_t>(me))
    layer.add(0, one.data(), primes.data());  // nothing decided: no edge anywhere
  std::vector<std::uint64_t> closed(k, 0);
  core::AllToAll net(cluster);
  std::vector<std::string> out(static_cast<std::size_t>(size));
  std::vector<std::uint64_t> received;
  std::size_t max_states = 1, bytes = 0;
  const int layers = spec.rows * spec.width;
  for (int point = 0; point < layers; ++point) {
    const int i = point / spec.width, j = point % spec.width;
    next.clear();
    for (std::string& m : out) m.clear();
    std::size_t mail = 0;
    with_width(k, [&](auto width) {
      BatchAdder<decltype(width)::value> add(next, primes.data());
      step_all(spec, i, j, layer, primes, closed, [&](std::uint64_t w, const std::uint64_t* ways) {
        const std::size_t to = shard_of(w, static_cast<std::size_t>(size));
        if (to == static_cast<std::size_t>(me))
          add(w, ways);
        else
          append_record(out[to], w, ways, k);
      });
      add.flush();
      for (const std::string& m : out) mail += m.capacity();
      for (const std::string& in : net.round(out)) {
        // The records as numbers (a message's bytes need not be aligned for them),
        // added in batches while they stay in place.
        const std::size_t numbers = in.size() / sizeof(std::uint64_t);
        LK_REQUIRE(numbers * sizeof(std::uint64_t) == in.size() && numbers % (k + 1) == 0,
                   "a split count's message of whole records");
        if (numbers == 0) continue;  // nothing from that rank this layer
        received.resize(numbers);
        std::memcpy(received.data(), in.data(), in.size());
        for (std::size_t at = 0; at < numbers; at += k + 1) add(received[at], &received[at + 1]);
        add.flush();
      }
    });
    mail += received.capacity() * sizeof(std::uint64_t);
    std::swap(layer, next);
    bytes = layer.bytes() + next.bytes() + mail;
    max_states = std::max(max_states, layer.size());
    if (options.on_layer) {
      LoopCountProgress p;
      p.layer = point + 1;
      p.layers = layers;
      p.states = layer.size();
      p.bytes = bytes;
      options.on_layer(p);
    }
  }
  // Each rank's loops closed, summed on every rank.
  std::string mine;
  append_record(mine, 0, closed.data(), k);
  const std::vector<std::string> theirs = net.round(std::vector<std::string>(static_cast<std::size_t>(size), mine));
  for (int r = 0; r < size; ++r)
    if (r != me)
      for_each_record(theirs[static_cast<std::size_t>(r)], k, [&](std::uint64_t, const std::uint64_t* ways) {
        for (std::size_t q = 0; q < k; ++q) closed[q] = add_mod(closed[q], ways[q], primes[q]);
      });
  if (stats) {
    stats->max_states = std::max(stats->max_states, max_states);
    stats->bytes = std::max(stats->bytes, bytes);
    ++stats->passes;
  }
  return closed;
}

std::vector<std::uint64_t> count_loops_mod(int rows, int cols,
                                           std::span<const std::uint64_t> primes,
                                           const LoopCountOptions& options,
                                           LoopCountStats* stats) {
  if (cols > rows) std::swap(rows, cols);  // the frontier runs along the shorter side
  LK_REQUIRE(cols >= 1 && cols <= kLoopPairsMaxWidth, "loop count grid size");
  LK_REQUIRE(!primes.empty(), "at least one prime");
  for (std::uint64_t p : primes) LK_REQUIRE(p >= 2 && p < (std::uint64_t{1} << 63), "modulus below 2^63");
  const LoopPairs spec{rows + 1, cols + 1, options.merge_mirrors};
  if (options.engine == LoopCountEngine::hash) return count_hashed(spec, rows, cols, primes, options, stats);
  return count_by_graph(spec, primes, options, stats);
}

std::vector<std::uint64_t> loop_count_primes(int rows, int cols, int prime_set) {
  return primes_for_bits(rows * cols, prime_set);
}

BigCount count_loops(int rows, int cols, const LoopCountOptions& options, LoopCountStats* stats) {
  const std::vector<std::uint64_t> primes = loop_count_primes(rows, cols, options.prime_set);
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
