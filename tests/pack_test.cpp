#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <string>

#include "core/file.hpp"
#include "core/error.hpp"
#include "families/family.hpp"
#include "families/rating/rating_record.hpp"
#include "io/build_pack.hpp"
#include "io/pack.hpp"

using namespace looplab;

TEST_CASE("a pack read as a value writes back the same bytes", "[pack]") {
  // The corpus packs and the golden packs of every family, through the one reader and
  // the one writer.
  const std::string dir = std::string(LOOPLAB_SOURCE_DIR);
  std::vector<std::string> files;
  for (const auto& f : std::filesystem::directory_iterator(dir + "/corpus"))
    if (f.path().extension() == ".json") files.push_back(f.path().string());
  for (const auto& f : std::filesystem::directory_iterator(dir + "/tests/data/golden"))
    if (f.path().filename().string().rfind("pack-", 0) == 0) files.push_back(f.path().string());
  int read = 0;
  for (const std::string& file : files) {
    INFO(file);
    const std::string bytes = core::read_file(file);
    const io::Pack pack = io::parse_pack(bytes, file).get<io::Pack>();
    CHECK(io::dump_pack(pack) == bytes);
    ++read;
  }
  CHECK(read >= 25);
}

namespace {

// A small pack of every family with a generator (with stored paths where the family has
// them), as `generate` writes it.
std::vector<std::pair<std::string, std::string>> generated_packs() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const families::Family* f : families::all_families()) {
    if (!f->generate) continue;
    for (int n : {4, 5, 6, 9}) {  // the first size the family makes
      io::PackParameters params{.family = std::string(f->name), .ask = {.rows = n, .cols = n}, .count = 2, .seed = 3};
      params.paths = !f->hint_state.empty();
      try {
        out.emplace_back(f->name,
                         io::dump_pack(*io::build_pack(io::plan_pack(params), {.jobs = 1, .progress = false}).pack));
        break;
      } catch (const InputError&) {
      }
    }
  }
  return out;
}

}  // namespace

TEST_CASE("a generated pack of every family reads as a value and writes back the same bytes", "[pack]") {
  const auto packs = generated_packs();
  std::size_t generating = 0;
  for (const families::Family* f : families::all_families()) generating += f->generate ? 1 : 0;
  CHECK(packs.size() == generating);
  CHECK(generating >= 5);
  for (const auto& [family, bytes] : packs) {
    INFO(family);
    const io::Pack pack = io::parse_pack(bytes, family).get<io::Pack>();
    CHECK(pack.family() == family);
    REQUIRE(pack.puzzles.size() == 2);
    CHECK(io::dump_pack(pack) == bytes);
    CHECK(io::validate_pack(nlohmann::json(pack)).empty());
  }
}

TEST_CASE("a pack entry keeps the puzzle apart from what the pack adds", "[pack]") {
  const nlohmann::json rating = {{"grade", "easy"},
                                 {"score", 12.5},
                                 {"tatham_level", nullptr},
                                 {"metrics", {{"guesses", 0}, {"backtracks", 0}, {"max_depth", 0}, {"rule_steps", {{"r", 3}}}}}};
  const nlohmann::json entry = {{"family", "masyu"}, {"rows", 2}, {"cols", 3}, {"pearls", {"W..", "..B"}},
                                {"id", "p-1"},      {"solution", {{"h", "1"}, {"v", "0"}}},
                                {"rating", rating}, {"minimal", true}, {"exports", nlohmann::json::object()}};
  const auto e = entry.get<io::PackEntry>();
  CHECK(e.puzzle == io::puzzle_of_entry(entry));
  CHECK(e.family() == "masyu");
  CHECK(e.rows() == 2);
  CHECK(e.cols() == 3);
  CHECK(e.rating.grade == families::Grade::easy);
  CHECK(e.rating.score == 12.5);
  CHECK_FALSE(e.rating.tatham_level);
  CHECK(e.rating.metrics.rule_steps == std::map<std::string, std::uint64_t>{{"r", 3}});
  CHECK_FALSE(e.rating.metrics.clues);
  CHECK_FALSE(e.path);
  CHECK(nlohmann::json(e) == entry);
  nlohmann::json with_path = entry;
  with_path["path"] = {{"steps", nlohmann::json::array()}};
  CHECK(nlohmann::json(with_path.get<io::PackEntry>()) == with_path);
  // What no rating holds is refused, not dropped.
  for (const char* key : {"grade", "metrics"}) {
    nlohmann::json bad = entry;
    bad["rating"].erase(key);
    CHECK_THROWS_AS(bad.get<io::PackEntry>(), nlohmann::json::exception);
  }
  nlohmann::json bad = entry;
  bad["rating"]["grade"] = "legendary";
  CHECK_THROWS_AS(bad.get<io::PackEntry>(), nlohmann::json::exception);
  bad = entry;
  bad["rating"]["metrics"]["rules"] = nlohmann::json::object();
  CHECK_THROWS_AS(bad.get<io::PackEntry>(), nlohmann::json::exception);
  bad = entry;
  bad["rating"]["metrics"]["clues"] = 7.5;
  CHECK_THROWS_AS(bad.get<io::PackEntry>(), nlohmann::json::exception);
  bad = entry;
  bad["rating"]["metrics"]["clues"] = 7.0;  // a whole number, as a schema's integer
  CHECK(bad.get<io::PackEntry>().rating.metrics.clues == 7);
}

TEST_CASE("a rating reads back as the record it was written from", "[pack]") {
  const io::Pack pack =
      *io::build_pack(io::plan_pack({.family = "masyu", .ask = {.rows = 5, .cols = 5}, .count = 1, .seed = 2}),
                      {.jobs = 1, .progress = false})
           .pack;
  REQUIRE(pack.puzzles.size() == 1);
  auto parsed = families::parse_puzzle(pack.puzzles[0].puzzle.dump());
  REQUIRE(parsed);
  const families::Rating rating = parsed.value()->rate();
  const families::RatingRecord record = families::record_of(rating);
  CHECK(nlohmann::json(record) == families::to_json(rating));
  CHECK(nlohmann::json(record).get<families::RatingRecord>() == record);
  CHECK(families::name_of(record.grade) == rating.grade);
  CHECK(record == pack.puzzles[0].rating);
  CHECK(record.metrics.rule_steps.size() == rating.metrics.rule_steps.size());
  // Typed, the key order of the JSON is no part of it; a count is.
  families::RatingRecord other = record;
  ++other.metrics.guesses;
  CHECK(other != record);
}

TEST_CASE("a pack's parameters type looplab's own keys and keep the family's options as written", "[pack]") {
  const nlohmann::json written = {{"family", "slitherlink"}, {"rows", 5},  {"cols", 6},          {"count", 2},
                                  {"seed", 9},               {"grade", nullptr}, {"tatham_level", "hard"},
                                  {"symmetry", "rot2"},      {"grid", "honeycomb"}, {"max_attempts", 40},
                                  {"paths", true},           {"some_option", {"a", "b"}}};
  const auto p = written.get<io::RecordedParameters>();
  CHECK(p.made.family == "slitherlink");
  CHECK(p.made.ask.rows == 5);
  CHECK(p.made.ask.cols == 6);
  CHECK(p.made.count == 2);
  CHECK(p.made.seed == 9);
  CHECK(p.made.ask.grade.empty());
  CHECK(p.made.ask.tatham_level == "hard");
  CHECK(p.made.ask.symmetry == "rot2");
  CHECK(p.made.ask.grid == "honeycomb");
  CHECK(p.made.max_attempts == 40);
  CHECK(p.made.paths);
  CHECK(p.made.ask.options.empty());  // the options stay as written
  CHECK(p.options == nlohmann::json{{"some_option", {"a", "b"}}});
  CHECK(nlohmann::json(p) == written);
  nlohmann::json bad = written;
  bad["rows"] = 1e10;
  CHECK_THROWS_AS(bad.get<io::RecordedParameters>(), nlohmann::json::exception);
  bad = written;
  bad["max_attempts"] = "many";
  CHECK_THROWS_AS(bad.get<io::RecordedParameters>(), nlohmann::json::exception);
}

TEST_CASE("an entry that passes the schema but does not read as one is a problem, not a throw", "[pack]") {
  nlohmann::json pack =
      *io::build_pack(io::plan_pack({.family = "slitherlink", .ask = {.rows = 4, .cols = 4}, .count = 2, .seed = 1}),
                      {.jobs = 1, .progress = false})
           .pack;
  REQUIRE(io::validate_pack(pack).empty());
  // An integer as the schema sees it, but no count an int holds.
  pack["puzzles"][1]["rating"]["metrics"]["clues"] = 3000000000LL;
  const auto problems = io::validate_pack(pack);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "puzzle 2 (" + pack["puzzles"][1]["id"].get<std::string>() +
                           "): does not read as a pack entry: number 3000000000 does not fit the field");
  CHECK_THROWS_AS(pack.get<io::Pack>(), nlohmann::json::exception);
}
