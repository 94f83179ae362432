// ∞ Loop's steps, hints and solution paths held to the solution on every ∞ Loop puzzle
// the repository keeps (examples/, the golden packs) and the peers' grids up to 50x50
// when ../shared/peers is there: the path replays to the one solution (checked by the
// independent checker), every conclusion agrees with it, and every rule step follows
// from its premises alone (the tiles it names, their turns told by the premise marks,
// tried every way); hints from partial positions conclude only undecided things, and a
// wrongly turned settled tile is named.
#include <catch2/catch.hpp>

#include <bit>
#include <fstream>
#include <map>

#include "core/file.hpp"
#include "core/rng.hpp"
#include "families/family.hpp"
#include "families/infinity_loop/checker.hpp"
#include "families/infinity_loop/explain.hpp"
#include "families/infinity_loop/family.hpp"
#include "families/infinity_loop/rules.hpp"
#include "families/infinity_loop/solve.hpp"
#include "families/infinity_loop/solver.hpp"
#include "tests/support/infinity_loop_parse.hpp"
#include "tests/support/peers.hpp"

using namespace looplab;
using namespace looplab::infinity_loop;
using solver::Fact;
using solver::Step;

namespace {

auto ix(int i) {
  return static_cast<std::size_t>(i);
}

struct Named {
  std::string name;
  Puzzle puzzle;
};

Puzzle from_text(const std::string& text) {
  auto parsed = families::parse_puzzle(text, &family());
  REQUIRE(parsed);
  return model_of(*parsed.value());
}

std::vector<Named> repo_puzzles() {
  std::vector<Named> out;
  out.push_back({"examples/pipes.txt", from_text(core::read_file(test::source_dir() + "/examples/pipes.txt"))});
  for (const char* pack : {"pack-infinity-loop.out", "pack-infinity-loop-options.out"}) {
    std::ifstream in(test::source_dir() + "/tests/data/golden/" + pack);
    const auto json = nlohmann::json::parse(in);
    for (const auto& e : json["puzzles"]) out.push_back({e["id"].get<std::string>(), from_text(e.dump())});
  }
  std::ifstream net(test::source_dir() + "/tests/data/golden/lines-infinity-loop-net.out");
  for (std::string line; std::getline(net, line);)
    if (!line.empty()) out.push_back({line, from_text(line)});
  return out;
}

bool unique(const Puzzle& p) {
  Solver s(p);
  const Solutions r = solve_regions(s, 2);
  return r.complete && r.count == 1;
}

// Side e between tiles: the tile on each side (-1 off the grid) and its side there.
struct SideEnds {
  int tile[2];
  int side[2];
};
SideEnds ends_of(const Puzzle& p, int e) {
  const int C = p.cols, H = (p.rows + 1) * C;
  if (e < H) {
    const int r = e / C, c = e % C;
    return {{r > 0 ? (r - 1) * C + c : -1, r < p.rows ? r * C + c : -1}, {kDown, kUp}};
  }
  const int r = (e - H) / (C + 1), c = (e - H) % (C + 1);
  return {{c > 0 ? r * C + c - 1 : -1, c < C ? r * C + c : -1}, {kRight, kLeft}};
}

// Whether a step of a local rule (border, neighbour_match, shared_side, block, wire)
// follows from its premises alone: the tiles its premises name, each turned every way the
// premise marks allow, agreeing on the sides they share; every such joint turn makes the
// conclusions true (a contradiction: none exists). nullopt when that is too many to try.
std::optional<bool> follows_locally(const Puzzle& p, const Step& s) {
  const int sides = (p.rows + 1) * p.cols + p.rows * (p.cols + 1);
  std::vector<int> tiles;
  std::map<int, int> at;  // tile -> index
  for (const Fact& f : s.premises)
    if (f.kind == Fact::Clue && !at.count(f.at)) at[f.at] = static_cast<int>(tiles.size()), tiles.push_back(f.at);
  std::vector<std::vector<int>> choices(tiles.size());
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const int t = tiles[i];
    for (unsigned d = rotations_of(p.tiles[ix(t)]); d; d &= d - 1) {
      const int m = std::countr_zero(d);
      bool ok = true;
      for (const Fact& f : s.premises) {
        if (f.kind != Fact::Mark) continue;
        if (f.at >= sides) {
          if ((f.at - sides) / 16 == t && ((f.at - sides) % 16 == m) != (f.value == kHas)) ok = false;
          continue;
        }
        const SideEnds se = ends_of(p, f.at);
        for (int k = 0; k < 2; ++k)
          if (se.tile[k] == t && (m >> se.side[k] & 1) != (f.value == kHas)) ok = false;
      }
      // The border takes no pipe, premise or not.
      for (int side = 0; side < 4; ++side) {
        const int r = t / p.cols + kRowStep[side], c = t % p.cols + kColStep[side];
        if ((r < 0 || c < 0 || r >= p.rows || c >= p.cols) && (m >> side & 1)) ok = false;
      }
      if (ok) choices[i].push_back(m);
    }
  }
  std::vector<int> pick(tiles.size(), -1);
  std::uint64_t budget = 2'000'000, joint = 0;
  bool all_hold = true;
  auto holds = [&] {
    for (const Fact& f : s.conclusions) {
      if (f.at >= sides) {
        const int t = (f.at - sides) / 16, m = (f.at - sides) % 16;
        if (!at.count(t)) return false;
        if ((pick[ix(at[t])] == m) != (f.value == kHas)) return false;
        continue;
      }
      const SideEnds se = ends_of(p, f.at);
      bool seen = false;
      for (int k = 0; k < 2; ++k)
        if (se.tile[k] >= 0 && at.count(se.tile[k])) {
          seen = true;
          if ((pick[ix(at[se.tile[k]])] >> se.side[k] & 1) != (f.value == kHas)) return false;
        }
      if (!seen) return false;
    }
    return true;
  };
  auto fits = [&](std::size_t i) {  // with the tiles picked before it
    const int t = tiles[i], r = t / p.cols, c = t % p.cols;
    for (int side = 0; side < 4; ++side) {
      const int rr = r + kRowStep[side], cc = c + kColStep[side];
      if (rr < 0 || cc < 0 || rr >= p.rows || cc >= p.cols) continue;
      const auto it = at.find(rr * p.cols + cc);
      if (it == at.end() || ix(it->second) >= i) continue;
      if ((pick[i] >> side & 1) != (pick[ix(it->second)] >> opposite(side) & 1)) return false;
    }
    return true;
  };
  auto walk = [&](auto& self, std::size_t i) -> bool {
    if (budget-- == 0) return false;
    if (i == tiles.size()) {
      ++joint;
      if (!holds()) all_hold = false;
      return true;
    }
    for (int m : choices[i]) {
      pick[i] = m;
      if (fits(i) && !self(self, i + 1)) return false;
    }
    return true;
  };
  if (!walk(walk, 0)) return std::nullopt;
  if (s.kind == Step::Contradiction) return joint == 0;
  return joint > 0 && all_hold;
}

// Parity and region: the pipe ends of the tiles named, less the pipes known to cross
// their fence, decide the one side concluded (a contradiction: they cannot pair up).
bool follows_by_parity(const Puzzle& p, const Step& s) {
  const int sides = (p.rows + 1) * p.cols + p.rows * (p.cols + 1);
  std::vector<char> inside(ix(p.num_tiles()), 0);
  int ends = 0;
  for (const Fact& f : s.premises)
    if (f.kind == Fact::Clue && !inside[ix(f.at)]) inside[ix(f.at)] = 1, ends += std::popcount(static_cast<unsigned>(f.value));
  auto crossing = [&](int e) {
    const SideEnds se = ends_of(p, e);
    const bool a = se.tile[0] >= 0 && inside[ix(se.tile[0])], b = se.tile[1] >= 0 && inside[ix(se.tile[1])];
    return a != b || s.rule == kParity;  // a fence's premise sides all lie on it
  };
  int on = 0;
  for (const Fact& f : s.premises)
    if (f.kind == Fact::Mark && f.at < sides && f.value == kHas && crossing(f.at)) ++on;
  if (s.kind == Step::Contradiction) return (ends - on) % 2 != 0;
  if (s.conclusions.size() != 1 || s.conclusions[0].at >= sides || !crossing(s.conclusions[0].at)) return false;
  return ((ends - on) % 2 != 0) == (s.conclusions[0].value == kHas);
}

struct Tally {
  int checked = 0, too_big = 0, network = 0;
};

void check_step(const Puzzle& p, const Step& s, Tally& tally) {
  INFO("rule " << s.rule << " kind " << int(s.kind));
  if (s.kind == Step::Trial) {
    REQUIRE(s.rule == kProbe);
    REQUIRE_FALSE(s.chain.empty());
    CHECK(s.chain.back().kind == Step::Contradiction);
    // The chain reads nothing that is not the supposition, a link's conclusion or a
    // premise of the trial.
    std::vector<Fact> known{s.supposed};
    known.insert(known.end(), s.premises.begin(), s.premises.end());
    for (const Step& link : s.chain) {
      for (const Fact& f : link.premises) CHECK(std::find(known.begin(), known.end(), f) != known.end());
      known.insert(known.end(), link.conclusions.begin(), link.conclusions.end());
      check_step(p, link, tally);
    }
    return;
  }
  if (s.rule == kRegion && s.kind == Step::Contradiction &&
      std::any_of(s.premises.begin(), s.premises.end(), [](const Fact& f) { return f.kind == Fact::Place; })) {
    ++tally.network;  // one network: a rule of the puzzle, checked by the solver's replay
    return;
  }
  if (s.rule == kParity || s.rule == kRegion) {
    CHECK(follows_by_parity(p, s));
    ++tally.checked;
    return;
  }
  const auto ok = follows_locally(p, s);
  if (!ok) {
    ++tally.too_big;
    return;
  }
  CHECK(*ok);
  ++tally.checked;
}

void check_path(const Named& n, Tally& tally) {
  INFO(n.name);
  const Puzzle& p = n.puzzle;
  const std::vector<std::uint8_t> solution = unique_solution(p);
  const std::vector<int> truth = solution_marks(p, solution);
  std::vector<int> settled(ix(p.num_tiles()), -1);
  for (int t = 0; t < p.num_tiles(); ++t)
    if (std::popcount(static_cast<unsigned>(rotations_of(p.tiles[ix(t)]))) == 1) settled[ix(t)] = p.tiles[ix(t)];
  // The border, and nothing else: the path turns every tile and decides every side.
  std::vector<int> marks = position_marks(p, std::vector<int>(ix(p.num_tiles()), -1));
  const solver::StepLog steps = path_steps(p, solution);
  for (const Step& s : steps) {
    CHECK_FALSE(s.conclusions.empty());
    for (const Fact& f : s.conclusions) {
      CHECK(marks[ix(f.at)] == 0);
      CHECK(f.value == truth[ix(f.at)]);
      marks[ix(f.at)] = f.value;
    }
    if (s.kind != Step::Guess) check_step(p, s, tally);
  }
  // Replayed: every tile turned, as the solution turns it, which the checker accepts.
  const int sides = (p.rows + 1) * p.cols + p.rows * (p.cols + 1);
  std::vector<std::uint8_t> turned(ix(p.num_tiles()), 0);
  for (int t = 0; t < p.num_tiles(); ++t) {
    int found = settled[ix(t)];
    for (int m = 0; m < 16; ++m)
      if (marks[ix(sides + 16 * t + m)] == kHas) found = m;
    REQUIRE(found >= 0);
    turned[ix(t)] = static_cast<std::uint8_t>(found);
  }
  CHECK(turned == solution);
  CHECK_FALSE(check_solution(p, turned));
  // The path as shown: as many steps, a guess only where the search branches.
  const families::Path shown = path(p);
  CHECK(shown.steps() == steps.size());
}

std::vector<Named> peer_puzzles() {
  std::vector<Named> out;
  for (const char* name : {"sample1.txt", "sample2.txt", "bearific1.txt", "box-10x10.txt", "test10x10.txt",
                           "test20x20.txt", "test30x30.txt"}) {
    Puzzle p = test::parse_infinity_loop(core::read_file(test::peers_dir() + "/infinity-loop/" + name));
    if (unique(p)) out.push_back({name, std::move(p)});
  }
  return out;
}

std::string state_of(const Puzzle& p, const std::vector<int>& settled) {
  std::string out;
  for (int t = 0; t < p.num_tiles(); ++t) {
    if (t > 0 && t % p.cols == 0) out += '/';
    out += settled[ix(t)] < 0 ? std::string("?") : std::string(glyph(static_cast<std::uint8_t>(settled[ix(t)])));
  }
  return out;
}

}  // namespace

TEST_CASE("∞ Loop paths replay to the one solution, each step following from its premises", "[infinity-loop][explain]") {
  Tally tally;
  const auto puzzles = repo_puzzles();
  CHECK(puzzles.size() == 10);
  for (const Named& n : puzzles) check_path(n, tally);
  CHECK(tally.checked > 500);
  CHECK(tally.too_big == 0);
}

TEST_CASE("∞ Loop paths of the peers' grids", "[infinity-loop][explain]") {
  if (!test::peers_available()) return;
  Tally tally;
  for (const Named& n : peer_puzzles()) check_path(n, tally);
  CHECK(tally.checked > 300);
  WARN("∞ Loop peer steps checked: " << tally.checked << ", too many turns to try: " << tally.too_big
                                     << ", one-network contradictions: " << tally.network);
}

TEST_CASE("∞ Loop path takes every rule of the ladder on an extreme puzzle", "[infinity-loop][explain]") {
  // The options pack's entries are one network and graded above tier 0.
  std::map<int, int> by_rule;
  for (const Named& n : repo_puzzles())
    for (const Step& s : path_steps(n.puzzle, unique_solution(n.puzzle))) ++by_rule[s.rule];
  for (const auto& [rule, count] : by_rule) INFO(rule << ": " << count);
  CHECK(by_rule[kBorder] > 0);
  CHECK(by_rule[kNeighbourMatch] > 0);
  CHECK(by_rule[kSharedSide] > 0);
}

TEST_CASE("∞ Loop paths of generated hard to extreme puzzles take the higher rules, each following from "
          "its premises", "[infinity-loop][explain]") {
  // The repository's puzzles stay at tier 0: these take block, wire, parity and probe.
  Tally tally;
  std::map<int, int> by_rule;
  for (const char* grade : {"hard", "expert", "extreme"})
    for (std::uint64_t i = 0; i < 8; ++i) {
      families::GenerateRequest request = families::resolve(family(), {.rows = 8, .cols = 8, .grade = grade});
      request.want_minimal = false;
      core::Rng rng(1, i);
      families::Generated g;
      for (int attempt = 0; attempt < 100 && !g.puzzle; ++attempt) g = family().generate(request, rng);
      REQUIRE(g.puzzle);
      const Named n{std::string(grade) + " " + std::to_string(i), model_of(*g.puzzle)};
      check_path(n, tally);
      for (const Step& s : path_steps(n.puzzle, unique_solution(n.puzzle))) ++by_rule[s.rule];
    }
  for (const auto& [rule, count] : by_rule) INFO(rule << ": " << count);
  CHECK(by_rule[kBlock] > 0);
  CHECK(by_rule[kWire] > 0);
  CHECK(by_rule[kParity] > 0);
  CHECK(by_rule[kProbe] > 0);
  CHECK(tally.checked > 1000);
}

TEST_CASE("∞ Loop hints from partial positions decide only undecided things, as the solution does",
          "[infinity-loop][explain]") {
  core::Rng rng(30);
  int steps = 0, mistakes = 0;
  for (const Named& n : repo_puzzles()) {
    INFO(n.name);
    const Puzzle& p = n.puzzle;
    const std::vector<std::uint8_t> solution = unique_solution(p);
    for (int round = 0; round < 6; ++round) {
      std::vector<int> settled(ix(p.num_tiles()), -1);
      const int share = rng.below(100);
      for (int t = 0; t < p.num_tiles(); ++t)
        if (rng.below(100) < share) settled[ix(t)] = solution[ix(t)];
      const families::Hint h = hint(p, {state_of(p, settled)});
      if (h.kind == families::Hint::Kind::Solved) {
        for (int t = 0; t < p.num_tiles(); ++t)
          CHECK((settled[ix(t)] >= 0 || std::popcount(static_cast<unsigned>(rotations_of(p.tiles[ix(t)]))) == 1));
        continue;
      }
      REQUIRE(h.kind == families::Hint::Kind::Step);
      INFO(state_of(p, settled) << ": " << h.step.text);
      ++steps;
      // What the player sees: the settled tiles, and the tiles with one turn (blank, ╋).
      const std::vector<int> shown = position_marks(p, read_position(p, {state_of(p, settled)}));
      const std::vector<int> truth = solution_marks(p, solution);
      bool turns = false;
      for (const families::Item& i : h.step.conclusions) {
        const int t = i.row * p.cols + i.col;
        if (i.mark == families::Item::Mark::Turn) {
          turns = true;
          CHECK(settled[ix(t)] < 0);
          CHECK(solution[ix(t)] == i.value);
        } else if (i.mark == families::Item::Mark::NotTurn) {
          CHECK(settled[ix(t)] < 0);
          CHECK(solution[ix(t)] != i.value);
        } else {
          const int e = i.where == families::Item::Where::HEdge ? i.row * p.cols + i.col
                                                                : (p.rows + 1) * p.cols + i.row * (p.cols + 1) + i.col;
          CHECK(shown[ix(e)] == 0);
          CHECK(truth[ix(e)] == (i.mark == families::Item::Mark::Line ? kHas : kHasNot));
        }
      }
      CHECK(turns);  // a hint turns a tile
      // It reads only what the player sees: settled turns, shown sides, shapes.
      for (const families::Item& i : h.step.premises) {
        if (i.mark == families::Item::Mark::Turn) CHECK(settled[ix(i.row * p.cols + i.col)] == i.value);
        if (i.mark == families::Item::Mark::NotTurn) CHECK(settled[ix(i.row * p.cols + i.col)] >= 0);
        if (i.mark == families::Item::Mark::Line || i.mark == families::Item::Mark::Cross) {
          const int e = i.where == families::Item::Where::HEdge ? i.row * p.cols + i.col
                                                                : (p.rows + 1) * p.cols + i.row * (p.cols + 1) + i.col;
          CHECK(shown[ix(e)] == (i.mark == families::Item::Mark::Line ? kHas : kHasNot));
        }
      }
      // One settled tile turned wrong: the hint names it, and nothing else.
      std::vector<int> wrong = settled;
      int t = rng.below(p.num_tiles());
      while (std::popcount(static_cast<unsigned>(rotations_of(p.tiles[ix(t)]))) == 1) t = (t + 1) % p.num_tiles();
      wrong[ix(t)] = rotate(solution[ix(t)]) == solution[ix(t)] ? rotate(solution[ix(t)], 1) : rotate(solution[ix(t)]);
      REQUIRE(wrong[ix(t)] != solution[ix(t)]);
      const families::Hint m = hint(p, {state_of(p, wrong)});
      REQUIRE(m.kind == families::Hint::Kind::Mistake);
      REQUIRE(m.marks.size() == 1);
      CHECK(m.marks[0].row * p.cols + m.marks[0].col == t);
      CHECK(m.marks[0].value == wrong[ix(t)]);
      ++mistakes;
    }
  }
  CHECK(steps > 20);
  CHECK(mistakes == steps);
}

TEST_CASE("∞ Loop STATE: bad tiles are named by row and column", "[infinity-loop][explain]") {
  const Puzzle p = from_text("┗┛/┏┓");
  CHECK(hint(p, {"┏┓/┗┛"}).kind == families::Hint::Kind::Solved);
  CHECK(hint(p, {"??", "??"}).kind == families::Hint::Kind::Step);
  CHECK_THROWS_WITH(hint(p, {"┏┓/┗┃"}), Catch::Contains("row 2, column 2") && Catch::Contains("not a turn"));
  CHECK_THROWS_WITH(hint(p, {"┏x/??"}), Catch::Contains("row 1, column 2"));
  CHECK_THROWS_WITH(hint(p, {"┏┓"}), Catch::Contains("1 given"));
  CHECK_THROWS_WITH(hint(p, {"┏┓?/??"}), Catch::Contains("row 1, column 3"));
}
