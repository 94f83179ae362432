#pragma once
// Hints and solution paths (families/explain.hpp) for the loop families on core::Grid's
// dots (Slitherlink, Masyu), written once: the position read from H and V, the path
// walked tier by tier, the hint's choice, and the frame of every sentence. A family
// gives its solver type (a solver::LoopSolver with reset(puzzle, tier) and
// choose_branch()), its rule table and highest tier, and a LoopTeller: its words for
// an edge, a clue or place, a rule's reasoning and a broken constraint.
//
// The path: the rules of tier 0 to their fixpoint, then tier 1 woken everywhere, and so
// on (so a step of a higher tier comes only where the lower ones ran out); where all of
// them run out, a guess on the solution's side of the search's branch edge, said to be
// one. A hint: mistakes first (the marks that contradict the one solution, and nothing
// else); else, from the player's marks, the rules of tier 0 alone, then 0-1, ...; the
// first tier with a step that reads only the player's marks and the clues gives the
// hint, the one nearest the player's marks; else a guess, said to be one.
#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/edge_set.hpp"
#include "core/error.hpp"
#include "core/grid.hpp"
#include "core/loop_graph.hpp"
#include "families/explain.hpp"
#include "core/proved_once.hpp"
#include "solver/stats.hpp"
#include "solver/step.hpp"

namespace looplab::families {

// Edge states in a position, as solver::LoopSolver numbers them.
inline constexpr int kUndecided = 0, kLineMark = 1, kCrossMark = 2;

// A player's position from `hint`'s STATE: H and V in check's layout of grid `g`, one
// character an edge: '1' a line, 'x' or '0' a cross, '.' undecided; no strings: nothing
// marked. Per edge id: kUndecided, kLineMark, kCrossMark. InputError naming the position
// of a bad character (`family` names whose STATE it is).
std::vector<int> read_edge_position(const core::Grid& g, const std::vector<std::string>& state,
                                    std::string_view family);

// The one solution a proof search found (a family's SolveResult); InputError unless there
// is exactly one.
template <class SolveResult>
core::EdgeSet one_solution(SolveResult r) {
  if (!r.complete || r.solutions != 1 || !r.first)
    throw InputError(std::string("hints need a puzzle with exactly one solution; this one has ") +
                     (r.solutions == 0 ? "none" : "more than one"));
  return std::move(*r.first);
}

// The rule table and highest tier of a loop family.
struct LoopRules {
  std::span<const solver::RuleInfo> rules;
  int max_tier = 0;
};

// A family's words, and the frame every loop family's sentences share: the indication
// and reasoning (`why`), then the conclusion in necessity words ("must be a line",
// "can't be a line"); positions "row 3, column 4", 1-based.
class LoopTeller {
 public:
  // `edges`: what the family calls its edges ("edges", "steps"), in "the other 6
  // undecided edges".
  LoopTeller(const core::Grid& g, LoopRules rules, std::string_view edges)
      : g_(g), rules_(rules), edges_(edges) {}
  virtual ~LoopTeller() = default;
  ShownStep show(const solver::Step& s) const;

 protected:
  // The words a family's teller is written in.
  using Item = families::Item;
  using Fact = solver::Fact;
  using Step = solver::Step;
  static constexpr int kLine = kLineMark, kCross = kCrossMark;

  virtual std::optional<Item> place_item(const solver::Fact& f) const = 0;  // a clue or a place
  virtual std::string edge(int e) const = 0;                    // "the edge above row 1, column 2"
  virtual std::string why(const solver::Step& s) const = 0;     // indication and reasoning
  virtual std::string broken(const solver::Step& c) const = 0;  // what a contradiction breaks
  virtual std::string face(int f) const = 0;  // a face of the grid, or its outside

  // A fact as the player sees it; a mark is an edge (line or cross) unless the family
  // has marks of its own.
  virtual std::optional<Item> item(const solver::Fact& f) const;
  // Edge e without its mark: h/v on the grid of dots, its two points on a graph grid.
  virtual Item edge_item(int e) const;
  // "A and B must be lines, and C can't be a line".
  virtual std::string conclusion(const std::vector<solver::Fact>& marks) const;
  // A rule step's sentence: why(s) + ", so " + conclusion; a family whose reasoning names
  // what the conclusion is about says it once.
  virtual std::string told(const solver::Step& s) const;
  // A trial's supposition after "Suppose ": "the edge ... is a line".
  virtual std::string supposition(const solver::Fact& f) const;
  // What the one solution has on a guess's mark: "a line there".
  virtual std::string guessed(const solver::Fact& f) const;
  std::string rule_summary(int rule) const;
  // A colour step's reasoning: its two faces are on the same or on opposite sides of the
  // loop, by the number of lines on the chain of marks between them.
  std::string sides(const solver::Step& s) const;
  // The premises of one kind (and value, when not negative), in order.
  static std::vector<solver::Fact> of(const solver::Step& s, solver::Fact::Kind kind,
                                      int value = -1);

  core::Grid g_;
  LoopRules rules_;

 private:
  std::string_view edges_;
  std::string list(const std::vector<int>& edges) const;
};

// Edge `e` of `g` as an item in the h/v layout (HEdge or VEdge), without its mark.
Item loop_edge_item(const core::Grid& g, int e);
// The same with its mark: a line when `on`, else a cross.
Item loop_edge_item(const core::Grid& g, int e, bool on);

// A loop's marks (Puzzle::solution_marks): every edge of `g`, a line or a cross, decided.
SolutionMarks loop_solution_marks(const core::Grid& g, const core::EdgeSet& loop);

// Each mark once, in the first step that decides it (a rule that fired inside another's
// moves may have decided one of that step's later marks); steps left with none dropped.
void keep_first_decisions(solver::StepLog& log, std::size_t edges);

// Where deduction runs out: the search's branch on edge e, on the solution's side.
solver::Step guess_step(int e, const core::EdgeSet& solution, int max_tier);

// The solver of a loop family run from `position` with the rules up to `tier`, recording
// into `log`; it is left at that fixpoint. `reset(s, tier)` sets the puzzle's clues.
template <class Solver, class Reset>
void run_loop_from(Solver& s, Reset reset, const std::vector<int>& position, int tier,
                   LoopRules rules, solver::StepLog& log) {
  reset(s, tier);
  s.record_steps(&log, rules.rules);
  bool ok = true;
  for (std::size_t e = 0; ok && e < position.size(); ++e)
    if (position[e] != kUndecided) ok = s.give(static_cast<int>(e), position[e]);
  LK_REQUIRE(ok && s.settle_given() && s.propagate(),
             "a position that agrees with the solution propagates without a contradiction");
  s.record_steps(nullptr, rules.rules);
}

// The steps of the solution path in the solver's numbering, from the empty board.
template <class Solver, class Reset>
solver::StepLog loop_path_steps(Solver& s, Reset reset, const core::EdgeSet& solution, LoopRules rules) {
  solver::StepLog log;
  reset(s, 0);
  s.record_steps(&log, rules.rules);
  bool ok = s.propagate();
  for (int tier = 1; ok && tier <= rules.max_tier && !s.solved(); ++tier) ok = s.raise_tier(tier);
  while (ok && !s.solved()) {
    log.push_back(guess_step(s.choose_branch().edge, solution, rules.max_tier));
    ok = s.give(log.back().conclusions[0].at, log.back().conclusions[0].value) && s.propagate();
  }
  LK_REQUIRE(ok, "the path of a puzzle with one solution meets no contradiction");
  keep_first_decisions(log, solution.on.size());
  return log;
}

// The path as the player is shown it.
Path loop_path(const solver::StepLog& steps, const LoopTeller& teller, int max_tier);

// The parts of loop_hint below. The marks that contradict the solution (a Mistake), or
// Solved when every line of the solution is drawn; nullopt otherwise.
std::optional<Hint> mistakes_or_solved(const std::vector<int>& position,
                                       const core::EdgeSet& solution, const LoopTeller& teller);
// Per half-grid point of `g` (edge midpoints and dots, (2R+1) x (2C+1)), the distance in
// half-steps to the nearest marked edge; all 0 when nothing is marked.
std::vector<int> distance_to_marks(const core::Grid& g, const std::vector<int>& position);
// Per edge, how near the player's marks it is (smaller is nearer; all 0 when nothing is
// marked): on the grid of dots, distance_to_marks at its midpoint; on a graph, the
// number of edges between it and a marked one, through shared points.
std::vector<int> edge_distances(const core::Grid& g, const std::vector<int>& position);
std::vector<int> edge_distances(const core::LoopGraph& g, const std::vector<int>& position);
// The same from the half-grid points (rows 0..2R, columns 0..2C, row-major) of the marks.
std::vector<int> distance_to_points(const core::Grid& g, const std::vector<std::size_t>& marked);
// Of the steps in `log` (their conclusions the player has marked dropped), those whose
// premises are the player's marks and clues alone; the lowest tier, then the nearest.
// `edge_dist`: edge_distances of the position.
const solver::Step* nearest_direct_step(const std::vector<int>& edge_dist, const std::vector<int>& position,
                                        solver::StepLog& log);

// The hint for a position (read_edge_position's numbering) of a loop family's puzzle
// whose one solution is `solution`; `s` is a solver for it and `reset(s, tier)` sets its clues.
template <class Solver, class Reset>
Hint loop_hint(Solver& s, Reset reset, const std::vector<int>& edge_dist, const std::vector<int>& position,
               const core::EdgeSet& solution, const LoopTeller& teller, LoopRules rules) {
  if (auto done = mistakes_or_solved(position, solution, teller)) return *done;
  Hint out;
  out.kind = Hint::Kind::Step;
  for (int tier = 0; tier <= rules.max_tier; ++tier) {
    solver::StepLog log;
    run_loop_from(s, reset, position, tier, rules, log);
    if (const solver::Step* best = nearest_direct_step(edge_dist, position, log)) {
      out.step = teller.show(*best);
      return out;
    }
  }
  // Deduction has run out (`s` is at the top tier's fixpoint): the search's branch, said
  // to be one.
  out.step = teller.show(guess_step(s.choose_branch().edge, solution, rules.max_tier));
  return out;
}

// A loop family's hint and path entry points, written once over what `Ops` gives (the
// family's explain.cpp):
//   using Solver = ...;                         its solver::LoopSolver
//   static constexpr std::string_view kName;    the family in messages ("Masyu")
//   static core::Grid dots(const Model&);       the grid its loops are edge sets of
//   static LoopRules rules();
//   static auto proof_search(const Model&);     the count a uniqueness proof makes
//   static std::unique_ptr<LoopTeller> teller(const Model&);  its words
// A model on a grid given as a graph (not core::Grid's dots) also gives
//   static Solver solver(const Model&);         else Solver(rows, cols)
//   static void reset(Solver&, const Model&, int tier);   else s.reset(p, tier)
//   static std::vector<int> read_position(const Model&, const std::vector<std::string>&);
//   static std::vector<int> edge_distances(const Model&, const std::vector<int>& position);
// Its explain.hpp names it (`using Explain = LoopExplain<Puzzle, ExplainOps>`) with an
// `extern template`, and its explain.cpp instantiates it: callers see no solver.
template <class Model, class Ops>
struct LoopExplain {
  // The family's solver for p, and what sets its clues at a tier (see above).
  static auto new_solver(const Model& p) {
    if constexpr (requires { Ops::solver(p); })
      return Ops::solver(p);
    else
      return typename Ops::Solver(p.rows, p.cols);
  }
  static auto resetter(const Model& p) {
    return [&p](auto& s, int tier) {
      if constexpr (requires { Ops::reset(s, p, tier); })
        Ops::reset(s, p, tier);
      else
        s.reset(p, tier);
    };
  }
  // The position read from `hint`'s STATE (read_edge_position on the family's dots).
  static std::vector<int> read_position(const Model& p, const std::vector<std::string>& state);
  // The one solution; InputError unless there is exactly one.
  static core::EdgeSet unique_solution(const Model& p);
  // The steps of the solution path in the solver's numbering, from the empty board.
  static solver::StepLog path_steps(const Model& p, const core::EdgeSet& solution);
  // The steps the rules up to `tier` take from `position` (read_position's numbering).
  static solver::StepLog steps_from(const Model& p, const std::vector<int>& position, int tier);
  static Hint hint(const Model& p, const std::vector<std::string>& state);
  // The same, the one solution taken from `kept`, or proved into it once the state has been
  // read (a puzzle object keeps it for the next hint: core/proved_once.hpp).
  static Hint hint(const Model& p, const std::vector<std::string>& state, const core::ProvedOnce<core::EdgeSet>& kept);
  static Path path(const Model& p);
  // A step as the player is told it: rows and columns, one sentence.
  static ShownStep show(const Model& p, const solver::Step& step);
};

template <class Model, class Ops>
std::vector<int> LoopExplain<Model, Ops>::read_position(const Model& p, const std::vector<std::string>& state) {
  if constexpr (requires { Ops::read_position(p, state); })
    return Ops::read_position(p, state);
  else
    return read_edge_position(Ops::dots(p), state, Ops::kName);
}

template <class Model, class Ops>
core::EdgeSet LoopExplain<Model, Ops>::unique_solution(const Model& p) {
  return one_solution(Ops::proof_search(p));
}

template <class Model, class Ops>
solver::StepLog LoopExplain<Model, Ops>::path_steps(const Model& p, const core::EdgeSet& solution) {
  auto s = new_solver(p);
  return loop_path_steps(s, resetter(p), solution, Ops::rules());
}

template <class Model, class Ops>
solver::StepLog LoopExplain<Model, Ops>::steps_from(const Model& p, const std::vector<int>& position, int tier) {
  auto s = new_solver(p);
  solver::StepLog log;
  run_loop_from(s, resetter(p), position, tier, Ops::rules(), log);
  return log;
}

template <class Model, class Ops>
Hint LoopExplain<Model, Ops>::hint(const Model& p, const std::vector<std::string>& state) {
  return hint(p, state, core::ProvedOnce<core::EdgeSet>());
}

template <class Model, class Ops>
Hint LoopExplain<Model, Ops>::hint(const Model& p, const std::vector<std::string>& state,
                                   const core::ProvedOnce<core::EdgeSet>& kept) {
  const std::vector<int> position = read_position(p, state);
  const core::EdgeSet& solution = kept.get([&] { return unique_solution(p); });
  std::vector<int> dist;
  if constexpr (requires { Ops::edge_distances(p, position); })
    dist = Ops::edge_distances(p, position);
  else
    dist = edge_distances(Ops::dots(p), position);
  auto s = new_solver(p);
  return loop_hint(s, resetter(p), dist, position, solution, *Ops::teller(p), Ops::rules());
}

template <class Model, class Ops>
ShownStep LoopExplain<Model, Ops>::show(const Model& p, const solver::Step& step) {
  return Ops::teller(p)->show(step);
}

template <class Model, class Ops>
Path LoopExplain<Model, Ops>::path(const Model& p) {
  return loop_path(path_steps(p, unique_solution(p)), *Ops::teller(p), Ops::rules().max_tier);
}

}  // namespace looplab::families
