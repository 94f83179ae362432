// Towers: the ID format, brute force over every 4x4 Latin square as a twin of the
// counting engine, Tatham's peer puzzles (solved, unique, checked, rated), generation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>

#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/towers/checker.hpp"
#include "families/towers/family.hpp"
#include "families/towers/fast.hpp"
#include "families/towers/formats.hpp"
#include "families/towers/latin_square.hpp"
#include "families/towers/shared_level.hpp"
#include "families/towers/solve.hpp"
#include "families/towers/generate.hpp"
#include "families/towers/rate.hpp"
#include "families/towers/report.hpp"
#include "families/towers/tatham_levels.hpp"
#include "generator/reduce.hpp"
#include "generator/symmetry.hpp"
#include "families/towers/visibility.hpp"
#include "tests/support/checked_shared_test.hpp"
#include "tests/support/peer_levels.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::towers;

namespace {

// Whether the clue and given positions are symmetric, seen on the (n+2) x (n+2) frame
// around the grid (clues on its border, the grid inside): one transform per symmetry.
bool positions_symmetric(const Puzzle& p, const std::string& symmetry) {
  const int n = p.n, m = n + 2;
  std::vector<int> at(static_cast<std::size_t>(m * m), 0);
  auto mark = [&](int r, int c, int v) { at[static_cast<std::size_t>(r * m + c)] = v != 0; };
  for (int i = 0; i < n; ++i) {
    mark(0, i + 1, p.clue(kTop, i));
    mark(n + 1, i + 1, p.clue(kBottom, i));
    mark(i + 1, 0, p.clue(kLeft, i));
    mark(i + 1, n + 1, p.clue(kRight, i));
    for (int k = 0; k < n; ++k) mark(i + 1, k + 1, p.givens[static_cast<std::size_t>(i * n + k)]);
  }
  for (int r = 0; r < m; ++r)
    for (int c = 0; c < m; ++c) {
      int ir = r, ic = c;
      if (symmetry == "rot2") ir = m - 1 - r, ic = m - 1 - c;
      if (symmetry == "rot4") ir = c, ic = m - 1 - r;
      if (symmetry == "mirror") ic = m - 1 - c;
      if (symmetry == "vertical") ir = m - 1 - r;
      if (at[static_cast<std::size_t>(r * m + c)] != at[static_cast<std::size_t>(ir * m + ic)])
        return false;
    }
  return true;
}

Puzzle parse_ok(std::string_view text) {
  auto p = parse_any(text);
  REQUIRE(p);
  INFO((p->ok() ? std::string() : p->error().describe()));
  REQUIRE(p->ok());
  return p->value();
}

// Every n x n Latin square, by plain backtracking with scans.
void latin_squares(int n, Grid& g, int cell, std::vector<Grid>& out) {
  if (cell == n * n) return out.push_back(g);
  const int r = cell / n, c = cell % n;
  for (int v = 1; v <= n; ++v) {
    bool ok = true;
    for (int k = 0; k < c && ok; ++k) ok = g[static_cast<std::size_t>(r * n + k)] != v;
    for (int k = 0; k < r && ok; ++k) ok = g[static_cast<std::size_t>(k * n + c)] != v;
    if (!ok) continue;
    g[static_cast<std::size_t>(cell)] = v;
    latin_squares(n, g, cell + 1, out);
  }
  g[static_cast<std::size_t>(cell)] = 0;
}

// Every clue of the Latin square g, and all of g as givens: what the generator starts from.
Puzzle full_puzzle(const Grid& g, int n) {
  Puzzle p(n);
  for (int i = 0; i < n; ++i) {
    int row[kMaxSize], col[kMaxSize];
    for (int k = 0; k < n; ++k)
      row[k] = g[static_cast<std::size_t>(i * n + k)],
      col[k] = g[static_cast<std::size_t>(k * n + i)];
    p.clues[kLeft][static_cast<std::size_t>(i)] = visible_from_front(row, n);
    p.clues[kTop][static_cast<std::size_t>(i)] = visible_from_front(col, n);
    std::reverse(row, row + n), std::reverse(col, col + n);
    p.clues[kRight][static_cast<std::size_t>(i)] = visible_from_front(row, n);
    p.clues[kBottom][static_cast<std::size_t>(i)] = visible_from_front(col, n);
  }
  p.givens = g;
  return p;
}

// `full` with only the items (as in item_orbits) where present[i] = 1.
Puzzle with_items(const Puzzle& full, const std::vector<std::uint8_t>& present) {
  Puzzle p(full.n);
  for (std::size_t i = 0; i < present.size(); ++i)
    if (present[i]) item_value(p, static_cast<int>(i)) = item_value(full, static_cast<int>(i));
  return p;
}

// The verdict of a level (0..2: solved by those tiers; 3: unique) from scratch.
bool level_from_scratch(const Puzzle& p, int level) {
  return level < 3 ? fast_solvable_within(p, level) : fast_is_unique(p);
}

// Clue removal's shared test at a level, each verdict checked against a run from
// scratch on the same items.
test::CheckedSharedTest checked_level_test(const Puzzle& full, int level) {
  return test::CheckedSharedTest(
      shared_level_test(full, level),
      [&full, level](const std::vector<std::uint8_t>& present, bool shared, bool exact) {
        const Puzzle p = with_items(full, present);
        INFO(write_towers_id(p) << " at level " << level << (exact ? "" : ", a range"));
        const bool scratch = level_from_scratch(p, level);
        if (exact || shared) REQUIRE(shared == scratch);
      });
}

}  // namespace

TEST_CASE("random_latin_square gives Latin squares, different ones for different seeds",
          "[towers]") {
  for (int n = kMinSize; n <= kMaxSize; ++n) {
    std::vector<Grid> seen;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      core::Rng rng(seed, static_cast<std::uint64_t>(n));
      const Grid g = random_latin_square(n, rng);
      INFO("n = " << n << ", seed " << seed);
      REQUIRE(g.size() == static_cast<std::size_t>(n * n));
      for (int i = 0; i < n; ++i) {
        std::vector<int> row, col;
        for (int k = 0; k < n; ++k)
          row.push_back(g[static_cast<std::size_t>(i * n + k)]),
              col.push_back(g[static_cast<std::size_t>(k * n + i)]);
        std::sort(row.begin(), row.end()), std::sort(col.begin(), col.end());
        for (int k = 0; k < n; ++k)
          CHECK((row[static_cast<std::size_t>(k)] == k + 1 &&
                 col[static_cast<std::size_t>(k)] == k + 1));
      }
      seen.push_back(g);
    }
    std::sort(seen.begin(), seen.end());
    CHECK(std::unique(seen.begin(), seen.end()) - seen.begin() >= (n == 3 ? 5 : 18));
  }
}

TEST_CASE("Towers tiers 0 to 2 reach the same fixpoint whatever order the clues arrive in",
          "[towers]") {
  core::Rng rng(5);
  FastTowers whole, built;
  int decided_cells = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 4 + trial % 4, tier = trial / 4 % 3;
    const Puzzle full = full_puzzle(random_latin_square(n, rng), n);
    // A random set of the solution's clues and givens, of which a random part arrives
    // at load time and the rest one by one in a random order.
    std::vector<int> items, later;
    Puzzle first(n);
    for (int item = 0; item < 4 * n + n * n; ++item)
      if (rng.chance(item < 4 * n ? 0.35 + 0.2 * (trial % 3) / 2 : 0.04 + 0.03 * (trial % 5) / 4)) {
        items.push_back(item);
        if (rng.chance(0.3))
          item_value(first, item) = item_value(full, item);
        else
          later.push_back(item);
      }
    rng.shuffle(later);
    std::vector<std::uint8_t> present(static_cast<std::size_t>(4 * n + n * n), 0);
    for (int item : items) present[static_cast<std::size_t>(item)] = 1;
    const Puzzle all = with_items(full, present);
    INFO(write_towers_id(all) << " at tier " << tier);
    REQUIRE((whole.load(all) && whole.propagate(tier)));
    REQUIRE((built.load(first) && built.propagate(tier)));
    for (int item : later) {
      const int value = item_value(full, item);
      if (item >= 4 * n) {
        REQUIRE(built.add_given(item - 4 * n, value));
      } else {
        // Sides in Side order: top, bottom (columns, lines n..2n-1), left, right (rows).
        const int side = item / n, i = item % n;
        REQUIRE(built.add_clue(side >= kLeft ? i : n + i, side == kTop || side == kLeft, value));
      }
      REQUIRE(built.propagate(tier));
    }
    for (int c = 0; c < n * n; ++c) {
      INFO("cell " << c);
      CHECK(built.domains()[c] == whole.domains()[c]);
      decided_cells += std::popcount(static_cast<unsigned>(whole.domains()[c])) == 1;
    }
  }
  CHECK(decided_cells > 5000);  // the sets are not all too small to decide anything
}

TEST_CASE("Towers clue removal with shared work decides every set as a run from scratch does",
          "[towers]") {
  core::Rng rng(13);
  int verdicts = 0, accepted = 0, removable = 0, started = 0;
  for (int trial = 0; trial < 240; ++trial) {
    const int n = 4 + trial % 3, level = trial / 3 % 4;
    const std::string symmetry = trial % 5 == 0 ? "rot2" : "none";
    const Puzzle full = full_puzzle(random_latin_square(n, rng), n);
    const auto orbits = item_orbits(n, *generator::symmetry_named(symmetry));
    // All clues and some givens, as the generator starts; the whole solution as givens
    // on every fourth trial, so that givens go too.
    std::vector<std::uint8_t> present(static_cast<std::size_t>(4 * n + n * n), 0);
    for (const auto& orbit : orbits)
      if (orbit[0] < 4 * n || trial % 4 == 0 || rng.chance(0.15))
        for (int item : orbit) present[static_cast<std::size_t>(item)] = 1;
    const bool start_ok = level_from_scratch(with_items(full, present), level);
    test::CheckedSharedTest test = checked_level_test(full, level);
    generator::reduce_items_shared(present, orbits, rng, test);
    verdicts += test.verdicts, accepted += test.accepted;
    const Puzzle p = with_items(full, present);
    INFO(write_towers_id(p) << " at level " << level);
    started += start_ok;
    if (start_ok) {
      CHECK(level_from_scratch(p, level));
      // Minimal at the level, where the test is monotone (tier 2 is not known to be).
      for (const auto& orbit : orbits)
        if (level != 2 && present[static_cast<std::size_t>(orbit[0])]) {
          std::vector<std::uint8_t> less = present;
          for (int item : orbit) less[static_cast<std::size_t>(item)] = 0;
          CHECK_FALSE(level_from_scratch(with_items(full, less), level));
        }
    }
    // The minimality check, twice: by shared work and item by item from scratch.
    std::vector<int> items;
    bool naive = false;
    for (int item = 0; item < 4 * n + n * n; ++item)
      if (present[static_cast<std::size_t>(item)]) {
        items.push_back(item);
        std::vector<std::uint8_t> less = present;
        less[static_cast<std::size_t>(item)] = 0;
        naive |= fast_is_unique(with_items(full, less));
      }
    test::CheckedSharedTest unique = checked_level_test(full, 3);
    CHECK(generator::some_item_removable(present, items, unique) == naive);
    removable += naive;
  }
  CHECK(verdicts > 2500);
  CHECK(accepted > 500);
  CHECK(started > 0);  // the checks inside `if (start_ok)` ran
  CHECK(verdicts - accepted > 500);
  CHECK(removable > 25);
  CHECK(removable < 225);
}

TEST_CASE("Towers IDs read and write exactly, givens included", "[towers]") {
  for (std::string id :
       {"4://3//////2////2//3/,e1j", "5:2/4//3/3///4/////3/3//////",
        "5:///////4/////2///2/4//1/,t2_4c", "6:/3/3/3///2/2///3/////////3/3/3/3/,2j2i2n"}) {
    Puzzle p = parse_ok(id);
    CHECK(write_towers_id(p) == id);
    CHECK(write_towers_id(parse_ok(write_json(p))) == id);
  }
  Puzzle p = parse_ok("4://3//////2////2//3/,e1j");
  CHECK(p.clue(kTop, 2) == 3);
  CHECK(p.clue(kRight, 0) == 2);
  CHECK(p.clue(kLeft, 0) == 2);
  CHECK(p.clue(kRight, 2) == 3);
  CHECK(p.givens[5] == 1);
}

TEST_CASE("Towers parsers name the problem and its position", "[towers]") {
  auto few = parse_towers_id("4:1/2/3");
  REQUIRE(few);
  CHECK_FALSE(few->ok());
  auto big = parse_towers_id("4:5///////////////");
  REQUIRE(big);
  REQUIRE_FALSE(big->ok());
  CHECK(big->error().position == 2);
  auto size = parse_towers_id("12:");
  REQUIRE(size);
  CHECK_FALSE(size->ok());
  CHECK_FALSE(parse_towers_id("4x4:abc"));
  auto detected = families::parse_puzzle("4://3//////2////2//3/,e1j");
  REQUIRE(detected);
  CHECK(detected.value()->family().name == "towers");
}

TEST_CASE(
    "Towers counts of the engine and the fast path agree with brute force over all 576 "
    "Latin squares of size 4",
    "[towers]") {
  std::vector<Grid> squares;
  Grid g(16, 0);
  latin_squares(4, g, 0, squares);
  REQUIRE(squares.size() == 576);
  CHECK(solve(Puzzle(4), 0).solutions == 576);
  core::Rng rng(11);
  FastTowers fast;
  for (int trial = 0; trial < 60; ++trial) {
    Puzzle p(4);
    for (auto& side : p.clues)
      for (int& c : side)
        if (rng.chance(0.25)) c = 1 + rng.below(4);
    if (rng.chance(0.3)) p.givens[static_cast<std::size_t>(rng.below(16))] = 1 + rng.below(4);
    const auto brute = static_cast<std::uint64_t>(std::count_if(
        squares.begin(), squares.end(), [&](const Grid& s) { return !check_solution(p, s); }));
    families::CpSolved s = solve(p, 0);
    INFO(write_towers_id(p));
    CHECK(s.solutions == brute);
    for (const auto& f : s.found) CHECK_FALSE(check_solution(p, f));
    CHECK((fast.load(p) ? fast.count(0) : 0) == brute);
  }
}

TEST_CASE("The permutation tables of line_permutations keep what the depth-first walk keeps",
          "[towers]") {
  core::Rng rng(3);
  for (int n = 3; n <= kPermutationTableMax; ++n)
    for (int trial = 0; trial < 400; ++trial) {
      const int front = rng.below(n + 1), back = rng.below(n + 1);
      solver::Domain dom[solver::kMaxValues], by_table[solver::kMaxValues],
          by_walk[solver::kMaxValues];
      // Wide domains early, narrow ones later, so both found and empty supports occur.
      const double keep = 0.4 + 0.6 * (trial % 4) / 3.0;
      for (int i = 0; i < n; ++i) {
        dom[i] = 0;
        for (int v = 0; v < n; ++v)
          if (rng.chance(keep)) dom[i] |= solver::value_bit(v);
      }
      INFO("n " << n << " clues " << front << "/" << back);
      const bool table = line_support_table(n, front, back, dom, by_table);
      const bool walk = line_support_walk(n, front, back, dom, by_walk);
      REQUIRE(table == walk);
      if (table)
        for (int i = 0; i < n; ++i) CHECK(by_table[i] == by_walk[i]);
    }
}

TEST_CASE("The fast Towers path agrees with the generic engine on levels and counts", "[towers]") {
  core::Rng rng(17);
  int solved_at[3] = {0, 0, 0}, unique = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 4 + trial % 4;
    // A random full clue set and some givens, then a random share of them dropped.
    families::GenerateAsk req;
    req.rows = req.cols = n;
    Puzzle p = model_of(*family().generate(families::resolve(family(), req), rng).puzzle);
    Puzzle q(n);
    const Grid g = solve(p).found.at(0);
    for (auto& side : q.clues)
      for (std::size_t i = 0; i < side.size(); ++i) side[i] = 0;
    for (int s = 0; s < 4; ++s)
      for (int i = 0; i < n; ++i)
        if (rng.chance(0.45)) {
          int line[kMaxSize];
          for (int k = 0; k < n; ++k) {
            const int step = (s == kBottom || s == kRight) ? n - 1 - k : k;
            line[k] = s <= kBottom ? g[static_cast<std::size_t>(step * n + i)]
                                   : g[static_cast<std::size_t>(i * n + step)];
          }
          q.clues[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] =
              visible_from_front(line, n);
        }
    for (int c = 0; c < n * n; ++c)
      if (rng.chance(0.08)) q.givens[static_cast<std::size_t>(c)] = g[static_cast<std::size_t>(c)];
    if (trial % 10 == 0) {
      // A puzzle that needs guessing, which random clue sets almost never are.
      req.tatham_level = "unreasonable";
      for (int attempt = 0; attempt < 50; ++attempt)
        if (auto made = family().generate(families::resolve(family(), req), rng); made.puzzle) {
          q = model_of(*made.puzzle);
          break;
        }
    }
    INFO(write_towers_id(q));
    for (int tier = 0; tier <= 2; ++tier) {
      const bool engine = solvable_within(q, tier);
      CHECK(fast_solvable_within(q, tier) == engine);
      solved_at[tier] += engine;
    }
    const bool one = is_unique(q);
    CHECK(fast_is_unique(q) == one);
    // What `solve` reports comes from the fast path: the same count and completeness,
    // solutions that pass the independent checker, two different ones when not unique.
    const families::CpSolved engine = solve(q, 2);
    const FastCount fast = fast_count(q, 2);
    CHECK(fast.solutions == engine.solutions);
    CHECK(fast.complete == engine.complete);
    REQUIRE(fast.found.size() == fast.solutions);
    for (const Grid& f : fast.found) CHECK_FALSE(check_solution(q, f));
    if (fast.found.size() == 2) CHECK(fast.found[0] != fast.found[1]);
    // Another solution than a known one, as the minimality check asks.
    if (!engine.found.empty()) {
      FastTowers t;
      REQUIRE(t.load(q));
      CHECK(t.other_solution(engine.found[0].data()) == (engine.solutions > 1));
      CHECK(t.other_solution(engine.found.back().data()) == (engine.solutions > 1));
    }
    unique += one;
  }
  // Every outcome occurs, so the comparisons above cover both answers.
  CHECK(solved_at[0] > 0);
  CHECK(solved_at[1] > solved_at[0]);
  CHECK(solved_at[2] >= solved_at[1]);
  CHECK(unique > solved_at[2]);
  CHECK(unique < 300);
}

TEST_CASE("Every Towers peer puzzle is solved, unique, checked, and rated at Tatham's level",
          "[towers][peers]") {
  if (!test::peers_available()) return;
  const std::map<char, std::string> letter = {
      {'e', "easy"}, {'h', "hard"}, {'x', "extreme"}, {'u', "unreasonable"}};
  test::check_peer_levels("towers.txt", letter, "Towers levels", [](const std::string& id) {
    Puzzle p = parse_ok(id);
    families::CpSolved s = solve(p);
    CHECK(s.solutions == 1);
    CHECK(s.complete);
    REQUIRE_FALSE(s.found.empty());
    CHECK_FALSE(check_solution(p, s.found[0]));
    return std::string(*rate(p).tatham_level);
  });
}

TEST_CASE("Towers-made 6x6 puzzles, both sets in tests/data, rate at their own level",
          "[towers]") {
  const std::map<char, std::string> letter = {
      {'e', "easy"}, {'h', "hard"}, {'x', "extreme"}, {'u', "unreasonable"}};
  for (const char* file : {"towers-sgt.txt", "towers-sgt-holdout.txt"})
    test::check_levels(test::data_lines(file), letter, file, [](const std::string& id) {
      return std::string(*rate(parse_ok(id)).tatham_level);
    }, 100);
}

TEST_CASE("Symmetric Towers generation keeps the clue and given positions symmetric", "[towers]") {
  core::Rng rng(9);
  for (std::string symmetry : {"rot2", "rot4", "mirror", "vertical"})
    for (std::string level : {"easy", "hard", "unreasonable"}) {
      // Clues in fours rarely leave a 5x5 that needs guessing.
      if (symmetry == "rot4" && level == "unreasonable") continue;
      families::GenerateAsk req;
      req.rows = req.cols = 5;
      req.tatham_level = level;
      req.symmetry = symmetry;
      families::Generated g;
      for (int attempt = 0; attempt < 50 && !g.puzzle; ++attempt) g = family().generate(families::resolve(family(), req), rng);
      INFO(symmetry << " " << level);
      REQUIRE(g.puzzle);
      const Puzzle& p = model_of(*g.puzzle);
      INFO(write_towers_id(p));
      CHECK(positions_symmetric(p, symmetry));
      CHECK(g.puzzle->rate().tatham_level == level);
      families::CpSolved s = solve(p);
      CHECK(s.solutions == 1);
      REQUIRE_FALSE(s.found.empty());
      CHECK_FALSE(check_solution(p, s.found[0]));
    }
  // The check itself can fail: one clue moved off its mirror image.
  Puzzle lopsided(4);
  lopsided.clues[kTop][0] = 2;
  CHECK_FALSE(positions_symmetric(lopsided, "mirror"));
  CHECK(positions_symmetric(Puzzle(4), "rot4"));
  families::GenerateAsk bad;
  bad.rows = bad.cols = 5;
  bad.symmetry = "spiral";
  CHECK_THROWS_AS(family().generate(families::resolve(family(), bad), rng), InputError);
}

TEST_CASE("Towers generation gives the same puzzles for the same seed", "[towers]") {
  for (std::string symmetry : {"none", "rot2"}) {
    families::GenerateAsk req;
    req.rows = req.cols = 6;
    req.tatham_level = "extreme";
    req.symmetry = symmetry;
    std::string first, second;
    for (std::string* out : {&first, &second}) {
      core::Rng rng(42);
      for (int made = 0; made < 2;)
        if (auto g = family().generate(families::resolve(family(), req), rng); g.puzzle)
          *out += g.puzzle->write("towers") + "\n", ++made;
    }
    CHECK(first == second);
  }
}

TEST_CASE("Towers puzzles generated at easy and hard are unique and rate at exactly that level",
          "[towers]") {
  // The generator settles these two levels on its fast path without the rater.
  core::Rng rng(23);
  for (int n = 4; n <= 7; ++n)
    for (std::string level : {"easy", "hard"}) {
      families::GenerateAsk req;
      req.rows = req.cols = n;
      req.tatham_level = level;
      int made = 0;
      for (int attempt = 0; attempt < 200 && made < 12; ++attempt)
        if (auto g = family().generate(families::resolve(family(), req), rng); g.puzzle) {
          ++made;
          INFO(g.puzzle->write("towers"));
          CHECK(g.puzzle->rate().tatham_level == level);
          CHECK(g.puzzle->solve({}).status == solver::Status::Unique);
        }
      CHECK(made == 12);
    }
  families::GenerateAsk bad;
  bad.rows = bad.cols = 12;
  CHECK_THROWS_AS(family().generate(families::resolve(family(), bad), rng), InputError);
}
