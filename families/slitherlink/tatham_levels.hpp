#pragma once
// Loopy's difficulty scale, measured the way Loopy measures it: a separate, plain
// propagation grader whose four levels admit the same kinds of reasoning as Simon
// Tatham's Loopy solver (sgt-puzzles), so `tatham_level` can be compared with the grade
// Loopy gives its own puzzles. It never guesses; the level is the lowest one at which
// propagation alone pins the loop down.
//   easy    counting at cells and dots (a cell one short of its clue with a line
//           already at a corner of an unknown pair fills the rest), and refusing any
//           edge that would close a loop early
//   normal  + facts about pairs of edges meeting at a dot ("at most one" / "at least
//           one"), bounds on a cell's count built from them
//   tricky  + carrying those pair facts across a dot and along diagonal chains of cells
//   hard    + edges known to be equal or opposite, and parity at cells and dots
// Closing the last loop by elimination does not count as solving, as in Loopy: the
// edge that would close the only path into a loop meeting every clue is never set by
// the loop rule. Unlike Loopy, which gives up as soon as it meets such an edge, the
// grader goes on and solves the puzzle when other deductions settle that edge; every
// rule then only adds facts, so the verdict does not depend on the order of work.
#include <optional>
#include <string_view>

#include "families/rating/rating.hpp"
#include "families/slitherlink/puzzle.hpp"
#include "generator/reduce.hpp"

namespace looplab::slitherlink {

struct GridPuzzle;

enum class TathamLevel { Easy, Normal, Tricky, Hard };
// Their names, in the order above: the one list the rating, Family::tatham_levels and
// `generate --tatham-level` read.
inline constexpr std::string_view kTathamLevels[] = {"easy", "normal", "tricky", "hard"};

inline std::string_view to_string(TathamLevel level) { return kTathamLevels[static_cast<int>(level)]; }
inline std::optional<TathamLevel> parse_tatham_level(std::string_view name) {
  const int i = families::level_index(kTathamLevels, name);
  return i < 0 ? std::nullopt : std::optional(static_cast<TathamLevel>(i));
}

// Each call below takes a square-grid Puzzle or a GridPuzzle on any other Loopy grid
// (grid_puzzle.hpp): the rules read no more of a grid than its faces, dots and the
// order of edges round them, as Loopy's own solver does.

// Whether propagation at `level` alone determines the loop.
bool solvable_at(const Puzzle& puzzle, TathamLevel level);
bool solvable_at(const GridPuzzle& puzzle, TathamLevel level);

// The same answer from whole-grid passes (tatham_levels_plain.cpp): slower, simpler,
// kept to check the fast one.
bool solvable_at_plain(const Puzzle& puzzle, TathamLevel level);
bool solvable_at_plain(const GridPuzzle& puzzle, TathamLevel level);

// solvable_at(`full` with some clues removed, level) for generator::reduce_items_shared,
// which removes clues at a level sharing the deductions that clue sets under test have
// in common. Items are cell indices. There is one such test per thread, re-armed by
// each call (its buffers are reused); `full` must outlive its use.
generator::SharedTest& shared_level_test(const Puzzle& full, TathamLevel level);
generator::SharedTest& shared_level_test(const GridPuzzle& full, TathamLevel level);

// Whether some present clue can go with the Hard level still pinning the loop down: a
// proof, without SAT, that the puzzle is not minimal. Most puzzles made for a level or
// a low grade are not, and one clue shows it in microseconds, where each SAT question of
// a minimality proof costs about a millisecond at 10x10.
bool hard_level_removes_a_clue(const Puzzle& puzzle);
bool hard_level_removes_a_clue(const GridPuzzle& puzzle);

// The lowest level that solves the puzzle; nullopt when even `hard` does not.
std::optional<TathamLevel> tatham_level(const Puzzle& puzzle);
std::optional<TathamLevel> tatham_level(const GridPuzzle& puzzle);

}  // namespace looplab::slitherlink
