// The loop SAT engine's encoding and searches (loop_sat.hpp): degrees, a non-empty loop
// and the inside/outside faces as clauses; selectors as assumptions; models cut until
// one is a single loop; solutions blocked under a per-search selector.
#include "solver/loop_sat.hpp"

#include <algorithm>
#include <climits>

#include <cadical.hpp>

#include "core/error.hpp"

namespace looplab::solver {

std::string_view to_string(Engine e) { return e == Engine::Sat ? "sat" : "propagation"; }

LoopSat::LoopSat(core::LoopGraph graph, FirstGuess guess, Regions regions)
    : graph_(std::move(graph)),
      sat_(std::make_unique<CaDiCaL::Solver>()),
      vars_(graph_.num_edges() + graph_.num_faces()),  // edge_lit, face_lit
      value_(static_cast<std::size_t>(vars_) + 1, 0),
      regions_(regions) {
  sat_->set("quiet", 1);  // a contradiction among the facts is an answer (no loop), not a message on stdout
  if (guess == FirstGuess::EdgesOff) sat_->set("phase", 0);
  // Later searches add clauses over edges (cuts, blocked loops): keep them from being
  // eliminated and restored over and over.
  for (int e = 0; e < graph_.num_edges(); ++e) sat_->freeze(edge_lit(e));
}

LoopSat::~LoopSat() = default;

int LoopSat::new_selector() {
  const int s = new_var();
  sat_->freeze(s);
  return s;
}

void LoopSat::add_clause(std::initializer_list<int> lits) { add_lits(lits.begin(), lits.end()); }

void LoopSat::add_clause(const std::vector<int>& lits) { add_lits(lits.data(), lits.data() + lits.size()); }

void LoopSat::add_lits(const int* begin, const int* end) {
  // Fixed facts (fix_edge, fix_sides) settle literals for good: a clause with a true one
  // is left out, false ones are dropped. The graph's clauses go in at the first search,
  // after the facts, so a proof after the root fixpoint encodes only what is left.
  for (const int* l = begin; l != end; ++l)
    if (fixed(*l) > 0) return;
  for (const int* l = begin; l != end; ++l)
    if (fixed(*l) == 0) sat_->add(*l);
  sat_->add(0);
}

void LoopSat::add_guarded(int selector) {
  if (selector != 0) {
    clause_[0] = -selector;
    add_clause(clause_);
  } else {
    add_lits(clause_.data() + 1, clause_.data() + clause_.size());
  }
}

void LoopSat::clear_assumptions() {
  assumed_.clear();
  touch_selector_.clear();
  touch_start_.assign(1, 0);
  touch_edges_.clear();
}

void LoopSat::must_touch(int selector, std::span<const int> edges) {
  touch_selector_.push_back(selector);
  touch_edges_.insert(touch_edges_.end(), edges.begin(), edges.end());
  touch_start_.push_back(static_cast<int>(touch_edges_.size()));
}

void LoopSat::fix_assumptions() {
  for (int s : assumed_) add_clause({s});
  assumed_.clear();
}

void LoopSat::fix_edge(int e, bool line) {
  const int l = line ? edge_lit(e) : -edge_lit(e);
  add_clause({l});
  set_fixed(l);
}

void LoopSat::fix_sides(int a, int b, bool differ) {
  const int outer = graph_.outer_face();
  if (a == outer) std::swap(a, b);
  if (a == outer) return;
  if (b == outer) {
    const int l = differ ? face_lit(a) : -face_lit(a);
    add_clause({l});
    set_fixed(l);
    return;
  }
  const int x = face_lit(a), y = differ ? -face_lit(b) : face_lit(b);
  add_clause({-x, y});
  add_clause({x, -y});
}

void LoopSat::fix_root(std::span<const std::int32_t> edges, std::span<const std::pair<int, int>> faces) {
  for (std::size_t e = 0; e < edges.size(); ++e)
    if (edges[e] != 0) fix_edge(static_cast<int>(e), edges[e] == 1);
  root_class_.resize(static_cast<std::size_t>(graph_.num_faces()) + 1);
  for (std::size_t f = 0; f < faces.size(); ++f) {
    root_class_[f] = faces[f].first;
    if (faces[f].first != static_cast<int>(f)) fix_sides(static_cast<int>(f), faces[f].first, faces[f].second != 0);
  }
  root_class_.back() = graph_.outer_face();
}

void LoopSat::encode_graph() {
  for (int v = 0; v < graph_.num_vertices(); ++v) {
    const auto at = graph_.vertex_edges(v);
    // No edge alone at a vertex: e -> some other edge there.
    for (int e : at) {
      clause_.assign({-edge_lit(e)});
      for (int f : at)
        if (f != e) clause_.push_back(edge_lit(f));
      add_clause(clause_);
    }
    // No three edges at a vertex.
    for (std::size_t a = 0; a < at.size(); ++a)
      for (std::size_t b = a + 1; b < at.size(); ++b)
        for (std::size_t c = b + 1; c < at.size(); ++c)
          add_clause({-edge_lit(at[a]), -edge_lit(at[b]), -edge_lit(at[c])});
  }
  clause_.clear();
  for (int e = 0; e < graph_.num_edges(); ++e) clause_.push_back(edge_lit(e));
  add_clause(clause_);
  // An edge on exactly when its two faces differ (the outer face is outside).
  const int outer = graph_.outer_face();
  for (int e = 0; e < graph_.num_edges(); ++e) {
    const auto& faces = graph_.edge_faces(e);
    const int l = edge_lit(e);
    // A decided edge between faces of one root class: fix_sides said it already.
    if (fixed(l) != 0 && !root_class_.empty() &&
        root_class_[static_cast<std::size_t>(faces[0])] == root_class_[static_cast<std::size_t>(faces[1])])
      continue;
    if (faces[0] != outer && faces[1] != outer) {
      const int a = face_lit(faces[0]), b = face_lit(faces[1]);
      add_clause({-l, a, b});
      add_clause({-l, -a, -b});
      add_clause({l, -a, b});
      add_clause({l, a, -b});
    } else {
      const int a = face_lit(faces[0] != outer ? faces[0] : faces[1]);
      add_clause({-l, a});
      add_clause({l, -a});
    }
  }
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

LoopSatResult LoopSat::count(std::uint64_t limit, const std::vector<std::uint8_t>* known, std::uint64_t max_conflicts) {
  if (!encoded_) {
    encode_graph();
    encoded_ = true;
  }
  LoopSatResult out;
  const LoopSatStats before = total_;
  ConflictCounter counter;
  sat_->connect_learner(&counter);
  // Solutions found in this search are blocked under `round`, retired at the end.
  const int round = new_var();
  auto block = [&](const std::vector<std::uint8_t>& loop) {
    clause_.assign({-round});
    for (int e = 0; e < graph_.num_edges(); ++e)
      if (loop[static_cast<std::size_t>(e)]) clause_.push_back(-edge_lit(e));
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
    const auto cycles = model_cycles();
    if (cycles.size() > 1) {
      cut_cycles(cycles);
      continue;
    }
    ++out.solutions;
    if (!out.first)
      out.first = on_;
    else if (!out.second)
      out.second = on_;
    if (limit != 0 && out.solutions >= limit) break;
    block(on_);
  }
  sat_->disconnect_learner();
  total_.conflicts += counter.conflicts;
  add_clause({-round});
  out.stats.sat_calls = total_.sat_calls - before.sat_calls;
  out.stats.loop_cuts = total_.loop_cuts - before.loop_cuts;
  out.stats.conflicts = total_.conflicts - before.conflicts;
  return out;
}

}  // namespace looplab::solver
