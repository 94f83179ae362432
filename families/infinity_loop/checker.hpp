#pragma once
// The independent checker of ∞ Loop solutions, written apart from the solver on
// purpose (plain loops over the grid, no shared tables): every tile is a rotation of
// the given one, no pipe end points off the grid, and every pipe end meets a pipe end
// of its neighbour. Also the slow twin of the counting solver: brute force over all
// rotations of a tiny grid.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "families/infinity_loop/puzzle.hpp"

namespace looplab::infinity_loop {

// nullopt when `solution` (row-major masks) solves `p`, else the first reason it does not.
std::optional<std::string> check_solution(const Puzzle& p,
                                          const std::vector<std::uint8_t>& solution);

// Tries every rotation of every tile (at most 4^tiles checks): only for tiny grids.
// LK_REQUIREs at most 12 tiles.
std::uint64_t count_by_brute_force(const Puzzle& p);

}  // namespace looplab::infinity_loop
