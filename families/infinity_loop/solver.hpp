#pragma once
// The ∞ Loop propagation model, the Model of solver/search.hpp.
//
// Variables: every edge between two tiles is on (a pipe crosses it) or off; edges on
// the border are off from the start. Each tile keeps its domain, the set of masks it
// may still be turned into (a 16-bit set, see rotations_of). Rules, run from a queue
// of tiles to a fixpoint:
//   border / neighbour_match  drop the masks that disagree with a known edge;
//   shared_side               an edge every remaining mask agrees on is decided;
//   probe (optional, tier 2)  a mask whose choice propagates to a contradiction is
//                             dropped (used by the rater; off for plain solving).
// Every write goes through an undo trail, so a guess costs what it changes.
//
//   edges: vertical steps first, then horizontal ones (R x C tiles)
//     up(r,c) = r*C + c            down(r,c) = (r+1)*C + c          (R+1)*C of them
//     left(r,c) = V + r*(C+1) + c  right(r,c) = V + r*(C+1) + c + 1  V = (R+1)*C
//
// Branching takes the first undecided tile in row-major order (its up and left edges
// are known, so it has few masks left); the cursor is part of the undo state.
// Cost: O(tiles) to build, propagation O(changes).
#include <cstdint>
#include <vector>

#include "core/trail.hpp"
#include "families/infinity_loop/puzzle.hpp"
#include "solver/stats.hpp"

namespace looplab::infinity_loop {

enum Rule : int { kBorder = 0, kNeighbourMatch, kSharedSide, kProbe, kNumRules };
const std::vector<solver::RuleInfo>& rules();

enum EdgeState : std::uint8_t { kUnknown = 0, kOff = 1, kOn = 2 };

class Solver {
 public:
  struct Branch {
    int tile = -1;
    int alternatives = 0;
    std::uint8_t masks[4] = {};
  };
  struct Mark {
    core::Trail<std::uint16_t>::Mark domains;
    core::Trail<std::uint8_t>::Mark edges;
    int undecided;
    int cursor;
  };

  explicit Solver(const Puzzle& p, bool probing = false);

  // --- the Model interface of solver/search.hpp
  bool propagate();
  bool solved() const { return undecided_ == 0; }
  Branch choose_branch();
  bool take(const Branch& b, int i) { return decide(b.tile, b.masks[i]); }
  Mark mark() const { return {dtrail_.mark(), etrail_.mark(), undecided_, cursor_}; }
  void undo(const Mark& m);
  void on_solution();
  solver::Stats& stats() { return stats_; }

  // --- for the exact counter, the generator and the rater
  const Puzzle& puzzle() const { return p_; }
  int num_tiles() const { return static_cast<int>(domain_.size()); }
  int undecided() const { return undecided_; }
  std::uint16_t domain(int tile) const { return domain_[static_cast<std::size_t>(tile)]; }
  bool decided(int tile) const { return (domain(tile) & (domain(tile) - 1)) == 0; }
  int edge_of(int tile, int side) const;
  std::uint8_t edge(int e) const { return edge_[static_cast<std::size_t>(e)]; }
  // The tile across `side`, or -1 at the border.
  int neighbour(int tile, int side) const;
  // Narrows a tile to one mask (queued for propagation); false when not in its domain.
  bool decide(int tile, std::uint8_t mask);
  // The current masks (each decided tile's one mask; 0 where undecided).
  std::vector<std::uint8_t> current() const;
  // Solutions met by the search, the first two kept (on_solution).
  const std::vector<std::vector<std::uint8_t>>& found() const { return found_; }
  void set_probing(bool on) { probing_ = on; }

 private:
  bool propagate_plain();
  bool probe();
  bool narrow(int tile, std::uint16_t keep, Rule why);
  void set_edge(int e, std::uint8_t state);
  void enqueue(int tile) {
    if (!queued_[static_cast<std::size_t>(tile)])
      queued_[static_cast<std::size_t>(tile)] = 1, queue_.push_back(tile);
  }
  void clear_queue();

  Puzzle p_;
  int rows_, cols_, vbase_;
  std::vector<std::uint16_t> domain_;
  std::vector<std::uint8_t> edge_;
  core::Trail<std::uint16_t> dtrail_;
  core::Trail<std::uint8_t> etrail_;
  int undecided_ = 0;
  int cursor_ = 0;
  bool probing_;
  std::vector<int> queue_;
  std::vector<std::uint8_t> queued_;
  solver::Stats stats_;
  std::vector<std::vector<std::uint8_t>> found_;
};

}  // namespace looplab::infinity_loop
