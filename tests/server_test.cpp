#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>

#include "core/error.hpp"
#include "core/file.hpp"
#include "families/explain.hpp"
#include "families/family.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "io/pack.hpp"
#include "server/api.hpp"
#include "server/assets.hpp"

using namespace looplab;
using nlohmann::json;

namespace {

// A fresh folder under the system temp dir, removed at the end of the test.
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("looplab-server-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

// Puzzle 1 of `looplab generate --rows 5 --cols 5 --seed 1`: unique, minimal.
const char* kUnique =
    R"({"family":"slitherlink","clues":[".2.1.",".0..1","..3.1","2.1..","1.2.1"]})";

}  // namespace

TEST_CASE("the app's files are found by exact path and nothing else is", "[server]") {
  REQUIRE(server::find_asset("/") != nullptr);
  CHECK(server::find_asset("/")->type.find("text/html") == 0);
  REQUIRE(server::find_asset("/app.js") != nullptr);
  CHECK(server::find_asset("/app.js")->type.find("text/javascript") == 0);
  CHECK(server::find_asset("/families/slitherlink.js") != nullptr);
  for (const char* family : {"/families/sudoku.js", "/families/towers.js",
                             "/families/infinity_loop.js", "/families/digits.js"})
    CHECK(server::find_asset(family) != nullptr);
  CHECK(server::find_asset("/../../etc/passwd") == nullptr);
  CHECK(server::find_asset("/families/../app.js") == nullptr);
  CHECK(server::find_asset("app.js") == nullptr);
  CHECK(server::find_asset("") == nullptr);
}

TEST_CASE("the API lists packs, serves them by id and answers 404 for an unknown id", "[server]") {
  TempDir dir;
  io::PackParameters params;
  params.ask.rows = params.ask.cols = 2;
  params.count = 1;
  core::write_file_atomic(dir.file("My Pack.json"), io::dump_pack(io::make_pack(params, {})));
  server::PackStore store({dir.file("My Pack.json"), dir.file("My Pack.json")}, "");
  server::Api api(store);
  json list = json::parse(api.packs().body);
  REQUIRE(list["packs"].size() == 1);  // the same file twice is listed once
  CHECK(list["packs"][0]["id"] == "my-pack");
  CHECK(list["can_save"] == false);
  CHECK(api.pack("my-pack").status == 200);
  server::Reply missing = api.pack("../my-pack");
  CHECK(missing.status == 404);
  CHECK(json::parse(missing.body)["error"].get<std::string>().find("no pack") != std::string::npos);
  CHECK(api.save(kUnique).status == 403);
}

TEST_CASE("the API lists Loopy's grid types and lays an empty grid of each, refusing a size Loopy would not make", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  const json list = json::parse(api.grids().body)["grids"];
  REQUIRE(list.size() == 18);
  CHECK(list[17] == json({{"name", "spectres"}, {"number", 17}, {"least_side", 6}}));
  CHECK(list[11]["least_side"] == 3);
  CHECK(list[2]["least_side"] == 1);
  const server::Reply spectres = api.grid("spectres", "6x7");
  REQUIRE(spectres.status == 200);
  const json g = json::parse(spectres.body);
  CHECK(g["rows"] == 7);
  CHECK(g["cols"] == 6);
  CHECK(std::regex_match(g["desc"].get<std::string>(), std::regex("[0-9AB][0-9]+[GDJLXPSFY]")));
  CHECK(g["graph"]["faces"].size() > 10);
  for (const auto& f : g["graph"]["faces"]) CHECK(f.size() == 14);
  const server::Reply small = api.grid("t17", "5x7");
  CHECK(small.status == 400);
  CHECK(json::parse(small.body)["error"] == "a spectres grid is at least 6x6, as Loopy's are");
}

TEST_CASE("a file that is not a pack is refused when the server starts", "[server]") {
  TempDir dir;
  core::write_file_atomic(dir.file("bad.json"), "{\"format\": \"something else\"}");
  CHECK_THROWS_AS(server::PackStore({dir.file("bad.json")}, ""), InputError);
  core::write_file_atomic(dir.file("broken.json"), "{\"format\": ");
  CHECK_THROWS_AS(server::PackStore({dir.file("broken.json")}, ""), InputError);
}

TEST_CASE("analyse counts solutions and rates only a unique puzzle", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  json empty = json::parse(api.analyse(R"({"family":"slitherlink","clues":["..",".."]})").body);
  CHECK(empty["status"] == "multiple");
  CHECK(empty["solutions"] == "13");  // every loop on a 2x2 grid
  CHECK(empty["complete"] == true);
  CHECK(empty["rating"].is_null());
  json none = json::parse(api.analyse(R"({"family":"slitherlink","clues":["4"]})").body);
  CHECK(none["status"] == "unique");  // a lone 4 is its own loop
  json zero = json::parse(api.analyse(R"({"family":"slitherlink","clues":["0"]})").body);
  CHECK(zero["status"] == "none");
  json unique = json::parse(api.analyse(kUnique).body);
  CHECK(unique["status"] == "unique");
  CHECK(unique["rating"]["grade"] == "expert");
  CHECK(unique["exports"]["loopy"] == "5x5t0:a2a1b0b1b3a12a1b1a2a1");
  // Every family's text formats, as in a pack entry.
  json sudoku = json::parse(api.analyse(R"({"family":"sudoku","grid":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]]})").body);
  CHECK(sudoku["exports"]["line"] == "1.....3..4.....2");
  CHECK(sudoku["exports"].contains("solo"));
}

TEST_CASE("hint answers the family's own hint in its one JSON, and each failure with its status", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  auto puzzle = families::parse_puzzle(kUnique);
  REQUIRE(puzzle);
  // kUnique's object with "state" put in front.
  auto with_state = [](const std::string& state) { return R"({"state":)" + state + "," + std::string(kUnique + 1); };
  server::Reply empty = api.hint(kUnique);
  REQUIRE(empty.status == 200);
  CHECK(json::parse(empty.body) == families::to_json(puzzle.value()->hint({})));
  const std::string h = "......1.....................x.", v(30, '.');
  server::Reply marked = api.hint(with_state(json{h, v}.dump()));
  REQUIRE(marked.status == 200);
  CHECK(json::parse(marked.body) == families::to_json(puzzle.value()->hint({h, v})));
  CHECK(api.hint(with_state(R"(["..."])")).status == 400);  // not H and V
  CHECK(api.hint(with_state(R"("1x")")).status == 400);     // not a list
  CHECK(api.hint(with_state(R"([1])")).status == 400);      // not strings
  CHECK(api.hint(R"({"family":"slitherlink","clues":["..",".."]})").status == 400);  // 13 solutions
  CHECK(api.hint(R"({"family":"sudoku","grid":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]]})").status == 200);
  const auto pipes = api.hint(R"({"family":"infinity-loop","rows":1,"cols":2,"tiles":["╺╸"],"state":["?╸"]})");
  CHECK(pipes.status == 200);
  CHECK(json::parse(pipes.body)["conclusions"][0] == json{{"row", 0}, {"col", 0}, {"mark", "turn"}, {"turn", 2}});
}

TEST_CASE("a puzzle hinted again is kept proved, and answers as a fresh one does", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  auto puzzle = families::parse_puzzle(kUnique);
  REQUIRE(puzzle);
  const std::string h = "......1.....................x.", v(30, '.');
  const json fresh = families::to_json(puzzle.value()->hint({h, v}));
  // The same puzzle, its keys in another order and spaced out: one puzzle to the cache.
  json reordered = json::parse(kUnique);
  reordered["state"] = {h, v};
  const std::string spaced = reordered.dump(2);
  CHECK(fresh["kind"] == "mistake");  // the line at h[6] is not the solution's
  for (int i = 0; i < 3; ++i) {
    server::Reply r = api.hint(i == 1 ? spaced : reordered.dump());
    REQUIRE(r.status == 200);
    CHECK(json::parse(r.body) == fresh);
  }
  // With that edge crossed instead, the kept object gives the next step, as a fresh one does.
  std::string right = h;
  right[6] = 'x';
  reordered["state"] = {right, v};
  server::Reply step = api.hint(reordered.dump());
  REQUIRE(step.status == 200);
  CHECK(json::parse(step.body)["kind"] == "step");
  CHECK(json::parse(step.body) == families::to_json(puzzle.value()->hint({right, v})));
  // A puzzle that is not unique is never kept: it is refused each time.
  for (int i = 0; i < 2; ++i) CHECK(api.hint(R"({"family":"slitherlink","clues":["..",".."]})").status == 400);
}

TEST_CASE("prove answers the count's status and keeps a unique puzzle for its hints", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  auto status = [&](const std::string& body) {
    server::Reply r = api.prove(body);
    REQUIRE(r.status == 200);
    return json::parse(r.body)["status"].get<std::string>();
  };
  CHECK(status(kUnique) == "unique");
  CHECK(status(kUnique) == "unique");  // kept: answered without a search
  CHECK(status(R"({"family":"slitherlink","clues":["..",".."]})") == "multiple");
  CHECK(status(R"({"family":"slitherlink","clues":["4","4"]})") == "none");
  CHECK(status(R"({"family":"sudoku","grid":[[1,0,0,0],[0,0,3,0],[0,4,0,0],[0,0,0,2]]})") == "unique");
  CHECK(api.prove(R"({"family":"slitherlink"})").status == 400);
  // The hint on the kept puzzle is the one a fresh object gives.
  auto puzzle = families::parse_puzzle(kUnique);
  REQUIRE(puzzle);
  server::Reply hint = api.hint(kUnique);
  REQUIRE(hint.status == 200);
  CHECK(json::parse(hint.body) == families::to_json(puzzle.value()->hint({})));
}

TEST_CASE("proved puzzles are kept up to their capacity, the least recently asked dropped", "[server]") {
  server::ProvedPuzzles kept(2);
  std::vector<std::shared_ptr<const families::Puzzle>> p;
  for (const char* clues : {R"(["3."])", R"(["2."])", R"(["1."])"}) {
    auto parsed = families::parse_puzzle(std::string(R"({"family":"slitherlink","clues":)") + clues + "}");
    REQUIRE(parsed);
    p.push_back(std::move(parsed.value()));
  }
  kept.keep("a", p[0]);
  kept.keep("b", p[1]);
  CHECK(kept.find("a") == p[0]);  // "a" is now the most recent
  kept.keep("c", p[2]);           // drops "b"
  CHECK(kept.size() == 2);
  CHECK(kept.find("b") == nullptr);
  CHECK(kept.find("a") == p[0]);
  CHECK(kept.find("c") == p[2]);
  kept.keep("c", p[0]);  // a key kept already keeps its puzzle
  CHECK(kept.find("c") == p[2]);
}

TEST_CASE("malformed or unknown puzzles get 400 with a message", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  for (const char* body :
       {"{bad", "", "[1]", R"({"clues":["1"]})", R"({"family":"nope","clues":["1"]})",
        R"({"family":"slitherlink","clues":["9"]})", R"({"family":"slitherlink","clues":3})"}) {
    INFO(body);
    server::Reply r = api.analyse(body);
    CHECK(r.status == 400);
    CHECK_FALSE(json::parse(r.body)["error"].get<std::string>().empty());
  }
}

TEST_CASE("save appends a unique puzzle to the --save-to pack, which then validates", "[server]") {
  TempDir dir;
  std::string out = dir.file("mine.json");
  server::PackStore store({}, out);
  server::Api api(store);
  CHECK(api.save(R"({"family":"slitherlink","clues":["..",".."]})").status == 422);
  CHECK_FALSE(std::filesystem::exists(out));  // nothing written for a refused puzzle
  server::Reply r = api.save(kUnique);
  REQUIRE(r.status == 200);
  CHECK(json::parse(r.body)["id"] == "edit-1");
  CHECK(api.save(kUnique).status == 409);  // already there
  // Slitherlink on another Loopy grid goes in the same pack, in its graph form.
  const server::Reply grid =
      api.save(slitherlink::write_grid_json(slitherlink::parse_loopy_grid_id("4x4t2:a4h52b20")->value()));
  REQUIRE(grid.status == 200);
  json pack = io::read_pack(out);
  REQUIRE(pack["puzzles"].size() == 2);
  CHECK(pack["puzzles"][0]["minimal"] == true);
  CHECK(pack["puzzles"][1]["grid"] == "honeycomb");
  CHECK(pack["puzzles"][1]["exports"]["loopy"] == "4x4t2:a4h52b20");
  CHECK(io::validate_pack(pack).empty());
  // A second server on the same file continues the numbering.
  server::PackStore again({}, out);
  server::Api api2(again);
  REQUIRE(api2.save(R"({"family":"slitherlink","clues":["4"]})").status == 200);
  CHECK(io::read_pack(out)["puzzles"][2]["id"] == "edit-3");
  CHECK(io::validate_pack(io::read_pack(out)).empty());
}

TEST_CASE("save tells puzzles apart in a family whose puzzles have no clues key", "[server]") {
  // Sudoku's givens are its `grid`: two different grids are two puzzles, the same grid
  // again is refused, whatever keys the family's puzzle object has.
  TempDir dir;
  server::PackStore store({}, dir.file("grids.json"));
  server::Api api(store);
  const char* first = R"({"family":"sudoku","size":4,"box_rows":2,"box_cols":2,"grid":[[1,0,0,0],[0,0,4,0],[0,2,0,0],[0,0,0,3]]})";
  const char* second = R"({"family":"sudoku","size":4,"box_rows":2,"box_cols":2,"grid":[[0,1,0,3],[0,0,0,0],[0,0,0,0],[3,0,2,0]]})";
  REQUIRE(api.save(first).status == 200);
  CHECK(api.save(second).status == 200);
  CHECK(api.save(first).status == 409);
  CHECK(io::read_pack(dir.file("grids.json"))["puzzles"].size() == 2);
}

TEST_CASE("a puzzle with a removable clue is not minimal", "[server]") {
  // On a 1x3 grid the loops are rectangles of 1 to 3 cells; "3.3" picks the whole
  // row, and so does "323", whose 2 can go (neither 3 can: "3.." fits two loops).
  auto check = [](const char* text) {
    auto p = families::parse_puzzle(text);
    REQUIRE(p);
    REQUIRE(p.value()->solve({.limit = 2}).status == solver::Status::Unique);
    return families::is_minimal(*p.value(), {.max_nodes = server::kNodeBudget, .max_conflicts = server::kConflictBudget});
  };
  CHECK(check(R"({"family":"slitherlink","clues":["3.3"]})") == std::optional<bool>(true));
  CHECK(check(R"({"family":"slitherlink","clues":["323"]})") == std::optional<bool>(false));
  CHECK(check(kUnique) == std::optional<bool>(true));
}

TEST_CASE("a request body nested 100,000 deep is refused with 400, not a crash", "[server]") {
  server::PackStore store({}, "");
  server::Api api(store);
  const std::size_t depth = 100000;
  for (const char* open_close : {"[]", "{}"}) {
    std::string nested = open_close[0] == '['
                             ? std::string(depth, '[') + std::string(depth, ']')
                             : [&] {
                                 std::string s;
                                 for (std::size_t i = 0; i < depth; ++i) s += "{\"a\":";
                                 return s + "1" + std::string(depth, '}');
                               }();
    for (const std::string& body :
         {R"({"family":"slitherlink","clues":)" + nested + "}", nested}) {
      server::Reply r = api.analyse(body);
      CHECK(r.status == 400);
      CHECK(json::parse(r.body)["error"].get<std::string>().find("nested") != std::string::npos);
    }
  }
}

TEST_CASE("a request body with a number too large for a double gets a 400, not an abort", "[server]") {
  // Found by fuzz/http_api_fuzz.cpp in CI: nlohmann throws out_of_range for it.
  server::PackStore store({}, "");
  server::Api api(store);
  for (const std::string body : {R"({588E888EE)", R"({"family":"slitherlink","clues":["3.3"],"x":1e999})"}) {
    server::Reply r = api.analyse(body);
    CHECK(r.status == 400);
    CHECK(json::accept(r.body));
  }
}

TEST_CASE("a request body that is not UTF-8 gets a 400 in valid JSON, not an exception", "[server]") {
  // Found by fuzz/http_api_fuzz.cpp: the parser's message quoted the invalid byte.
  server::PackStore store({}, "");
  server::Api api(store);
  for (const std::string& body : {std::string("3\xd2" "1//.2.2.4"), std::string("{\"family\":\"\xff\"}")}) {
    server::Reply r = api.analyse(body);
    CHECK(r.status == 400);
    CHECK(json::accept(r.body));
  }
}

TEST_CASE("a save after another program wrote the --save-to pack keeps what it wrote", "[server]") {
  TempDir dir;
  std::string out = dir.file("mine.json");
  server::PackStore store({}, out);
  server::Api api(store);
  REQUIRE(api.save(R"({"family":"slitherlink","clues":["4"]})").status == 200);
  // Another program adds a puzzle of its own to the file.
  json outside = io::read_pack(out);
  json extra = outside["puzzles"][0];
  extra["id"] = "outside-1";
  extra["clues"] = json::array({".2.1.", ".0..1", "..3.1", "2.1..", "1.2.1"});
  extra["rows"] = 5;
  extra["cols"] = 5;
  outside["puzzles"].push_back(extra);
  outside["parameters"]["count"] = 2;
  core::write_file_atomic(out, io::dump_pack(outside.get<io::Pack>()));
  // The editor's next save goes into the file as it is now: nothing is dropped.
  server::Reply r = api.save(R"({"family":"slitherlink","clues":["3."]})");
  REQUIRE(r.status == 200);
  json pack = io::read_pack(out);
  REQUIRE(pack["puzzles"].size() == 3);
  CHECK(pack["puzzles"][1]["id"] == "outside-1");
  CHECK(pack["puzzles"][2]["id"] == "edit-2");
  CHECK(json::parse(api.pack("mine").body)["puzzles"].size() == 3);
  // A file that is no longer a pack is left as it is, with a one-line 409.
  core::write_file_atomic(out, "not json");
  r = api.save(kUnique);
  CHECK(r.status == 409);
  CHECK(json::parse(r.body)["error"].get<std::string>().find("changed on disk") != std::string::npos);
  CHECK(core::read_file(out) == "not json");
  // So is a file that was removed.
  std::filesystem::remove(out);
  CHECK(api.save(kUnique).status == 409);
  CHECK_FALSE(std::filesystem::exists(out));
}
