#pragma once
// Hints and solution paths (families/explain.hpp) for the digit families on the generic
// engine (Sudoku, Towers), written once: the position read from STATE, the path, the
// hint's choice, and the frame of every sentence. A family gives a DigitsBoard (its
// cells' units, givens, solution and engine) and a DigitsTeller with its words for its
// own rules and clues (families/sudoku/hint_text.cpp, families/towers/hint_text.cpp).
//
// Steps come from the engine's propagators (solver/cp_engine.hpp, record_steps): a
// conclusion or premise is a Fact::Mark at a cell, value d > 0 the digit d placed, -d
// the digit d ruled out; a given is a Fact::Clue at its cell; a family's clue outside
// the grid a Fact::Clue at cell_count + its own numbering.
//
// What the player can see. STATE is the solved-grid text with blanks ('.' or '0') and,
// optionally, the digits the player has ruled out ("r3c4-7" tokens). A ruled-out digit
// the player sees without a mark is one placed in the same unit (row, column, box); any
// other one must be in STATE. A hint rests only on what the player sees: from the
// position, the rules of tier 0 alone, then 0-1, ...; the first tier with a step whose
// premises are all seen and whose conclusions are not all seen already gives the hint,
// the one nearest the player's marks. So a pointing step is a hint of its own ("row 4,
// column 7 can't be 7"), and a later step resting on it is offered once the player has
// marked it. Where every rule has run out, a guess, said to be one.
//
// The path: the engine's walk from the givens (the cheapest tier with work first, as the
// rater walks it), each mark in the first step that decides it; where the rules run out,
// a guess on the solution's side of the search's branch cell.
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "families/explain.hpp"
#include "solver/cp_engine.hpp"
#include "solver/stats.hpp"
#include "solver/step.hpp"

namespace looplab::families {

// A digit family's puzzle as the frame reads it.
struct DigitsBoard {
  int n = 0;                      // digits 1..n on n x n cells, row-major
  std::vector<int> givens;        // per cell: 0 or its given digit
  std::vector<int> solution;      // per cell: the one solution's digit
  std::vector<std::vector<int>> units;  // the cells a digit appears once in
  std::vector<std::string> unit_names;  // "row 3", "column 4", "box 5"
  std::span<const solver::RuleInfo> rules;
  int max_tier = 0;
  // The family's rating engine reset to `domains` (one per cell) with the clues in
  // `clues` alone (Fact::Clue outside the grid), or all the puzzle's when null.
  std::function<solver::CpEngine&(std::span<const solver::Domain> domains,
                                  const std::vector<solver::Fact>* clues)>
      engine;
  int cells() const { return n * n; }
};

// A player's position: per cell 0 or the digit placed; per cell the digits the player
// has ruled out (bit d - 1 for digit d). Givens count as placed.
struct DigitsPosition {
  std::vector<int> placed;
  std::vector<solver::Domain> ruled_out;
};

// STATE (see above); no strings: the givens alone. InputError naming the position of a
// bad character or token; `family` names whose STATE it is.
DigitsPosition read_digits_position(const DigitsBoard& b, const std::vector<std::string>& state,
                                    std::string_view family);

// The family's words and the frame of every sentence: the indication and reasoning, then
// the conclusion in necessity words ("must be 7", "can't be 7").
class DigitsTeller {
 public:
  // `digit`: what the family calls a value ("digit", "height").
  DigitsTeller(const DigitsBoard& b, std::string_view digit) : b_(b), digit_(digit) {}
  virtual ~DigitsTeller() = default;
  ShownStep show(const solver::Step& s) const;

 protected:
  // The family's own rules (and clues outside the grid); nullopt: a rule of the shared
  // all-different library, told here.
  virtual std::optional<std::string> family_why(const solver::Step& s) const = 0;
  virtual std::optional<Item> clue_item(const solver::Fact&) const { return std::nullopt; }
  virtual std::string clue(const solver::Fact& f) const { return "the clue " + std::to_string(f.value); }

  std::string cell(int c) const { return cell_name(c / b_.n, c % b_.n); }
  std::string digits(std::vector<int> ds, std::string_view last = " or ") const;
  // The first unit of [from, to) (every unit when to < 0) holding every one of `cells`,
  // or -1.
  int unit_of(const std::vector<int>& cells, int from = 0, int to = -1) const;
  std::string unit_name(int u) const { return b_.unit_names[static_cast<std::size_t>(u)]; }
  // The cells a step's facts are at (of a kind; Fact::Mark value sign: 1 places, -1
  // ruled out, 0 both).
  static std::vector<int> cells_of(const std::vector<solver::Fact>& facts, int sign = 0);
  static std::vector<int> values_of(const std::vector<solver::Fact>& facts);
  std::string conclusion(const std::vector<solver::Fact>& marks) const;

  const DigitsBoard& b_;
  std::string_view digit_;

 private:
  std::string shared_why(const solver::Step& s) const;
  // A forcing chain walked again from its premises alone (the two-digit cells it read):
  // the cells it fills in turn and the digit that lands twice in a unit, or nullopt when
  // the premises show no contradiction that way.
  std::optional<std::string> chain_why(const solver::Step& s) const;
  // A fish found again from its premises: the rows (or columns) that offer the digit only
  // in as many columns (rows), named; nullopt when no such lines fit the step.
  std::optional<std::string> fish_why(const solver::Step& s) const;
};

// A solution's marks (Puzzle::solution_marks) for digits 1..n on n x n cells, row-major:
// each cell's digit placed, the givens' aside (they are clues), and every other digit
// ruled out of the cells that are not given.
SolutionMarks digits_solution_marks(int n, const std::vector<int>& givens, const std::vector<int>& solution);

// The steps of the solution path from the givens, in the engine's numbering.
solver::StepLog digits_path_steps(const DigitsBoard& b);
// The steps the rules up to `tier` take from `position`.
solver::StepLog digits_steps_from(const DigitsBoard& b, const DigitsPosition& position, int tier);

Path digits_path(const DigitsBoard& b, const DigitsTeller& teller);
Hint digits_hint(const DigitsBoard& b, const DigitsPosition& position, const DigitsTeller& teller);

// The board of an n x n Latin square with its rows, then its columns, as units ("row 1",
// "column 1"; a family adds its others, Sudoku's boxes), and `rules` up to their last
// tier. A hint or path stands on the one solution, so this throws InputError unless
// the count is complete and exactly one (`found`: that solution, digits per cell).
DigitsBoard latin_board(int n, std::vector<int> givens, bool complete, std::uint64_t solutions,
                        const std::vector<std::vector<int>>& found, std::span<const solver::RuleInfo> rules);

// Whether the player sees `f` in `position` (see above): a clue always; a placed digit
// when placed; a ruled-out one when its cell holds another digit, a cell of one of its
// units holds it, or the player ruled it out.
bool seen(const DigitsBoard& b, const DigitsPosition& position, const solver::Fact& f);

// The re-run check of a step: a fresh engine holding the step's premises alone (and no
// other clue or given), with the rules up to the step's tier, reaches its conclusions.
bool follows_from_premises(const DigitsBoard& b, const solver::Step& s);

}  // namespace looplab::families
