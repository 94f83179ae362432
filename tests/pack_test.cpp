#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "core/file.hpp"
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

TEST_CASE("a pack entry keeps the puzzle apart from what the pack adds", "[pack]") {
  const nlohmann::json entry = {{"family", "masyu"}, {"rows", 2}, {"cols", 3}, {"pearls", {"W..", "..B"}},
                                {"id", "p-1"},      {"solution", {{"h", "1"}, {"v", "0"}}},
                                {"rating", {{"grade", "easy"}}}, {"minimal", true}, {"exports", nlohmann::json::object()}};
  const auto e = entry.get<io::PackEntry>();
  CHECK(e.puzzle == io::puzzle_of_entry(entry));
  CHECK(e.family() == "masyu");
  CHECK(e.rows() == 2);
  CHECK(e.cols() == 3);
  CHECK(e.grade() == "easy");
  CHECK_FALSE(e.path);
  CHECK(nlohmann::json(e) == entry);
  nlohmann::json with_path = entry;
  with_path["path"] = {{"steps", nlohmann::json::array()}};
  CHECK(nlohmann::json(with_path.get<io::PackEntry>()) == with_path);
}
