#pragma once
// Slitherlink's hints and solution path (families/explain.hpp): its solver's steps
// (solver/step.hpp, recorded by the rules themselves) told in its own words, walked and
// chosen as every loop family's (families/loop/explain.hpp says how).
//
// Colouring rests on marks the player can see: two cells are on the same side of the
// loop when a chain of crossed edges joins them, on opposite sides when the chain
// crosses an odd number of lines; a 2 whose two neighbours are related passes a relation
// to its other two, and that link's premises are the 2 and its chain.
#include <memory>

#include "families/explain.hpp"
#include "families/loop/explain.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "solver/step.hpp"

namespace looplab::slitherlink {

struct ExplainOps;  // explain.cpp: its solver, rules and words for families::LoopExplain
// read_position (STATE: H and V in check's layout, one character an edge),
// unique_solution, path_steps, steps_from, hint, path, show.
using Explain = families::LoopExplain<Puzzle, ExplainOps>;

// Its words (hint_text.cpp), on the square grid and on a grid given as a graph.
std::unique_ptr<families::LoopTeller> teller(const Puzzle& p);
struct GridPuzzle;
std::unique_ptr<families::LoopTeller> grid_teller(const GridPuzzle& p);

}  // namespace looplab::slitherlink

extern template struct looplab::families::LoopExplain<looplab::slitherlink::Puzzle, looplab::slitherlink::ExplainOps>;
