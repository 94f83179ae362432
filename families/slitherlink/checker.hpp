#pragma once
// The independent checker: decides whether an edge set solves a puzzle, written
// plainly and sharing nothing with the solvers (its own indexing, Boost.Graph for
// connectivity), so that tests can trust it to judge them.
#include <optional>
#include <string>

#include "families/slitherlink/puzzle.hpp"

namespace looplab::slitherlink {

// nullopt when `edges` is a valid solution of `puzzle`: every clue met, every vertex
// of degree 0 or 2, and the edges form exactly one cycle. Otherwise the first
// reason found, e.g. "clue 3 at row 2, column 4 has 2 sides on the loop".
std::optional<std::string> check_solution(const Puzzle& puzzle, const EdgeSet& edges);

}  // namespace looplab::slitherlink
