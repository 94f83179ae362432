// families::check_request, the one check of a generate request's grade, Tatham level and
// symmetry, against every registered family's declaration.
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "families/family.hpp"

using namespace looplab;

namespace {

std::string refusal(const families::Family& f, const families::GenerateRequest& r) {
  try {
    families::check_request(f, r);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// What the family's own generate says of the request: it runs the same check first.
std::string generate_refusal(const families::Family& f, const families::GenerateRequest& r) {
  core::Rng rng(1);
  try {
    f.generate(r, rng);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("check_request accepts what a family declares and names what it refuses", "[families]") {
  for (const families::Family* f : families::all_families()) {
    INFO(f->name);
    const families::GenerateRequest plain{.rows = f->default_rows, .cols = f->default_cols};
    CHECK(families::check_request(*f, plain) == -1);
    for (std::size_t i = 0; i < f->tatham_levels.size(); ++i) {
      families::GenerateRequest r = plain;
      r.tatham_level = std::string(f->tatham_levels[i]);
      CHECK(families::check_request(*f, r) == static_cast<int>(i));
    }
    for (std::string_view grade : f->grades) {
      families::GenerateRequest r = plain;
      r.grade = std::string(grade);
      CHECK(families::check_request(*f, r) == -1);
    }
    families::GenerateRequest r = plain;
    r.grade = "legendary";
    CHECK(refusal(*f, r).starts_with("unknown --grade 'legendary' for " + std::string(f->name)));
    r = plain;
    r.tatham_level = "legendary";
    CHECK(refusal(*f, r).starts_with("unknown --tatham-level 'legendary' for " + std::string(f->name)));
    r = plain;
    r.symmetry = "rot4";
    r.cols = r.rows + 1;
    CHECK(refusal(*f, r) == "--symmetry: rot4 symmetry needs a square grid, not " + std::to_string(r.rows) + "x" +
                               std::to_string(r.cols));
  }
}

TEST_CASE("every family's generate refuses a bad request with check_request's words", "[families]") {
  for (const families::Family* f : families::all_families()) {
    INFO(f->name);
    REQUIRE(f->generate);
    const families::GenerateRequest plain{.rows = f->default_rows, .cols = f->default_cols};
    families::GenerateRequest r = plain;
    r.grade = "legendary";
    CHECK(generate_refusal(*f, r) == refusal(*f, r));
    r = plain;
    r.tatham_level = "legendary";
    CHECK(generate_refusal(*f, r) == refusal(*f, r));
    r = plain;
    r.symmetry = "spiral";
    CHECK(generate_refusal(*f, r) == refusal(*f, r));
    CHECK(refusal(*f, r).starts_with("--symmetry: unknown symmetry 'spiral'"));
  }
}

TEST_CASE("check_request says so when a family has no Tatham levels", "[families]") {
  const families::Family* f = families::find_family("infinity-loop");
  REQUIRE(f);
  REQUIRE(f->tatham_levels.empty());
  const families::GenerateRequest r{.rows = 5, .cols = 5, .tatham_level = "hard"};
  CHECK(refusal(*f, r) == "unknown --tatham-level 'hard' for infinity-loop (it has no Tatham levels)");
}
