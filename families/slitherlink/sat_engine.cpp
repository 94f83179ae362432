// The SAT engine's searches (sat_engine.hpp): clue selectors as assumptions, models
// cut until one is a single loop, solutions blocked under a per-search selector.
#include "families/slitherlink/sat_engine.hpp"

#include <algorithm>
#include <climits>

#include <cadical.hpp>

namespace looplab::slitherlink {

SatEngine::SatEngine(int rows, int cols, FirstGuess guess)
    : grid_(rows, cols),
      sat_(std::make_unique<CaDiCaL::Solver>()),
      vars_(grid_.num_edges() + grid_.num_cells()),  // edge_lit, inside_lit
      selector_(static_cast<std::size_t>(grid_.num_cells()) * 5, 0),
      value_(static_cast<std::size_t>(vars_) + 1, 0) {
  if (guess == FirstGuess::EdgesOff) sat_->set("phase", 0);
  // Later searches add clauses over edges (cuts, blocked loops): keep them from being
  // eliminated and restored over and over.
  for (int e = 0; e < grid_.num_edges(); ++e) sat_->freeze(edge_lit(e));
}

SatEngine::~SatEngine() = default;

void SatEngine::add_clause(std::initializer_list<int> lits) {
  add_lits(lits.begin(), lits.end());
}

void SatEngine::add_clause(const std::vector<int>& lits) {
  add_lits(lits.data(), lits.data() + lits.size());
}

void SatEngine::add_lits(const int* begin, const int* end) {
  // Fixed facts (fix_edge, fix_sides) settle literals for good: a clause with a true one
  // is left out, false ones are dropped. The grid's clauses go in at the first search,
  // after the facts, so a proof after the root fixpoint encodes only what is left.
  for (const int* l = begin; l != end; ++l)
    if (fixed(*l) > 0) return;
  for (const int* l = begin; l != end; ++l)
    if (fixed(*l) == 0) sat_->add(*l);
  sat_->add(0);
}

int SatEngine::clue_selector(int cell, int value) {
  int& s = selector_[static_cast<std::size_t>(cell) * 5 + static_cast<std::size_t>(value)];
  if (s == 0) {
    s = new_var();
    sat_->freeze(s);  // assumed again and again
    encode_clue(cell, value, s);
  }
  return s;
}

void SatEngine::set_clues(const Puzzle& puzzle) {
  LK_REQUIRE(puzzle.rows == rows() && puzzle.cols == cols(), "SatEngine::set_clues: another grid size");
  assumed_.clear();
  lit_clues_.clear();
  for (int cell = 0; cell < grid_.num_cells(); ++cell) {
    const int value = puzzle.clues[static_cast<std::size_t>(cell)];
    if (value == kNoClue) continue;
    assumed_.push_back(clue_selector(cell, value));
    if (value > 0) lit_clues_.emplace_back(cell, assumed_.back());
  }
}

void SatEngine::fix_clues() {
  for (int s : assumed_) add_clause({s});
  assumed_.clear();
}

void SatEngine::fix_edge(int e, bool line) {
  const int l = line ? edge_lit(e) : -edge_lit(e);
  add_clause({l});
  set_fixed(l);
}

void SatEngine::fix_sides(int a, int b, bool differ) {
  if (a < 0) std::swap(a, b);
  if (a < 0) return;
  if (b < 0) {
    const int l = differ ? inside_lit(a) : -inside_lit(a);
    add_clause({l});
    set_fixed(l);
    return;
  }
  const int x = inside_lit(a), y = differ ? -inside_lit(b) : inside_lit(b);
  add_clause({-x, y});
  add_clause({x, -y});
}

namespace {

// Counts CaDiCaL's learned clauses, one per conflict: the budget's measure, which
// depends on the search alone (no clock).
struct ConflictCounter : CaDiCaL::Learner {
  std::uint64_t conflicts = 0;
  bool learning(int) override {
    ++conflicts;
    return false;  // counted, not exported
  }
  void learn(int) override {}
};

}  // namespace

SatResult SatEngine::count(std::uint64_t limit, const EdgeSet* known, std::uint64_t max_conflicts) {
  if (!encoded_) {
    encode_grid();
    encoded_ = true;
  }
  SatResult out;
  const SatStats before = total_;
  ConflictCounter counter;
  sat_->connect_learner(&counter);
  // Solutions found in this search are blocked under `round`, retired at the end.
  const int round = new_var();
  auto block = [&](const EdgeSet& loop) {
    clause_.assign({-round});
    for (int e = 0; e < grid_.num_edges(); ++e)
      if (loop.on[static_cast<std::size_t>(e)]) clause_.push_back(-edge_lit(e));
    add_clause(clause_);
  };
  if (known) block(*known);
  for (;;) {
    if (max_conflicts != 0) {
      if (counter.conflicts >= max_conflicts) break;  // spent: not complete
      const std::uint64_t left = std::min<std::uint64_t>(max_conflicts - counter.conflicts, INT_MAX);
      sat_->limit("conflicts", static_cast<int>(left));
    }
    for (int s : assumed_) sat_->assume(s);
    sat_->assume(round);
    ++total_.sat_calls;
    const int res = sat_->solve();
    if (res == 0 && max_conflicts != 0) break;  // the budget ran out within this call
    LK_REQUIRE(res == 10 || res == 20, "CaDiCaL stopped without an answer");
    if (res == 20) {
      out.complete = true;
      break;
    }
    auto cycles = model_cycles();
    if (cycles.size() > 1) {
      cut_cycles(cycles);
      continue;
    }
    EdgeSet loop(rows(), cols());
    loop.on = on_;
    ++out.solutions;
    if (!out.first)
      out.first = loop;
    else if (!out.second)
      out.second = loop;
    if (limit != 0 && out.solutions >= limit) break;
    block(loop);
  }
  sat_->disconnect_learner();
  total_.conflicts += counter.conflicts;
  add_clause({-round});
  out.stats.sat_calls = total_.sat_calls - before.sat_calls;
  out.stats.loop_cuts = total_.loop_cuts - before.loop_cuts;
  out.stats.conflicts = total_.conflicts - before.conflicts;
  return out;
}

SatResult sat_count(const Puzzle& puzzle, std::uint64_t limit) {
  SatEngine engine(puzzle.rows, puzzle.cols);
  engine.set_clues(puzzle);
  return engine.count(limit);
}

}  // namespace looplab::slitherlink
