// The Loopy-level grader of tatham_levels.hpp, driven by work queues: a rule of
// tatham_rules.hpp is re-run only where something it reads has changed (an edge, a pair
// fact, an edge class), cheapest kind first; the loop rule follows the ends of paths as
// lines join them. It reaches the same verdicts as the whole-grid passes of
// tatham_levels_plain.cpp, at a fraction of the work.
#include "families/slitherlink/tatham_levels.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "core/grid.hpp"
#include "core/workspace.hpp"
#include "families/slitherlink/grid_puzzle.hpp"
#include "families/slitherlink/tatham_rules.hpp"

namespace looplab::slitherlink {

namespace {

using namespace tatham;

enum Mark : std::uint8_t { kClear = 0, kMarked = 1 };
enum Kind { kTrivial, kPairs, kClasses, kKinds };

// Everything a run deduces; queues are empty whenever it is saved or restored.
struct State {
  std::vector<Line> lines;
  std::vector<Fact> flags;  // per dot angle: a set of Fact bits
  // Counts the rules read at every turn: lines (degree) and crosses at each dot, lines
  // and crosses around each cell.
  std::vector<int> degree, dot_off, cell_on, cell_off;
  std::vector<int> far_end;     // at a path's end dot: the dot at its other end
  std::vector<int> path_edges;  // at a path's end dot: the lines of the path
  // Edge classes (hard): a parity union-find and a ring of members per class.
  std::vector<int> parent, parity, size, next;
  std::vector<Mark> resolved;  // a class whose members are all known
  int yes_edges = 0;
  int unmet = 0;      // clued cells whose count of lines differs from the clue
  int path_ends = 0;  // dots with exactly one line
  int loops = 0;      // closed loops of lines
  int closing = -1;   // the edge that would close the only path into a solution
  bool mistake = false;
};

// Work stacks: an item is on a stack at most once (queued marks), so each buffer is
// sized once to the number of items and the hot loop never checks for growth.
struct Queues {
  std::vector<Mark> queued[kKinds], queued_edge;
  std::vector<int> queue[kKinds], edge_queue;
};

// Buffers reused from run to run on a thread: the generator grades thousands of
// puzzles of one size, and allocation would otherwise cost as much as the deductions.
struct Workspace {
  State state;
  Queues queues;
};

template <class G>
class Grader {
 public:
  // `clues` is read live, so a caller may add clues between drains (SharedLevelTest).
  Grader(const G& g, const std::int8_t* clues, TathamLevel level, State& s, Queues& q)
      : clues_(clues),
        g_(g),
        level_(level),
        s_(s),
        q_(q),
        yes_edges_(s.yes_edges),
        unmet_(s.unmet),
        path_ends_(s.path_ends),
        loops_(s.loops),
        closing_(s.closing),
        mistake_(s.mistake) {
    kinds_ = level >= TathamLevel::Hard ? 3 : level >= TathamLevel::Normal ? 2 : 1;
  }

  // An empty state: nothing known yet.
  void reset() {
    const auto dots = static_cast<std::size_t>(g_.dots), edges = static_cast<std::size_t>(g_.edges);
    s_.lines.assign(edges, kUnknown);
    s_.flags.assign(static_cast<std::size_t>(g_.angles), Fact{});
    s_.degree.assign(dots, 0), s_.far_end.resize(dots), s_.path_edges.resize(dots);
    s_.dot_off.assign(dots, 0);
    s_.cell_on.assign(static_cast<std::size_t>(g_.cells), 0),
        s_.cell_off.assign(static_cast<std::size_t>(g_.cells), 0);
    if (kinds_ == 3) {
      s_.parent.resize(edges), s_.parity.assign(edges, 0), s_.size.assign(edges, 1),
          s_.next.resize(edges);
      s_.resolved.assign(edges, kClear);
      for (std::size_t e = 0; e < edges; ++e) s_.parent[e] = s_.next[e] = static_cast<int>(e);
    }
    yes_edges_ = 0, unmet_ = 0, path_ends_ = 0, loops_ = 0, closing_ = -1, mistake_ = false;
    const auto items = static_cast<std::size_t>(g_.cells + g_.dots);
    for (int k = 0; k < kinds_; ++k) q_.queued[k].assign(items, kClear), q_.queue[k].resize(items);
    q_.queued_edge.assign(edges, kClear), q_.edge_queue.resize(edges);
    for (int& n : queue_size_) n = 0;
    edge_queue_size_ = 0;
    bind();
  }

  // Points the hot loops at the state's arrays; again after anything that may have
  // moved them (reset, or restoring a saved state).
  void bind() {
    lines_ = s_.lines.data(), flags_ = s_.flags.data(), resolved_ = s_.resolved.data();
    degree_ = s_.degree.data(), far_end_ = s_.far_end.data(), path_edges_ = s_.path_edges.data();
    dot_off_ = s_.dot_off.data(), cell_on_ = s_.cell_on.data(), cell_off_ = s_.cell_off.data();
    parent_ = s_.parent.data(), parity_ = s_.parity.data(), size_ = s_.size.data(),
    next_ = s_.next.data();
    for (int k = 0; k < kKinds; ++k)
      queued_[k] = q_.queued[k].data(), queue_[k] = q_.queue[k].data();
    queued_edge_ = q_.queued_edge.data(), edge_queue_ = q_.edge_queue.data();
  }

  // Empties the queues after a run that stopped early, so the state can be restored.
  void clear_queues() {
    for (int k = 0; k < kinds_; ++k) {
      for (int i = 0; i < queue_size_[k]; ++i) queued_[k][queue_[k][i]] = kClear;
      queue_size_[k] = 0;
    }
    for (int i = 0; i < edge_queue_size_; ++i) queued_edge_[edge_queue_[i]] = kClear;
    edge_queue_size_ = 0;
  }

  // Every clue and dot to be looked at, as at the start of a run (on a reset state).
  void sweep() {
    for (int i = 0; i < g_.cells; ++i)
      if (clue(i) != kNoClue) add_clue(i);
    for (int v = 0; v < g_.dots; ++v) push_dot(v);
  }
  // A clue just written into `cell`: its own rules and the closing edge are all that
  // can change.
  void add_clue(int cell) {
    unmet_ += cell_counts(cell)[1] != clue(cell);
    push_cell(cell);
    recheck_closing();
  }

  // Local deductions until nothing changes: the same state whatever the order, since
  // each rule only adds facts.
  void drain() {
    while (!mistake_ && step()) {
    }
  }

  // On a drained state: the lines form one closed loop that meets every clue (no path
  // ends, and the component of a line holds them all). An edge
  // that would close the path into such a loop is never set by elimination (see
  // closes_solution), so a puzzle left there is not solved, as in Loopy.
  bool solved() {
    return !mistake_ && yes_edges_ > 0 && unmet_ == 0 && path_ends_ == 0 && loops_ == 1;
  }

  bool run() {
    reset();
    sweep();
    drain();
    return solved();
  }

 private:
  // ---- queues ----
  void push(int kind, int item) {
    if (kind >= kinds_) return;
    Mark& q = queued_[kind][item];
    if (!q) q = kMarked, queue_[kind][queue_size_[kind]++] = item;
  }
  void push_cell(int cell) {
    for (int k = 0; k < kinds_; ++k) push(k, cell);
  }
  void push_dot(int dot) {
    for (int k = 0; k < kinds_; ++k) push(k, g_.cells + dot);
  }
  void push_edge_class(int e) {
    auto& q = queued_edge_[static_cast<std::size_t>(e)];
    if (kinds_ == 3 && !q) q = kMarked, edge_queue_[edge_queue_size_++] = e;
  }
  // One item of the cheapest non-empty queue; false when all are empty.
  bool step() {
    for (int k = 0; k < kinds_; ++k) {
      if (queue_size_[k] == 0) continue;
      int item = queue_[k][--queue_size_[k]];
      queued_[k][item] = kClear;
      const bool cell = item < g_.cells;
      const int id = cell ? item : item - g_.cells;
      if (k == kTrivial)
        cell ? counting_cell(*this, id) : counting_dot(*this, id);
      else if (k == kPairs)
        cell ? pairs_cell(*this, id) : pairs_dot(*this, id);
      else
        cell ? classes_cell(*this, id) : classes_dot(*this, id);
      return true;
    }
    if (edge_queue_size_ > 0) {
      int e = edge_queue_[--edge_queue_size_];
      queued_edge_[e] = kClear;
      spread_class(e);
      return true;
    }
    return false;
  }

  // ---- the Board the rules work on (tatham_rules.hpp); each change wakes what reads it ----
 public:
  const G& geometry() const { return g_; }
  TathamLevel level() const { return level_; }
  int clue(int cell) const { return clues_[cell]; }
  bool failed() const { return mistake_; }
  void fail() { mistake_ = true; }
  Line line(int e) const { return lines_[e]; }
  std::array<int, 3> cell_counts(int cell) const {
    return {g_.face_order(cell) - cell_on_[cell] - cell_off_[cell], cell_on_[cell], cell_off_[cell]};
  }
  std::array<int, 3> dot_counts(int v) const {
    return {g_.order(v) - degree_[v] - dot_off_[v], degree_[v], dot_off_[v]};
  }
  void set(int e, Line value) {
    Line& l = lines_[e];
    if (l == value) return;
    if (l != kUnknown) {
      mistake_ = true;
      return;
    }
    l = value;
    auto [a, b] = g_.edge_dots(e);
    push_dot(a), push_dot(b);
    // Only clued cells have rules. Every rule reads its cell's sides; the counting
    // rule also reads the lines at its corners, so a line wakes the other cells at its
    // ends for that rule.
    for (int cell : g_.edge_faces(e)) {
      if (cell == core::kNone) continue;
      ++(value == kYes ? cell_on_ : cell_off_)[cell];
      if (clue(cell) == kNoClue) continue;
      push_cell(cell);
      if (value == kYes) {  // one more line can meet the clue, or go past it
        const int lines = cell_on_[cell];
        unmet_ += (lines != clue(cell)) - (lines - 1 != clue(cell));
      }
    }
    if (value == kYes) {
      // (Only a 2 or a 3 can be one short of its crosses with three sides unknown.)
      for (int cell : g_.end_faces(e))
        if (cell >= 0 && clue(cell) >= 2) push(kTrivial, cell);
      ++yes_edges_;
      join_paths(a, b);  // counts the lines at a and b
    } else {
      ++dot_off_[a], ++dot_off_[b];
    }
    push_edge_class(e);
  }
  bool has(int angle, Fact f) const { return flags_[angle] & f; }
  void flag(int angle, Fact f) {
    auto& x = flags_[static_cast<std::size_t>(angle)];
    if (x & f) return;
    x = static_cast<Fact>(x | f);
    push(kPairs, g_.cells + g_.dot_of(angle));
    push(kClasses, g_.cells + g_.dot_of(angle));
    int face = g_.angle_face(angle);
    if (face >= 0 && clue(face) != kNoClue) push(kPairs, face);
  }
  int relation(int a, int b) const {
    int pa, pb;
    int ra = find(a, pa), rb = find(b, pb);
    return ra == rb ? (pa ^ pb) : -1;
  }
  void merge(int a, int b, int want) { merge_classes(a, b, want); }

 private:
  // ---- easy: no loop before the last one ----
  // An unknown edge whose ends are already joined by lines would close a loop; it is
  // off unless that loop would be the whole solution. Where one of its ends is inside
  // a path (two lines) the dot rule turns it off anyway, so only the edge between a
  // path's two ends matters, and that changes only when a line joins two paths.
  void join_paths(int a, int b) {
    const int da = ++degree_[a], db = ++degree_[b];
    path_ends_ += (da == 1) - (da == 2) + (db == 1) - (db == 2);
    if (da > 2 || db > 2) return;  // a branch: the dot rule reports the mistake
    const int end_a = da == 1 ? a : far_end_[a], end_b = db == 1 ? b : far_end_[b];
    recheck_closing();  // before a new closing edge can take its place
    if (end_a == b) {   // a and b were the two ends of one path
      ++loops_;
      return;
    }
    far_end_[end_a] = end_b, far_end_[end_b] = end_a;
    path_edges_[end_a] = path_edges_[end_b] =
        (da == 1 ? 0 : path_edges_[a]) + (db == 1 ? 0 : path_edges_[b]) + 1;
    const int f = g_.edge_between(end_a, end_b);
    if (f < 0 || line(f) != kUnknown) return;
    if (closes_solution(f))
      closing_ = f;
    else
      set(f, kNo);
  }
  // Whether lines plus `f` would be one loop meeting every clue: that needs all lines
  // to be one path ending at f's ends, every clue beside f one short and every other
  // clue met. Only one edge can be that: it is kept in closing_.
  bool closes_solution(int f) {
    auto [x, y] = g_.edge_dots(f);
    if (degree_[x] != 1 || degree_[y] != 1 || far_end_[x] != y || path_edges_[x] != yes_edges_)
      return false;
    int near = 0;
    for (int cell : g_.edge_faces(f)) {
      if (cell == core::kNone || clue(cell) == kNoClue) continue;
      if (cell_counts(cell)[1] != clue(cell) - 1) return false;  // f would leave it unmet
      ++near;
    }
    return near == unmet_;
  }
  // The closing edge stops being one when a line appears elsewhere or a clue changes;
  // it is then off like any other edge that would close a loop early.
  void recheck_closing() {
    if (closing_ < 0) return;
    int f = closing_;
    if (line(f) != kUnknown) {
      closing_ = -1;
      return;
    }
    if (closes_solution(f)) return;
    closing_ = -1;
    set(f, kNo);
  }

  // ---- hard: edge classes (equal or opposite) and parity ----
  int find(int e, int& par) const {
    par = 0;
    while (parent_[static_cast<std::size_t>(e)] != e)
      par ^= parity_[static_cast<std::size_t>(e)], e = parent_[static_cast<std::size_t>(e)];
    return e;
  }
  void merge_classes(int a, int b, int want) {
    int pa, pb;
    int ra = find(a, pa), rb = find(b, pb);
    if (ra == rb) {
      if ((pa ^ pb) != want) mistake_ = true;
      return;
    }
    if (size_[static_cast<std::size_t>(ra)] < size_[static_cast<std::size_t>(rb)])
      std::swap(ra, rb);
    // Relations between the two classes are new: wake every place the smaller one shows.
    for (int m = rb;;) {
      auto [x, y] = g_.edge_dots(m);
      for (int v : {x, y}) {
        push(kClasses, g_.cells + v);
        for (int cell : g_.dot_faces(v))
          if (cell >= 0 && clue(cell) != kNoClue) push(kClasses, cell);
      }
      m = next_[static_cast<std::size_t>(m)];
      if (m == rb) break;
    }
    parent_[static_cast<std::size_t>(rb)] = ra;
    parity_[static_cast<std::size_t>(rb)] = pa ^ pb ^ want;
    size_[static_cast<std::size_t>(ra)] += size_[static_cast<std::size_t>(rb)];
    std::swap(next_[static_cast<std::size_t>(ra)],
              next_[static_cast<std::size_t>(rb)]);  // splice the member rings
    resolved_[ra] = kClear;
    push_edge_class(ra);
  }
  // Once one edge of a class is known, all of it is.
  void spread_class(int e) {
    int pe;
    int root = find(e, pe);
    if (resolved_[static_cast<std::size_t>(root)]) return;
    int known = -1, known_par = 0;
    for (int m = root;;) {
      if (line(m) != kUnknown) {
        known = m;
        find(m, known_par);
        break;
      }
      m = next_[static_cast<std::size_t>(m)];
      if (m == root) break;
    }
    if (known < 0) return;
    resolved_[root] = kMarked;
    const int value = line(known) == kYes ? 1 : 0;
    for (int m = root;;) {
      int pm;
      find(m, pm);
      set(m, (value ^ known_par ^ pm) ? kYes : kNo);
      if (mistake_) return;
      m = next_[static_cast<std::size_t>(m)];
      if (m == root) break;
    }
  }

  const std::int8_t* clues_;
  const G& g_;
  TathamLevel level_;
  int kinds_;
  State& s_;
  Queues& q_;
  int &yes_edges_, &unmet_, &path_ends_, &loops_, &closing_;
  bool& mistake_;
  // The state's arrays (bind()).
  Line* lines_ = nullptr;
  Fact* flags_ = nullptr;
  Mark* resolved_ = nullptr;
  int *degree_ = nullptr, *far_end_ = nullptr, *path_edges_ = nullptr;
  int *dot_off_ = nullptr, *cell_on_ = nullptr, *cell_off_ = nullptr;
  int *parent_ = nullptr, *parity_ = nullptr, *size_ = nullptr, *next_ = nullptr;
  Mark* queued_[kKinds] = {};
  Mark* queued_edge_ = nullptr;
  int* queue_[kKinds] = {};
  int* edge_queue_ = nullptr;
  int queue_size_[kKinds] = {}, edge_queue_size_ = 0;
};

template <class G>
bool grade(const G& g, const std::int8_t* clues, TathamLevel level) {
  Workspace& w = core::thread_workspace<Workspace>();
  return Grader<G>(g, clues, level, w.state, w.queues).run();
}

}  // namespace

bool solvable_at(const Puzzle& puzzle, TathamLevel level) {
  return grade(*geometry(puzzle.rows, puzzle.cols), puzzle.clues.data(), level);
}

bool solvable_at(const GridPuzzle& puzzle, TathamLevel level) {
  return grade(*graph_geometry(*puzzle.grid), puzzle.clues.data(), level);
}

namespace {

// Clue removal at a level. Every rule only adds facts, so the deductions from a set of
// clues reach the same state in any order, and those from a subset are part of it:
// a saved slot holds the deductions of its clues, and adding clues to it and draining
// gives exactly the state (and verdict) of solvable_at on the larger set.
template <class G>
class SharedLevelTest final : public generator::SharedTest {
 public:
  // Re-armed for each clue removal; the buffers stay, since a generator makes many
  // puzzles of one size. The test holds its geometry until it is armed again.
  void arm(std::shared_ptr<const G> g, const std::vector<std::int8_t>& full, TathamLevel level) {
    full_ = &full;
    now_.clues.assign(full.size(), kNoClue);
    grader_.reset();
    g_ = std::move(g);
    grader_.emplace(*g_, now_.clues.data(), level, now_.state, queues_);
  }

  void start(const std::vector<std::uint8_t>& present) override {
    for (std::size_t i = 0; i < now_.clues.size(); ++i)
      now_.clues[i] = present[i] ? (*full_)[i] : kNoClue;
    grader_->reset();
    grader_->sweep();
  }
  void add(int cell) override {
    if (now_.clues[static_cast<std::size_t>(cell)] != kNoClue)
      return;  // an orbit may list a cell twice
    now_.clues[static_cast<std::size_t>(cell)] = (*full_)[static_cast<std::size_t>(cell)];
    grader_->add_clue(cell);
  }
  void save(int depth) override {
    grader_->drain();
    slots_.save(depth, now_);  // into the slot's own buffers, no allocation
  }
  void restore(int depth) override {
    grader_->clear_queues();
    now_ = slots_.at(depth);  // same sizes: the grader's pointers stay good
    grader_->bind();
  }
  bool accept() override {
    grader_->drain();
    return grader_->solved();
  }

 private:
  // The grader's state and the clues it reads, together as a slot keeps them.
  struct Saved {
    State state;
    std::vector<std::int8_t> clues;
  };
  std::shared_ptr<const G> g_;
  const std::vector<std::int8_t>* full_ = nullptr;
  Saved now_;
  Queues queues_;
  std::optional<Grader<G>> grader_;
  generator::SavedSlots<Saved> slots_;
};

}  // namespace

generator::SharedTest& shared_level_test(const Puzzle& full, TathamLevel level) {
  auto& test = core::thread_workspace<SharedLevelTest<Geometry>>();
  test.arm(geometry(full.rows, full.cols), full.clues, level);
  return test;
}

generator::SharedTest& shared_level_test(const GridPuzzle& full, TathamLevel level) {
  auto& test = core::thread_workspace<SharedLevelTest<GraphGeometry>>();
  test.arm(graph_geometry(*full.grid), full.clues, level);
  return test;
}

namespace {

template <class P>
std::optional<TathamLevel> lowest_level(const P& puzzle) {
  for (auto l : {TathamLevel::Easy, TathamLevel::Normal, TathamLevel::Tricky, TathamLevel::Hard})
    if (solvable_at(puzzle, l)) return l;
  return std::nullopt;
}

template <class P>
bool hard_removes_one(const P& puzzle) {
  P fewer = puzzle;
  for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
    if (puzzle.clues[i] == kNoClue) continue;
    fewer.clues[i] = kNoClue;
    if (solvable_at(fewer, TathamLevel::Hard)) return true;
    fewer.clues[i] = puzzle.clues[i];
  }
  return false;
}

}  // namespace

bool hard_level_removes_a_clue(const Puzzle& puzzle) { return hard_removes_one(puzzle); }
bool hard_level_removes_a_clue(const GridPuzzle& puzzle) { return hard_removes_one(puzzle); }

std::optional<TathamLevel> tatham_level(const Puzzle& puzzle) { return lowest_level(puzzle); }
std::optional<TathamLevel> tatham_level(const GridPuzzle& puzzle) { return lowest_level(puzzle); }

}  // namespace looplab::slitherlink
