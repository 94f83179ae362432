#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "families/slitherlink/formats.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::slitherlink;

namespace {

Puzzle must_parse(std::optional<Parsed<Puzzle>> out) {
  REQUIRE(out.has_value());
  if (!*out) FAIL(out->error().describe());
  return out->value();
}

ParseError must_fail(std::optional<Parsed<Puzzle>> out) {
  REQUIRE(out.has_value());
  REQUIRE_FALSE(*out);
  return out->error();
}

}  // namespace

TEST_CASE("a Loopy ID reads clues row by row with letter runs", "[slitherlink][formats]") {
  Puzzle p = must_parse(parse_loopy_id("3x2t0:1a2c"));
  CHECK(p.rows == 2);
  CHECK(p.cols == 3);
  CHECK(p.clue(0, 0) == 1);
  CHECK(p.clue(0, 1) == kNoClue);
  CHECK(p.clue(0, 2) == 2);
  CHECK(p.clue(1, 2) == kNoClue);
  CHECK(write_loopy_id(p) == "3x2t0:1a2c");
}

TEST_CASE("Loopy IDs are read with a difficulty and without the grid type", "[slitherlink][formats]") {
  Puzzle a = must_parse(parse_loopy_id("2x2t0dh:1c"));
  Puzzle b = must_parse(parse_loopy_id("2x2:1c"));
  Puzzle c = must_parse(parse_loopy_id("2x2dn:1c"));
  CHECK(a == b);
  CHECK(a == c);
}

TEST_CASE("runs longer than 26 cells are written as z and the rest", "[slitherlink][formats]") {
  Puzzle p(6, 6);
  p.clue(5, 5) = 3;
  CHECK(write_loopy_id(p) == "6x6t0:zi3");
  CHECK(must_parse(parse_loopy_id("6x6t0:zi3")) == p);
}

TEST_CASE("the worked puzz.link example is the Loopy ID the issue names", "[slitherlink][formats]") {
  Puzzle p = must_parse(parse_puzzlink("p?slither/5/5/cbcbcddad"));
  CHECK(write_loopy_id(p) == "5x5t0:2b1b2b1b2b3b3b0b3");
  CHECK(write_puzzlink(p) == "https://puzz.link/p?slither/5/5/cbcbcddad");
  CHECK(must_parse(parse_puzzlink("https://puzz.link/p?slither/5/5/cbcbcddad")) == p);
  CHECK(must_parse(parse_puzzlink("http://pzv.jp/p.html?slither/5/5/cbcbcddad")) == p);
  CHECK(must_parse(parse_puzzlink("pzv.jp/p.html?slither/5/5/cbcbcddad")) == p);
}

TEST_CASE("puzz.link columns come before rows", "[slitherlink][formats]") {
  Puzzle p = must_parse(parse_puzzlink("p?slither/3/1/123"));
  CHECK(p.rows == 1);
  CHECK(p.cols == 3);
  // The last clue takes the "then 2 empty" form: cells past the end count as empty.
  CHECK(write_puzzlink(p) == "https://puzz.link/p?slither/3/1/12d");
}

TEST_CASE("puzz.link runs of empty cells use g to z", "[slitherlink][formats]") {
  Puzzle p(1, 25);
  p.clues[24] = 4;
  CHECK(write_puzzlink(p) == "https://puzz.link/p?slither/25/1/zje");
  CHECK(must_parse(parse_puzzlink("p?slither/25/1/zj4")) == p);
}

TEST_CASE("a text grid reads rows by newline or slash", "[slitherlink][formats]") {
  Puzzle a = must_parse(parse_text_grid("3.2\n.1.\n"));
  Puzzle b = must_parse(parse_text_grid("3.2/.1."));
  CHECK(a == b);
  CHECK(a.rows == 2);
  CHECK(write_text_grid(a, '/') == "3.2/.1.");
}

TEST_CASE("JSON puzzles round-trip", "[slitherlink][formats]") {
  Puzzle p = must_parse(parse_text_grid("3.2/.1."));
  CHECK(must_parse(parse_json(write_json(p))) == p);
  CHECK(must_parse(parse_json(R"({"clues":"3.2/.1."})")) == p);
}

TEST_CASE("bad input names the problem and its position", "[slitherlink][formats]") {
  SECTION("a clue of 5") {
    ParseError e = must_fail(parse_loopy_id("3x1t0:125"));
    CHECK(e.problem.find("clue 5") != std::string::npos);
    CHECK(e.position == 8);
  }
  SECTION("a stray character") {
    ParseError e = must_fail(parse_loopy_id("3x1t0:1!2"));
    CHECK(e.problem.find("'!'") != std::string::npos);
    CHECK(e.position == 7);
  }
  SECTION("a body too short") {
    ParseError e = must_fail(parse_loopy_id("3x3t0:1a"));
    CHECK(e.problem.find("too few cells") != std::string::npos);
  }
  SECTION("a body too long") {
    CHECK(must_fail(parse_loopy_id("2x1t0:123")).problem.find("too many") != std::string::npos);
    CHECK(must_fail(parse_puzzlink("p?slither/2/1/1234")).problem.find("too long") != std::string::npos);
  }
  SECTION("a wrong size") {
    CHECK(must_fail(parse_loopy_id("0x5t0:")).problem.find("out of range") != std::string::npos);
    CHECK(must_fail(parse_loopy_id("101x5t0:a")).problem.find("out of range") != std::string::npos);
    CHECK(must_fail(parse_puzzlink("p?slither/0/5/")).problem.find("out of range") != std::string::npos);
  }
  SECTION("an unsupported grid type or clue") {
    CHECK(must_fail(parse_loopy_id("3x3t1:i")).problem.find("not supported") != std::string::npos);
    CHECK(must_fail(parse_puzzlink("p?slither/2/1/1.")).problem.find("unknown value") != std::string::npos);
    CHECK(must_fail(parse_puzzlink("p?lits/2/1/1")).problem.find("not supported") != std::string::npos);
  }
  SECTION("ragged text rows give line and column") {
    ParseError e = must_fail(parse_text_grid("3.2\n.1\n"));
    CHECK(e.line == 2);
    CHECK(e.column == 1);
    CHECK(e.describe().find("line 2") != std::string::npos);
  }
  SECTION("a clue of 7 in a text grid") {
    ParseError e = must_fail(parse_text_grid("3.2\n.17\n"));
    CHECK(e.line == 2);
    CHECK(e.column == 3);
  }
  SECTION("truncated JSON") {
    ParseError e = must_fail(parse_json(R"({"family":"slitherlink","clues":["3.2")"));
    CHECK(e.problem.find("truncated") != std::string::npos);
  }
}

TEST_CASE("texts of other formats are not claimed", "[slitherlink][formats]") {
  CHECK_FALSE(parse_loopy_id("p?slither/1/1/4").has_value());
  CHECK_FALSE(parse_puzzlink("1x1t0:4").has_value());
  CHECK_FALSE(parse_text_grid("┃━").has_value());
  CHECK_FALSE(parse_json(R"({"family":"sudoku"})").has_value());
  CHECK_FALSE(parse_any("hello").has_value());
}

TEST_CASE("every peer Loopy ID survives Loopy -> puzz.link -> Loopy", "[slitherlink][formats][peers]") {
  if (!test::peers_available()) return;
  int n = 0;
  for (const std::string& line : test::peer_lines("loopy-square.txt")) {
    std::string id = line.substr(line.find(' ') + 1);
    Puzzle p = must_parse(parse_loopy_id(id));
    std::string url = write_puzzlink(p);
    Puzzle q = must_parse(parse_puzzlink(url));
    CHECK(q == p);
    CHECK(write_loopy_id(q) == id);
    CHECK(must_parse(parse_text_grid(write_text_grid(q))) == p);
    CHECK(must_parse(parse_json(write_json(q))) == p);
    ++n;
  }
  CHECK(n == 132);
}

TEST_CASE("every puzzle-loop.com task survives the same round trip", "[slitherlink][formats][peers]") {
  if (!test::peers_available()) return;
  for (const char* name : {"5x5_hard", "7x7_hard", "10x10_hard", "10x10_medium", "15x15_hard", "20x20_hard",
                           "20x20_medium", "25x30_hard"}) {
    std::string file = std::string("puzzle-loop/") + name + ".jsonl";
    std::string dims = std::string(name).substr(0, std::string(name).find('_'));
    for (const std::string& line : test::peer_lines(file)) {
      auto task_at = line.find("\"Task\":\"") + 8;
      std::string task = line.substr(task_at, line.find('"', task_at) - task_at);
      std::string id = dims + "t0:" + task;
      Puzzle p = must_parse(parse_loopy_id(id));
      Puzzle q = must_parse(parse_puzzlink(write_puzzlink(p)));
      CHECK(write_loopy_id(q) == id);
    }
  }
}

TEST_CASE("the Nikoli sample reads with its header, comment and marks", "[slitherlink][formats][peers]") {
  if (!test::peers_available()) return;
  std::ifstream in(test::peers_dir() + "/nikoli-sl-0001.txt");
  std::string whole((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  Puzzle p = must_parse(parse_text_grid(whole));
  CHECK(p.rows == 10);
  CHECK(p.cols == 10);
  CHECK(p.num_clues() == 36);
  CHECK(write_text_grid(p, '/').substr(0, 11) == "....02..../");
}
