#pragma once
// Slitherlink's hints and solution path (families/explain.hpp): its solver's steps
// (solver/step.hpp, recorded by the rules themselves) told in its own words, walked and
// chosen as every loop family's (families/loop_explain.hpp says how).
//
// Colouring rests on marks the player can see: two cells are on the same side of the
// loop when a chain of crossed edges joins them, on opposite sides when the chain
// crosses an odd number of lines; a 2 whose two neighbours are related passes a relation
// to its other two, and that link's premises are the 2 and its chain.
#include <memory>
#include <string>
#include <vector>

#include "families/explain.hpp"
#include "families/loop_explain.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "solver/step.hpp"

namespace looplab::slitherlink {

// A player's position from `hint`'s STATE: H and V in check's layout, one character an
// edge: '1' a line, 'x' or '0' a cross, '.' undecided; no strings: nothing marked.
// Per edge id: 0 undecided, 1 line, 2 cross. InputError naming the position of a bad one.
std::vector<int> read_position(const Puzzle& p, const std::vector<std::string>& state);

// The one solution; InputError unless there is exactly one.
EdgeSet unique_solution(const Puzzle& p);

// The steps of the solution path in the solver's numbering, from the empty board.
solver::StepLog path_steps(const Puzzle& p, const EdgeSet& solution);
// The steps the rules up to `tier` take from `position` (read_position's numbering),
// before any of them (for hints and tests).
solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& position, int tier);

// Its words (hint_text.cpp), and a step as the player is told it: rows and columns, one
// sentence.
std::unique_ptr<families::LoopTeller> teller(const Puzzle& p);
families::ShownStep show(const Puzzle& p, const solver::Step& step);

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state);
families::Path path(const Puzzle& p);

}  // namespace looplab::slitherlink
