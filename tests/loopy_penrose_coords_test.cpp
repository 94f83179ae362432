// Current Loopy's Penrose IDs (core/loopy_penrose_coords.hpp; tests/data/loopy-current):
// Loopy's own points where Loopy puts them, every ID read with a clue a face, proved
// unique, checked by the independent checker, written back byte for byte, graded at the
// level Loopy made it at; descs too short for their size grown as Loopy grows them; and
// descs that are not Loopy's refused in one line, quickly.
#include <catch2/catch.hpp>

#include <array>
#include <chrono>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/loopy_grids.hpp"
#include "core/loopy_penrose_coords.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/tatham_levels.hpp"

using namespace looplab;
namespace sl = looplab::slitherlink;

namespace {

// "LEVEL ID" lines of one Penrose type.
std::vector<std::pair<std::string, std::string>> current_ids(int type) {
  std::ifstream in(std::string(LOOPLAB_SOURCE_DIR) + "/tests/data/loopy-current/t" + std::to_string(type) + ".txt");
  std::vector<std::pair<std::string, std::string>> out;
  for (std::string level, id; in >> level >> id;) out.emplace_back(level, id);
  return out;
}

}  // namespace

TEST_CASE("current Loopy's Penrose patches have Loopy's points and faces, in its order", "[core][loopy-grids]") {
  // Counts and corners as upstream Loopy's grid_new lays them (its dots' x and y).
  const core::LoopyGrid p2 = core::loopy_grid(11, 7, 7, "00VVVBAABB");
  CHECK(p2.points.size() == 32);
  CHECK(p2.faces.size() == 21);
  CHECK(p2.points[0] == std::array<long, 2>{308, 481});
  CHECK(p2.points[1] == std::array<long, 2>{450, 435});
  CHECK(p2.points[3] == std::array<long, 2>{308, 333});
  CHECK(p2.points.back() == std::array<long, 2>{166, 139});
  CHECK(p2.faces[0] == std::vector<int>{0, 1, 2, 3});
  CHECK(p2.faces[1] == std::vector<int>{3, 4, 5, 0});
  const core::LoopyGrid p3 = core::loopy_grid(12, 5, 5, "00YCXYCXXDDDD");
  CHECK(p3.points.size() == 11);
  CHECK(p3.faces.size() == 6);
  CHECK(p3.points[0] == std::array<long, 2>{245, 240});
  CHECK(p3.points[2] == std::array<long, 2>{245, 434});
  CHECK(p3.points.back() == std::array<long, 2>{428, 180});
  CHECK(p3.faces[1] == std::vector<int>{4, 5, 3, 2});
  // Letters past the desc's, made up as Loopy makes them up (core/loopy_random.hpp).
  const core::LoopyGrid short_p2 = core::loopy_grid(11, 7, 7, "00V");
  CHECK(short_p2.points.size() == 28);
  CHECK(short_p2.faces.size() == 18);
  CHECK(short_p2.points[1] == std::array<long, 2>{450, 435});
  CHECK(short_p2.points.back() == std::array<long, 2>{308, 2});
  const core::LoopyGrid wider = core::loopy_grid(11, 30, 30, "00VVVBAABB");
  CHECK(wider.points.size() == 799);
  CHECK(wider.faces.size() == 731);
  const core::LoopyGrid short_p3 = core::loopy_grid(12, 9, 6, "10C");
  CHECK(short_p3.points.size() == 39);
  CHECK(short_p3.faces.size() == 26);
  CHECK(short_p3.points[0] == std::array<long, 2>{420, 300});
  // Every patch of the data: four corners a tile, no two points at one place.
  for (int type : {11, 12})
    for (const auto& [level, id] : current_ids(type)) {
      CAPTURE(id);
      const auto parsed = sl::parse_loopy_grid_id(id);
      REQUIRE(parsed);
      REQUIRE(*parsed);
      const core::LoopyGrid& g = *parsed->value().grid;
      std::set<std::array<long, 2>> at(g.points.begin(), g.points.end());
      CHECK(at.size() == g.points.size());
      for (const auto& f : g.faces) CHECK(f.size() == 4);
    }
}

TEST_CASE("current Loopy's Penrose IDs read, have one solution, pass the checker and write back", "[slitherlink][loopy-grids]") {
  int read = 0;
  std::set<std::string> sizes;
  for (int type : {11, 12}) {
    for (const auto& [level, id] : current_ids(type)) {
      CAPTURE(id);
      auto parsed = sl::parse_loopy_grid_id(id);
      REQUIRE(parsed);
      REQUIRE(*parsed);
      const sl::GridPuzzle& p = parsed->value();
      CHECK(p.grid->desc == id.substr(id.find(':') + 1, id.find('_') - id.find(':') - 1));
      CHECK(p.clues.size() == p.grid->faces.size());
      CHECK(sl::write_loopy_id(p) == id);
      const auto r = sl::solve_grid(p, 2).sat;
      REQUIRE(r.complete);
      REQUIRE(r.solutions == 1);
      std::vector<std::array<int, 2>> loop;
      for (int e = 0; e < p.grid->graph.num_edges(); ++e)
        if ((*r.first)[static_cast<std::size_t>(e)]) loop.push_back(p.grid->graph.edge_vertices(e));
      CHECK_FALSE(sl::check_grid_solution(p, loop));
      CHECK(sl::check_grid_solution(p, {loop.begin() + 1, loop.end()}));
      // The graph JSON carries the desc and reads back to the same ID.
      const std::string json = sl::write_grid_json(p);
      CHECK(json.find("\"desc\":\"" + p.grid->desc + "\"") != std::string::npos);
      auto again = sl::parse_grid_json(json);
      REQUIRE(again);
      REQUIRE(*again);
      CHECK(sl::write_loopy_id(again->value()) == id);
      sizes.insert(id.substr(0, id.find('t')));
      ++read;
    }
  }
  CHECK(read == 48);
  CHECK(sizes == std::set<std::string>{"5x5", "7x7", "10x10"});
}

TEST_CASE("current Loopy's Penrose IDs grade at the level Loopy made them at", "[slitherlink][tatham][loopy-grids]") {
  for (int type : {11, 12}) {
    int agree[4] = {}, total[4] = {};
    for (const auto& [want, id] : current_ids(type)) {
      CAPTURE(id);
      const auto parsed = sl::parse_loopy_grid_id(id);
      REQUIRE(parsed);
      REQUIRE(*parsed);
      const auto got = sl::tatham_level(parsed->value());
      const int i = static_cast<int>(*sl::parse_tatham_level(want));
      ++total[i];
      agree[i] += got && sl::to_string(*got) == want;
    }
    std::ostringstream row;
    for (int i = 0; i < 4; ++i) row << " " << sl::kTathamLevels[i] << " " << agree[i] << "/" << total[i];
    INFO("t" << type << ":" << row.str());
    // Six IDs a level (README.md there); at least 95% of all agree.
    const int agreed = agree[0] + agree[1] + agree[2] + agree[3];
    for (int n : total) CHECK(n == 6);
    CHECK(agreed * 100 >= 95 * 24);
  }
}

TEST_CASE("Penrose descs current Loopy would not write are refused in one line", "[core][loopy-grids]") {
  auto problem = [](int type, std::string_view desc, int w = 7, int h = 7) {
    const auto started = std::chrono::steady_clock::now();
    const auto bad = core::loopy_grid_problem(type, w, h, desc);
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(2));
    REQUIRE(bad);
    CHECK(bad->find('\n') == std::string::npos);
    return *bad;
  };
  CHECK_FALSE(core::loopy_grid_problem(11, 7, 7, "00VVVBAABB"));
  CHECK(problem(11, "").find("needs its patch description") != std::string::npos);
  CHECK(problem(11, "x0A").find("character 1 of the patch description, 'x', is not an orientation digit") != std::string::npos);
  CHECK(problem(11, "0").find("no start-vertex digit") != std::string::npos);
  CHECK(problem(11, "03A").find("character 2 of the patch description, '3', is not a start-vertex digit") != std::string::npos);
  CHECK(problem(12, "00").find("no coordinate letters (C, D, X, Y)") != std::string::npos);
  CHECK(problem(11, "00VVVBCABB").find("character 7 of the patch description, 'C', is not a penrose-p2") != std::string::npos);
  CHECK(problem(12, "00VVVBAABB").find("'V', is not a penrose-p3 coordinate letter") != std::string::npos);
  CHECK(problem(11, "00VVVBa").find("'a', is not") != std::string::npos);
  CHECK(problem(11, std::string("00VV\0VB", 7)).find("character 5 of the patch description, byte 0x00") != std::string::npos);
  // U's parents are A and U: V cannot hold it.
  CHECK(problem(11, "00UV").find("character 4 of the patch description, 'V', cannot hold the 'U' before it") != std::string::npos);
  // Too many letters, and many that are legal: refused or laid, fast either way.
  CHECK(problem(11, "00" + std::string(core::kMaxPenroseCoords + 1, 'A')).find("more than 1000") != std::string::npos);
  std::string chain = "00";
  for (std::size_t i = 0; i < core::kMaxPenroseCoords; ++i) chain += "AB"[i % 2];
  const auto started = std::chrono::steady_clock::now();
  const auto verdict = core::loopy_grid_problem(11, 100, 100, chain);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(5));
  if (verdict) CHECK(verdict->find('\n') == std::string::npos);
  // A patch with no inner point: no grid, as Loopy lays none.
  CHECK(problem(11, "82AABUAABAVBA", 3, 3).find("holds no penrose-p2 grid at 3x3") != std::string::npos);
  // Through the ID reader: exit-2 errors, the legacy form still read.
  auto parsed = sl::parse_loopy_grid_id("7x7t11:00VVVBAAQB_a");
  REQUIRE(parsed);
  REQUIRE_FALSE(*parsed);
  CHECK(parsed->error().problem.find("'Q'") != std::string::npos);
  CHECK_FALSE(core::loopy_grid_problem(11, 7, 7, "G0,0,0"));
}
