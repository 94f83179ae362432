#pragma once
// A deduction as a player is told it: the rule that fired, what it decided and what it
// read. The rater counts these steps (Stats::rule_steps), the solution path lists them
// and a hint shows one: three readings of one walk of the rules (docs/ARCHITECTURE.md,
// "Steps"). Everything here is in the family's own numbering (edge ids, cells, tiles);
// the family edge (families/explain.hpp) turns it into rows and columns.
//
// A solver records steps only when given a StepLog (a null pointer otherwise, tested
// where a rule fires), so solving, rating and generating pay nothing for them.
#include <cstdint>
#include <vector>

namespace looplab::solver {

// One thing a step read or decided.
struct Fact {
  enum Kind : std::uint8_t {
    Mark,   // a player's mark: `at` the item (loop families: an edge id), `value` its
            // state (loop families: 1 line, 2 cross; others their own)
    Clue,   // a clue: `at` where it is (a cell), `value` the clue
    Place,  // a place the rule looked at with nothing on it: `at` in the family's
            // numbering, `value` which kind of place (the family's)
  };
  Kind kind = Mark;
  std::int32_t at = 0;
  std::int32_t value = 0;
  bool operator==(const Fact&) const = default;
};

struct Step {
  enum Kind : std::uint8_t {
    Rule,           // a rule of the family's table fired: premises -> conclusions
    Trial,          // supposing `supposed` led, through `chain`, to a contradiction,
                    // so the conclusion is its opposite
    Contradiction,  // the end of a trial's chain: premises that cannot all hold; no conclusion
    Guess,          // deduction has run out: a search branch, taken on the solution's side
  };
  Kind kind = Rule;
  int rule = -1;  // the row of the family's RuleInfo table (solver/stats.hpp); -1: a guess
  int tier = 0;   // that row's tier; a guess: one above the family's highest
  std::vector<Fact> conclusions;  // the marks it decided (Fact::Mark)
  std::vector<Fact> premises;     // the clues, places and marks it read; a trial: the marks and
                                  // clues its chain read that the chain did not decide itself
  Fact supposed{};                // a trial: the mark supposed
  std::vector<Step> chain;        // a trial: the steps it forced, the last a Contradiction
};

// The places a loop family's steps look at (Fact::Place's value; solver/loop_solver.hpp):
// a vertex of its graph, or a face.
inline constexpr std::int32_t kPlaceVertex = 0, kPlaceFace = 1;

// Where a solver appends the steps it takes, in the order it takes them.
using StepLog = std::vector<Step>;

}  // namespace looplab::solver
