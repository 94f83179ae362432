#pragma once
// Solving, rating and generating Towers: what the family's type-erased interface calls.
#include <nlohmann/json.hpp>

#include "core/rng.hpp"
#include "families/cp_support.hpp"
#include "families/family.hpp"
#include "families/towers/puzzle.hpp"

namespace looplab::towers {

families::CpSolved solve(const Puzzle& p, std::uint64_t limit = 2, std::uint64_t max_nodes = 0);
bool is_unique(const Puzzle& p);
// Propagation with the rules up to `tier` alone solves the puzzle (so it is unique and
// its level is at most that tier's): the generator's cheap level cap.
bool solvable_within(const Puzzle& p, int tier);
families::SolveReport solve_report(const Puzzle& p, const families::SolveRequest& request);

// {"grade","score","tatham_level","metrics"}: see docs/RATING.md.
families::Rating rate(const Puzzle& p);

// One generation attempt (see families::Family::generate). `request.symmetry`
// (generator/symmetry.hpp) applies to the clues around the grid and to the givens.
families::Generated generate(const families::GenerateRequest& request, core::Rng& rng);

// The generator's items in orbits of `symmetry` (a name generator::symmetry_orbits
// knows): 0..4n-1 are clue slots (side * n + index, sides in Side order), 4n + cell the
// givens. Clues move with their line, as on the frame around the grid.
std::vector<std::vector<int>> item_orbits(int n, std::string_view symmetry);
// The value of one such item in p (0 = absent).
int& item_value(Puzzle& p, int item);
int item_value(const Puzzle& p, int item);

inline constexpr std::string_view kTathamLevels[] = {"easy", "hard", "extreme", "unreasonable"};

}  // namespace looplab::towers
