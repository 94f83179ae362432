#pragma once
// The checks every loop family's steps, hints and paths are held to
// (families/loop/explain.hpp), written once: each step's conclusions agree with the
// solution, each step's rule gives its conclusion again from its premises alone, the
// replay of a path is the solution (through the family's independent checker), and
// hints from positions taken from the solution are right.
//
// A family passes a traits type F with: Puzzle; grid(p) (the core::Grid whose edges are
// the marks); unique_solution(p); path_steps(p, solution); steps_from(p, marks, tier);
// premise_puzzle(p, step) (the puzzle holding only the step's clues); hint(p, state);
// valid(p, edges) (the independent checker: true when the loop solves p); rule_id(rule);
// forced_by_premises(board, marks, fact) (another engine: no loop of the premise board
// with those marks has the fact's edge the other way).
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "core/edge_set.hpp"
#include "core/grid.hpp"
#include "core/rng.hpp"
#include "families/explain.hpp"
#include "families/loop/explain.hpp"
#include "io/json_schema.hpp"
#include "solver/step.hpp"

namespace looplab::test {

inline int truth(const core::EdgeSet& solution, int e) {
  return solution.on[static_cast<std::size_t>(e)] ? families::kLineMark : families::kCrossMark;
}

// A position as hint's STATE: H and V, '1', 'x' or '.'.
inline std::vector<std::string> state_of(const core::Grid& g, const std::vector<int>& position) {
  std::string h, v;
  for (int e = 0; e < g.num_edges(); ++e) {
    const int s = position[static_cast<std::size_t>(e)];
    (g.is_horizontal(e) ? h : v) += s == families::kUndecided  ? '.'
                                    : s == families::kLineMark ? '1'
                                                               : 'x';
  }
  return {h, v};
}

// A position holding each mark of the solution with probability `keep`.
inline std::vector<int> partial_position(core::Rng& rng, const core::EdgeSet& solution,
                                         double keep) {
  std::vector<int> position(solution.on.size(), families::kUndecided);
  for (std::size_t e = 0; e < position.size(); ++e)
    if (rng.chance(keep)) position[e] = truth(solution, static_cast<int>(e));
  return position;
}

inline int edge_of(const core::Grid& g, const families::Item& i) {
  return i.where == families::Item::Where::HEdge ? g.h_edge(i.row, i.col) : g.v_edge(i.row, i.col);
}

// What the rules up to `tier` decide from `position` on `p`.
template <class F>
std::vector<int> decided_from(const typename F::Puzzle& p, std::vector<int> position, int tier) {
  for (const solver::Step& s : F::steps_from(p, position, tier))
    for (const solver::Fact& f : s.conclusions) position[static_cast<std::size_t>(f.at)] = f.value;
  return position;
}

// The path of `p`: conclusions agree with the solution, each mark decided once after
// its premises, (with `rerun`) each step again from its premises alone, and the replay
// passes the checker.
template <class F>
void check_path(const typename F::Puzzle& p, bool rerun) {
  using solver::Fact;
  const core::EdgeSet solution = F::unique_solution(p);
  const solver::StepLog path = F::path_steps(p, solution);
  std::vector<int> replay(solution.on.size(), families::kUndecided);
  for (const solver::Step& s : path) {
    REQUIRE_FALSE(s.conclusions.empty());
    for (const Fact& f : s.premises)  // every premise mark was decided before this step
      if (f.kind == Fact::Mark) CHECK(replay[static_cast<std::size_t>(f.at)] == f.value);
    for (const Fact& f : s.conclusions) {
      CHECK(f.value == truth(solution, f.at));
      CHECK(replay[static_cast<std::size_t>(f.at)] ==
            families::kUndecided);  // each mark decided once
      replay[static_cast<std::size_t>(f.at)] = f.value;
    }
    if (s.kind == solver::Step::Guess || !rerun) continue;
    std::vector<int> marks(solution.on.size(), families::kUndecided);
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Mark) marks[static_cast<std::size_t>(f.at)] = f.value;
    const auto board = F::premise_puzzle(p, s);
    const std::vector<int> again = decided_from<F>(board, marks, s.tier);
    for (const Fact& f : s.conclusions) {
      INFO("rule " << F::rule_id(s.rule) << " edge " << f.at);
      // A colour step whose chain of relations was made over several moments may not
      // come again from all its premises at once: a later link's marks can settle a
      // side an earlier link's rule needs open. Its premises still force it.
      if (again[static_cast<std::size_t>(f.at)] != f.value)
        CHECK(F::forced_by_premises(board, marks, f));
    }
  }
  core::EdgeSet replayed = solution;
  for (std::size_t e = 0; e < replay.size(); ++e) {
    REQUIRE(replay[e] != families::kUndecided);
    replayed.on[e] = replay[e] == families::kLineMark;
  }
  CHECK(F::valid(p, replayed));
}

// fn(p, grid, solution) for every `every`th puzzle.
template <class F, class Fn>
void each_puzzle(const std::vector<typename F::Puzzle>& puzzles, std::size_t every, Fn&& fn) {
  for (std::size_t i = 0; i < puzzles.size(); i += every)
    fn(puzzles[i], F::grid(puzzles[i]), F::unique_solution(puzzles[i]));
}

// Hints from positions taken from the solution (every `every`th puzzle, three each): a
// step whose conclusions are undecided marks that agree with the solution and whose
// premises are the player's marks, or solved when every line is drawn.
template <class F>
void check_hints(const std::vector<typename F::Puzzle>& puzzles, std::uint64_t seed,
                 std::size_t every) {
  core::Rng rng(seed);
  each_puzzle<F>(
      puzzles, every, [&](const auto& p, const core::Grid& g, const core::EdgeSet& solution) {
        for (int round = 0; round < 3; ++round) {
          const std::vector<int> position = partial_position(rng, solution, rng.unit());
          bool all_lines = true;
          for (std::size_t e = 0; e < position.size(); ++e)
            all_lines &= !solution.on[e] || position[e] == families::kLineMark;
          const families::Hint h = F::hint(p, state_of(g, position));
          CHECK_FALSE(
              io::builtin_schemas().validate(families::to_json(h), "hint.schema.json").has_value());
          if (all_lines) {
            CHECK(h.kind == families::Hint::Kind::Solved);
            continue;
          }
          REQUIRE(h.kind == families::Hint::Kind::Step);
          CHECK_FALSE(h.step.conclusions.empty());
          CHECK_FALSE(h.step.text.empty());
          for (const families::Item& c : h.step.conclusions) {
            const int e = edge_of(g, c);
            CHECK(position[static_cast<std::size_t>(e)] == families::kUndecided);
            CHECK((c.mark == families::Item::Mark::Line) ==
                  (solution.on[static_cast<std::size_t>(e)] == 1));
          }
          for (const families::Item& m : h.step.premises)  // the player's marks and the clues
            if (m.mark == families::Item::Mark::Line || m.mark == families::Item::Mark::Cross)
              CHECK(position[static_cast<std::size_t>(edge_of(g, m))] ==
                    (m.mark == families::Item::Mark::Line ? families::kLineMark
                                                          : families::kCrossMark));
        }
      });
}

// With one mark of a partial position flipped, the hint names that mark and nothing else.
template <class F>
void check_flipped_marks(const std::vector<typename F::Puzzle>& puzzles, std::uint64_t seed,
                         std::size_t every) {
  core::Rng rng(seed);
  each_puzzle<F>(
      puzzles, every, [&](const auto& p, const core::Grid& g, const core::EdgeSet& solution) {
        std::vector<int> position = partial_position(rng, solution, 0.3);
        const int flipped = rng.below(static_cast<int>(position.size()));
        position[static_cast<std::size_t>(flipped)] =
            truth(solution, flipped) == families::kLineMark ? families::kCrossMark
                                                            : families::kLineMark;
        const families::Hint h = F::hint(p, state_of(g, position));
        REQUIRE(h.kind == families::Hint::Kind::Mistake);
        REQUIRE(h.marks.size() == 1);
        CHECK(edge_of(g, h.marks[0]) == flipped);
        CHECK_FALSE(
            io::builtin_schemas().validate(families::to_json(h), "hint.schema.json").has_value());
      });
}

// The path's JSON follows its schema, and the solution itself is "solved".
template <class F>
void check_json_and_solved(const typename F::Puzzle& p, const families::Path& path) {
  CHECK_FALSE(
      io::builtin_schemas().validate(families::to_json(path), "path.schema.json").has_value());
  const core::EdgeSet solution = F::unique_solution(p);
  std::vector<int> all(solution.on.size());
  for (std::size_t e = 0; e < all.size(); ++e) all[e] = truth(solution, static_cast<int>(e));
  const families::Hint h = F::hint(p, state_of(F::grid(p), all));
  CHECK(h.kind == families::Hint::Kind::Solved);
  CHECK(families::to_json(h) == nlohmann::json{{"kind", "solved"}});
}

}  // namespace looplab::test
