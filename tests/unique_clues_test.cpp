// Unique-clue and minimal counts: the fast per-loop bitmap method against the naive
// hash of every (subset, clue values) pair, and against the published figures.
#include <bit>
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "generator/grid_symmetry.hpp"
#include "generator/subset_bitmap.hpp"
#include "generator/unique_clues.hpp"

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
