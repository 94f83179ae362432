// Unique-clue and minimal counts: the fast per-loop bitmap method against the naive
// hash of every (subset, clue values) pair, the transversal and pattern methods against
// it, and all of them against the published figures.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "generator/grid_symmetry.hpp"
#include "generator/subset_bitmap.hpp"
#include "generator/transversal_count.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"
#include "generator/unique_patterns.hpp"

using namespace looplab;

TEST_CASE("unique-clue counts match the published figures", "[unique]") {
  CHECK(generator::count_unique_clues(1, 2).unique() == 9);
  CHECK(generator::count_unique_clues(2, 2).unique() == 93);
  CHECK(generator::count_unique_clues(2, 3).unique() == 1161);
  CHECK(generator::count_unique_clues(3, 3).unique() == 41433);
  CHECK(generator::count_unique_clues(3, 2).unique() == 1161);
}

TEST_CASE("the fast unique-clue count equals the naive one on every grid up to 3x4", "[unique]") {
  for (int r = 1; r <= 3; ++r)
    for (int c = r; r * c <= 12; ++c) {
      INFO(r << "x" << c);
      const auto naive = generator::count_unique_clues_naive(r, c);
      CHECK(generator::count_unique_clues(r, c, {.jobs = 1, .minimal = true, .progress = {}}) ==
            naive);
      CHECK(generator::count_unique_clues(r, c, {.jobs = 2, .minimal = true, .progress = {}}) ==
            naive);
    }
}

TEST_CASE("minimal counts and histograms of small grids", "[unique]") {
  const auto c33 = generator::count_unique_clues(3, 3);
  CHECK(c33.minimal() == 5299);
  CHECK(c33.unique_by_clues[1] == 9);  // a 4 in any cell: only its one-cell loop fits
  CHECK(c33.unique_by_clues[9] == 207);
  const auto c11 = generator::count_unique_clues(1, 1);
  CHECK(c11.unique() == 1);
  CHECK(c11.minimal() == 0);  // the one loop needs no clue at all
  const auto fast =
      generator::count_unique_clues(4, 4, {.jobs = 2, .minimal = true, .progress = {}});
  CHECK(fast.loops == 9349);
  CHECK(fast.unique() == 160498304);
  CHECK(fast.minimal() == 5062846);
}

TEST_CASE("the subset bitmap closes and counts like a brute force, across blocks", "[unique]") {
  for (int n : {0, 3, 6, 7, 16, 17, 22}) {
    INFO("n = " << n);
    core::Rng rng(static_cast<std::uint64_t>(n) + 11);
    const std::uint32_t all = n == 32 ? ~0u : (1u << n) - 1;
    std::vector<std::uint32_t> members;
    for (int i = 0; i < 12; ++i) {
      std::uint32_t m = static_cast<std::uint32_t>(rng.next()) & all;
      while (std::popcount(m) > 14) m &= m - 1;  // keep brute-force submask walks small
      members.push_back(m);
    }
    generator::SubsetBitmap map(n);
    std::vector<std::uint8_t> in(std::size_t{1} << n, 0);
    for (std::uint32_t m : members) {
      map.insert(m);
      for (std::uint32_t s = m;; s = (s - 1) & m) {
        in[s] = 1;
        if (s == 0) break;
      }
    }
    std::vector<std::uint64_t> outside, minimal;
    map.close_down_and_count(3, outside, &minimal);
    std::vector<std::uint64_t> want_out(static_cast<std::size_t>(n) + 1, 0), want_min(want_out);
    for (std::uint32_t s = 0; s < in.size(); ++s) {
      REQUIRE(map.contains(s) == static_cast<bool>(in[s]));
      if (in[s]) continue;
      want_out[static_cast<std::size_t>(std::popcount(s))] += 3;
      bool all_below_in = true;
      for (int b = 0; b < n; ++b)
        if ((s >> b & 1) && !in[s & ~(1u << b)]) all_below_in = false;
      if (all_below_in) want_min[static_cast<std::size_t>(std::popcount(s))] += 3;
    }
    CHECK(outside == want_out);
    CHECK(minimal == want_min);
  }
}

TEST_CASE("grid symmetries: 4 on a rectangle, 8 on a square, classes partition masks", "[unique]") {
  CHECK(generator::GridSymmetry(2, 3).size() == 4);
  CHECK(generator::GridSymmetry(3, 3).size() == 8);
  const generator::GridSymmetry sq(3, 3);
  int size = 0;
  CHECK(sq.canonical(0b000000001, &size) == 0b000000001);  // a corner: 4 images
  CHECK(size == 4);
  CHECK(sq.canonical(0b000010000, &size) == 0b000010000);  // the centre: fixed
  CHECK(size == 1);
  CHECK(sq.apply(1, 0b000000001) == 0b000000100);  // mirror left-right
}

TEST_CASE("unique-clue shards of any sizes add up to the whole count", "[unique]") {
  for (auto [r, c] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{2, 5}}) {
    INFO(r << "x" << c);
    const generator::UniqueClueCounter counter(r, c);
    const std::uint64_t units = counter.work_units();
    REQUIRE(units == generator::unique_work_units(r, c));
    const auto whole = generator::count_unique_clues(r, c);
    // Uneven cuts, counted out of order, and an empty shard and one past the end.
    std::vector<std::uint64_t> cuts = {0, 1, units / 3, units / 3, units - 1, units};
    generator::UniqueClueCounts sum(r, c, 0);
    for (std::size_t s = cuts.size() - 1; s-- > 0;)
      sum += counter.count({cuts[s], cuts[s + 1]}, {.jobs = 2, .minimal = true, .progress = {}});
    sum += counter.count({units, units + 5});
    CHECK(sum == whole);
    CHECK(sum.loops == whole.loops);
    CHECK(generator::count_unique_shard(r, c, {0, 1}) == counter.count({0, 1}));
  }
}

TEST_CASE("transversal counts equal a brute force over all subsets", "[unique]") {
  for (int n : {0, 1, 5, 9, 14}) {
    for (int trial = 0; trial < 6; ++trial) {
      INFO("n = " << n << ", trial " << trial);
      core::Rng rng(static_cast<std::uint64_t>(n * 100 + trial));
      const std::uint32_t all = (1u << n) - 1;
      std::vector<std::uint32_t> edges;
      const int num_edges = trial == 0 ? 0 : static_cast<int>(rng.next() % 40) + 1;
      for (int e = 0; e < num_edges; ++e) {
        std::uint32_t m = static_cast<std::uint32_t>(rng.next()) & all;
        if (trial % 2) m &= static_cast<std::uint32_t>(rng.next());  // smaller edges too
        if (m != 0 || trial == 5) edges.push_back(m);
      }
      std::vector<std::uint64_t> want(static_cast<std::size_t>(n) + 1, 0), want_min(want);
      auto meets_all = [&](std::uint32_t t) {
        return std::all_of(edges.begin(), edges.end(), [&](std::uint32_t e) { return (e & t) != 0; });
      };
      for (std::uint32_t t = 0; t <= all; ++t) {
        if (!meets_all(t)) continue;
        want[static_cast<std::size_t>(std::popcount(t))] += 2;
        bool minimal = true;
        for (int b = 0; b < n; ++b)
          if ((t >> b & 1) && meets_all(t & ~(1u << b))) minimal = false;
        if (minimal) want_min[static_cast<std::size_t>(std::popcount(t))] += 2;
      }
      std::vector<std::uint64_t> got, got_min;
      generator::count_transversals(edges, n, 2, got);
      generator::count_minimal_transversals(edges, n, 2, got_min);
      CHECK(got == want);
      CHECK(got_min == want_min);
    }
  }
}

TEST_CASE("minimal transversals of a hypergraph past 4096 edges", "[unique]") {
  // Every 5-set of 16 vertices (4,368 edges, past the one-word-per-group bound of the
  // enumerator's sparse critical sets): T meets them all exactly when at most 4
  // vertices stay out, so the minimal transversals are the C(16, 12) = 1,820 12-sets.
  std::vector<std::uint32_t> edges;
  for (std::uint32_t m = 0; m < (1u << 16); ++m)
    if (std::popcount(m) == 5) edges.push_back(m);
  REQUIRE(edges.size() == 4368);
  std::vector<std::uint64_t> got;
  generator::count_minimal_transversals(edges, 16, 3, got);
  std::vector<std::uint64_t> want(17, 0);
  want[12] = 3 * 1820;
  CHECK(got == want);
}

TEST_CASE("the transversal method equals the naive count on every grid up to 3x4", "[unique]") {
  const generator::UniqueClueOptions by_transversals{
      .jobs = 2, .minimal = true, .progress = {}, .method = generator::UniqueMethod::transversal};
  for (int r = 1; r <= 3; ++r)
    for (int c = r; r * c <= 12; ++c) {
      INFO(r << "x" << c);
      CHECK(generator::count_unique_clues(r, c, by_transversals) ==
            generator::count_unique_clues_naive(r, c));
    }
}

TEST_CASE("the transversal method equals the bitmap method on 4x4 and on 4x5 shards",
          "[unique][slow]") {
  const generator::UniqueClueOptions by_transversals{
      .jobs = 2, .minimal = true, .progress = {}, .method = generator::UniqueMethod::transversal};
  const generator::UniqueClueOptions by_bitmaps{.jobs = 2, .minimal = true, .progress = {}};
  CHECK(generator::count_unique_clues(4, 4, by_transversals) ==
        generator::count_unique_clues(4, 4, by_bitmaps));
  const generator::UniqueClueCounter counter(4, 5);
  for (std::uint64_t first : {std::uint64_t{0}, counter.work_units() / 2, counter.work_units() - 20})
    CHECK(counter.count({first, first + 20}, by_transversals) ==
          counter.count({first, first + 20}, by_bitmaps));
}

TEST_CASE("the two methods agree on shards of 5x5 (the largest grid for bitmaps)",
          "[unique][slow]") {
  const generator::UniqueClueOptions by_transversals{
      .jobs = 2, .minimal = true, .progress = {}, .method = generator::UniqueMethod::transversal};
  const generator::UniqueClueOptions by_bitmaps{.jobs = 2, .minimal = true, .progress = {}};
  const generator::UniqueClueCounter counter(5, 5);
  REQUIRE(counter.work_units() == 154027);
  for (std::uint64_t first : {std::uint64_t{0}, std::uint64_t{77000}, counter.work_units() - 4}) {
    INFO("classes from " << first);
    const auto by_bitmap = counter.count({first, first + 4}, by_bitmaps);
    CHECK(by_bitmap.unique() > 0);
    CHECK(counter.count({first, first + 4}, by_transversals) == by_bitmap);
  }
}

namespace {

// Every grid of at most `cells` cells, both ways round when not square.
std::vector<std::pair<int, int>> grids_up_to(int from_cells, int cells) {
  std::vector<std::pair<int, int>> out;
  for (int r = 1; r * r <= cells; ++r)
    for (int c = r; r * c <= cells; ++c)
      if (r * c >= from_cells) {
        out.emplace_back(r, c);
        if (r != c) out.emplace_back(c, r);
      }
  return out;
}

void check_patterns_against_bitmaps(int from_cells, int cells) {
  for (const auto& [r, c] : grids_up_to(from_cells, cells)) {
    INFO(r << "x" << c);
    const auto by_bitmap =
        generator::count_unique_clues(r, c, {.jobs = 2, .minimal = false, .progress = {}});
    const auto by_patterns = generator::count_unique_patterns(r, c, generator::all_loops(r, c));
    REQUIRE(by_patterns.complete);
    CHECK(by_patterns.unique_by_clues == by_bitmap.unique_by_clues);
  }
}

}  // namespace

TEST_CASE("the pattern method equals the bitmap method on every grid up to 16 cells",
          "[unique]") {
  check_patterns_against_bitmaps(1, 16);
}

TEST_CASE("the pattern method equals the bitmap method on every grid of 17 to 20 cells",
          "[unique][slow]") {
  check_patterns_against_bitmaps(17, 20);
}

TEST_CASE("the pattern method gives 4x5's published histogram", "[unique][slow]") {
  const std::vector<std::uint64_t> published = {
      0,          20,         380,        3538,       25517,      220460,    2274987,
      21095546,   148276475,  686449668,  1973028553, 3587134452, 4347988473, 3702279736,
      2296512124, 1055905598, 359586370,  88863372,   15176504,   1611928,   80626};
  std::vector<std::uint64_t> layer_states;
  generator::UniquePatternOptions options;
  options.progress = [&](const generator::PatternLayer& p) { layer_states.push_back(p.states); };
  const auto found = generator::count_unique_patterns(5, 4, generator::all_loops(5, 4), options);
  REQUIRE(found.complete);
  CHECK(found.unique_by_clues == published);
  CHECK(layer_states.size() == 20);
  CHECK(found.peak_states == *std::max_element(layer_states.begin(), layer_states.end()));
}

TEST_CASE("the pattern method stops, incomplete, at its memory bound", "[unique]") {
  generator::UniquePatternOptions options;
  options.max_bytes = 1 << 16;
  const auto found = generator::count_unique_patterns(4, 4, generator::all_loops(4, 4), options);
  CHECK_FALSE(found.complete);
  options.max_bytes = ~std::uint64_t{0};
  CHECK(generator::count_unique_patterns(4, 4, generator::all_loops(4, 4), options)
            .unique_by_clues[16] == 9293);
}
