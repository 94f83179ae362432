// Hints and the solution path of Slitherlink on Loopy's other grids: the loop families'
// frame (families/loop/explain.hpp) on the Slitherlink solver built from the grid's
// graph, with the grid's words (hint_text.cpp: GridTeller), the position read one
// character an edge, nearness counted along the graph, the one solution proven by the
// loop SAT engine.
#include "core/error.hpp"
#include "families/loop/explain.hpp"
#include "families/slitherlink/explain.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

struct GridExplainOps {
  using Solver = slitherlink::Solver;
  static constexpr std::string_view kName = "Slitherlink";
  static families::LoopRules rules() { return {slitherlink::rules(), kMaxTier}; }
  static std::unique_ptr<families::LoopTeller> teller(const GridPuzzle& p) { return grid_teller(p); }
  static Solver solver(const GridPuzzle& p) { return Solver(p.grid->graph); }
  static void reset(Solver& s, const GridPuzzle& p, int tier) { s.reset(p.clues, tier); }

  struct Proof {
    std::uint64_t solutions = 0;
    bool complete = false;
    std::optional<core::EdgeSet> first;
  };
  static Proof proof_search(const GridPuzzle& p) {
    solver::LoopSatResult r = solve_grid(p, 2).sat;
    Proof out{r.solutions, r.complete || r.solutions >= 2, std::nullopt};
    if (r.first) {
      out.first.emplace();
      out.first->on = std::move(*r.first);
    }
    return out;
  }

  static std::vector<int> read_position(const GridPuzzle& p, const std::vector<std::string>& state) {
    const int edges = p.grid->graph.num_edges();
    std::vector<int> out(static_cast<std::size_t>(edges), families::kUndecided);
    if (state.empty()) return out;
    const std::string where = "a Slitherlink STATE on the " + std::string(p.grid_name()) + " grid";
    if (state.size() != 1 || static_cast<int>(state[0].size()) != edges)
      throw InputError(where + " is one string of " + std::to_string(edges) +
                       " characters, one an edge in the order the faces of convert --to json first meet them; " +
                       (state.size() != 1 ? std::to_string(state.size()) + " strings given"
                                          : std::to_string(state[0].size()) + " characters given"));
    for (std::size_t i = 0; i < state[0].size(); ++i) {
      const char c = state[0][i];
      if (c == '1')
        out[i] = families::kLineMark;
      else if (c == 'x' || c == '0')
        out[i] = families::kCrossMark;
      else if (c != '.')
        throw InputError(where + ": '" + std::string(1, c) + "' at character " + std::to_string(i + 1) +
                         " is none of 1, x, 0 and .");
    }
    return out;
  }
  static std::vector<int> edge_distances(const GridPuzzle& p, const std::vector<int>& position) {
    return families::edge_distances(p.grid->graph, position);
  }
};

using GridExplain = families::LoopExplain<GridPuzzle, GridExplainOps>;

families::Hint grid_hint(const GridPuzzle& p, const std::vector<std::string>& state,
                         const core::ProvedOnce<core::EdgeSet>* kept) {
  if (kept) return GridExplain::hint(p, state, *kept);
  return GridExplain::hint(p, state);
}

families::Path grid_path(const GridPuzzle& p) { return GridExplain::path(p); }

}  // namespace looplab::slitherlink
