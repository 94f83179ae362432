#pragma once
// ∞ Loop's hints and solution path (families/explain.hpp): its solver's steps
// (solver/step.hpp, recorded by the rules themselves, solver.hpp says in which marks)
// told in its own words (hint_text.cpp), walked as every loop family's
// (families/loop/explain.hpp).
//
// What the player marks is tiles: a tile is settled when the player says its turn is
// final (the web app: a tile the player has turned). A hint reads only the settled tiles,
// the tiles' shapes and the border; the sides of a settled tile are seen through it.
// Its conclusions are turns (Apply turns those tiles) and the sides and ruled-out turns
// the same deduction passes through on the way: one hint is the journey from what the
// player sees to a tile turned, its tier that of its hardest step.
//
// Sides between tiles are named as the grid lines they lie on: `h` row r, column c is the
// side above the tile at row r, column c; `v` row r, column c the side left of it. A
// line there is a pipe crossing, a cross none.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "families/explain.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "families/loop/explain.hpp"
#include "solver/step.hpp"

namespace looplab::infinity_loop {

// A player's position from `hint`'s STATE: the rows of the grid (one string a row, or
// one string with '/' between rows), a tile's glyph as the player has it turned when
// settled (any ∞ Loop glyph, heavy or light) or '?' when not. No strings: nothing
// settled. Per tile: its mask when settled, -1 when not; a tile with one turn (blank,
// ╋) is always settled. InputError naming the row and column of a bad tile.
std::vector<int> read_position(const Puzzle& p, const std::vector<std::string>& state);

// The one solution's masks; InputError unless there is exactly one.
std::vector<std::uint8_t> unique_solution(const Puzzle& p);
// A mark's value (solver.hpp's mark ids) in the solution: kHas or kHasNot.
std::vector<int> solution_marks(const Puzzle& p, const std::vector<std::uint8_t>& solution);
// The same as a stored path names them (Puzzle::solution_marks): every tile's turn
// decided, its other turns ruled out and the sides between tiles also, and what the empty
// board shows (the border, the tiles with one turn: position_marks of no STATE) shown.
families::SolutionMarks solution_items(const Puzzle& p, const std::vector<std::uint8_t>& solution);
// The marks a position shows (0 where it shows nothing): the border, and every settled
// tile's turn, its ruled-out turns and its sides.
std::vector<int> position_marks(const Puzzle& p, const std::vector<int>& settled);

// The steps of the solution path in the solver's numbering, from the empty board.
solver::StepLog path_steps(const Puzzle& p, const std::vector<std::uint8_t>& solution);
// The steps the rules up to `tier` take from a position (read_position's numbering).
solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& settled, int tier);

// Its words (hint_text.cpp), and a step as the player is told it.
std::unique_ptr<families::LoopTeller> teller(const Puzzle& p);
families::ShownStep show(const Puzzle& p, const solver::Step& step);

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state);
families::Path path(const Puzzle& p);

}  // namespace looplab::infinity_loop
