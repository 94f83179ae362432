#pragma once
// Masyu's hints and solution path (families/explain.hpp): its solver's steps
// (solver/step.hpp, recorded by the rules themselves) told in its own words, walked and
// chosen as every loop family's (families/loop/explain.hpp says how).
//
// Edges are the steps between cell centres, in check's H and V layout (the edges of
// dot_grid); a pearl is a clue in its cell (1 white, 2 black: puzz.link's values). A
// pearl's step rests on the pearl and on the marks that rule out each way the pearl
// could otherwise go; a pair's on both pearls and those marks. Colouring rests on marks
// the player can see: two squares between cell centres (named by their corner point,
// rows 0..R and columns 0..C) are on the same side of the loop when a chain of crossed
// steps joins them, on opposite sides when the chain crosses an odd number of lines.
#include <memory>

#include "families/explain.hpp"
#include "families/loop/explain.hpp"
#include "families/masyu/puzzle.hpp"
#include "solver/step.hpp"

namespace looplab::masyu {

struct ExplainOps;  // explain.cpp: its solver, rules and words for families::LoopExplain
// read_position (STATE: H and V in check's layout, one character a step between cell
// centres, the edges of dot_grid), unique_solution, path_steps, steps_from, hint, path,
// show.
using Explain = families::LoopExplain<Puzzle, ExplainOps>;

// Its words (hint_text.cpp).
std::unique_ptr<families::LoopTeller> teller(const Puzzle& p);

}  // namespace looplab::masyu

extern template struct looplab::families::LoopExplain<looplab::masyu::Puzzle, looplab::masyu::ExplainOps>;
