#include "generator/unique_patterns.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

#include "core/error.hpp"
#include "generator/cell_bits.hpp"

namespace looplab::generator {
namespace {

constexpr int kLetters = 5;  // clue values 0..4 (4 only for the 1x1 loop)
constexpr int kLetterBits = 3;
using Word = unsigned __int128;  // letter d in bits 3(n-1-d).., so words sort by cell order

// The cells in reading order: row by row along the shorter side, so that the letters
// still to come depend on one row of cells and the DAG's layers stay narrow.
std::vector<int> reading_order(int rows, int cols) {
  std::vector<int> order;
  if (cols <= rows) {
    for (int cell = 0; cell < rows * cols; ++cell) order.push_back(cell);
  } else {
    for (int c = 0; c < cols; ++c)
      for (int r = 0; r < rows; ++r) order.push_back(r * cols + c);
  }
  return order;
}

struct Node {
  std::array<std::int32_t, kLetters> child;  // -1: no word goes on with that letter
  std::uint8_t words;                        // words through this node, capped at 2
};

// The minimal DAG of a sorted list of equal-length words: nodes with equal futures are
// one node. Layer n holds the two leaves, 0 (one word ends here) and 1 (two or more).
class WordDag {
 public:
  WordDag(const std::vector<Word>& words, int n) : layers(static_cast<std::size_t>(n) + 1), words_(words), n_(n) {
    layers[n].push_back({{-1, -1, -1, -1, -1}, 1});
    layers[n].push_back({{-1, -1, -1, -1, -1}, 2});
    interned_.resize(n);
    root = build(0, words.size(), 0);
    interned_.clear();
  }

  std::vector<std::vector<Node>> layers;
  std::int32_t root = 0;

 private:
  struct KeyHash {
    std::size_t operator()(const std::array<std::int32_t, kLetters>& k) const {
      std::uint64_t h = 0x9E3779B97F4A7C15ull;
      for (std::int32_t x : k) h = (h ^ static_cast<std::uint32_t>(x)) * 0xFF51AFD7ED558CCDull;
      return static_cast<std::size_t>(h ^ (h >> 31));
    }
  };

  int letter(std::size_t i, int d) const {
    return static_cast<int>(words_[i] >> (kLetterBits * (n_ - 1 - d)) & 7u);
  }

  std::int32_t build(std::size_t lo, std::size_t hi, int d) {
    if (d == n_) return hi - lo == 1 ? 0 : 1;
    Node node{{-1, -1, -1, -1, -1}, 0};
    int words = 0;
    for (std::size_t a = lo; a < hi;) {
      const int v = letter(a, d);
      std::size_t b = a;
      while (b < hi && letter(b, d) == v) ++b;
      node.child[static_cast<std::size_t>(v)] = build(a, b, d + 1);
      words += layers[static_cast<std::size_t>(d + 1)][static_cast<std::size_t>(node.child[v])].words;
      a = b;
    }
    node.words = static_cast<std::uint8_t>(std::min(words, 2));
    auto& interned = interned_[static_cast<std::size_t>(d)];
    auto& layer = layers[static_cast<std::size_t>(d)];
    const auto [it, added] = interned.emplace(node.child, static_cast<std::int32_t>(layer.size()));
    if (added) layer.push_back(node);
    return it->second;
  }

  const std::vector<Word>& words_;
  int n_;
  std::vector<std::unordered_map<std::array<std::int32_t, kLetters>, std::int32_t, KeyHash>> interned_;
};

// One layer of the subset construction: states are sorted lists of (node << 1 | mult - 1),
// hash-consed in flat arrays, each with its pattern counts by number of clues.
class StateLayer {
 public:
  explicit StateLayer(int stride) : stride_(static_cast<std::size_t>(stride)) { clear(); }

  void clear() {
    items_.clear();
    start_.assign(1, 0);
    hashes_.clear();
    counts_.clear();
    slots_.assign(1024, 0);
  }
  std::size_t size() const { return start_.size() - 1; }
  const std::uint32_t* items(std::size_t s) const { return items_.data() + start_[s]; }
  std::size_t length(std::size_t s) const { return start_[s + 1] - start_[s]; }
  std::uint64_t* counts(std::size_t s) { return counts_.data() + s * stride_; }
  std::uint64_t bytes() const {
    return items_.capacity() * 4 + start_.capacity() * 8 + hashes_.capacity() * 8 +
           counts_.capacity() * 8 + slots_.capacity() * 4;
  }

  // The state's index, added with zero counts if new.
  std::size_t intern(const std::vector<std::uint32_t>& state) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::uint32_t x : state) h = (h ^ x) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
    if ((size() + 1) * 2 > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) {
        LK_REQUIRE(size() < 0xFFFFFFFFu, "pattern states fit 32-bit indices");
        slots_[i] = static_cast<std::uint32_t>(size() + 1);
        items_.insert(items_.end(), state.begin(), state.end());
        start_.push_back(items_.size());
        hashes_.push_back(h);
        counts_.resize(counts_.size() + stride_, 0);
        return size() - 1;
      }
      const std::size_t s = slot - 1;
      if (hashes_[s] == h && length(s) == state.size() &&
          std::equal(state.begin(), state.end(), items(s)))
        return s;
    }
  }

 private:
  void grow() {
    slots_.assign(slots_.size() * 2, 0);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t s = 0; s < size(); ++s) {
      std::size_t i = hashes_[s] & mask;
      while (slots_[i] != 0) i = (i + 1) & mask;
      slots_[i] = static_cast<std::uint32_t>(s + 1);
    }
  }

  std::size_t stride_;
  std::vector<std::uint32_t> items_;
  std::vector<std::uint64_t> start_, hashes_, counts_;
  std::vector<std::uint32_t> slots_;
};

}  // namespace

UniquePatternCounts count_unique_patterns(int rows, int cols, const std::vector<CellMask>& loops,
                                          const UniquePatternOptions& options) {
  const int n = rows * cols;
  LK_REQUIRE(n >= 1 && n * kLetterBits <= 128, "pattern words fit 128 bits");
  UniquePatternCounts result;
  result.unique_by_clues.assign(static_cast<std::size_t>(n) + 1, 0);
  if (loops.empty()) {
    result.complete = true;
    return result;
  }
  const CellBits bits(rows, cols);
  const std::vector<int> order = reading_order(rows, cols);
  std::vector<Word> words;
  words.reserve(loops.size());
  for (CellMask m : loops) {
    Word w = 0;
    for (int cell : order) w = w << kLetterBits | bits.clue(m, cell);
    words.push_back(w);
  }
  std::sort(words.begin(), words.end());
  const WordDag dag(words, n);
  words = {};
  for (const auto& layer : dag.layers) result.dag_nodes += layer.size();

  const auto stride = static_cast<std::size_t>(n) + 1;
  // settled[d][k]: patterns of k clues over the first d cells left with exactly one word.
  std::vector<std::vector<std::uint64_t>> settled(stride, std::vector<std::uint64_t>(stride, 0));
  StateLayer cur(static_cast<int>(stride)), next(static_cast<int>(stride));
  cur.counts(cur.intern({static_cast<std::uint32_t>(dag.root) << 1}))[0] = 1;

  std::vector<std::uint8_t> mult;  // per node of the next layer, 0 when untouched
  std::vector<std::uint32_t> touched, state;
  for (int d = 0; d < n; ++d) {
    const auto& nodes = dag.layers[static_cast<std::size_t>(d)];
    const auto& below = dag.layers[static_cast<std::size_t>(d + 1)];
    mult.assign(below.size(), 0);
    next.clear();
    for (std::size_t s = 0; s < cur.size(); ++s) {
      const std::uint32_t* it = cur.items(s);
      const std::size_t len = cur.length(s);
      for (int choice = -1; choice < kLetters; ++choice) {  // -1: blank
        touched.clear();
        auto reach = [&](std::int32_t c, std::uint8_t m) {
          if (c < 0) return;
          auto& slot = mult[static_cast<std::size_t>(c)];
          if (slot == 0) touched.push_back(static_cast<std::uint32_t>(c));
          slot = static_cast<std::uint8_t>(std::min(2, slot + m));
        };
        for (std::size_t i = 0; i < len; ++i) {
          const Node& u = nodes[it[i] >> 1];
          const auto m = static_cast<std::uint8_t>((it[i] & 1) + 1);
          if (choice < 0)
            for (std::int32_t c : u.child) reach(c, m);
          else
            reach(u.child[static_cast<std::size_t>(choice)], m);
        }
        if (touched.empty()) continue;  // no loop has this clue here
        std::sort(touched.begin(), touched.end());
        state.clear();
        int total = 0;
        bool all_twice = true;
        for (std::uint32_t c : touched) {
          const std::uint8_t m = mult[c];
          mult[c] = 0;
          total = std::min(2, total + m * below[c].words);
          all_twice = all_twice && m == 2;
          state.push_back(c << 1 | (m - 1u));
        }
        const int shift = choice < 0 ? 0 : 1;
        const std::uint64_t* from = cur.counts(s);
        if (total == 1) {
          auto& to = settled[static_cast<std::size_t>(d + 1)];
          for (std::size_t k = 0; k + shift < stride && k <= static_cast<std::size_t>(d); ++k)
            to[k + shift] += from[k];
        } else if (!all_twice && d + 1 < n) {
          std::uint64_t* to = next.counts(next.intern(state));
          for (std::size_t k = 0; k + shift < stride && k <= static_cast<std::size_t>(d); ++k)
            to[k + shift] += from[k];
        }
      }
      if ((s & 4095) == 0 && cur.bytes() + next.bytes() > options.max_bytes) return result;
    }
    PatternLayer report{d + 1, n, next.size(), cur.bytes() + next.bytes()};
    if (next.size() > result.peak_states) {
      result.peak_states = next.size();
      result.peak_layer = d + 1;
    }
    if (options.progress) options.progress(report);
    std::swap(cur, next);
  }

  // A pattern settled after d cells goes on with each later cell blank or that loop's clue.
  std::vector<std::vector<std::uint64_t>> binomial(stride, std::vector<std::uint64_t>(stride, 0));
  for (std::size_t a = 0; a < stride; ++a) {
    binomial[a][0] = 1;
    for (std::size_t b = 1; b <= a; ++b) binomial[a][b] = binomial[a - 1][b - 1] + binomial[a - 1][b];
  }
  for (std::size_t d = 1; d < stride; ++d)
    for (std::size_t k = 0; k <= d; ++k)
      for (std::size_t j = 0; j + d < stride; ++j)
        if (k + j < stride) result.unique_by_clues[k + j] += settled[d][k] * binomial[n - d][j];
  result.unique_by_clues[0] = 0;  // the empty pattern is no puzzle
  result.complete = true;
  return result;
}

}  // namespace looplab::generator
