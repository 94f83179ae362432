// Slitherlink's hints and solution path: the solver run with a step log, tier by tier.
#include "families/slitherlink/explain.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include "core/error.hpp"
#include "families/slitherlink/rules.hpp"
#include "families/slitherlink/solve.hpp"
#include "families/slitherlink/solver.hpp"

namespace looplab::slitherlink {

namespace {

using solver::Fact;
using solver::Step;

constexpr int kLine = Solver::kLine, kCross = Solver::kCross;

// One string of the STATE: `count` characters of rows of `width`.
void read_part(const std::string& text, char name, int rows, int width, int first_edge, std::vector<int>& out) {
  const auto count = static_cast<std::size_t>(rows) * static_cast<std::size_t>(width);
  if (text.size() != count)
    throw InputError("STATE " + std::string(1, name) + " has " + std::to_string(text.size()) +
                     " characters; this puzzle's has " + std::to_string(rows) + " rows of " + std::to_string(width) +
                     " (" + std::to_string(count) + ")");
  for (std::size_t i = 0; i < count; ++i) {
    const char ch = text[i];
    int state;
    if (ch == '1')
      state = kLine;
    else if (ch == 'x' || ch == 'X' || ch == '0')
      state = kCross;
    else if (ch == '.')
      state = 0;
    else
      throw InputError("STATE " + std::string(1, name) + ": '" + std::string(1, ch) + "' at row " +
                       std::to_string(i / static_cast<std::size_t>(width) + 1) + ", column " +
                       std::to_string(i % static_cast<std::size_t>(width) + 1) +
                       " is not 1 (line), x or 0 (cross) or . (undecided)");
    out[static_cast<std::size_t>(first_edge) + i] = state;
  }
}

// Runs the rules up to `tier` from `position` on `s`, recording into `log`.
void run_from(Solver& s, const Puzzle& p, const std::vector<int>& position, int tier, solver::StepLog& log) {
  s.reset(p, tier);
  s.record_steps(&log, rules());
  bool ok = true;
  for (std::size_t e = 0; ok && e < position.size(); ++e)
    if (position[e] != 0) ok = s.give(static_cast<int>(e), position[e]);
  LK_REQUIRE(ok && s.settle_given() && s.propagate(), "a position that agrees with the solution propagates without a contradiction");
  s.record_steps(nullptr, rules());
}

// Per half-grid point (edge midpoints and dots, (2R+1) x (2C+1)), the distance in
// half-steps to the nearest marked edge; all 0 when nothing is marked.
std::vector<int> distance_to_marks(const core::Grid& g, const std::vector<int>& position) {
  const int H = 2 * g.rows() + 1, W = 2 * g.cols() + 1;
  std::vector<int> dist(static_cast<std::size_t>(H) * W, std::numeric_limits<int>::max());
  std::vector<int> todo;
  auto at = [&](int y, int x) { return static_cast<std::size_t>(y) * W + x; };
  for (int e = 0; e < g.num_edges(); ++e) {
    if (position[static_cast<std::size_t>(e)] == 0) continue;
    const auto& ends = g.edge_vertices(e);
    const int y = (ends[0] / (g.cols() + 1)) + (ends[1] / (g.cols() + 1));
    const int x = (ends[0] % (g.cols() + 1)) + (ends[1] % (g.cols() + 1));
    dist[at(y, x)] = 0;
    todo.push_back(static_cast<int>(at(y, x)));
  }
  if (todo.empty()) std::fill(dist.begin(), dist.end(), 0);
  for (std::size_t head = 0; head < todo.size(); ++head) {
    const int y = todo[head] / W, x = todo[head] % W, d = dist[static_cast<std::size_t>(todo[head])];
    for (auto [dy, dx] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const int ny = y + dy, nx = x + dx;
      if (ny < 0 || ny >= H || nx < 0 || nx >= W || dist[at(ny, nx)] <= d + 1) continue;
      dist[at(ny, nx)] = d + 1;
      todo.push_back(static_cast<int>(at(ny, nx)));
    }
  }
  return dist;
}

int step_distance(const core::Grid& g, const std::vector<int>& dist, const Step& s) {
  int best = std::numeric_limits<int>::max();
  for (const Fact& f : s.conclusions) {
    const auto& ends = g.edge_vertices(f.at);
    const int y = (ends[0] / (g.cols() + 1)) + (ends[1] / (g.cols() + 1));
    const int x = (ends[0] % (g.cols() + 1)) + (ends[1] % (g.cols() + 1));
    best = std::min(best, dist[static_cast<std::size_t>(y) * (2 * g.cols() + 1) + x]);
  }
  return best;
}

Step guess(const Solver& s, const EdgeSet& solution) {
  Step g;
  g.kind = Step::Guess;
  g.rule = -1;
  g.tier = kMaxTier + 1;
  const int e = s.choose_branch().edge;
  g.conclusions.push_back({Fact::Mark, e, solution.on[static_cast<std::size_t>(e)] ? kLine : kCross});
  return g;
}

}  // namespace

std::vector<int> read_position(const Puzzle& p, const std::vector<std::string>& state) {
  const core::Grid g(p.rows, p.cols);
  std::vector<int> out(static_cast<std::size_t>(g.num_edges()), 0);
  if (state.empty()) return out;
  if (state.size() != 2)
    throw InputError("a Slitherlink STATE is two strings, H and V in check's layout; " + std::to_string(state.size()) +
                     " given");
  read_part(state[0], 'H', p.rows + 1, p.cols, 0, out);
  read_part(state[1], 'V', p.rows, p.cols + 1, g.num_h_edges(), out);
  return out;
}

EdgeSet unique_solution(const Puzzle& p) {
  SolveResult r = solve(p, kProofSearch);
  if (!r.complete || r.solutions != 1 || !r.first)
    throw InputError(std::string("hints need a puzzle with exactly one solution; this one has ") +
                     (r.solutions == 0 ? "none" : "more than one"));
  return std::move(*r.first);
}

solver::StepLog steps_from(const Puzzle& p, const std::vector<int>& position, int tier) {
  Solver s(p.rows, p.cols);
  solver::StepLog log;
  run_from(s, p, position, tier, log);
  return log;
}

solver::StepLog path_steps(const Puzzle& p, const EdgeSet& solution) {
  Solver s(p.rows, p.cols);
  solver::StepLog log;
  s.reset(p, 0);
  s.record_steps(&log, rules());
  bool ok = s.propagate();
  for (int tier = 1; ok && tier <= kMaxTier && !s.solved(); ++tier) ok = s.raise_tier(tier);
  while (ok && !s.solved()) {
    log.push_back(guess(s, solution));
    ok = s.give(log.back().conclusions[0].at, log.back().conclusions[0].value) && s.propagate();
  }
  LK_REQUIRE(ok, "the path of a puzzle with one solution meets no contradiction");
  // A rule that fired inside another's moves (a loop closed by one of its lines) may
  // have decided one of that step's later marks: each mark once, in the first step.
  std::vector<char> decided(static_cast<std::size_t>(core::Grid(p.rows, p.cols).num_edges()), 0);
  for (Step& step : log)
    std::erase_if(step.conclusions, [&](const Fact& f) { return std::exchange(decided[static_cast<std::size_t>(f.at)], 1) != 0; });
  std::erase_if(log, [](const Step& step) { return step.conclusions.empty(); });
  return log;
}

families::Hint hint(const Puzzle& p, const std::vector<std::string>& state) {
  const core::Grid g(p.rows, p.cols);
  const std::vector<int> position = read_position(p, state);
  const EdgeSet solution = unique_solution(p);
  families::Hint out;
  // Mistakes first, and nothing else.
  std::vector<Fact> wrong;
  bool solved = true;
  for (std::size_t e = 0; e < position.size(); ++e) {
    const int truth = solution.on[e] ? kLine : kCross;
    if (position[e] != 0 && position[e] != truth) wrong.push_back({Fact::Mark, static_cast<int>(e), position[e]});
    if (truth == kLine && position[e] != kLine) solved = false;
  }
  if (!wrong.empty()) {
    Step mistake;
    mistake.kind = Step::Contradiction;
    mistake.premises = wrong;
    const families::ShownStep shown = show(p, mistake);
    out.kind = families::Hint::Kind::Mistake;
    out.marks = shown.premises;
    out.text = shown.text;
    return out;
  }
  if (solved) return out;
  // The lowest tier with a step from the player's marks alone; the nearest of them.
  const std::vector<int> dist = distance_to_marks(g, position);
  Solver s(p.rows, p.cols);
  for (int tier = 0; tier <= kMaxTier; ++tier) {
    solver::StepLog log;
    run_from(s, p, position, tier, log);
    const Step* best = nullptr;
    int best_distance = 0;
    for (Step& step : log) {
      // A rule that fired while the marks were being given may conclude a later one.
      std::erase_if(step.conclusions, [&](const Fact& f) { return position[static_cast<std::size_t>(f.at)] != 0; });
      if (step.conclusions.empty()) continue;
      const bool direct = std::all_of(step.premises.begin(), step.premises.end(), [&](const Fact& f) {
        return f.kind != Fact::Mark || position[static_cast<std::size_t>(f.at)] == f.value;
      });
      if (!direct) continue;
      const int d = step_distance(g, dist, step);
      if (!best || step.tier < best->tier || (step.tier == best->tier && d < best_distance)) {
        best = &step;
        best_distance = d;
      }
    }
    if (best) {
      out.kind = families::Hint::Kind::Step;
      out.step = show(p, *best);
      return out;
    }
    if (tier == kMaxTier) break;  // `s` stays at its fixpoint, for the guess
  }
  // Deduction has run out: the search's branch, said to be one.
  out.kind = families::Hint::Kind::Step;
  out.step = show(p, guess(s, solution));
  return out;
}

families::Path path(const Puzzle& p) {
  const EdgeSet solution = unique_solution(p);
  std::vector<families::ShownStep> shown;
  for (const Step& s : path_steps(p, solution)) shown.push_back(show(p, s));
  return families::group_journeys(std::move(shown), kMaxTier);
}

}  // namespace looplab::slitherlink
