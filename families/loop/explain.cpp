// What every loop family's hints and paths share (families/loop/explain.hpp).
#include "families/loop/explain.hpp"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <limits>
#include <utility>

namespace looplab::families {

namespace {

// Per vertex of the graph of `n` vertices and these links, the fewest links to one of
// `sources` (breadth first from all of them at once); all 0 when there is none.
std::vector<int> hops_from(int n, const std::vector<std::pair<int, int>>& links, const std::vector<std::size_t>& sources) {
  const auto size = static_cast<std::size_t>(n);
  if (sources.empty()) return std::vector<int>(size, 0);
  std::vector<std::pair<std::size_t, std::size_t>> arcs;  // both ways: the CSR graph is directed
  arcs.reserve(2 * links.size());
  for (auto [a, b] : links) {
    arcs.emplace_back(static_cast<std::size_t>(a), static_cast<std::size_t>(b));
    arcs.emplace_back(static_cast<std::size_t>(b), static_cast<std::size_t>(a));
  }
  const boost::compressed_sparse_row_graph<boost::directedS> graph(boost::edges_are_unsorted_multi_pass, arcs.begin(),
                                                                   arcs.end(), size);
  constexpr int kFar = std::numeric_limits<int>::max();  // not reached
  std::vector<int> dist(size, kFar);
  for (std::size_t s : sources) dist[s] = 0;
  std::vector<boost::default_color_type> colour(size, boost::white_color);
  boost::queue<std::size_t> queue;
  boost::breadth_first_visit(graph, sources.begin(), sources.end(), queue,
                             boost::make_bfs_visitor(boost::record_distances(dist.data(), boost::on_tree_edge())),
                             colour.data());
  return dist;
}

using solver::Fact;
using solver::Step;

// One string of the STATE: `rows` rows of `width` characters, edges from `first_edge`.
void read_part(const std::string& text, char name, int rows, int width, int first_edge,
               std::vector<int>& out) {
  const auto count = static_cast<std::size_t>(rows) * static_cast<std::size_t>(width);
  if (text.size() != count)
    throw InputError("STATE " + std::string(1, name) + " has " + std::to_string(text.size()) +
                     " characters; this puzzle's has " + std::to_string(rows) + " rows of " +
                     std::to_string(width) + " (" + std::to_string(count) + ")");
  for (std::size_t i = 0; i < count; ++i) {
    const char ch = text[i];
    int state;
    if (ch == '1')
      state = kLineMark;
    else if (ch == 'x' || ch == 'X' || ch == '0')
      state = kCrossMark;
    else if (ch == '.')
      state = kUndecided;
    else
      throw InputError("STATE " + std::string(1, name) + ": '" + std::string(1, ch) + "' at row " +
                       std::to_string(i / static_cast<std::size_t>(width) + 1) + ", column " +
                       std::to_string(i % static_cast<std::size_t>(width) + 1) +
                       " is not 1 (line), x or 0 (cross) or . (undecided)");
    out[static_cast<std::size_t>(first_edge) + i] = state;
  }
}

// An edge's midpoint on the half-grid of distance_to_marks.
std::size_t half_point(const core::Grid& g, int e) {
  const auto& ends = g.edge_vertices(e);
  const int y = (ends[0] / (g.cols() + 1)) + (ends[1] / (g.cols() + 1));
  const int x = (ends[0] % (g.cols() + 1)) + (ends[1] % (g.cols() + 1));
  return static_cast<std::size_t>(y) * static_cast<std::size_t>(2 * g.cols() + 1) +
         static_cast<std::size_t>(x);
}

}  // namespace

std::vector<int> read_edge_position(const core::Grid& g, const std::vector<std::string>& state,
                                    std::string_view family) {
  std::vector<int> out(static_cast<std::size_t>(g.num_edges()), kUndecided);
  if (state.empty()) return out;
  if (state.size() != 2)
    throw InputError("a " + std::string(family) +
                     " STATE is two strings, H and V in check's layout; " +
                     std::to_string(state.size()) + " given");
  read_part(state[0], 'H', g.rows() + 1, g.cols(), 0, out);
  read_part(state[1], 'V', g.rows(), g.cols() + 1, g.num_h_edges(), out);
  return out;
}

Item loop_edge_item(const core::Grid& g, int e) {
  const int C = g.cols();
  if (g.is_horizontal(e)) return Item{Item::Where::HEdge, e / C, e % C};
  const int k = e - g.num_h_edges();
  return Item{Item::Where::VEdge, k / (C + 1), k % (C + 1)};
}

Item loop_edge_item(const core::Grid& g, int e, bool on) {
  Item i = loop_edge_item(g, e);
  i.mark = on ? Item::Mark::Line : Item::Mark::Cross;
  return i;
}

SolutionMarks loop_solution_marks(const core::Grid& g, const core::EdgeSet& loop) {
  SolutionMarks out;
  for (int e = 0; e < g.num_edges(); ++e) out.decided.push_back(loop_edge_item(g, e, loop.on[static_cast<std::size_t>(e)]));
  return out;
}

Item LoopTeller::edge_item(int e) const { return loop_edge_item(g_, e); }

std::optional<Item> LoopTeller::item(const Fact& f) const {
  if (f.kind != Fact::Mark) return place_item(f);
  Item i = edge_item(f.at);
  i.mark = f.value == kLineMark ? Item::Mark::Line : Item::Mark::Cross;
  return i;
}

std::string LoopTeller::list(const std::vector<int>& edges) const {
  std::string out;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (i > 0) out += i + 1 == edges.size() ? " and " : ", ";
    out += edge(edges[i]);
  }
  return out;
}

std::string LoopTeller::conclusion(const std::vector<Fact>& marks) const {
  std::vector<int> lines, crosses;
  for (const Fact& f : marks) (f.value == kLineMark ? lines : crosses).push_back(f.at);
  std::string out;
  if (!lines.empty())
    out = list(lines) + (lines.size() == 1 ? " must be a line" : " must be lines");
  if (!crosses.empty()) {
    if (!out.empty()) out += ", and ";
    if (crosses.size() > 4)
      out += "the other " + std::to_string(crosses.size()) + " undecided " + std::string(edges_) +
             " can't be lines";
    else
      out += list(crosses) + (crosses.size() == 1 ? " can't be a line" : " can't be lines");
  }
  return out;
}

std::string LoopTeller::supposition(const Fact& f) const {
  return edge(f.at) + (f.value == kLineMark ? " is a line" : " is crossed");
}

std::string LoopTeller::guessed(const Fact& f) const {
  return f.value == kLineMark ? "a line there" : "no line there";
}

std::string LoopTeller::rule_summary(int rule) const {
  return std::string(rules_.rules[static_cast<std::size_t>(rule)].summary);
}

std::string LoopTeller::sides(const Step& s) const {
  const auto faces = of(s, Fact::Place, solver::kPlaceFace);
  const std::size_t lines = of(s, Fact::Mark, kLineMark).size(),
                    marks = lines + of(s, Fact::Mark, kCrossMark).size();
  const bool opposite = lines % 2 == 1;  // odd lines on the chain: opposite sides
  const std::string pair =
      faces.size() >= 2 ? face(faces[0].at) + " and " + face(faces[1].at) : "two faces";
  return capital(pair) + " are on " + (opposite ? "opposite sides" : "the same side") +
         " of the loop (the chain of " + std::to_string(marks) + " marked " + std::string(edges_) +
         " between them crosses " + std::to_string(lines) + (lines == 1 ? " line)" : " lines)");
}

std::vector<Fact> LoopTeller::of(const Step& s, Fact::Kind kind, int value) {
  std::vector<Fact> out;
  for (const Fact& f : s.premises)
    if (f.kind == kind && (value < 0 || f.value == value)) out.push_back(f);
  return out;
}

std::string LoopTeller::told(const Step& s) const {
  const std::string reason = why(s);
  return reason + ", so " + conclusion(s.conclusions);
}

ShownStep LoopTeller::show(const Step& s) const {
  ShownStep out;
  out.tier = s.tier;
  out.rule = s.rule >= 0 ? std::string(rules_.rules[static_cast<std::size_t>(s.rule)].id) : "guess";
  for (const Fact& f : s.conclusions)
    if (auto i = item(f)) out.conclusions.push_back(*i);
  for (const Fact& f : s.premises)
    if (auto i = item(f)) out.premises.push_back(*i);
  switch (s.kind) {
    case Step::Rule:
      out.kind = ShownStep::Kind::Rule;
      out.text = told(s) + ".";
      break;
    case Step::Trial: {
      out.kind = ShownStep::Kind::Trial;
      out.supposed = item(s.supposed);
      for (const Step& link : s.chain) out.chain.push_back(show(link));
      const std::string end = s.chain.empty() ? "it breaks a rule" : broken(s.chain.back());
      const int forced = std::max(0, static_cast<int>(s.chain.size()) - 1);
      out.text = "Suppose " + supposition(s.supposed) + ": then, " +
                 std::to_string(forced) + " forced step" + (forced == 1 ? "" : "s") + " later, " +
                 end + "; so " + conclusion(s.conclusions) + ".";
      break;
    }
    case Step::Contradiction:
      out.kind = ShownStep::Kind::Contradiction;
      if (s.rule >= 0) {
        out.text = capital(broken(s)) + ".";
      } else {  // a player's wrong marks (hint's mistakes)
        std::string names;
        for (std::size_t i = 0; i < s.premises.size(); ++i)
          names +=
              (i == 0                       ? ""
               : i + 1 == s.premises.size() ? " and "
                                            : ", ") +
              std::string(s.premises[i].value == kLineMark ? "the line on " : "the cross on ") +
              edge(s.premises[i].at);
        out.text = capital(names) + (s.premises.size() == 1 ? " is a mistake." : " are mistakes.");
      }
      break;
    case Step::Guess:
      out.kind = ShownStep::Kind::Guess;
      out.text = "Deduction has run out here: the search branches on " + edge(s.conclusions[0].at) +
                 ", and the one solution has " + guessed(s.conclusions[0]) + ".";
      break;
  }
  return out;
}

void keep_first_decisions(solver::StepLog& log, std::size_t edges) {
  std::vector<char> decided(edges, 0);
  for (Step& step : log)
    std::erase_if(step.conclusions, [&](const Fact& f) {
      return std::exchange(decided[static_cast<std::size_t>(f.at)], 1) != 0;
    });
  std::erase_if(log, [](const Step& step) { return step.conclusions.empty(); });
}

Step guess_step(int e, const core::EdgeSet& solution, int max_tier) {
  Step g;
  g.kind = Step::Guess;
  g.rule = -1;
  g.tier = max_tier + 1;
  g.conclusions.push_back(
      {Fact::Mark, e, solution.on[static_cast<std::size_t>(e)] ? kLineMark : kCrossMark});
  return g;
}

Path loop_path(const solver::StepLog& steps, const LoopTeller& teller, int max_tier) {
  std::vector<ShownStep> shown;
  shown.reserve(steps.size());
  for (const Step& s : steps) shown.push_back(teller.show(s));
  return group_journeys(std::move(shown), max_tier);
}

std::optional<Hint> mistakes_or_solved(const std::vector<int>& position,
                                       const core::EdgeSet& solution, const LoopTeller& teller) {
  std::vector<Fact> wrong;
  bool solved = true;
  for (std::size_t e = 0; e < position.size(); ++e) {
    const int truth = solution.on[e] ? kLineMark : kCrossMark;
    if (position[e] != kUndecided && position[e] != truth)
      wrong.push_back({Fact::Mark, static_cast<int>(e), position[e]});
    if (truth == kLineMark && position[e] != kLineMark) solved = false;
  }
  Hint out;
  if (!wrong.empty()) {
    Step mistake;
    mistake.kind = Step::Contradiction;
    mistake.premises = std::move(wrong);
    const ShownStep shown = teller.show(mistake);
    out.kind = Hint::Kind::Mistake;
    out.marks = shown.premises;
    out.text = shown.text;
    return out;
  }
  if (solved) return out;  // Kind::Solved
  return std::nullopt;
}

std::vector<int> distance_to_marks(const core::Grid& g, const std::vector<int>& position) {
  std::vector<std::size_t> marked;
  for (int e = 0; e < g.num_edges(); ++e)
    if (position[static_cast<std::size_t>(e)] != kUndecided) marked.push_back(half_point(g, e));
  return distance_to_points(g, marked);
}

std::vector<int> distance_to_points(const core::Grid& g, const std::vector<std::size_t>& marked) {
  // The half-grid points as a grid graph: each joined to the next one right and down.
  const int H = 2 * g.rows() + 1, W = 2 * g.cols() + 1;
  std::vector<std::pair<int, int>> links;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x) {
      if (x + 1 < W) links.emplace_back(y * W + x, y * W + x + 1);
      if (y + 1 < H) links.emplace_back(y * W + x, (y + 1) * W + x);
    }
  return hops_from(H * W, links, {marked.begin(), marked.end()});
}

std::vector<int> edge_distances(const core::Grid& g, const std::vector<int>& position) {
  const std::vector<int> dist = distance_to_marks(g, position);
  std::vector<int> out(static_cast<std::size_t>(g.num_edges()));
  for (int e = 0; e < g.num_edges(); ++e) out[static_cast<std::size_t>(e)] = dist[half_point(g, e)];
  return out;
}

std::vector<int> edge_distances(const core::LoopGraph& g, const std::vector<int>& position) {
  // The edges as a graph of their own, two joined when they share a point.
  std::vector<std::pair<int, int>> links;
  for (int v = 0; v < g.num_vertices(); ++v) {
    const auto at = g.vertex_edges(v);
    for (std::size_t i = 0; i < at.size(); ++i)
      for (std::size_t j = i + 1; j < at.size(); ++j) links.emplace_back(at[i], at[j]);
  }
  std::vector<std::size_t> marked;
  for (int e = 0; e < g.num_edges(); ++e)
    if (position[static_cast<std::size_t>(e)] != kUndecided) marked.push_back(static_cast<std::size_t>(e));
  return hops_from(g.num_edges(), links, marked);
}

const Step* nearest_direct_step(const std::vector<int>& edge_dist, const std::vector<int>& position,
                                solver::StepLog& log) {
  const Step* best = nullptr;
  int best_distance = 0;
  for (Step& step : log) {
    // A rule that fired while the marks were being given may conclude a later one.
    std::erase_if(step.conclusions, [&](const Fact& f) {
      return position[static_cast<std::size_t>(f.at)] != kUndecided;
    });
    if (step.conclusions.empty()) continue;
    const bool direct = std::all_of(step.premises.begin(), step.premises.end(), [&](const Fact& f) {
      return f.kind != Fact::Mark || position[static_cast<std::size_t>(f.at)] == f.value;
    });
    if (!direct) continue;
    int d = std::numeric_limits<int>::max();
    for (const Fact& f : step.conclusions) d = std::min(d, edge_dist[static_cast<std::size_t>(f.at)]);
    if (!best || step.tier < best->tier || (step.tier == best->tier && d < best_distance)) {
      best = &step;
      best_distance = d;
    }
  }
  return best;
}

}  // namespace looplab::families
