// Loopy's grids (core/loopy_grids.hpp) and Slitherlink on them (families/slitherlink/grid_puzzle.hpp):
// the layouts' counts, and Loopy's own IDs (tests/data/loopy-grids) read, proved unique,
// checked by the independent checker and written back byte for byte. A face order other
// than Loopy's almost never leaves a Loopy puzzle with exactly one solution.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <fstream>
#include <string>
#include <vector>

#include "core/loop_graph.hpp"
#include "core/loopy_grids.hpp"
#include "core/loopy_hats.hpp"
#include "core/loopy_spectres.hpp"
#include "core/loopy_penrose.hpp"
#include "core/rng.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/solver.hpp"
#include "families/rating/grade.hpp"
#include "generator/graph_loop_count.hpp"
#include "generator/graph_loop_enumerate.hpp"

using namespace looplab;
namespace sl = looplab::slitherlink;

namespace {

// The faces a layout lays (core/loopy_grids.hpp), counted from its rules by hand.
long faces_by_rule(int type, long w, long h) {
  switch (type) {
    case 0: return w * h;
    case 1: return h * (2 * w + 1) - (h % 2 ? 2 : 0);
    case 2: return w * h;
    case 3: return w * h + (w - 1) * h + w * (h - 1);
    case 4: return (h - 1) * w + (w - 1) * h;
    case 6: return w * h + (w - 1) * (h - 1);
    case 7: return 6 * w * h;
    case 8: return 6 * (w * h - (h > 1 && w > 1 ? (w + 1) / 2 : 0));
    default: return -1;
  }
}

std::vector<std::string> ids_of(int type) {
  std::ifstream in(std::string(LOOPLAB_SOURCE_DIR) + "/tests/data/loopy-grids/t" + std::to_string(type) + ".txt");
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

// A patch's hats as sets of corners, whatever their order.
std::set<std::set<std::array<long, 2>>> hat_set(const core::LoopyTiles& t) {
  std::set<std::set<std::array<long, 2>>> out;
  for (const auto& f : t.faces) {
    std::set<std::array<long, 2>> corners;
    for (int v : f) corners.insert(t.points[static_cast<std::size_t>(v)]);
    out.insert(corners);
  }
  return out;
}

// Whether the ID is one of its file's first two, made at Loopy's Easy level (README.md there).
bool is_easy(const std::string& id) {
  const std::size_t t = id.find('t'), colon = id.find(':');
  const auto ids = ids_of(std::stoi(id.substr(t + 1, colon - t - 1)));
  return (ids.size() > 0 && ids[0] == id) || (ids.size() > 1 && ids[1] == id);
}

std::vector<std::array<int, 2>> pairs_of(const core::LoopGraph& g, const std::vector<std::uint8_t>& on) {
  std::vector<std::array<int, 2>> out;
  for (int e = 0; e < g.num_edges(); ++e)
    if (on[static_cast<std::size_t>(e)]) out.push_back(g.edge_vertices(e));
  return out;
}

}  // namespace

TEST_CASE("Loopy's grids are plane discs with the faces their layouts lay", "[core][loopy-grids]") {
  core::Rng rng(3);  // Penrose patches as Loopy draws them
  for (const auto& t : core::loopy_grid_types()) {
    for (auto [w, h] : {std::pair{4, 4}, {5, 7}, {8, 3}, {10, 10}, {6, 9}}) {
      if (core::loopy_size_problem(t.number, w, h)) continue;  // hats start at 6x6
      const std::string desc = core::loopy_new_desc(t.number, w, h, rng);
      CAPTURE(t.name, w, h, desc);
      const core::LoopyGrid g = core::loopy_grid(t.number, w, h, desc);
      const core::LoopGraph& graph = g.graph;
      REQUIRE(graph.num_faces() == static_cast<int>(g.faces.size()));
      REQUIRE(graph.num_vertices() == static_cast<int>(g.points.size()));
      if (faces_by_rule(t.number, w, h) >= 0) CHECK(graph.num_faces() == faces_by_rule(t.number, w, h));
      // Euler's formula for a disc (inner faces only), and no point left alone.
      CHECK(graph.num_vertices() - graph.num_edges() + graph.num_faces() == 1);
      for (int v = 0; v < graph.num_vertices(); ++v) CHECK(graph.vertex_edges(v).size() >= 2);
      // The border is one cycle: the outer face's edges, all on.
      std::vector<std::uint8_t> border(static_cast<std::size_t>(graph.num_edges()), 0);
      for (int e : graph.face_edges(graph.outer_face())) border[static_cast<std::size_t>(e)] = 1;
      CHECK(core::is_one_cycle(graph, border));
    }
  }
}

TEST_CASE("the square grid and the older triangular layout have Loopy's counts", "[core][loopy-grids]") {
  const core::LoopyGrid sq = core::loopy_grid(0, 7, 5);
  CHECK(sq.points.size() == 8 * 6);
  CHECK(sq.graph.num_edges() == 7 * 6 + 5 * 8);
  // Face 8 is row 1, column 1, its corners clockwise from top left; points are numbered
  // as the faces first name them, so not row by row.
  std::vector<std::array<long, 2>> corners;
  for (int v : sq.faces[8]) corners.push_back(sq.points[static_cast<std::size_t>(v)]);
  CHECK(corners == std::vector<std::array<long, 2>>{{20, 20}, {40, 20}, {40, 40}, {20, 40}});
  CHECK(sq.points[4] == std::array<long, 2>{40, 0});
  const core::LoopyGrid old = core::loopy_grid(1, 5, 6);
  CHECK(old.faces.size() == 2 * 5 * 6);
  CHECK(old.points.size() == 6 * 7);
  CHECK(core::loopy_grid_problem(1, 5, 6, "1"));
  CHECK(core::loopy_grid_problem(2, 5, 6, "0"));
  CHECK(core::loopy_grid_problem(11, 5, 6, ""));
  CHECK_FALSE(core::loopy_grid_problem(11, 5, 6, "G0,0,0"));
  CHECK(core::loopy_grid_problem(16, 5, 6, ""));
  CHECK(core::loopy_grid_problem(17, 6, 6, ""));
  CHECK(core::loopy_grid_problem(2, 0, 6, ""));
}

TEST_CASE("Penrose windows: the cut walk lays what the whole expansion lays, at exact points", "[core][loopy-grids]") {
  core::Rng rng(31);
  int compared = 0;
  for (int type : {11, 12})
    for (auto [w, h] : {std::pair{3, 3}, {5, 5}, {7, 4}, {7, 7}}) {
      for (int i = 0; i < 5; ++i) {
        const std::string desc = core::random_penrose_desc(type, w, h, rng);
        CAPTURE(type, w, h, desc);
        REQUIRE_FALSE(core::penrose_problem(type, w, h, desc));
        const core::PenroseTiles cut = core::penrose_tiles(type, w, h, desc), whole = core::penrose_tiles(type, w, h, desc, false);
        REQUIRE(!cut.faces.empty());
        CHECK(cut.points == whole.points);
        CHECK(cut.faces == whole.faces);
        // Every point in the window, no two at one place, every tile four of them.
        const long x = std::stol(desc.substr(1)), y = std::stol(desc.substr(desc.find(',') + 1));
        std::set<std::array<long, 2>> at(cut.points.begin(), cut.points.end());
        CHECK(at.size() == cut.points.size());
        for (const auto& p : cut.points) {
          CHECK(std::abs(p[0] - x) <= w * 50);
          CHECK(std::abs(p[1] - y) <= h * 50);
        }
        for (const auto& f : cut.faces) CHECK(f.size() == 4);
        ++compared;
      }
    }
  CHECK(compared == 40);
  // The same seed draws the same patch.
  core::Rng a(5), b(5);
  CHECK(core::random_penrose_desc(12, 7, 7, a) == core::random_penrose_desc(12, 7, 7, b));
}

TEST_CASE("hat patches: fourteen corners a hat, all in the box, the hats the expanded metatiles hold", "[core][loopy-grids]") {
  // Pinned from current Loopy's grid.c (a driver printing grid_new's dots and faces):
  // 7x7 "1,0,4,0,0,P" has 172 points and 22 hats; the first two hats are these.
  const core::LoopyTiles pinned = core::hat_tiles(7, 7, "1,0,4,0,0,P");
  REQUIRE(pinned.points.size() == 172);
  REQUIRE(pinned.faces.size() == 22);
  CHECK(pinned.faces[0] == std::vector<int>{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
  CHECK(pinned.faces[1] == std::vector<int>{0, 2, 1, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27});
  // A short description is completed by each level's first parent, so it names a grid at any size.
  CHECK(core::hat_tiles(6, 6, "0,0,0,H").faces.size() == 15);
  CHECK(core::hat_tiles(100, 100, "0,0,0,H").faces.size() == 7312);
  core::Rng rng(41);
  int drawn = 0;
  for (auto [w, h] : {std::pair{6, 6}, {7, 9}, {12, 6}, {20, 20}}) {
    for (int i = 0; i < 4; ++i) {
      const std::string desc = core::random_hats_desc(w, h, rng);
      CAPTURE(w, h, desc);
      REQUIRE_FALSE(core::hats_problem(desc));
      const core::LoopyTiles t = core::hat_tiles(w, h, desc);  // the patch laid to draw it
      REQUIRE(!t.faces.empty());
      // Laid again from the desc alone (two other patches push it out of the thread's
      // recent ones): the same patch.
      core::hat_tiles(6, 6, "0,0,0,H");
      core::hat_tiles(6, 6, "1,0,0,H");
      const core::LoopyTiles again = core::hat_tiles(w, h, desc);
      CHECK(again.points == t.points);
      CHECK(again.faces == t.faces);
      std::set<std::array<long, 2>> at(t.points.begin(), t.points.end());
      CHECK(at.size() == t.points.size());
      for (const auto& p : t.points) {
        CHECK((p[0] >= 0 && p[0] <= 4L * w * 14 && p[0] % 14 == 0));
        CHECK((p[1] >= 0 && p[1] <= 6L * h * 8 && p[1] % 8 == 0));
      }
      for (const auto& f : t.faces) CHECK(f.size() == 14);
      // The same hats as the metatiles expanded in the plane, with no kite map or walk.
      CHECK(hat_set(t) == hat_set(core::hat_tiles_by_expansion(w, h, desc)));
      ++drawn;
    }
  }
  CHECK(drawn == 16);
  core::Rng a(5), b(5);
  CHECK(core::random_hats_desc(9, 9, a) == core::random_hats_desc(9, 9, b));
  // Loopy's own descriptions, against the twin too.
  for (const std::string& id : ids_of(16)) {
    const auto x = id.find('x'), t = id.find('t'), colon = id.find(':'), cut = id.find('_');
    const int w = std::stoi(id.substr(0, x)), h = std::stoi(id.substr(x + 1, t - x - 1));
    const std::string desc = id.substr(colon + 1, cut - colon - 1);
    CAPTURE(id);
    CHECK(hat_set(core::hat_tiles(w, h, desc)) == hat_set(core::hat_tiles_by_expansion(w, h, desc)));
  }
}

TEST_CASE("spectre patches: Loopy's points and faces, every inner point a full turn of corners", "[core][loopy-grids]") {
  // Pinned from current Loopy's grid.c (a driver printing grid_new's dots and faces).
  const core::LoopyTiles pinned = core::spectre_tiles(7, 7, "80645363F");
  REQUIRE(pinned.points.size() == 187);
  REQUIRE(pinned.faces.size() == 24);
  CHECK(pinned.points[0] == std::array<long, 2>{240, 220});
  CHECK(pinned.points[1] == std::array<long, 2>{218, 226});
  CHECK(pinned.faces[0] == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13});
  CHECK(pinned.faces[1] == std::vector<int>{14, 1, 0, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24});
  // A short description grows from Loopy's stream seeded "dummy", at any size.
  CHECK(core::spectre_tiles(6, 6, "00G").points.size() == 130);
  CHECK(core::spectre_tiles(6, 6, "00G").faces.size() == 16);
  CHECK(core::spectre_tiles(20, 20, "00G").faces.size() == 252);
  const core::LoopyTiles big = core::spectre_tiles(100, 100, "00G");
  CHECK(big.points.size() == 44170);
  CHECK(big.faces.size() == 7231);
  // Each patch a tiling: every corner turn a multiple of a twelfth, every side one length,
  // and round every point not on the border the corners meeting there make a full turn.
  auto check_tiling = [](const core::LoopyTiles& t, int w, int h) {
    std::map<int, int> turn;  // the angle the faces make at each point, in twelfths of a turn
    std::map<std::pair<int, int>, int> sides;
    for (const auto& f : t.faces) {
      REQUIRE(f.size() == 14);
      // The angle inside at each corner, in twelfths (points are rounded to integers, so
      // within a few degrees of one): the corners' turns one way or the other, whichever
      // sums to a 14-gon's 72 twelfths.
      std::array<int, 14> angles{};
      for (std::size_t i = 0; i < 14; ++i) {
        const auto& a = t.points[static_cast<std::size_t>(f[(i + 13) % 14])];
        const auto& b = t.points[static_cast<std::size_t>(f[i])];
        const auto& c = t.points[static_cast<std::size_t>(f[(i + 1) % 14])];
        const double in = std::atan2(static_cast<double>(a[1] - b[1]), static_cast<double>(a[0] - b[0]));
        const double out = std::atan2(static_cast<double>(c[1] - b[1]), static_cast<double>(c[0] - b[0]));
        double angle = (in - out) * 180 / M_PI;
        while (angle < 0) angle += 360;
        while (angle >= 360) angle -= 360;
        const double side = std::hypot(static_cast<double>(c[0] - b[0]), static_cast<double>(c[1] - b[1]));
        CHECK(std::abs(side - 8 * 2 * std::sqrt(2.0)) < 1.5);  // a spectre edge: 2 sqrt 2 Loopy units of 8
        CHECK(std::abs(angle / 30 - std::round(angle / 30)) < 0.2);
        angles[i] = static_cast<int>(std::lround(angle / 30));
        ++sides[{std::min(f[i], f[(i + 1) % 14]), std::max(f[i], f[(i + 1) % 14])}];
      }
      int sum = 0;
      for (int a : angles) sum += a;
      const bool flip = sum != 72;
      if (flip) CHECK(14 * 12 - sum == 72);
      for (std::size_t i = 0; i < 14; ++i) turn[f[i]] += flip ? 12 - angles[i] : angles[i];
    }
    std::set<int> border;
    for (const auto& [s, n] : sides) {
      CHECK(n <= 2);
      if (n == 1) border.insert(s.first), border.insert(s.second);
    }
    for (const auto& [p, twelfths] : turn) CHECK((border.contains(p) ? twelfths < 12 : twelfths == 12));
    for (const auto& p : t.points) {
      CHECK((p[0] >= 0 && p[0] <= 7L * w * 8 && p[1] >= 0 && p[1] <= 7L * h * 8));
    }
  };
  check_tiling(pinned, 7, 7);
  check_tiling(big, 100, 100);
  core::Rng rng(43);
  int drawn = 0;
  for (auto [w, h] : {std::pair{6, 6}, {7, 9}, {12, 6}, {20, 20}}) {
    for (int i = 0; i < 4; ++i) {
      const std::string desc = core::random_spectres_desc(w, h, rng);
      CAPTURE(w, h, desc);
      REQUIRE_FALSE(core::spectres_problem(desc));
      const core::LoopyTiles t = core::spectre_tiles(w, h, desc);  // the patch laid to draw it
      REQUIRE(!t.faces.empty());
      check_tiling(t, w, h);
      // Laid again from the desc alone (two other patches push it out of the thread's
      // recent ones): the same patch.
      core::spectre_tiles(6, 6, "00G");
      core::spectre_tiles(6, 6, "B1G");
      const core::LoopyTiles again = core::spectre_tiles(w, h, desc);
      CHECK(again.points == t.points);
      CHECK(again.faces == t.faces);
      ++drawn;
    }
  }
  CHECK(drawn == 16);
  core::Rng a(5), b(5);
  CHECK(core::random_spectres_desc(9, 9, a) == core::random_spectres_desc(9, 9, b));
  for (const std::string& id : ids_of(17)) {
    const auto x = id.find('x'), t = id.find('t'), colon = id.find(':'), cut = id.find('_');
    const int w = std::stoi(id.substr(0, x)), h = std::stoi(id.substr(x + 1, t - x - 1));
    CAPTURE(id);
    check_tiling(core::spectre_tiles(w, h, id.substr(colon + 1, cut - colon - 1)), w, h);
  }
}

TEST_CASE("Loopy's IDs of every grid read, have one solution, pass the checker and write back", "[slitherlink][loopy-grids]") {
  int read = 0;
  for (const auto& t : core::loopy_grid_types()) {
    if (t.number == 0) continue;
    const auto ids = ids_of(t.number);
    CHECK(ids.size() >= 8);
    for (const std::string& id : ids) {
      CAPTURE(id);
      auto parsed = sl::parse_loopy_grid_id(id);
      REQUIRE(parsed);
      REQUIRE(*parsed);
      const sl::GridPuzzle& p = parsed->value();
      CHECK(sl::write_loopy_id(p) == id);
      const auto solved = sl::solve_grid(p, 2);
      const auto& r = solved.sat;
      REQUIRE(r.complete);
      REQUIRE(r.solutions == 1);
      const auto loop = pairs_of(p.grid->graph, *r.first);
      CHECK_FALSE(sl::check_grid_solution(p, loop));
      // What the root propagation decides, the loop agrees with.
      const sl::GridFacts facts = sl::propagate_grid(p);
      REQUIRE_FALSE(facts.contradiction);
      CHECK(facts.decided == solved.decided_at_root);
      for (std::size_t e = 0; e < facts.edge.size(); ++e)
        if (facts.edge[e] != sl::kEdgeUnknown) CHECK((facts.edge[e] == sl::kEdgeLine) == ((*r.first)[e] != 0));
      // Loopy's Easy level is these rules: its Easy puzzles (the first two of each file,
      // README.md there) fall to them alone.
      if (is_easy(id)) CHECK(facts.decided == static_cast<int>(facts.edge.size()));
      // The checker can say no: a clue moved by one, and the loop without an edge.
      sl::GridPuzzle other = p;
      for (auto& c : other.clues)
        if (c != sl::kNoClue) {
          c = static_cast<std::int8_t>(c == 0 ? 1 : c - 1);
          break;
        }
      CHECK(sl::check_grid_solution(other, loop));
      CHECK(sl::check_grid_solution(p, {loop.begin() + 1, loop.end()}));
      // The graph JSON reads back to the same puzzle.
      auto again = sl::parse_grid_json(sl::write_grid_json(p));
      REQUIRE(again);
      REQUIRE(*again);
      CHECK(sl::write_loopy_id(again->value()) == id);
      ++read;
    }
  }
  CHECK(read >= 80);
}

TEST_CASE("on Loopy grids the Slitherlink solver finds the SAT engine's one loop, and rates", "[slitherlink][loopy-grids]") {
  // The solver built from the graph (solver.hpp), with its search: the same single loop
  // as the SAT engine, judged by the independent checker; its propagation at every tier
  // decides only edges of that loop; the rating's grade follows its propagation tier.
  int rated = 0, easy = 0;
  for (const auto& t : core::loopy_grid_types()) {
    if (t.number == 0) continue;
    for (const std::string& id : ids_of(t.number)) {
      CAPTURE(id);
      const sl::GridPuzzle p = sl::parse_loopy_grid_id(id)->value();
      const auto sat = sl::solve_grid(p, 2).sat;
      REQUIRE(sat.solutions == 1);
      sl::Solver solver(p.grid->graph);
      const sl::SolveResult found = solver.solve(p.clues, {.limit = 2});
      REQUIRE(found.complete);
      REQUIRE(found.solutions == 1);
      CHECK(found.first->on == *sat.first);
      CHECK_FALSE(sl::check_grid_solution(p, pairs_of(p.grid->graph, found.first->on)));
      for (int tier = 0; tier <= sl::kMaxTier; ++tier) {
        CAPTURE(tier);
        solver.reset(p.clues, tier);
        const sl::SolveResult r = solver.solve(p.clues, {.limit = 2, .max_tier = tier, .search = false});
        for (int e = 0; e < p.grid->graph.num_edges(); ++e) {
          const auto state = solver.edge_state(e);
          if (state == sl::Solver::kLine) CHECK((*sat.first)[static_cast<std::size_t>(e)] == 1);
          if (state == sl::Solver::kCross) CHECK((*sat.first)[static_cast<std::size_t>(e)] == 0);
        }
        if (r.solved_by_propagation) CHECK(r.decided_edges == p.grid->graph.num_edges());
      }
      const families::Rating rating = sl::rate_grid(p);
      const int tier = rating.metrics.propagation_tier.value_or(-1);
      CHECK(rating.grade == (tier < 0 ? "extreme" : families::kGrades[static_cast<std::size_t>(tier)]));
      if (is_easy(id)) {
        CHECK(rating.tatham_level == std::optional<std::string_view>("easy"));
        ++easy;
      }
      ++rated;
    }
  }
  CHECK(rated >= 80);
  CHECK(easy == 34);
}

TEST_CASE("on Loopy grids the root propagation and the SAT engine alone count alike", "[slitherlink][loopy-grids]") {
  // The clues of each test puzzle's loop, thinned at random: counts up to 30 with the
  // propagation's facts fixed and without them must agree, none included.
  core::Rng rng(11);
  int compared = 0;
  for (const auto& t : core::loopy_grid_types()) {
    if (t.number == 0) continue;
    const std::string id = ids_of(t.number).front();
    auto parsed = sl::parse_loopy_grid_id(id);
    REQUIRE(parsed);
    REQUIRE(*parsed);
    const sl::GridPuzzle& p = parsed->value();
    const auto loop = *sl::solve_grid(p, 1).sat.first;
    const std::vector<std::int8_t> shown = sl::grid_clues_of(*p.grid, loop);
    for (int round = 0; round < 6; ++round) {
      sl::GridPuzzle q = p;
      for (std::size_t f = 0; f < q.clues.size(); ++f) {
        const int sides = shown[f];
        const int draw = rng.below(100);
        q.clues[f] = draw < 35 + 10 * round ? static_cast<std::int8_t>(sides) : sl::kNoClue;
        if (round == 5 && draw < 3) q.clues[f] = static_cast<std::int8_t>(sides == 0 ? 1 : sides - 1);  // none, often
      }
      CAPTURE(id, round, sl::write_loopy_id(q));
      const auto with = sl::solve_grid(q, 30), without = sl::solve_grid(q, 30, 0, false);
      REQUIRE(with.sat.complete == without.sat.complete);
      CHECK(with.sat.solutions == without.sat.solutions);
      ++compared;
    }
  }
  CHECK(compared >= 60);
}

TEST_CASE("on Loopy grids clues added to a fixpoint reach the fixpoint of a run from scratch", "[slitherlink][loopy-grids]") {
  // GridPropagation as clue removal drives it: clues added a few at a time, with runs,
  // saved states and returns between, against propagate_grid on the same clues.
  core::Rng rng(13);
  int compared = 0;
  for (const auto& t : core::loopy_grid_types()) {
    if (t.number == 0) continue;
    auto parsed = sl::parse_loopy_grid_id(ids_of(t.number).back());
    const sl::GridPuzzle& p = parsed->value();
    const auto loop = *sl::solve_grid(p, 1).sat.first;
    sl::GridPuzzle full = p;
    full.clues = sl::grid_clues_of(*full.grid, loop);
    sl::GridPropagation propagation(full.grid);
    sl::GridPuzzle shown = full;
    const sl::GridPropagation::State empty = propagation.state();
    for (int round = 0; round < 4; ++round) {
      propagation.restore(empty);
      shown.clues.assign(full.clues.size(), sl::kNoClue);
      std::vector<int> order(full.clues.size());
      for (std::size_t f = 0; f < order.size(); ++f) order[f] = static_cast<int>(f);
      rng.shuffle(order);
      std::optional<sl::GridPropagation::State> saved;
      for (std::size_t i = 0; i < order.size(); ++i) {
        const int f = order[i];
        if (rng.below(3) == 0) continue;  // some clues stay out
        propagation.add_clue(f, full.clues[static_cast<std::size_t>(f)]);
        shown.clues[static_cast<std::size_t>(f)] = full.clues[static_cast<std::size_t>(f)];
        if (rng.below(4) != 0) continue;
        const sl::GridFacts incremental = propagation.run(), scratch = sl::propagate_grid(shown);
        REQUIRE(!scratch.contradiction);
        REQUIRE(incremental.edge == scratch.edge);
        REQUIRE(incremental.decided == scratch.decided);
        ++compared;
        if (!saved) {
          saved = propagation.state();
        } else if (rng.below(3) == 0) {  // back to a saved state: the clues it had
          propagation.restore(*saved);
          shown.clues = saved->clues;
        }
      }
    }
  }
  CHECK(compared >= 200);
}

TEST_CASE("A Loopy ID's grid problems point at the size or at the description", "[slitherlink][loopy-grids]") {
  auto at = [](std::string_view id) {
    auto parsed = sl::parse_loopy_grid_id(id);
    REQUIRE(parsed);
    REQUIRE_FALSE(*parsed);
    return parsed->error().position;
  };
  CHECK(at("2x5t12:G0,0,0_a") == 0);        // the size
  CHECK(at("101x5t2:a") == 0);
  CHECK(at("7x7t11:G0,0,30_a") == 7);       // the description
  CHECK(at("12x7t12:G1,2_a") == 8);
  CHECK(at("3x3t1:1_i") == 6);
  CHECK(at("3x3t2:0_i") == 6);
  CHECK(at("7x7t11:a") == 7);               // no description where one is needed
}

TEST_CASE("Loopy IDs of other grids name their problems", "[slitherlink][loopy-grids]") {
  auto problem = [](std::string_view id) {
    auto parsed = sl::parse_loopy_grid_id(id);
    REQUIRE(parsed);
    REQUIRE_FALSE(*parsed);
    return parsed->error().problem;
  };
  CHECK(problem("3x3t2:9h").find("no face has more than 6 sides") != std::string::npos);
  CHECK(problem("2x1t3:b4").find("face 2 has only 3 sides") != std::string::npos);  // square, square, triangle
  CHECK(problem("3x3t2:h").find("too few faces") != std::string::npos);
  CHECK(problem("3x3t2:j").find("too many faces") != std::string::npos);
  CHECK(problem("3x3t11:G0,0,0_a").find("1 of 5 faces") != std::string::npos);
  CHECK(problem("4x4t12:G0,0,0_a").find("holds no penrose-p3 grid") != std::string::npos);
  CHECK(problem("2x5t12:G0,0,0_a").find("at least 3x3") != std::string::npos);
  CHECK(problem("7x7t11:a").find("G<x>,<y>,<angle>") != std::string::npos);
  CHECK(problem("7x7t12:G1,2_a").find("G<x>,<y>,<angle>") != std::string::npos);
  CHECK(problem("7x7t12:G1,2,36x_a").find("G<x>,<y>,<angle>") != std::string::npos);
  CHECK(problem("7x7t11:G9000,0,36_a").find("more than") != std::string::npos);
  CHECK(problem("7x7t11:G0,0,30_a").find("multiple of 36") != std::string::npos);
  CHECK(problem("7x7t11:G0,0,360_a").find("multiple of 36") != std::string::npos);
  CHECK(problem("3x3t1:1_i").find("triangular") != std::string::npos);
  CHECK(problem("5x6t16:0,0,0,H_a").find("at least 6x6") != std::string::npos);
  CHECK(problem("6x6t16:a").find("needs its description") != std::string::npos);
  CHECK(problem("6x6t16:Q_a").find("ends in H, T, P or F") != std::string::npos);
  CHECK(problem("6x6t16:0,0,H_a").find("not at least 3") != std::string::npos);
  CHECK(problem("6x6t16:8,0,0,H_a").find("kite index 8") != std::string::npos);
  CHECK(problem("6x6t16:0,0,13,H_a").find("not a child of metatile H (0 to 12)") != std::string::npos);
  CHECK(problem("6x6t16:0,0,7,T_a").find("not a child of metatile T (0 to 6)") != std::string::npos);
  CHECK(problem("6x6t16:0,4,0,T_a").find("hat index 4") != std::string::npos);
  CHECK(problem("6x6t16:0,0,100,H_a").find("more than two digits") != std::string::npos);
  CHECK(problem("6x6t16:3,1,3,44444444444444460,H_a").find("coordinate 4 of the hats grid description has more than two digits") !=
        std::string::npos);  // refused before the number can overflow
  CHECK(problem("6x6t16:0,0,0H_a").find("comma") != std::string::npos);
  CHECK(problem("6x6t16:6,1,5,6_a").find("no top metatile after coordinate 4 (',' then H, T, P or F)") !=
        std::string::npos);
  CHECK(problem("6x6t16:0,0,0,HX_a").find("ends in H, T, P or F") != std::string::npos);
  CHECK(problem("6x6t16:0,0,0,H_a").find("too few faces") != std::string::npos);
  CHECK(problem("5x6t17:00G_a").find("a spectres grid is at least 6x6") != std::string::npos);
  CHECK(problem("6x6t17:a").find("spectres grid needs its description") != std::string::npos);
  CHECK(problem("6x6t17:C0G_a").find("starts with 'C', not an orientation (0 to 9, A or B)") != std::string::npos);
  CHECK(problem("6x6t17:0G_a").find("no coordinate digit") != std::string::npos);
  CHECK(problem("6x6t17:00Q_a").find("ends in 'Q', not G, D, J, L, X, P, S, F or Y") != std::string::npos);
  CHECK(problem("6x6t17:00x3G_a").find("character 3 of the spectres grid description, 'x', is not a digit") != std::string::npos);
  CHECK(problem("6x6t17:02G_a").find("coordinate 1 of the spectres grid description, 2, is not a spectre of hexagon G (0 to 1)") !=
        std::string::npos);
  CHECK(problem("6x6t17:017G_a").find("coordinate 2 of the spectres grid description, 7, is not a child of hexagon G (0 to 6)") !=
        std::string::npos);
  CHECK(problem("6x6t17:011G_a").find("is not a spectre of hexagon X (0 to 0)") != std::string::npos);  // child 1 of a G is an X
  CHECK(problem("6x6t17:" + std::string(1002, '0') + "G_a").find("more than 1000 coordinate digits") != std::string::npos);
  CHECK(problem("6x6t17:00G_a").find("too few faces") != std::string::npos);
  CHECK_FALSE(sl::parse_loopy_grid_id("3x3t0:i"));  // the square grid's reader takes it
  CHECK_FALSE(sl::parse_loopy_grid_id("3x3:i"));
  // Clues of 10 and more on dodecagons: 'A' is 10.
  auto dodec = sl::parse_loopy_grid_id("1x1t9:A");
  REQUIRE(dodec);
  REQUIRE(*dodec);
  CHECK(dodec->value().clues[0] == 10);
  CHECK(sl::write_loopy_id(dodec->value()) == "1x1t9:A");
}

TEST_CASE("loops on small Loopy grids: the graph frontier counts what brute force lists", "[generator][loopy-grids]") {
  int compared = 0;
  for (const auto& t : core::loopy_grid_types()) {
    for (auto [w, h] : {std::pair{1, 1}, {2, 1}, {2, 2}, {3, 2}}) {
      const std::string_view desc = core::loopy_default_desc(t.number);
      if (core::loopy_grid_problem(t.number, w, h, desc)) continue;  // a Penrose window too small for a grid
      const core::LoopyGrid g = core::loopy_grid(t.number, w, h, desc);
      if (g.graph.num_faces() > 18) continue;
      CAPTURE(t.name, w, h);
      std::uint64_t listed = 0;
      generator::enumerate_graph_loops_brute(g.graph, [&](const std::vector<std::uint8_t>& on) {
        CHECK(core::is_one_cycle(g.graph, on));
        ++listed;
      });
      CHECK(generator::count_graph_loops(g.graph) == listed);
      ++compared;
    }
  }
  CHECK(compared >= 25);
  // Pinned by hand: the 2x2 square grid has 13 loops, one honeycomb hexagon 1.
  CHECK(generator::count_graph_loops(core::loopy_grid(0, 2, 2).graph) == 13);
  CHECK(generator::count_graph_loops(core::loopy_grid(2, 1, 1).graph) == 1);
}

TEST_CASE("loops on small patches of the aperiodic grids: the graph frontier counts what brute force lists", "[generator][loopy-grids]") {
  // Patches are not the type's own grid, so the tiny sizes above miss them: hats and
  // spectres start at 6x6, and a Penrose window's grid depends on its description.
  int compared = 0;
  for (int type : {11, 12, 16, 17})
    for (const std::string& id : ids_of(type)) {
      auto parsed = sl::parse_loopy_grid_id(id);
      REQUIRE(parsed);
      REQUIRE(*parsed);
      const core::LoopGraph& graph = (*parsed)->grid->graph;
      if (graph.num_faces() > 16) continue;
      CAPTURE(id);
      const std::uint64_t listed = generator::enumerate_graph_loops_brute(graph, nullptr);
      CHECK(generator::count_graph_loops(graph) == listed);
      CHECK(listed > static_cast<std::uint64_t>(graph.num_faces()));  // every face alone, and more
      ++compared;
    }
  CHECK(compared >= 8);
}
