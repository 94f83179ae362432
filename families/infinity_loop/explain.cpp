// ∞ Loop's hints and solution path: the loop families' frame (families/loop/explain.hpp)
// on its solver, with its words (hint_text.cpp).
#include "families/infinity_loop/explain.hpp"

#include <algorithm>
#include <bit>
#include <limits>

#include "core/error.hpp"
#include "families/infinity_loop/rules.hpp"
#include "families/infinity_loop/solve.hpp"
#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

namespace {

using solver::Fact;
using solver::Step;

auto ix(int i) {
  return static_cast<std::size_t>(i);
}

bool one_turn(std::uint8_t shape) {
  const std::uint16_t r = rotations_of(shape);
  return (r & (r - 1)) == 0;
}

// The solver at the tier's fixpoint from the settled tiles, recording into `log`.
void run_from(Solver& s, const std::vector<int>& settled, solver::StepLog* log) {
  bool ok = true;
  for (int t = 0; ok && t < s.num_tiles(); ++t)
    if (settled[ix(t)] >= 0) ok = s.decide(t, static_cast<std::uint8_t>(settled[ix(t)]));
  s.record_steps(log);
  ok = ok && s.propagate();
  s.record_steps(nullptr);
  LK_REQUIRE(ok, "a position that agrees with the solution propagates without a contradiction");
}

// A hint's candidate: a step that turns a tile, with the steps of the log it rests on
// (those that decided a mark it reads that the position does not show), all resting at
// last on what the position shows.
struct Journey {
  std::vector<std::size_t> steps;  // in log order, the turning step last
  int tier = 0;
  int distance = 0;
};

std::optional<Journey> journey_to(const solver::StepLog& log, std::size_t last,
                                  const std::vector<int>& shown, const std::vector<int>& by) {
  std::vector<char> in(log.size(), 0);
  std::vector<std::size_t> todo{last};
  in[last] = 1;
  for (std::size_t head = 0; head < todo.size(); ++head)
    for (const Fact& f : log[todo[head]].premises) {
      if (f.kind != Fact::Mark || shown[ix(f.at)] == f.value) continue;
      const int j = by[ix(f.at)];
      if (j < 0 || static_cast<std::size_t>(j) >= todo[head]) return std::nullopt;
      if (!in[ix(j)]) in[ix(j)] = 1, todo.push_back(ix(j));
    }
  Journey out;
  for (std::size_t i = 0; i <= last; ++i)
    if (in[i]) out.steps.push_back(i), out.tier = std::max(out.tier, log[i].tier);
  return out;
}

// The journey as one step: the marks it decides, what it read that the position shows,
// its sentences in order.
families::ShownStep shown_journey(const solver::StepLog& log, const Journey& j, const std::vector<int>& shown,
                                  const families::LoopTeller& teller) {
  if (j.steps.size() == 1) return teller.show(log[j.steps[0]]);
  Step all;
  std::string text;
  int hardest = -1;
  for (std::size_t i : j.steps) {
    const Step& s = log[i];
    if (hardest < 0 || s.tier >= log[ix(hardest)].tier) hardest = static_cast<int>(i);
    all.conclusions.insert(all.conclusions.end(), s.conclusions.begin(), s.conclusions.end());
    for (const Fact& f : s.premises)
      if ((f.kind != Fact::Mark || shown[ix(f.at)] == f.value) &&
          std::find(all.premises.begin(), all.premises.end(), f) == all.premises.end())
        all.premises.push_back(f);
    std::string sentence = teller.show(s).text;
    if (!text.empty() && !sentence.empty() && sentence[0] >= 'A' && sentence[0] <= 'Z')
      sentence[0] = static_cast<char>(sentence[0] - 'A' + 'a');
    text += text.empty() ? sentence : " Then " + sentence;
  }
  all.kind = Step::Rule;
  all.rule = log[ix(hardest)].rule;
  all.tier = j.tier;
  families::ShownStep out = teller.show(all);
  out.text = text;
  return out;
}

}  // namespace

std::vector<int> read_position(const Puzzle& p, const std::vector<std::string>& state) {
  std::vector<int> out(ix(p.num_tiles()), -1);
  for (int t = 0; t < p.num_tiles(); ++t)
    if (one_turn(p.tiles[ix(t)])) out[ix(t)] = p.tiles[ix(t)];
  if (state.empty()) return out;
  std::vector<std::string> rows;
  for (const std::string& s : state)
    for (std::size_t at = 0;;) {
      const std::size_t slash = s.find('/', at);
      rows.push_back(s.substr(at, slash == std::string::npos ? std::string::npos : slash - at));
      if (slash == std::string::npos) break;
      at = slash + 1;
    }
  if (static_cast<int>(rows.size()) != p.rows)
    throw InputError("an ∞ Loop STATE has one row of tiles a string (or rows between '/'): " +
                     std::to_string(rows.size()) + " given, this puzzle has " + std::to_string(p.rows));
  for (int r = 0; r < p.rows; ++r) {
    const std::string& row = rows[ix(r)];
    int c = 0;
    for (std::size_t at = 0; at < row.size(); ++c) {
      const std::string where = "STATE row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
      if (c >= p.cols)
        throw InputError(where + ": the row has more than this puzzle's " + std::to_string(p.cols) + " tiles");
      const std::uint8_t shape = p.tile(r, c);
      if (row[at] == '?') {
        ++at;
        continue;
      }
      const auto g = mask_of_glyph(std::string_view(row).substr(at));
      if (!g)
        throw InputError(where + ": '" + std::string(1, row[at]) +
                         "' is neither a pipe glyph (a settled tile as turned) nor ? (not settled)");
      if (!(rotations_of(shape) >> g->first & 1))
        throw InputError(where + ": " + std::string(glyph(g->first)) + " is not a turn of that tile (" +
                         std::string(glyph(shape)) + ")");
      out[ix(r * p.cols + c)] = g->first;
      at += g->second;
    }
    if (c != p.cols)
      throw InputError("STATE row " + std::to_string(r + 1) + " has " + std::to_string(c) + " tiles; this puzzle's rows have " +
                       std::to_string(p.cols));
  }
  return out;
}

std::vector<std::uint8_t> unique_solution(const Puzzle& p) {
  Solver s(p);
  Solutions r = solve_regions(s, 2);
  if (!r.complete || r.count != 1 || r.found.empty())
    throw InputError(std::string("hints need a puzzle with exactly one solution; this one has ") +
                     (r.count == 0 ? "none" : "more than one"));
  return std::move(r.found[0]);
}

std::vector<int> solution_marks(const Puzzle& p, const std::vector<std::uint8_t>& solution) {
  std::vector<int> settled(solution.begin(), solution.end());
  return position_marks(p, settled);
}

families::SolutionMarks solution_items(const Puzzle& p, const std::vector<std::uint8_t>& solution) {
  using families::Item;
  const Solver s(p);
  const core::Grid g(p.rows, p.cols);
  const std::vector<int> truth = solution_marks(p, solution);
  const std::vector<int> shown = position_marks(p, read_position(p, {}));
  auto item = [&](int m) {
    if (m < s.num_sides()) return families::loop_edge_item(g, m, truth[ix(m)] == kHas);
    const int t = (m - s.num_sides()) / 16;
    return Item{Item::Where::Cell, t / p.cols, t % p.cols, truth[ix(m)] == kHas ? Item::Mark::Turn : Item::Mark::NotTurn,
                (m - s.num_sides()) % 16};
  };
  families::SolutionMarks out;
  for (int m = 0; m < s.num_marks(); ++m) {
    if (truth[ix(m)] == 0) continue;  // a turn the tile's shape does not have
    if (shown[ix(m)] != 0)
      out.shown.push_back(item(m));
    else if (m >= s.num_sides() && truth[ix(m)] == kHas)
      out.decided.push_back(item(m));
    else
      out.also.push_back(item(m));
  }
  // A tile turned shows its sides and its other turns.
  for (int t = 0; t < s.num_tiles(); ++t) {
    const Item turn = item(s.turn_mark(t, solution[ix(t)]));
    for (int side = 0; side < 4; ++side) out.implies.emplace_back(turn, item(s.edge_of(t, side)));
    for (unsigned d = rotations_of(p.tiles[ix(t)]); d; d &= d - 1)
      if (std::countr_zero(d) != solution[ix(t)]) out.implies.emplace_back(turn, item(s.turn_mark(t, std::countr_zero(d))));
  }
  return out;
}

std::vector<int> position_marks(const Puzzle& p, const std::vector<int>& settled) {
  const Solver s(p);
  std::vector<int> out(ix(s.num_marks()), 0);
  for (int e = 0; e < s.num_sides(); ++e)
    if (s.edge(e) == kOff) out[ix(e)] = kHasNot;  // the border
  for (int t = 0; t < s.num_tiles(); ++t) {
    const int m = settled[ix(t)];
    if (m < 0) continue;
    for (unsigned d = rotations_of(p.tiles[ix(t)]); d; d &= d - 1)
      out[ix(s.turn_mark(t, std::countr_zero(d)))] = std::countr_zero(d) == m ? kHas : kHasNot;
    for (int side = 0; side < 4; ++side) out[ix(s.edge_of(t, side))] = m >> side & 1 ? kHas : kHasNot;
  }
  return out;
}

solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& settled, int tier) {
  Solver s(p, tier);
  solver::StepLog log;
  run_from(s, settled, &log);
  return log;
}

solver::StepLog path_steps(const Puzzle& p, const std::vector<std::uint8_t>& solution) {
  Solver s(p, kTopTier);
  solver::StepLog log;
  s.record_steps(&log);
  bool ok = s.propagate();
  while (ok && !s.solved()) {
    const int t = s.choose_branch().tile;
    Step& g = log.emplace_back();
    g.kind = Step::Guess;
    g.tier = kTopTier + 1;
    g.conclusions.push_back({Fact::Mark, s.turn_mark(t, solution[ix(t)]), kHas});
    ok = s.decide(t, solution[ix(t)]) && s.propagate();
  }
  s.record_steps(nullptr);
  LK_REQUIRE(ok, "the path of a puzzle with one solution meets no contradiction");
  families::keep_first_decisions(log, ix(s.num_marks()));
  return log;
}

families::Path path(const Puzzle& p) {
  return families::loop_path(path_steps(p, unique_solution(p)), *teller(p), kTopTier);
}

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
  const std::vector<int> settled = read_position(p, state);
  const std::vector<std::uint8_t> solution = unique_solution(p);
  const auto tell = teller(p);
  families::Hint out;
  // Mistakes first: the settled tiles turned otherwise than the solution turns them.
  bool solved = true;
  for (int t = 0; t < p.num_tiles(); ++t) {
    if (settled[ix(t)] < 0) solved = false;
    if (settled[ix(t)] < 0 || settled[ix(t)] == solution[ix(t)]) continue;
    out.marks.push_back({families::Item::Where::Cell, t / p.cols, t % p.cols, families::Item::Mark::Turn, settled[ix(t)]});
  }
  if (!out.marks.empty()) {
    out.kind = families::Hint::Kind::Mistake;
    std::vector<std::string> names;
    for (const auto& i : out.marks)
      names.push_back("the tile at " + families::cell_name(i.row, i.col) + ", turned " +
                      std::string(glyph(static_cast<std::uint8_t>(i.value))));
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
      text += (i == 0 ? "" : i + 1 == names.size() ? " and " : "; ") + names[i];
    out.text = families::capital(text) + (names.size() == 1 ? ", is a mistake." : ", are mistakes.");
    return out;
  }
  if (solved) return out;  // Kind::Solved
  out.kind = families::Hint::Kind::Step;

  const std::vector<int> shown = position_marks(p, settled);
  const core::Grid g(p.rows, p.cols);
  std::vector<std::size_t> points;  // the settled tiles the player turned, by their centres
  for (int t = 0; t < p.num_tiles(); ++t)
    if (settled[ix(t)] >= 0 && !one_turn(p.tiles[ix(t)]))
      points.push_back(ix(2 * (t / p.cols) + 1) * ix(2 * p.cols + 1) + ix(2 * (t % p.cols) + 1));
  const std::vector<int> dist = families::distance_to_points(g, points);
  auto tile_distance = [&](int t) {
    return dist[ix(2 * (t / p.cols) + 1) * ix(2 * p.cols + 1) + ix(2 * (t % p.cols) + 1)];
  };
  const int sides = g.num_edges();
  for (int tier = 0; tier <= kTopTier; ++tier) {
    solver::StepLog log = steps_from(p, settled, tier);
    std::vector<int> by(shown.size(), -1);  // the step that first decided a mark
    for (std::size_t i = 0; i < log.size(); ++i) {
      std::erase_if(log[i].conclusions, [&](const Fact& f) { return shown[ix(f.at)] != 0 || by[ix(f.at)] >= 0; });
      for (const Fact& f : log[i].conclusions) by[ix(f.at)] = static_cast<int>(i);
    }
    std::optional<Journey> best;
    for (std::size_t i = 0; i < log.size(); ++i) {
      int d = std::numeric_limits<int>::max();
      for (const Fact& f : log[i].conclusions)
        if (f.at >= sides && f.value == kHas) d = std::min(d, tile_distance((f.at - sides) / 16));
      if (d == std::numeric_limits<int>::max()) continue;
      auto j = journey_to(log, i, shown, by);
      if (!j) continue;
      j->distance = d;
      if (!best || j->tier < best->tier || (j->tier == best->tier && j->distance < best->distance) ||
          (j->tier == best->tier && j->distance == best->distance && j->steps.size() < best->steps.size()))
        best = std::move(j);
    }
    if (best) {
      out.step = shown_journey(log, *best, shown, *tell);
      return out;
    }
  }
  // Deduction has run out: the search's branch, said to be one.
  Solver s(p, kTopTier);
  run_from(s, settled, nullptr);
  int t = 0;
  if (!s.solved()) {
    t = s.choose_branch().tile;
  } else {
    while (settled[ix(t)] >= 0) ++t;
  }
  Step guess;
  guess.kind = Step::Guess;
  guess.tier = kTopTier + 1;
  guess.conclusions.push_back({Fact::Mark, s.turn_mark(t, solution[ix(t)]), kHas});
  out.step = tell->show(guess);
  return out;
}

}  // namespace looplab::infinity_loop
