// ∞ Loop: formats, the propagation solver, exact counts by regions, the generator and
// the rater, each pitted against an independent checker or a slow twin.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "core/file.hpp"
#include "families/family.hpp"
#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/family.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/infinity_loop/generate.hpp"
#include "families/infinity_loop/report.hpp"
#include "families/infinity_loop/solve.hpp"
#include "tests/support/infinity_loop_parse.hpp"
#include "solver/search.hpp"
#include "tests/support/peers.hpp"

namespace il = looplab::infinity_loop;
using looplab::core::Rng;

namespace {

constexpr auto parse = looplab::test::parse_infinity_loop;

il::Puzzle peer(const std::string& name) {
  return parse(looplab::core::read_file(looplab::test::peers_dir() + "/infinity-loop/" + name));
}

std::vector<std::uint8_t> solve_one(const il::Puzzle& p) {
  il::Solver s(p);
  auto r = il::solve_regions(s, 1);
  REQUIRE(r.found.size() == 1);
  return r.found[0];
}

il::Puzzle random_tiles(int rows, int cols, Rng& rng) {
  il::Puzzle p(rows, cols);
  for (auto& t : p.tiles) t = static_cast<std::uint8_t>(rng.below(16));
  return p;
}

}  // namespace

TEST_CASE("sample1 and box-10x10 give exactly their known solution", "[infinity-loop]") {
  if (!looplab::test::peers_available()) return;
  il::Puzzle s1 = peer("sample1.txt");
  CHECK(il::write_numbers([&] {
          il::Puzzle q = s1;
          q.tiles = solve_one(s1);
          return q;
        }()) == "3\n4\n0\n6 12 6 12\n5 7 13 5\n3 9 3 9\n");
  il::Puzzle box = peer("box-10x10.txt");
  il::Puzzle solved = box;
  solved.tiles = solve_one(box);
  CHECK(il::glyph_rows(solved) == std::vector<std::string>{"┏┳━━┓┏┳┓┏┓", "┗┛┏━┻┫┃┃┃┃", "┏┓┃┏┳╋┫┃┣┛",
                                                           "┣╋┻┛┗┫┃┣╋┓", "┗┻━┳━╋┫┃┣┛", "┏━┓┃┏╋┛┣╋┓",
                                                           "┗┓┃┃┣┛┏┛┣┛", "┏╋╋┛┗┳┻┓┗┓", "┣╋╋┓┏┫┏┛┏┫",
                                                           "┗┛┗┻┻┻┻━┻┛"});
  CHECK(il::count_all(box) == 1);
  CHECK_FALSE(il::check_solution(box, solved.tiles));
}

TEST_CASE("exact counts of the peer puzzles match the published ones", "[infinity-loop]") {
  if (!looplab::test::peers_available()) return;
  const std::pair<const char*, int> known[] = {{"sample1.txt", 1},      {"sample2.txt", 1},
                                               {"bearific1.txt", 1},    {"bearific2.txt", 12},
                                               {"bearific3.txt", 640},  {"bearific4.txt", 288},
                                               {"bearific5.txt", 80640}};
  for (auto [name, count] : known) {
    INFO(name);
    CHECK(il::count_all(peer(name)) == count);
  }
}

TEST_CASE("every peer test grid up to 500x500 is solved and its solution checked",
          "[infinity-loop]") {
  if (!looplab::test::peers_available()) return;
  for (const auto& entry :
       std::filesystem::directory_iterator(looplab::test::peers_dir() + "/infinity-loop")) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with("test")) continue;
    INFO(name);
    il::Puzzle p = peer(name);
    CHECK_FALSE(il::check_solution(p, solve_one(p)));
  }
}

TEST_CASE("every Net puzzle of the peers is solved as an ∞ Loop", "[infinity-loop]") {
  if (!looplab::test::peers_available()) return;
  for (const std::string& id : looplab::test::peer_lines("net.txt")) {
    INFO(id);
    il::Puzzle p = parse(id);
    CHECK(il::write_net_id(p) == id);
    CHECK_FALSE(il::check_solution(p, solve_one(p)));
  }
}

TEST_CASE("region counts agree with brute force and with the generic search on tiny grids",
          "[infinity-loop]") {
  Rng rng(6);
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 4}, {2, 2}, {2, 3}, {3, 2},
                                       {2, 4}, {4, 2}, {3, 3}, {1, 8}, {4, 2}};
  for (int i = 0; i < 200; ++i) {
    const auto [rows, cols] = sizes[i % 10];
    il::Puzzle p = random_tiles(rows, cols, rng);
    // Half the grids: a real layout (solvable), half random tiles (often none).
    if (i % 2 == 0) {
      p = il::random_layout({.rows = rows, .cols = cols, .density = rng.unit()}, rng);
      for (auto& t : p.tiles) t = il::rotate(t, rng.below(4));
    }
    INFO(il::write_numbers(p));
    const std::uint64_t brute = il::count_by_brute_force(p);
    CHECK(il::count_all(p) == brute);
    il::Solver generic(p);
    CHECK(looplab::solver::count_solutions(generic, {.limit = 0}).solutions == brute);
    il::Solver limited(p);
    auto r = il::solve_regions(limited, 3);
    CHECK(r.count == std::min<std::uint64_t>(brute, 3));
    CHECK(r.found.size() == std::min<std::uint64_t>(brute, 2));
    for (const auto& f : r.found) CHECK_FALSE(il::check_solution(p, f));
    if (r.found.size() == 2) CHECK(r.found[0] != r.found[1]);
  }
}

TEST_CASE("cached region counts agree with the generic search on mid-size grids",
          "[infinity-loop]") {
  Rng rng(11);
  std::uint64_t most = 0;
  for (int i = 0; i < 40; ++i) {
    il::Puzzle p = il::random_layout({.rows = 10, .cols = 12, .density = 0.4 + 0.005 * i}, rng);
    for (auto& t : p.tiles) t = il::rotate(t, rng.below(4));
    INFO(il::write_numbers(p));
    il::Solver generic(p);
    const auto all = looplab::solver::count_solutions(generic, {.limit = 0, .max_nodes = 2000000});
    REQUIRE(all.complete);
    CHECK(il::count_all(p) == all.solutions);
    most = std::max(most, all.solutions);
  }
  CHECK(most >= 10);  // the grids are not all trivial
  if (!looplab::test::peers_available()) return;
  for (const char* name : {"bearific2.txt", "bearific3.txt", "bearific4.txt"}) {
    il::Solver generic(peer(name));
    CHECK(il::count_all(peer(name)) ==
          looplab::solver::count_solutions(generic, {.limit = 0}).solutions);
  }
}

TEST_CASE("a grid of dead ends has as many solutions as domino tilings", "[infinity-loop]") {
  // Each dead end pairs with one neighbour: a solution is a perfect matching of the
  // grid graph, i.e. a domino tiling (OEIS A004003: 6x6 -> 6728, 8x8 -> 12988816).
  auto dead_ends = [](int side) {
    il::Puzzle p(side, side);
    for (auto& t : p.tiles) t = 4;
    return p;
  };
  il::Solver generic(dead_ends(6));
  CHECK(looplab::solver::count_solutions(generic, {.limit = 0}).solutions == 6728);
  CHECK(il::count_all(dead_ends(6)) == 6728);
  CHECK(il::count_all(dead_ends(8)) == 12988816);
}

TEST_CASE("counts of independent regions multiply into numbers beyond 64 bits", "[infinity-loop]") {
  // Blocks walled off by a column of blanks: the grid's count is the block's count to
  // the power of the number of blocks.
  // Four dead ends in a square pair up across or down: two ways a block.
  const int blocks = 70;
  const il::Puzzle block = parse("╻╻/╹╹");
  il::Puzzle p(2, 3 * blocks);
  for (int b = 0; b < blocks; ++b)
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c < 2; ++c) p.tile(r, 3 * b + c) = block.tile(r, c);
  const il::BigCount per_block = il::count_all(block);
  CHECK(per_block == il::count_by_brute_force(block));
  REQUIRE(per_block == 2);
  il::BigCount want = 1;
  for (int b = 0; b < blocks; ++b) want *= per_block;
  CHECK(il::count_all(p) == want);
  CHECK(want > il::BigCount(std::numeric_limits<std::uint64_t>::max()));
}

TEST_CASE("formats round-trip: text, numbers, Net IDs and JSON", "[infinity-loop]") {
  Rng rng(7);
  for (int i = 0; i < 50; ++i) {
    il::Puzzle p = random_tiles(1 + rng.below(6), 1 + rng.below(6), rng);
    INFO(il::write_numbers(p));
    CHECK(parse(il::write_numbers(p)) == p);
    CHECK(parse(il::write_net_id(p)) == p);
    CHECK(parse(il::write_json(p)) == p);
    // Blanks are written visibly, so the text keeps its size even with blank edges.
    CHECK(parse(il::write_text(p)) == p);
  }
  CHECK(parse("┏┓/┗┛") == parse("┌┐\n└┘"));
  CHECK(parse("┏┓/┗┛").tiles == std::vector<std::uint8_t>{6, 12, 3, 9});
  CHECK(parse("2x1:18").tiles == std::vector<std::uint8_t>{2, 4});  // Net R=1 -> right, D=8 -> down
}

TEST_CASE("bad input is a parse error naming the problem", "[infinity-loop]") {
  auto error_of = [](const std::string& text) {
    auto p = il::parse_any(text);
    REQUIRE(p);
    REQUIRE_FALSE(p->ok());
    return p->error().describe();
  };
  CHECK_THAT(error_of("5x5w:4557327dd263ab47359c88982"),
             Catch::Contains("wrapping") && Catch::Contains("not supported"));
  CHECK_THAT(error_of("2x1:5v8"), Catch::Contains("barriers") && Catch::Contains("not supported"));
  CHECK_THAT(error_of("2x2:123"), Catch::Contains("needs 4 tiles"));
  CHECK_THAT(error_of("2\n2\n0\n1 2\n3 16"), Catch::Contains("not a 4-bit mask"));
  CHECK_THAT(error_of("2\n2\n0\n1 2\n3"), Catch::Contains("needs 4 numbers"));
  CHECK_THAT(error_of("2\n2\n1\n1 2\n3 4"), Catch::Contains("only 0"));
  CHECK_THAT(error_of("┏┓\n┗x"),
             Catch::Contains("stray character 'x'") && Catch::Contains("line 2"));
  // Ragged text rows are refused like Slitherlink's, whichever row is short, never padded.
  CHECK_THAT(error_of("┏┓\n┗"), Catch::Contains("row 2 has 1 tiles, but row 1 has 2") &&
                                   Catch::Contains("line 2, column 1"));
  CHECK_THAT(error_of("┏\n┗┛"), Catch::Contains("row 2 has 2 tiles, but row 1 has 1"));
  CHECK_THAT(error_of("┏━┓/┃/┗━┛"), Catch::Contains("row 2 has 1 tiles, but row 1 has 3"));
  CHECK(parse("┏━┓\n┃ ┃\n┗━┛").tiles[4] == 0);  // a space inside a row is a blank tile
  CHECK(parse("┏━┓/┃.┃/┗·┛").tiles == std::vector<std::uint8_t>{6, 10, 12, 5, 0, 5, 3, 0, 9});
  CHECK_THAT(error_of(R"({"family":"infinity-loop","tiles":["┏┓","┗"]})"),
             Catch::Contains("row 2 has 1 tiles"));
  CHECK_FALSE(il::parse_any("5x5t0:b3b3b13f302c1a3"));  // a Loopy ID is not ours
  CHECK_FALSE(il::parse_any("3.2/.1./2.3"));
}

TEST_CASE("the registry detects every ∞ Loop format and --family always works", "[infinity-loop]") {
  for (const char* text : {"┏┓/┗┛", "2\n2\n0\n6 12\n3 9", "2x2:8c26",
                           R"({"family":"infinity-loop","tiles":["┏┓","┗┛"]})"}) {
    INFO(text);
    auto p = looplab::families::parse_puzzle(text);
    REQUIRE(p);
    CHECK(p.value()->family().name == "infinity-loop");
    CHECK(p.value()->solve({}).status == looplab::solver::Status::Unique);
  }
  auto forced = looplab::families::parse_puzzle("2x2:8c26", &il::family());
  REQUIRE(forced);
  // Digits 0-3 only: a Loopy ID too, but W*H hex digits make it a Net ID; Loopy on request.
  for (const char* text : {"3x2:012321", "3x2b0.5:321012"}) {
    INFO(text);
    auto net = looplab::families::parse_puzzle(text);
    REQUIRE(net);
    CHECK(net.value()->family().name == "infinity-loop");
  }
  CHECK(il::has_net_id_form("2x2:8c26"));
  CHECK_FALSE(il::has_net_id_form("3x2:01232"));    // one tile short
  CHECK_FALSE(il::has_net_id_form("3x2t0:012321"));  // Loopy's grid type
  CHECK_FALSE(il::has_net_id_form("x2:0123"));
  auto loopy = looplab::families::parse_puzzle("2x2:0123", looplab::families::find_family("slitherlink"));
  REQUIRE(loopy);
  CHECK(loopy.value()->family().name == "slitherlink");
}

TEST_CASE("the checker rejects wrong rotations, pipes off the grid and unmatched ends",
          "[infinity-loop]") {
  il::Puzzle p = parse("┏┓/┗┛");
  CHECK_FALSE(il::check_solution(p, {6, 12, 3, 9}));
  CHECK_THAT(*il::check_solution(p, {6, 12, 3, 5}), Catch::Contains("not a rotation"));
  CHECK_THAT(*il::check_solution(p, {3, 12, 3, 9}), Catch::Contains("off the top"));
  il::Puzzle q = parse("┃┃/┃┃");
  CHECK_THAT(*il::check_solution(q, {10, 10, 10, 10}), Catch::Contains("off the left"));
  il::Puzzle r = parse("╻╻/┃┃");
  CHECK_THAT(*il::check_solution(r, {4, 4, 5, 5}), Catch::Contains("off the bottom"));
  CHECK(il::count_all(r) == 0);
}

TEST_CASE("generated puzzles are unique, reproducible and connected on request",
          "[infinity-loop]") {
  for (int i = 0; i < 20; ++i) {
    Rng a(42, static_cast<std::uint64_t>(i)), b(42, static_cast<std::uint64_t>(i));
    const bool connected = i % 2 == 1;
    const il::LayoutOptions o{
        .rows = 3 + i % 8, .cols = 4 + i % 5, .density = 0.3 + 0.03 * i, .connected = connected};
    auto p = il::make_unique_puzzle(il::random_layout(o, a), a);
    auto q = il::make_unique_puzzle(il::random_layout(o, b), b);
    REQUIRE(p);
    REQUIRE(q);
    CHECK(*p == *q);
    CHECK(il::count_all(*p) == 1);
    if (connected) {
      // One network: a flood along the pipes of the solution reaches every tile.
      const auto sol = solve_one(*p);
      std::vector<int> stack{0}, seen(sol.size(), 0);
      seen[0] = 1;
      int reached = 1;
      while (!stack.empty()) {
        const int t = stack.back();
        stack.pop_back();
        for (int s = 0; s < 4; ++s)
          if (sol[static_cast<std::size_t>(t)] >> s & 1) {
            const int u = t + il::kRowStep[s] * p->cols + il::kColStep[s];
            if (!seen[static_cast<std::size_t>(u)])
              seen[static_cast<std::size_t>(u)] = 1, ++reached, stack.push_back(u);
          }
      }
      CHECK(reached == p->num_tiles());
    }
  }
}

TEST_CASE("the family generator makes unique puzzles of the asked size and refuses bad requests",
          "[infinity-loop]") {
  const auto& f = il::family();
  Rng rng(1);
  auto request = [](int rows, int cols, double density, std::string grade) {
    return looplab::families::resolve(il::family(),
                                      {.rows = rows, .cols = cols, .grade = std::move(grade), .options = {{"density", density}}});
  };
  auto g = f.generate(request(12, 9, 0.6, ""), rng);
  REQUIRE(g.puzzle);
  CHECK(g.puzzle->rows() == 12);
  CHECK(g.puzzle->cols() == 9);
  CHECK(g.puzzle->solve({}).status == looplab::solver::Status::Unique);
  CHECK_THROWS_AS(f.generate(request(0, 5, 0.5, ""), rng), looplab::InputError);
  CHECK_THROWS_AS(f.generate(request(5, 5, 1.5, ""), rng), looplab::InputError);
  CHECK_THROWS_AS(f.generate(request(5, 5, 0.5, "fiendish"), rng), looplab::InputError);
}

TEST_CASE("the --tiles option is a list: names to a bit set, checked, recorded only when it leaves a kind out",
          "[infinity-loop]") {
  namespace fam = looplab::families;
  const auto& f = il::family();
  const auto& tiles = *std::find_if(f.generate_options.begin(), f.generate_options.end(),
                                    [](const fam::GenerateOption& o) { return o.name == "tiles"; });
  CHECK(fam::list_value(tiles, "tee,end") == (1u << il::kTee | 1u << il::kEnd));
  CHECK_THROWS_WITH(fam::list_value(tiles, "end,,tee"), Catch::Contains("unknown item '' at character 5"));
  const auto values = fam::resolve_options(f, {{"tiles", fam::list_value(tiles, "corner,straight")}});
  CHECK(values.items(f, "tiles") == (1u << il::kCorner | 1u << il::kStraight));
  CHECK(values.recorded(f)["tiles"] == nlohmann::json({"corner", "straight"}));
  // Not given, or every kind given: every kind, and nothing recorded.
  CHECK(fam::resolve_options(f, {}).items(f, "tiles") == il::kAllKinds);
  CHECK_FALSE(fam::resolve_options(f, {{"tiles", il::kAllKinds}}).recorded(f).contains("tiles"));
  CHECK_THROWS_AS(fam::resolve_options(f, {{"tiles", 0}}), looplab::InputError);
  CHECK_THROWS_AS(fam::resolve_options(f, {{"tiles", 64}}), looplab::InputError);
}

TEST_CASE("ratings are deterministic and climb with the work a puzzle needs", "[infinity-loop]") {
  il::Puzzle easy = parse("┏┓/┗┛");
  auto r = to_json(il::rate(easy));
  CHECK(r["grade"] == "easy");
  CHECK(r["score"] < 20);
  CHECK(r["tatham_level"].is_null());
  Rng rng(3);
  for (int i = 0; i < 5; ++i) {
    auto p = il::make_unique_puzzle(
        il::random_layout({.rows = 15, .cols = 15, .density = 0.5}, rng), rng);
    REQUIRE(p);
    auto a = to_json(il::rate(*p)), b = to_json(il::rate(*p));
    a["metrics"].erase("seconds");
    CHECK(a == b);
    CHECK(looplab::families::grade_named(a["grade"].get<std::string>()).has_value());
  }
}

TEST_CASE("solve reports give solutions as box-drawing rows and exact big counts as text",
          "[infinity-loop]") {
  auto p = looplab::families::parse_puzzle("┏┓┏┓/┗┛┗┛");
  REQUIRE(p);
  auto r = p.value()->solve({.all = true});
  CHECK(r.status == looplab::solver::Status::Unique);
  CHECK(r.solutions == "1");
  REQUIRE(r.solution);
  CHECK(r.solution->to_json() == nlohmann::json::array({"┏┓┏┓", "┗┛┗┛"}));
  CHECK_FALSE(p.value()->check(r.solution->to_json()));
  CHECK(p.value()->check(nlohmann::json::array({"┏┓┏┓", "┗┛┛┗"})).has_value());
  CHECK_FALSE(p.value()->check(nlohmann::json{{"h", "┏┓┏┓/┗┛┗┛"}, {"v", ""}}));
}
