#pragma once
// Counting search shared by every family: propagate to a fixpoint, and when that
// stalls, branch on a choice the model picks, undoing through the model's trail on the
// way back. It stops as soon as `limit` solutions are found, so limit 2 turns
// "exactly one solution" into a proof.
//
// A Model supplies (all cheap; the search itself allocates only its branch stack):
//   bool propagate();                 // run rules to a fixpoint; false on contradiction
//   bool solved() const;              // every variable decided (after propagate)
//   Branch choose_branch();           // a choice point with `alternatives` (>= 2) ways
//   bool take(const Branch&, int i);  // commit to way i; false on immediate contradiction
//   Mark mark() const; void undo(Mark);
//   void on_solution();               // called at each solution, state intact
//   Stats& stats();
// The model counts rule steps itself; the search counts guesses, backtracks, depth.
#include <chrono>
#include <cstdint>
#include <vector>

#include "solver/stats.hpp"

namespace looplab::solver {

struct SearchOptions {
  std::uint64_t limit = 2;      // stop after this many solutions; 0 = count them all
  std::uint64_t max_nodes = 0;  // give up after this many nodes; 0 = never
};

struct SearchResult {
  std::uint64_t solutions = 0;
  bool complete = false;  // the whole space was searched (not cut by limit or max_nodes)
  bool gave_up = false;   // stopped by max_nodes: the count is only a lower bound
  Status status() const { return status_of(solutions); }
};

template <class Model>
SearchResult count_solutions(Model& model, const SearchOptions& options = {}) {
  using Branch = typename Model::Branch;
  using Mark = decltype(model.mark());
  struct Frame {
    Mark mark;
    Branch branch;
    int next;
  };
  const auto start = std::chrono::steady_clock::now();
  Stats& st = model.stats();
  SearchResult result;
  std::vector<Frame> stack;
  bool alive = (++st.nodes, model.propagate());
  bool stop = false;
  for (;;) {
    if (alive) {
      if (model.solved()) {
        ++result.solutions;
        model.on_solution();
        if (options.limit != 0 && result.solutions >= options.limit) {
          stop = true;
          break;
        }
      } else {
        stack.push_back(Frame{model.mark(), model.choose_branch(), 0});
        ++st.guesses;
        if (static_cast<int>(stack.size()) > st.max_depth)
          st.max_depth = static_cast<int>(stack.size());
      }
    }
    // Move to the next untried alternative, popping exhausted frames.
    alive = false;
    while (!stack.empty()) {
      Frame& top = stack.back();
      model.undo(top.mark);
      if (top.next >= top.branch.alternatives) {
        stack.pop_back();
        continue;
      }
      if (options.max_nodes != 0 && st.nodes >= options.max_nodes) {
        result.gave_up = stop = true;
        break;
      }
      const int i = top.next++;
      ++st.nodes;
      if (model.take(top.branch, i) && model.propagate()) {
        alive = true;
        break;
      }
      ++st.backtracks;
    }
    if (stop || !alive) break;
  }
  result.complete = !stop;
  // Leave the model at the root fixpoint (or the last solution when stopped early).
  st.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace looplab::solver
