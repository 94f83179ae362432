// The modular frontier counter (generator/loop_count_mod.hpp) against the published
// counts, against the slow twins (cells DP, search, flood), and its CRT recombination
// against native big integers.
#include <catch2/catch.hpp>
#include <random>
#include <thread>

#include "generator/crt.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_count_mod.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/loop_pair_graph.hpp"
#include "tests/support/thread_cluster.hpp"

using namespace looplab;
using generator::BigCount;

namespace {

std::string loops(int r, int c, int jobs = 1) {
  generator::LoopCountOptions o;
  o.jobs = jobs;
  return generator::count_loops(r, c, o).str();
}

}  // namespace

TEST_CASE("count_loops gives OEIS A140517 on square grids up to 12x12", "[counts][loop_mod]") {
  const char* known[] = {"1",
                         "13",
                         "213",
                         "9349",
                         "1222363",
                         "487150371",
                         "603841648931",
                         "2318527339461265",
                         "27359264067916806101",
                         "988808811046283595068099",
                         "109331355810135629946698361371",
                         "36954917962039884953387868334644457"};
  for (int n = 1; n <= 12; ++n) {
    INFO(n << "x" << n);
    CHECK(loops(n, n) == known[n - 1]);
  }
}

TEST_CASE("count_loops gives OEIS on non-square grids, either way round", "[counts][loop_mod]") {
  // A288637 (3 x n, row 3 of A231829) and the first rows of the A231829 table.
  const char* three_by[] = {"6",        "40",        "213",       "1049",      "5034",
                            "23984",    "114069",    "542295",    "2577870",   "12253948",
                            "58249011", "276885683", "1316170990", "6256394122",
                            "29739651711", "141366874247", "671984773580", "3194266961582",
                            "15183887824311", "72176324719925", "343088799809408",
                            "1630866146364842", "7752291502484181"};
  for (int n = 1; n <= 23; ++n) {
    INFO("3x" << n);
    CHECK(loops(3, n) == three_by[n - 1]);
    CHECK(loops(n, 3) == three_by[n - 1]);
  }
  CHECK(loops(5, 7) == "279285399");
  CHECK(loops(6, 7) == "12947640143");
  CHECK(loops(4, 7) == "5948291");
  CHECK(loops(1, 100) == "5050");
  CHECK(loops(2, 1) == "3");
}

// R <= C <= 10 from docs/COUNTS.md (the rows R <= 7 as printed in OEIS A231829, the
// squares in A140517).
struct Known {
  int rows, cols;
  const char* loops;
};
constexpr Known kUpTo10[] = {
    {1, 1, "1"},
    {1, 2, "3"},
    {1, 3, "6"},
    {1, 4, "10"},
    {1, 5, "15"},
    {1, 6, "21"},
    {1, 7, "28"},
    {1, 8, "36"},
    {1, 9, "45"},
    {1, 10, "55"},
    {2, 2, "13"},
    {2, 3, "40"},
    {2, 4, "108"},
    {2, 5, "275"},
    {2, 6, "681"},
    {2, 7, "1664"},
    {2, 8, "4040"},
    {2, 9, "9779"},
    {2, 10, "23637"},
    {3, 3, "213"},
    {3, 4, "1049"},
    {3, 5, "5034"},
    {3, 6, "23984"},
    {3, 7, "114069"},
    {3, 8, "542295"},
    {3, 9, "2577870"},
    {3, 10, "12253948"},
    {4, 4, "9349"},
    {4, 5, "80626"},
    {4, 6, "692194"},
    {4, 7, "5948291"},
    {4, 8, "51139577"},
    {4, 9, "439673502"},
    {4, 10, "3779989098"},
    {5, 5, "1222363"},
    {5, 6, "18438929"},
    {5, 7, "279285399"},
    {5, 8, "4237530095"},
    {5, 9, "64300829449"},
    {5, 10, "975566486675"},
    {6, 6, "487150371"},
    {6, 7, "12947640143"},
    {6, 8, "345142437669"},
    {6, 9, "9203308475041"},
    {6, 10, "245355064111139"},
    {7, 7, "603841648931"},
    {7, 8, "28251882697663"},
    {7, 9, "1322310119854705"},
    {7, 10, "61875355046353061"},
    {8, 8, "2318527339461265"},
    {8, 9, "190273063549680295"},
    {8, 10, "15609156135669687673"},
    {9, 9, "27359264067916806101"},
    {9, 10, "3931128009418993765997"},
    {10, 10, "988808811046283595068099"}};

TEST_CASE("the mirror-merged graph DP equals the plain DP and OEIS on every grid up to 10x10",
          "[counts][loop_mod]") {
  using generator::LoopCountEngine;
  for (const Known& k : kUpTo10)
    for (auto [r, c] : {std::pair{k.rows, k.cols}, std::pair{k.cols, k.rows}}) {
      INFO(r << "x" << c);
      const BigCount expected(k.loops);
      for (auto engine : {LoopCountEngine::hash, LoopCountEngine::graph})
        for (bool merge : {false, true}) {
          // hash without merging is the plain DP.
          INFO((engine == LoopCountEngine::graph ? "graph" : "hash") << (merge ? ", merged" : ""));
          generator::LoopCountOptions o;
          o.engine = engine;
          o.merge_mirrors = merge;
          CHECK(generator::count_loops(r, c, o) == expected);
          // Residues modulo small numbers go through every wrap-around of the sums.
          const std::vector<std::uint64_t> small = {2, 3, 65521};
          const auto got = generator::count_loops_mod(r, c, small, o);
          for (std::size_t i = 0; i < small.size(); ++i)
            CHECK(got[i] == generator::residue_of(expected, small[i]));
        }
    }
}

TEST_CASE("merging mirror images keeps one word of each pair between rows", "[counts][loop_mod]") {
  // Balanced words of W slots: Motzkin(W); mirror pairs merged: (Motzkin(W) + S) / 2,
  // S the words equal to their mirror image (all counted here by brute force).
  for (int w = 1; w <= 10; ++w) {
    INFO("W = " << w);
    const generator::LoopPairs spec{2, w, true};
    std::size_t all = 0, symmetric = 0;
    for (std::uint64_t word = 0; word < (std::uint64_t{1} << (2 * w)); ++word) {
      const std::uint64_t s = word << 2;  // slots 1..w
      int depth = 0;
      bool ok = true;
      for (int k = 1; k <= w && ok; ++k) {
        const unsigned v = generator::LoopPairs::slot(s, k);
        depth += v == 1 ? 1 : v == 2 ? -1 : 0;
        ok = v != 3 && depth >= 0;
      }
      if (!ok || depth != 0) continue;
      ++all;
      symmetric += spec.mirror(s) == s;
      CHECK(spec.mirror(spec.mirror(s)) == s);
    }
    CHECK(generator::LoopPairGraph::boundary_words(w, false) == all);
    CHECK(generator::LoopPairGraph::boundary_words(w, true) == (all + symmetric) / 2);
  }
  CHECK(generator::LoopPairGraph::boundary_words(14, false) == 113634);  // Motzkin(14)
}

TEST_CASE("count_loops equals the cells DP on every grid up to 8x8", "[counts][loop_mod]") {
  for (int r = 1; r <= 8; ++r)
    for (int c = r; c <= 8; ++c) {
      INFO(r << "x" << c);
      CHECK(generator::count_loops(r, c) == generator::count_loops_frontier(r, c));
    }
}

TEST_CASE("count_loops equals the cells DP from 9 to 11 wide", "[counts][loop_mod][slow]") {
  for (auto [r, c] : {std::pair{9, 16}, std::pair{10, 14}, std::pair{11, 13}}) {
    INFO(r << "x" << c);
    CHECK(generator::count_loops(r, c) == generator::count_loops_frontier(r, c));
  }
}

TEST_CASE("count_loops equals search and flood on every grid up to 20 cells", "[counts][loop_mod]") {
  for (int r = 1; r <= 20; ++r)
    for (int c = 1; r * c <= 20; ++c) {
      INFO(r << "x" << c);
      const auto n = generator::count_loops(r, c);
      CHECK(n == generator::enumerate_loops_search(r, c, {}));
      CHECK(n == generator::enumerate_loops_flood(r, c, {}));
    }
}

TEST_CASE("count_loops equals search and flood from 21 to 24 cells", "[counts][loop_mod][slow]") {
  for (int r = 1; r <= 4; ++r)
    for (int c = r; r * c <= 24; ++c) {
      if (r * c <= 20) continue;
      INFO(r << "x" << c);
      const auto n = generator::count_loops(r, c);
      CHECK(n == generator::enumerate_loops_search(r, c, {}));
      CHECK(n == generator::enumerate_loops_flood(r, c, {}));
    }
}

TEST_CASE("count_loops_mod gives the big count's residues for any moduli", "[counts][loop_mod]") {
  const std::vector<std::uint64_t> moduli = {2, 3, 1000000007, 998244353, 4294967296ull,
                                             (std::uint64_t{1} << 63) - 25};
  for (auto [r, c] : {std::pair{9, 9}, std::pair{7, 11}, std::pair{4, 13}}) {
    INFO(r << "x" << c);
    const BigCount n = generator::count_loops_frontier(r, c);
    const auto residues = generator::count_loops_mod(r, c, moduli);
    REQUIRE(residues.size() == moduli.size());
    for (std::size_t i = 0; i < moduli.size(); ++i)
      CHECK(residues[i] == generator::residue_of(n, moduli[i]));
  }
}

TEST_CASE("the count split across ranks equals the one-process count on every grid up to 7x7", "[counts][loop_mod]") {
  // Ranks as threads of this process (tests/support/thread_cluster.hpp); the MPI run of
  // the same code is tests/cli/test_mpi.py.
  for (int size : {2, 3}) {
    for (int r = 1; r <= 7; ++r) {
      for (int c = r; c <= 7; ++c) {
        INFO(size << " ranks, " << r << "x" << c);
        const std::vector<std::uint64_t> primes = generator::loop_count_primes(r, c);
        generator::LoopCountOptions plain;
        plain.engine = generator::LoopCountEngine::hash;
        plain.merge_mirrors = (r + c) % 2 == 0;
        generator::LoopCountStats whole;
        const std::vector<std::uint64_t> alone = generator::count_loops_mod(r, c, primes, plain, &whole);
        auto ranks = test::make_thread_cluster(size);
        std::vector<std::vector<std::uint64_t>> got(static_cast<std::size_t>(size));
        std::vector<generator::LoopCountStats> stats(static_cast<std::size_t>(size));
        std::vector<std::thread> threads;
        for (int k = 0; k < size; ++k)
          threads.emplace_back([&, k] {
            got[static_cast<std::size_t>(k)] =
                generator::count_loops_mod_ranks(r, c, primes, *ranks[static_cast<std::size_t>(k)], plain,
                                                 &stats[static_cast<std::size_t>(k)]);
          });
        for (auto& t : threads) t.join();
        for (int k = 0; k < size; ++k) CHECK(got[static_cast<std::size_t>(k)] == alone);
        CHECK(generator::combine_crt(got[0], primes).str() == loops(r, c));
        // Every rank holds a share of the widest layer, not all of it (mirrors merged or not).
        if (r * c >= 16)
          for (int k = 0; k < size; ++k) {
            CHECK(stats[static_cast<std::size_t>(k)].max_states > 0);
            CHECK(stats[static_cast<std::size_t>(k)].max_states < whole.max_states);
          }
      }
    }
  }
}

TEST_CASE("combine_crt recovers random big integers from their residues", "[counts][loop_mod]") {
  std::mt19937_64 rng(17);
  for (int k = 1; k <= 8; ++k) {
    const auto primes = generator::primes_below_2_63(k);
    BigCount product = 1;
    for (auto p : primes) product *= p;
    for (int trial = 0; trial < 20; ++trial) {
      BigCount x = 0;
      for (int w = 0; w < k; ++w) x = (x << 64) + rng();
      x %= product;
      if (trial == 0) x = 0;
      if (trial == 1) x = product - 1;
      std::vector<std::uint64_t> residues;
      for (auto p : primes) residues.push_back(generator::residue_of(x, p));
      CHECK(generator::combine_crt(residues, primes) == x);
    }
  }
  // Coprime moduli that are not prime work too.
  const std::vector<std::uint64_t> moduli = {4, 9, 25, 49};
  const std::vector<std::uint64_t> residues = {12345 % 4, 12345 % 9, 12345 % 25, 12345 % 49};
  CHECK(generator::combine_crt(residues, moduli) == 12345);
}

TEST_CASE("the primes are below 2^63, descending, and cover 2^(R*C)", "[counts][loop_mod]") {
  const auto primes = generator::primes_below_2_63(3);
  CHECK(primes[0] == (std::uint64_t{1} << 63) - 25);  // the largest prime below 2^63
  CHECK(primes[0] > primes[1]);
  CHECK(primes[1] > primes[2]);
  for (int bits : {1, 62, 63, 64, 144, 256, 257}) {
    const auto ps = generator::primes_for_bits(bits);
    BigCount product = 1;
    for (auto p : ps) product *= p;
    CHECK(product > (BigCount(1) << bits));
    CHECK(product / ps.back() <= (BigCount(1) << bits));  // the fewest that do
  }
}

TEST_CASE("disjoint prime sets each recover the count", "[counts][loop_mod]") {
  // Set k follows set k-1 down from 2^63, so the sets share no prime and a wrong
  // residue in one would not give the other's count.
  for (int bits : {64, 144, 324}) {
    const auto one = generator::primes_for_bits(bits, 1), two = generator::primes_for_bits(bits, 2),
               three = generator::primes_for_bits(bits, 3);
    CHECK(one.back() > two.front());
    CHECK(two.back() > three.front());
    for (const auto* set : {&two, &three}) {
      BigCount product = 1;
      for (auto p : *set) product *= p;
      CHECK(product > (BigCount(1) << bits));
      CHECK(product / set->back() <= (BigCount(1) << bits));
    }
  }
  const char* known[] = {"603841648931", "2318527339461265", "27359264067916806101"};
  for (int n = 7; n <= 9; ++n)
    for (int set = 1; set <= 3; ++set) {
      INFO(n << "x" << n << ", prime set " << set);
      generator::LoopCountOptions o;
      o.prime_set = set;
      o.primes_per_pass = 1;
      CHECK(generator::count_loops(n, n, o).str() == known[n - 7]);
    }
}

TEST_CASE("count_loops does not depend on threads or on primes per pass", "[counts][loop_mod]") {
  for (auto [r, c] : {std::pair{9, 9}, std::pair{6, 17}, std::pair{1, 5}}) {
    INFO(r << "x" << c);
    generator::LoopCountStats one, two, three;
    generator::LoopCountOptions o;
    const auto n1 = generator::count_loops(r, c, o, &one);
    o.jobs = 2;
    const auto n2 = generator::count_loops(r, c, o, &two);
    o.jobs = 3;
    o.primes_per_pass = 1;
    const auto n3 = generator::count_loops(r, c, o, &three);
    CHECK(n1 == n2);
    CHECK(n1 == n3);
    CHECK(one.max_states == two.max_states);
    CHECK(one.max_states == three.max_states);
    CHECK(three.passes == static_cast<int>(generator::loop_count_primes(r, c).size()));
  }
}

TEST_CASE("layers stay within the Motzkin bound and the memory estimate", "[counts][loop_mod]") {
  CHECK(generator::loop_count_states_bound(16, 16) == 6536382);  // Motzkin(18)
  CHECK(generator::loop_count_states_bound(3, 12) == 21);         // Motzkin(5)
  for (auto [r, c] : {std::pair{10, 10}, std::pair{11, 4}, std::pair{6, 17}}) {
    for (int jobs : {1, 2, 3})
      for (auto engine : {generator::LoopCountEngine::graph, generator::LoopCountEngine::hash}) {
        generator::LoopCountStats stats;
        generator::LoopCountOptions o;
        o.jobs = jobs;
        o.engine = engine;
        generator::count_loops(r, c, o, &stats);
        const int primes = static_cast<int>(generator::loop_count_primes(r, c).size());
        CHECK(stats.max_states <= generator::loop_count_states_bound(r, c));
        CHECK(static_cast<double>(stats.bytes) <=
              generator::loop_count_bytes(r, c, primes, jobs, engine));
      }
  }
}
