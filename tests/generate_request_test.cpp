// families::resolve, the one check of a generate request, against every registered
// family's declaration; and io::plan_pack, which resolves a pack's parameters once.
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "core/loopy_grids.hpp"
#include "families/family.hpp"
#include "io/build_pack.hpp"

using namespace looplab;

namespace {

std::string refusal(const families::Family& f, const families::GenerateAsk& a) {
  try {
    families::resolve(f, a);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string plan_refusal(const io::PackParameters& p) {
  try {
    io::plan_pack(p);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("resolve types what a family declares and names what it refuses", "[families]") {
  for (const families::Family* f : families::all_families()) {
    INFO(f->name);
    const families::GenerateAsk plain{.rows = f->default_rows, .cols = f->default_cols};
    const families::GenerateRequest any = families::resolve(*f, plain);
    CHECK(any.target == families::Target{families::AnyPuzzle{}});
    CHECK(any.symmetry == generator::Symmetry::none);
    CHECK(any.grid == nullptr);
    CHECK(families::target_name(*f, any.target).empty());
    for (std::size_t i = 0; i < f->tatham_levels.size(); ++i) {
      families::GenerateAsk a = plain;
      a.tatham_level = std::string(f->tatham_levels[i]);
      const families::GenerateRequest r = families::resolve(*f, a);
      CHECK(r.target == families::Target{families::TathamLevelIndex{static_cast<int>(i)}});
      CHECK(r.tatham_level<int>() == static_cast<int>(i));
      CHECK(!r.grade());
      CHECK(families::target_name(*f, r.target) == f->tatham_levels[i]);
    }
    for (families::Grade grade : f->grades) {
      families::GenerateAsk a = plain;
      a.grade = std::string(families::name_of(grade));
      const families::GenerateRequest r = families::resolve(*f, a);
      CHECK(r.grade() == grade);
      CHECK(!r.tatham_level<int>());
      CHECK(families::target_name(*f, r.target) == families::name_of(grade));
    }
    families::GenerateAsk a = plain;
    a.symmetry = "horizontal";  // mirror's other name
    CHECK(families::resolve(*f, a).symmetry == generator::Symmetry::mirror);
    a = plain;
    a.grade = "legendary";
    CHECK(refusal(*f, a).starts_with("unknown --grade 'legendary' for " + std::string(f->name)));
    a = plain;
    a.tatham_level = "legendary";
    CHECK(refusal(*f, a).starts_with("unknown --tatham-level 'legendary' for " + std::string(f->name)));
    a = plain;
    a.symmetry = "rot4";
    a.cols = a.rows + 1;
    CHECK(refusal(*f, a) == "--symmetry: rot4 symmetry needs a square grid, not " + std::to_string(a.rows) + "x" +
                               std::to_string(a.cols));
    a = plain;
    a.symmetry = "spiral";
    CHECK(refusal(*f, a).starts_with("--symmetry: unknown symmetry 'spiral'"));
    if (!f->grades.empty() && !f->tatham_levels.empty()) {
      a = plain;
      a.grade = std::string(families::name_of(f->grades.front()));
      a.tatham_level = std::string(f->tatham_levels.front());
      CHECK(refusal(*f, a) == "give --grade or --tatham-level, not both");
    }
    a = plain;
    a.options = {{"no_such_option", 1}};
    CHECK(refusal(*f, a).starts_with("--no-such-option is not read by " + std::string(f->name)));
  }
}

TEST_CASE("resolve asks the family last what it can never make", "[families]") {
  const families::Family* slitherlink = families::find_family("slitherlink");
  REQUIRE(slitherlink);
  CHECK(refusal(*slitherlink, {.rows = 1, .cols = 1, .grade = "hard"}) == "a 1x1 grid has only easy puzzles");
  CHECK(refusal(*slitherlink, {.rows = 11, .cols = 10, .options = {{"uniform_loop", 1}}})
            .starts_with("--uniform-loop works up to 100 cells"));
  CHECK(refusal(*slitherlink, {.rows = 7, .cols = 7, .grid = "honeycomb", .options = {{"uniform_loop", 1}}}) ==
        "--uniform-loop draws among the loops of the square grid only, not the honeycomb grid");
  const families::Family* sudoku = families::find_family("sudoku");
  REQUIRE(sudoku);
  CHECK(refusal(*sudoku, {.rows = 7, .cols = 7}).starts_with("Sudoku sizes are 4, 6, 8, 9, 12, 16 or 25"));
  const families::Family* towers = families::find_family("towers");
  REQUIRE(towers);
  CHECK(refusal(*towers, {.rows = 10, .cols = 10}).starts_with("Towers sizes are 3 to 9"));
  const families::Family* masyu = families::find_family("masyu");
  REQUIRE(masyu);
  CHECK(refusal(*masyu, {.rows = 2, .cols = 5}) == "Masyu generation needs at least 3 rows and 3 columns");
  const families::Family* pipes = families::find_family("infinity-loop");
  REQUIRE(pipes);
  CHECK(refusal(*pipes, {.rows = 5, .cols = 5, .options = {{"tiles", 1}}}) == "--tiles blank leaves no tile with a pipe");
}

TEST_CASE("resolve says so when a family has no Tatham levels", "[families]") {
  const families::Family* f = families::find_family("infinity-loop");
  REQUIRE(f);
  REQUIRE(f->tatham_levels.empty());
  CHECK(refusal(*f, {.rows = 5, .cols = 5, .tatham_level = "hard"}) ==
        "unknown --tatham-level 'hard' for infinity-loop (it has no Tatham levels)");
}

TEST_CASE("resolve takes a Loopy grid by name or number, and the square grid as none", "[families]") {
  const families::Family* f = families::find_family("slitherlink");
  REQUIRE(f);
  const families::GenerateRequest honeycomb = families::resolve(*f, {.rows = 7, .cols = 7, .grid = "t2"});
  REQUIRE(honeycomb.grid);
  CHECK(honeycomb.grid->name == "honeycomb");
  CHECK(families::resolve(*f, {.rows = 7, .cols = 7, .grid = "square"}).grid == nullptr);
  CHECK(refusal(*f, {.rows = 7, .cols = 7, .grid = "hexagonal-ish"}).starts_with("--grid must be one of Loopy's grids"));
  CHECK(refusal(*f, {.rows = 7, .cols = 7, .grade = "medium", .grid = "honeycomb"})
            .starts_with("no slitherlink generator reaches --grade 'medium' on the honeycomb grid"));
  CHECK(refusal(*f, {.rows = 7, .cols = 7, .symmetry = "rot2", .grid = "honeycomb"}) ==
        "--symmetry rot2: on the honeycomb grid the clues have no symmetry (leave --symmetry out)");
  const families::Family* masyu = families::find_family("masyu");
  REQUIRE(masyu);
  CHECK(refusal(*masyu, {.rows = 7, .cols = 7, .grid = "honeycomb"}) ==
        "--grid honeycomb: masyu generates on its square grid only");
  CHECK(families::resolve(*masyu, {.rows = 7, .cols = 7, .grid = "t0"}).grid == nullptr);
}

TEST_CASE("plan_pack resolves a pack once: mixed grades, the grid's name, the size and count", "[families]") {
  const io::PackPlan mixed = io::plan_pack({.family = "slitherlink", .ask = {.rows = 5, .cols = 5, .grade = "mixed"}});
  CHECK(mixed.request.target == families::Target{families::AnyPuzzle{}});
  CHECK(std::vector(mixed.mixed.begin(), mixed.mixed.end()) ==
        std::vector(families::kLadder.begin(), families::kLadder.end()));
  const io::PackPlan grid = io::plan_pack({.family = "slitherlink", .ask = {.rows = 7, .cols = 7, .grade = "mixed", .grid = "2"}});
  CHECK(grid.params.ask.grid == "honeycomb");  // as the pack records it
  CHECK(grid.mixed.size() == 4);  // no medium on the other grids
  CHECK(io::plan_pack({.family = "slitherlink", .ask = {.grid = "t0"}}).params.ask.grid.empty());
  CHECK(plan_refusal({.family = "slitherlink", .ask = {.grade = "mixed", .tatham_level = "hard"}}) ==
        "give --grade or --tatham-level, not both");
  CHECK(plan_refusal({.family = "slitherlink", .count = 0}) == "--count must be at least 1");
  CHECK(plan_refusal({.family = "slitherlink", .ask = {.rows = 0}}).starts_with("grid size 0x10 is out of range"));
  CHECK(plan_refusal({.family = "tetris"}) == "unknown family 'tetris'");
}
