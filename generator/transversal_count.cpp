#include "generator/transversal_count.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "core/error.hpp"
#include "generator/wide_clones.hpp"

namespace looplab::generator {

namespace {

using Poly = std::array<std::uint64_t, 33>;  // [k]: sets of size k

int size_of(std::uint32_t s) { return std::popcount(s); }

// The same by shifts and masks: the MMCS recursion below is not cloned for wider
// instruction sets, and there std::popcount is a library call per edge scanned.
int size_by_shifts(std::uint32_t s) {
  s -= (s >> 1) & 0x55555555u;
  s = (s & 0x33333333u) + ((s >> 2) & 0x33333333u);
  return static_cast<int>((((s + (s >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

// Minimal sets of `sets`, which is sorted by size: a set is kept unless a kept one
// (never larger) lies inside it. The kept ones are tested kBlock at a time without an
// early exit inside a block, so that the test runs on vectors.
LOOPLAB_WIDE_CLONES void keep_minimal_sorted(const std::vector<std::uint32_t>& sets,
                                             std::vector<std::uint32_t>& out) {
  constexpr std::size_t kBlock = 16;
  out.clear();
  for (std::uint32_t s : sets) {
    const std::uint32_t outside = ~s;
    const std::size_t full = out.size() / kBlock * kBlock;
    const std::uint32_t* m = out.data();
    bool covered = false;
    for (std::size_t b = 0; b < full && !covered; b += kBlock) {
      std::uint32_t any = 0;
      for (std::size_t t = 0; t < kBlock; ++t) any |= (m[b + t] & outside) == 0;
      covered = any != 0;
    }
    for (std::size_t t = full; t < out.size() && !covered; ++t) covered = (m[t] & outside) == 0;
    if (!covered) out.push_back(s);
  }
}

// `sets` into `out` in order of size (a counting sort; equal sizes keep their order).
LOOPLAB_WIDE_CLONES void sort_by_size(const std::vector<std::uint32_t>& sets, std::vector<std::uint32_t>& out) {
  std::size_t start[34] = {};
  for (std::uint32_t s : sets) ++start[size_of(s) + 1];
  for (int k = 1; k <= 33; ++k) start[k] += start[k - 1];
  out.resize(sets.size());
  for (std::uint32_t s : sets) out[start[size_of(s)]++] = s;
}

// Whether some sets[i], i < count, lies inside f (no early exit: it runs on vectors).
LOOPLAB_WIDE_CLONES bool contains_one_of(std::uint32_t f, const std::uint32_t* sets, std::size_t count) {
  std::uint32_t any = 0;
  for (std::size_t i = 0; i < count; ++i) any |= (sets[i] & ~f) == 0;
  return any != 0;
}

class TransversalCounter {
 public:
  explicit TransversalCounter(int n) : levels_(static_cast<std::size_t>(n) + 2) {
    for (int i = 0; i <= 32; ++i) {
      binomial_[i][0] = 1;
      for (int k = 1; k <= i; ++k)
        binomial_[i][k] = binomial_[i - 1][k - 1] + (k < i ? binomial_[i - 1][k] : 0);
    }
  }

  // Transversals of `edges` (all inside `free`) within `free`, by size.
  LOOPLAB_WIDE_CLONES Poly count(const std::vector<std::uint32_t>& edges, std::uint32_t free,
                                 std::size_t depth) {
    Poly p{};
    if (edges.size() <= kInclusionExclusion) return few_edges(edges, size_of(free));
    const std::uint32_t smallest = edges.front();  // edges stay sorted by size
    int cell = -1, best = -1;
    for (std::uint32_t t = smallest; t; t &= t - 1) {
      const int c = std::countr_zero(t);
      int uses = 0;
      for (std::uint32_t e : edges) uses += static_cast<int>(e >> c & 1);
      if (uses > best) best = uses, cell = c;
    }
    const std::uint32_t bit = std::uint32_t{1} << cell;
    std::vector<std::uint32_t>& next = levels_[depth].first;
    std::vector<std::uint32_t>& scratch = levels_[depth].second;
    // The cell in T: the edges it meets are met.
    next.clear();
    for (std::uint32_t e : edges)
      if (!(e & bit)) next.push_back(e);
    const Poly in = count(next, free & ~bit, depth + 1);
    for (std::size_t k = 0; k + 1 < p.size(); ++k) p[k + 1] += in[k];
    // The cell out of T: every edge loses it (an emptied edge can no longer be met).
    // A shrunk edge h - cell lies inside no other shrunk one (h was minimal), so the
    // only edges to drop are unshrunk ones f (without the cell) that now contain one.
    std::vector<std::uint32_t>& shrunk = scratch;
    shrunk.clear();
    for (std::uint32_t e : edges)
      if (e & bit) {
        if (e == bit) return p;
        shrunk.push_back(e & ~bit);
      }
    const std::size_t kept_from = shrunk.size();
    for (std::uint32_t f : next)
      if (!contains_one_of(f, shrunk.data(), kept_from)) shrunk.push_back(f);
    // Both runs are in order of size (removing the cell takes one from each shrunk one).
    next.resize(shrunk.size());
    std::merge(shrunk.begin(), shrunk.begin() + static_cast<std::ptrdiff_t>(kept_from),
               shrunk.begin() + static_cast<std::ptrdiff_t>(kept_from), shrunk.end(), next.begin(),
               [](std::uint32_t a, std::uint32_t b) { return size_of(a) < size_of(b); });
    const Poly out = count(next, free & ~bit, depth + 1);
    for (std::size_t k = 0; k < p.size(); ++k) p[k] += out[k];
    return p;
  }

 private:
  // Most calls deep in the branching have a handful of edges left; there the count is
  // a sum by inclusion and exclusion over the subsets E' of the edges: the sets that
  // miss every edge of E' are the subsets of free minus their union, so
  // transversals = sum over E' of (-1)^|E'| (1+x)^(f - |union E'|). Terms are summed
  // modulo 2^64, which is exact since the result is a count that fits.
  static constexpr std::size_t kInclusionExclusion = 7;

  Poly few_edges(const std::vector<std::uint32_t>& edges, int f) {
    std::uint64_t sign_by_rest[33] = {};  // [f - |union|]: the signed number of E'
    const std::size_t subsets = std::size_t{1} << edges.size();
    union_[0] = 0;
    sign_by_rest[f] = 1;
    for (std::size_t mask = 1; mask < subsets; ++mask) {
      const std::uint32_t uni = union_[mask] =
          union_[mask & (mask - 1)] | edges[static_cast<std::size_t>(std::countr_zero(mask))];
      sign_by_rest[f - size_of(uni)] += std::popcount(mask) % 2 ? ~std::uint64_t{0} : 1;
    }
    Poly p{};
    for (int rest = 0; rest <= f; ++rest)
      if (const std::uint64_t s = sign_by_rest[rest])
        for (int k = 0; k <= rest; ++k) p[static_cast<std::size_t>(k)] += s * binomial_[rest][k];
    return p;
  }

  std::uint32_t union_[std::size_t{1} << kInclusionExclusion] = {};
  std::vector<std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>> levels_;
  std::uint64_t binomial_[33][33] = {};
};

// MMCS (Murakami and Uno): T grows only by a vertex of one uncovered edge, the earlier
// vertices of that edge being barred, so each minimal transversal is reached once; a
// branch stops as soon as a member of T has no critical edge left (one that T meets
// only there). Each frame holds its edges as vertex masks in lists: the uncovered
// edges, then each member's critical edges. An edge is uncovered or critical for at
// most one member, so a frame holds at most as many entries as there are edges, and
// the lists thin out fast as T grows (a 5x5 loop's ~800 edges: about 50 entries a
// frame). Two masks per frame then settle every candidate vertex by one AND:
// - `common`, the vertices on every uncovered edge: T + v meets every edge;
// - `dead`, the vertices on every critical edge of some member: T + v leaves that
//   member without a critical edge, so no minimal transversal contains T + v.
// So the vertices that complete a minimal transversal are counted in one go, and a
// frame is built only for a vertex that goes on.
class MinimalEnumerator {
 public:
  explicit MinimalEnumerator(const std::vector<std::uint32_t>& edges)
      : edges_(edges.size()), pool_(kDepths * edges_, 0) {
    std::copy(edges.begin(), edges.end(), pool_.begin());
    frames_[0].open = edges_;
  }

  void run(Poly& found) {
    found_ = &found;
    descend(0, 0, 0);
  }

 private:
  static constexpr std::size_t kDepths = 34;

  // Frame `depth` (T has `depth` members): pool_[depth * edges_ ...] holds its `open`
  // uncovered edges, then member m's critical edges from start[m] to start[m + 1].
  struct Frame {
    std::size_t open = 0;
    std::uint32_t dead = 0;
    std::uint32_t start[kDepths + 1] = {};
  };

  void descend(std::size_t depth, std::uint32_t t, std::uint32_t barred) {
    const Frame& frame = frames_[depth];
    const std::uint32_t* uncovered = pool_.data() + depth * edges_;
    if (frame.open == 0) {  // every edge met (only when there are no edges at all)
      ++(*found_)[static_cast<std::size_t>(size_by_shifts(t))];
      return;
    }
    // A dead vertex stays dead below (critical edges only thin out as T grows), so it
    // is barred with the rest, and the edge chosen is the one with the fewest vertices
    // left to try.
    barred |= frame.dead;
    std::uint32_t choice = 0, common = ~std::uint32_t{0};
    int choice_size = 33;
    for (std::size_t e = 0; e < frame.open; ++e) {
      const std::uint32_t c = uncovered[e] & ~barred;
      const int size = size_by_shifts(c);
      if (size < choice_size) choice = c, choice_size = size;
      common &= uncovered[e];
    }
    (*found_)[static_cast<std::size_t>(size_by_shifts(t) + 1)] +=
        static_cast<std::uint64_t>(size_by_shifts(choice & common));
    for (std::uint32_t rest = choice & ~common; rest; rest &= rest - 1) {
      const std::uint32_t bit = rest & (0u - rest);
      build(depth, bit);
      // The vertices of the choice before v are barred below it.
      descend(depth + 1, t | bit, barred | (choice & (bit - 1)));
    }
  }

  // Frame depth + 1 from frame `depth` and vertex `bit` (the frames' bounds read into
  // locals first: the stores to the pool could otherwise alias them).
  void build(std::size_t depth, std::uint32_t bit) {
    const Frame& from = frames_[depth];
    Frame& to = frames_[depth + 1];
    const std::uint32_t* __restrict in = pool_.data() + depth * edges_;
    std::uint32_t* __restrict out = pool_.data() + (depth + 1) * edges_;
    const std::size_t open = from.open;
    std::uint32_t start[kDepths + 1];
    std::copy(from.start, from.start + depth + 1, start);
    std::size_t at = 0;
    for (std::size_t e = 0; e < open; ++e) {  // the uncovered edges v misses
      out[at] = in[e];
      at += (in[e] & bit) == 0;
    }
    to.open = at;
    std::uint32_t dead = 0;
    for (std::size_t m = 0; m < depth; ++m) {  // each member's, less those v meets
      to.start[m] = static_cast<std::uint32_t>(at);
      std::uint32_t on_all = ~std::uint32_t{0};
      for (std::size_t e = start[m], end = start[m + 1]; e < end; ++e) {
        const std::uint32_t edge = in[e];
        out[at] = edge;
        const bool kept = (edge & bit) == 0;
        on_all &= kept ? edge : ~std::uint32_t{0};
        at += kept;
      }
      dead |= on_all;
    }
    to.start[depth] = static_cast<std::uint32_t>(at);
    std::uint32_t on_all = ~std::uint32_t{0};  // v's own: the uncovered edges it meets
    for (std::size_t e = 0; e < open; ++e) {
      out[at] = in[e];
      const bool met = (in[e] & bit) != 0;
      on_all &= met ? in[e] : ~std::uint32_t{0};
      at += met;
    }
    to.start[depth + 1] = static_cast<std::uint32_t>(at);
    to.dead = dead | on_all;
  }

  std::size_t edges_;
  std::vector<std::uint32_t> pool_;
  Frame frames_[kDepths];
  Poly* found_ = nullptr;
};

void add(const Poly& p, int n, std::uint64_t w, std::vector<std::uint64_t>& by_size) {
  by_size.resize(static_cast<std::size_t>(n) + 1, 0);
  for (int k = 0; k <= n; ++k) by_size[static_cast<std::size_t>(k)] += w * p[static_cast<std::size_t>(k)];
}

}  // namespace

LOOPLAB_WIDE_CLONES MinimalFamily minimal_sets(const std::vector<std::uint32_t>& family) {
  // In order of size (a counting sort), so that a set is kept unless one kept before
  // lies inside it; a duplicate finds its twin kept. Most sets of a large family are
  // big and contain one of the first (smallest) kept sets, so each costs a few tests.
  std::vector<std::uint32_t> sorted;
  MinimalFamily out;
  sort_by_size(family, sorted);
  keep_minimal_sorted(sorted, out.sets);
  return out;
}

void count_transversals(const MinimalFamily& edges, int n, std::uint64_t w,
                        std::vector<std::uint64_t>& by_size) {
  LK_REQUIRE(n >= 0 && n <= 32, "transversals on 0..32 vertices");
  const std::uint32_t all = n == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
  Poly p{};
  if (edges.sets.empty() || edges.sets.front() != 0) p = TransversalCounter(n).count(edges.sets, all, 0);
  add(p, n, w, by_size);
}

void count_minimal_transversals(const MinimalFamily& edges, int n, std::uint64_t w,
                                std::vector<std::uint64_t>& by_size) {
  LK_REQUIRE(n >= 0 && n <= 32, "transversals on 0..32 vertices");
  Poly p{};
  if (edges.sets.empty() || edges.sets.front() != 0) MinimalEnumerator(edges.sets).run(p);
  add(p, n, w, by_size);
}

void count_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                        std::vector<std::uint64_t>& by_size) {
  count_transversals(minimal_sets(edges), n, w, by_size);
}

void count_minimal_transversals(const std::vector<std::uint32_t>& edges, int n, std::uint64_t w,
                                std::vector<std::uint64_t>& by_size) {
  count_minimal_transversals(minimal_sets(edges), n, w, by_size);
}

}  // namespace looplab::generator
