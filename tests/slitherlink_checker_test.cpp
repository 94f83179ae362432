#include <catch2/catch.hpp>

#include "families/slitherlink/checker.hpp"
#include "families/slitherlink/formats.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

Puzzle grid(const char* text) { return parse_text_grid(text)->value(); }
EdgeSet edges(int r, int c, const std::string& h, const std::string& v) {
  auto e = edges_from_strings(r, c, h, v);
  REQUIRE(e.has_value());
  return *e;
}

}  // namespace

TEST_CASE("the checker accepts the one-cell loop", "[slitherlink][checker]") {
  CHECK_FALSE(check_solution(grid("4"), edges(1, 1, "11", "11")).has_value());
  CHECK_FALSE(check_solution(grid("."), edges(1, 1, "11", "11")).has_value());
}

TEST_CASE("the checker names an unmet clue with its cell", "[slitherlink][checker]") {
  auto why = check_solution(grid("3"), edges(1, 1, "11", "11"));
  REQUIRE(why.has_value());
  CHECK(*why == "clue 3 at row 1, column 1 has 4 sides on the loop");
}

TEST_CASE("the checker refuses dead ends, branches, two loops and no loop", "[slitherlink][checker]") {
  // 1x2: the outer loop of both cells is valid; with the middle edge it branches.
  CHECK_FALSE(check_solution(grid(".."), edges(1, 2, "1111", "101")).has_value());
  CHECK(check_solution(grid(".."), edges(1, 2, "1111", "111"))->find("branch") == 0);
  CHECK(check_solution(grid(".."), edges(1, 2, "1011", "101"))->find("dead end") == 0);
  CHECK(check_solution(grid(".."), edges(1, 2, "0000", "000")) == "no loop: no edge is on");
  // 1x3 with the two outer cells boxed separately: two loops.
  CHECK(check_solution(grid("..."), edges(1, 3, "101101", "1111"))->find("2 separate loops") != std::string::npos);
}

TEST_CASE("edge strings of the wrong length or with stray characters are refused", "[slitherlink][checker]") {
  std::string why;
  CHECK_FALSE(edges_from_strings(1, 1, "1", "11", &why));
  CHECK(why == "h has 1 characters, expected 2 (2 rows of 1)");
  CHECK_FALSE(edges_from_strings(1, 1, "11", "1", &why));
  CHECK(why == "v has 1 characters, expected 2 (1 rows of 2)");
  CHECK_FALSE(edges_from_strings(1, 1, "1x", "11", &why));
  CHECK(why.find("'x'") != std::string::npos);
}

TEST_CASE("every puzzle-loop.com Answer passes and each flipped edge fails", "[slitherlink][checker][peers]") {
  if (!test::peers_available()) return;
  int answers = 0;
  for (const char* name : {"5x5_hard", "7x7_hard", "10x10_hard", "10x10_medium", "15x15_hard", "20x20_hard",
                           "20x20_medium", "25x30_hard"}) {
    std::string file = std::string("puzzle-loop/") + name + ".jsonl";
    std::string dims = std::string(name).substr(0, std::string(name).find('_'));
    for (const std::string& line : test::peer_lines(file)) {
      auto field = [&](const char* key) {
        auto at = line.find(std::string("\"") + key + "\":\"") + std::string(key).size() + 4;
        return line.substr(at, line.find('"', at) - at);
      };
      std::string answer = field("Answer");
      if (answer.empty()) continue;
      Puzzle p = parse_loopy_id(dims + "t0:" + field("Task"))->value();
      std::size_t nh = static_cast<std::size_t>((p.rows + 1) * p.cols);
      EdgeSet e = edges(p.rows, p.cols, answer.substr(0, nh), answer.substr(nh));
      INFO(file << ": " << field("Task"));
      CHECK_FALSE(check_solution(p, e).has_value());
      // Flip one edge, chosen by the answer's own index so every file varies it.
      std::size_t flip = (static_cast<std::size_t>(answers) * 7919) % e.on.size();
      e.on[flip] ^= 1;
      auto why = check_solution(p, e);
      CHECK(why.has_value());
      ++answers;
    }
  }
  CHECK(answers > 200);
}
