#pragma once
// The generator's fast path for Towers: propagation and counting on bitmasks, beside
// the generic engine's model (rules.hpp), its slow twin; tests pit the two against each
// other.
//
// State: one mask of possible heights per cell (bit v = height v + 1) and an undo trail
// of (cell, old mask), so a guess never copies the grid. The rules are the engine's
// tiers 0 to 2, each run only when the tiers below are at their fixpoint (a changed
// cell marks its row and column):
//   tier 0  a decided height leaves its row and column (at once, from a stack of
//           decided cells), naked and hidden singles, clue bounds (the fixed bounds are
//           applied once, when the puzzle is loaded; facing clues, a clue 1, the
//           bounds that decided heights hidden behind taller ones tighten, and the
//           "nearly seen" rule as in visibility.hpp)
//   tier 1  a line keeps only the heights that some permutation fitting each of its
//           clues and the domains uses (line_support_each_clue): the engine's
//           line_permutations and, on lines without clues, its Hall sets, which
//           subsume the subset rules
//   tier 2  fish (the same line rule on each height's rows -> columns placement, as
//           solver/fish.hpp), forcing chains through two-valued cells (as
//           solver/forcing_chain.hpp: the first contradiction found is removed) and
//           chains whose ends share a height (as solver/xy_chain.hpp)
// Tiers 0 and 1 only narrow, so their fixpoint does not depend on the order; tier 2
// follows the engine's order of work, and the tests compare "solved by the tiers up to
// t" with the engine's capped propagation for t = 0, 1, 2.
// Counting branches on the cell with the fewest heights, with tier-1 propagation on the
// clued lines at every node (both clues at once: Use::Count).
//
// Cost: a tier-0 pass over a line is O(n); tier 1 scans a permutation table (n <= 8
// with clues, n <= 7 without) or walks the permutations; a forcing-chain pass is
// O(two-valued cells x chain length x n).
#include <cstdint>
#include <vector>

#include "families/towers/puzzle.hpp"

namespace looplab::towers {

// What a counting run saw, for `solve` (fast_count).
struct FastCount {
  std::uint64_t solutions = 0;
  bool complete = false;         // the whole space was searched (not stopped by the limit)
  std::vector<Grid> found;       // the first two solutions, heights 1..n
  std::uint64_t guesses = 0;     // branch points opened
  std::uint64_t backtracks = 0;  // branches that ended in a contradiction
  std::uint64_t nodes = 0;       // propagations run
  int max_depth = 0;             // deepest open branch point
};

class FastTowers {
 public:
  // Loads p's clues and givens and applies the fixed clue bounds; false when that
  // alone contradicts.
  bool load(const Puzzle& p);
  // Level: the rater's rules (tier 1 takes each clue on its own, and runs on lines
  // without clues too: Hall sets). Count: the counting search's propagation (tier 1
  // with both clues at once, stronger, on the clued lines alone; the others are left
  // to the search).
  enum class Use { Level, Count };
  // Runs the rules of tiers <= tier (0, 1 or 2) to their fixpoint; false on a
  // contradiction.
  bool propagate(int tier, Use use = Use::Level);
  bool solved() const;
  // Solutions of the loaded puzzle, up to `limit`, from the current state (at a
  // fixpoint of some tier, with what the tiers above have to see still pending). The
  // state is left as it was.
  std::uint64_t count(std::uint64_t limit);
  // Whether the current state has a solution other than `solution` (heights 1..n,
  // row-major, itself a solution): count(2) == 1 for a puzzle made from it, sooner
  // when it is not unique, since the search tries the known height last.
  bool other_solution(const int* solution);
  // The same count, with the first solutions and the search's statistics.
  FastCount count_reported(std::uint64_t limit);

  // Building a puzzle item by item, for clue removal (shared_level.hpp): after load(),
  // add_clue and add_given narrow the state as loading the larger puzzle would, and
  // propagate() again reaches the same fixpoint as from scratch when its tiers only
  // narrow (tiers 0 and 1: see the tests). `front` = the clue seen from the left of a
  // row or the top of a column (line = row, or n + column); false on a contradiction,
  // after which only restore() is meaningful.
  bool add_clue(int line, bool front, int clue);
  bool add_given(int cell, int height);
  // A point to come back to, taken after propagate(): the undo trail's length, the
  // clues and the lines the tiers above the last propagate() still have to look at
  // (the cache of the "nearly seen" rule is dropped on restore).
  struct Slot {
    std::size_t trail = 0;
    std::uint32_t dirty1 = 0;
    bool dirty2 = false;
    int front[2 * kMaxSize] = {}, back[2 * kMaxSize] = {};
  };
  void save(Slot& slot) const;
  void restore(const Slot& slot);
  // The domains (bit v = height v + 1), row-major.
  const std::uint16_t* domains() const { return dom_; }

 private:
  bool set(int cell, std::uint16_t d);  // narrows; false when empty
  bool eliminate(int cell);
  void clear_pending();
  bool line_tier0(int line);
  bool line_tier1(int line, Use use);
  bool fish();
  // What both chain rules read, as cell masks (up to 81 cells: 128 bits).
  struct ChainMasks {
    using Mask = unsigned __int128;
    static Mask bit(int cell) { return Mask{1} << cell; }
    Mask two = 0;                      // two-valued cells
    Mask holds[kMaxSize] = {};         // cells that may hold height v
    Mask line_cells[2 * kMaxSize] = {};  // rows, then columns
  };
  void chain_masks(ChainMasks& m) const;
  bool forcing_chain();
  bool xy_chain();
  bool nearly_seen(int line, int side, int clue, const int* pos);
  bool hidden_bounds(int line, int side, int clue, const int* pos);
  bool clue_bounds(int line);
  bool search(std::uint64_t limit, std::uint64_t& found, int depth);
  void undo(std::size_t mark);

  int n_ = 0;
  std::uint16_t all_ = 0;
  std::uint16_t dom_[kMaxSize * kMaxSize] = {};
  int cells_[2 * kMaxSize][kMaxSize] = {};            // line -> cells, rows then columns
  std::uint32_t lines_of_[kMaxSize * kMaxSize] = {};  // cell -> its row's and column's bits
  int front_[2 * kMaxSize] = {}, back_[2 * kMaxSize] = {};
  std::uint32_t dirty0_ = 0, dirty1_ = 0;           // lines to revisit, per tier
  std::uint8_t decided_[kMaxSize * kMaxSize] = {};  // cells decided, not yet eliminated
  int decided_size_ = 0;
  bool dirty2_ = false;                            // something changed since tier 2 last ran
  std::uint16_t seen_decided_[2 * kMaxSize] = {};  // decided heights when tier 0 last read them
  std::vector<std::pair<int, std::uint16_t>> trail_;
  FastCount* report_ = nullptr;  // set during count_reported
  const int* avoid_ = nullptr;   // set during other_solution
};

// The propagation of the tiers up to `tier` (0, 1 or 2) alone solves p: the rater's
// "level at most tier" (solve.hpp solvable_within), sooner.
bool fast_solvable_within(const Puzzle& p, int tier);
bool fast_is_unique(const Puzzle& p);
// Counts p's solutions up to `limit` (0 = all) on the fast path: what `solve` reports
// (solve.hpp), without the engine's rule counts.
FastCount fast_count(const Puzzle& p, std::uint64_t limit);

}  // namespace looplab::towers
