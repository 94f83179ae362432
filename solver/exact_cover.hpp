#pragma once
// Exact cover by Knuth's Algorithm X with dancing links (his DLX1, plus the colours of
// DLX2), general enough for any family to pose itself as an exact-cover problem.
//
// The problem: items 0 .. primary-1 are *primary* (each must be covered exactly once),
// items primary .. primary+secondary-1 are *secondary* (covered at most once). An option
// is a set of items; a solution is a set of options covering every primary item exactly
// once and every secondary item at most once. A secondary item inside an option may carry
// a colour c > 0: then any number of chosen options may share that item as long as they
// all give it the same colour (colour 0 = the plain "at most once" rule). Colours on
// primary items are a contract violation (LK_REQUIRE).
//
// Posing a problem, e.g. a tile-rotation puzzle: one primary item per
// cell ("this cell gets one orientation"), one secondary item per edge between cells, and
// per cell one option per orientation naming the cell and every edge around it coloured
// 1 (a connector crosses it) or 2 (none does). Two neighbours then agree on their shared
// edge exactly when their colours match, and exact covers are the puzzle's solutions.
// Items that may be left uncovered are secondary; items covered at most once without a
// colour are secondary with colour 0.
//
// Layout, as in Knuth's DLX1 (TAOCP 7.2.2.1): one flat array of nodes. Nodes 1..N are
// the item headers (their `top` field holds the item's length), then every option is a
// run of nodes, one per item, fenced by spacer nodes (top <= 0):
//
//     headers 1..N | spacer | opt0 items... | spacer | opt1 items... | spacer
//                           ^ spacer.up = first node of the option before,
//                             spacer.down = last node of the option after
//
// Each node links up/down within its item's column; the primary headers form a circular
// left/right list through the root 0 (secondary headers through N+1), so the search sees
// only primary items when it looks for the item with fewest options (MRV). Nothing is
// allocated per search node: covering an item unlinks nodes in place and uncovering
// relinks them in exactly the reverse order.
//
// Cost: exponential in general. `updates` counts node unlinks (Knuth's measure), so
// updates per second compares directly with DLX1. solve() leaves the links as it found
// them, so it can be called again (e.g. with another seed).
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/rng.hpp"

namespace looplab::solver {

struct ExactCoverRequest {
  std::uint64_t limit = 0;      // stop after this many solutions; 0 = find them all
  std::uint64_t max_nodes = 0;  // give up after this many search nodes; 0 = never
  // When set, the options of each chosen item are tried in a random order drawn from
  // this Rng, so the first solution is a random one (not uniformly random over all
  // solutions: the search tree is not weighted by subtree size).
  core::Rng* rng = nullptr;
  // Called with the option ids (in the order they were chosen) of every solution found;
  // return false to stop the search there. The span is only valid during the call.
  std::function<bool(std::span<const int>)> on_solution;
  bool keep_first = true;  // copy the first solution into ExactCoverResult::first
};

struct ExactCoverStats {
  std::uint64_t nodes = 0;    // search nodes entered (the root counts)
  std::uint64_t updates = 0;  // node unlinks done by cover/hide/purify
  double seconds = 0;
  double updates_per_second() const {
    return seconds > 0 ? static_cast<double>(updates) / seconds : 0;
  }
};

struct ExactCoverResult {
  std::uint64_t solutions = 0;  // found (a lower bound unless `complete`)
  bool complete = false;        // the whole tree was searched
  bool gave_up = false;         // stopped by max_nodes
  std::vector<int> first;       // option ids of the first solution found, sorted
  ExactCoverStats stats;
};

// One (item, colour) entry of an option; colour 0 means "no colour".
struct CoverEntry {
  int item;
  int colour = 0;
};

class ExactCover {
 public:
  ExactCover(int primary_items, int secondary_items);

  // Adds an option and returns its id (0, 1, 2, ... in call order). Each item at most
  // once per option; colours > 0 only on secondary items. An option naming only
  // secondary items is legal but can never be chosen.
  int add_option(std::span<const int> items);
  int add_option(std::span<const CoverEntry> entries);

  int primary_items() const { return primary_; }
  int secondary_items() const { return secondary_; }
  int options() const { return static_cast<int>(option_start_.size()); }
  // Items of option `id`, in the order given to add_option.
  std::vector<int> option_items(int id) const;

  ExactCoverResult solve(const ExactCoverRequest& request = {});

 private:
  struct Node {
    int top;  // item header of this node; for headers: the item's length; spacers: <= 0
    int up;
    int down;
    int colour;  // 0 none, > 0 colour, -1 already matched by purify
  };

  // kColours = false drops the colour test from the innermost loops when no option
  // has a colour (plain DLX1), which is most problems.
  template <bool kColours>
  struct Search;
  template <bool kColours>
  void cover(int item);
  template <bool kColours>
  void uncover(int item);
  template <bool kColours>
  void hide(int node);
  template <bool kColours>
  void unhide(int node);
  void purify(int node);
  void unpurify(int node);
  template <bool kColours>
  void commit(int node);
  template <bool kColours>
  void uncommit(int node);
  template <bool kColours>
  void run_search(const ExactCoverRequest& request, ExactCoverResult& result);

  int primary_, secondary_;
  std::vector<int> left_, right_;  // header lists: primary through 0, secondary through N+1
  std::vector<Node> nodes_;
  std::vector<int> option_start_;  // first node of each option
  std::vector<int> option_of_;     // node -> option id (headers and spacers: -1)
  int last_spacer_;
  bool has_colours_ = false;
  std::uint64_t updates_ = 0;
};

}  // namespace looplab::solver
