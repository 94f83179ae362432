#include "families/infinity_loop/climb.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "core/error.hpp"
#include "core/union_find.hpp"
#include "families/infinity_loop/report.hpp"
#include "families/infinity_loop/solve.hpp"
#include "families/rating/grade.hpp"

namespace looplab::infinity_loop {

namespace {

// Pipe segments between two tiles: 2t joins t to its right, 2t+1 to the tile below.
// The symmetry group acts on tiles; a segment's orbit is the set of its images.
class Segments {
 public:
  Segments(int rows, int cols, generator::Symmetry symmetry)
      : rows_(rows), cols_(cols), orbit_of_(static_cast<std::size_t>(2 * rows * cols), -1) {
    const int group = symmetry == generator::Symmetry::rot4 ? 4 : symmetry == generator::Symmetry::none ? 1 : 2;
    for (int s = 0; s < 2 * rows * cols; ++s) {
      if (!exists(s) || orbit_of_[static_cast<std::size_t>(s)] >= 0) continue;
      std::vector<int> orbit;
      for (int k = 0; k < group; ++k) {
        const int image = between(map(symmetry, k, s / 2), map(symmetry, k, end(s)));
        if (orbit_of_[static_cast<std::size_t>(image)] >= 0) continue;
        orbit_of_[static_cast<std::size_t>(image)] = static_cast<int>(orbits_.size());
        orbit.push_back(image);
      }
      orbits_.push_back(std::move(orbit));
    }
  }
  const std::vector<std::vector<int>>& orbits() const { return orbits_; }
  int orbit_of(int t, int side) const {
    const int u = t + kRowStep[side] * cols_ + kColStep[side];
    return orbit_of_[static_cast<std::size_t>(between(t, u))];
  }
  bool on(const Puzzle& p, int s) const { return p.tiles[static_cast<std::size_t>(s / 2)] >> side(s) & 1; }
  void toggle(Puzzle& p, int orbit) const {
    for (int s : orbits_[static_cast<std::size_t>(orbit)]) {
      p.tiles[static_cast<std::size_t>(s / 2)] ^= static_cast<std::uint8_t>(1u << side(s));
      p.tiles[static_cast<std::size_t>(end(s))] ^= static_cast<std::uint8_t>(1u << opposite(side(s)));
    }
  }
  // Whether toggling the orbit would give some tile a kind outside `tiles`.
  bool strays(const Puzzle& p, int orbit, unsigned tiles) const {
    if (tiles == kAllKinds) return false;
    Puzzle q = p;
    toggle(q, orbit);
    for (int s : orbits_[static_cast<std::size_t>(orbit)])
      for (int t : {s / 2, end(s)})
        if (!(tiles >> kind_of(q.tiles[static_cast<std::size_t>(t)]) & 1)) return true;
    return false;
  }
  // The tiles on the orbit's segments that are of a kind outside `tiles`.
  int strays_at(const Puzzle& p, int orbit, unsigned tiles) const {
    int n = 0;
    for (int s : orbits_[static_cast<std::size_t>(orbit)])
      for (int t : {s / 2, end(s)}) n += !(tiles >> kind_of(p.tiles[static_cast<std::size_t>(t)]) & 1);
    return n;
  }

 private:
  bool exists(int s) const {
    const int t = s / 2;
    return s % 2 == 0 ? t % cols_ + 1 < cols_ : t / cols_ + 1 < rows_;
  }
  int side(int s) const { return s % 2 == 0 ? kRight : kDown; }
  int end(int s) const { return s / 2 + (s % 2 == 0 ? 1 : cols_); }
  int between(int a, int b) const {
    if (b < a) std::swap(a, b);
    return b == a + 1 ? 2 * a : 2 * a + 1;
  }
  // The k-th element of the symmetry group applied to tile t.
  int map(generator::Symmetry symmetry, int k, int t) const {
    int r = t / cols_, c = t % cols_;
    if (k == 0) return t;
    if (symmetry == generator::Symmetry::rot2) return (rows_ - 1 - r) * cols_ + (cols_ - 1 - c);
    if (symmetry == generator::Symmetry::mirror) return r * cols_ + (cols_ - 1 - c);
    if (symmetry == generator::Symmetry::vertical) return (rows_ - 1 - r) * cols_ + c;
    for (int i = 0; i < k; ++i) {  // rot4, square grids: a quarter turn k times
      const int nr = c, nc = rows_ - 1 - r;
      r = nr, c = nc;
    }
    return r * cols_ + c;
  }

  int rows_, cols_;
  std::vector<int> orbit_of_;
  std::vector<std::vector<int>> orbits_;
};

int piped_tiles(const Puzzle& p) {
  return static_cast<int>(std::count_if(p.tiles.begin(), p.tiles.end(), [](std::uint8_t m) { return m != 0; }));
}

// The parts left of `parts` once the pipes join tiles: with every tile counted, one means
// the pipes reach every tile; with the piped tiles only, one network among blank tiles.
int parts_joined(const Puzzle& p, const Segments& seg, int parts) {
  core::UnionFind uf(p.num_tiles());
  for (const auto& orbit : seg.orbits())
    for (int s : orbit)
      if (seg.on(p, s) && uf.unite(s / 2, s / 2 + (s % 2 == 0 ? 1 : p.cols))) --parts;
  return parts;
}

bool connected(const Puzzle& p, const Segments& seg) { return parts_joined(p, seg, p.num_tiles()) == 1; }

// Whether the tiles with a pipe form one network (blank tiles may lie anywhere).
bool one_network(const Puzzle& p, const Segments& seg) { return parts_joined(p, seg, piped_tiles(p)) == 1; }

Puzzle first_layout(const ClimbOptions& o, const Segments& seg, core::Rng& rng) {
  Puzzle p(o.layout.rows, o.layout.cols);
  // Tiles grow from blank, so only the kinds with three or four pipes are kept out here;
  // allow_only deals with the others.
  const unsigned grown = o.tiles | 1u << kBlank | 1u << kEnd | 1u << kCorner | 1u << kStraight;
  const int n = static_cast<int>(seg.orbits().size());
  if (o.layout.connected) {
    // Random Kruskal on orbits: an orbit is kept when it joins two networks.
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    rng.shuffle(order);
    core::UnionFind uf(p.num_tiles());
    for (int i : order) {
      bool joins = false;
      for (int s : seg.orbits()[static_cast<std::size_t>(i)])
        joins |= uf.find(s / 2) != uf.find(s / 2 + (s % 2 == 0 ? 1 : p.cols));
      if (!joins || seg.strays(p, i, grown)) continue;
      for (int s : seg.orbits()[static_cast<std::size_t>(i)]) uf.unite(s / 2, s / 2 + (s % 2 == 0 ? 1 : p.cols));
      seg.toggle(p, i);
    }
  }
  if (o.grade == families::Grade::extreme) {
    // A tree over a random share (a half or more) of the tiles: the spanning tree with
    // leaves pruned, one network kept (extreme puzzles have been found from such sparse
    // starts, not from dense ones).
    const int keep = p.num_tiles() / 2 + static_cast<int>(rng.below(static_cast<std::uint64_t>(p.num_tiles() / 2 + 1)));
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    for (bool pruned = true; pruned && piped_tiles(p) > keep;) {
      pruned = false;
      rng.shuffle(order);
      for (int i : order) {
        if (!seg.on(p, seg.orbits()[static_cast<std::size_t>(i)][0])) continue;
        Puzzle q = p;
        seg.toggle(q, i);
        if (!one_network(q, seg)) continue;
        p = std::move(q), pruned = true;
        if (piped_tiles(p) <= keep) break;
      }
    }
    return p;
  }
  for (int i = 0; i < n; ++i)
    if (rng.chance(o.layout.density) && !seg.on(p, seg.orbits()[static_cast<std::size_t>(i)][0]) &&
        !seg.strays(p, i, grown))
      seg.toggle(p, i);
  return p;
}

int strays(const Puzzle& p, unsigned tiles) {
  return static_cast<int>(std::count_if(p.tiles.begin(), p.tiles.end(),
                                        [&](std::uint8_t m) { return !(tiles >> kind_of(m) & 1); }));
}

// A walk that removes tiles of kinds outside `o.tiles` (blanks, say, when every tile
// must carry a pipe): an orbit toggled when the tiles it touches hold fewer strays
// after than before and the layout stays `joined`. False when some are left.
template <class Joined>
bool allow_only(Puzzle& p, const ClimbOptions& o, const Segments& seg, const Joined& joined, core::Rng& rng) {
  const int n = static_cast<int>(seg.orbits().size());
  for (int sweep = 0; sweep < 20 && strays(p, o.tiles) > 0; ++sweep) {
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
    rng.shuffle(order);
    for (int i : order) {
      const int before = seg.strays_at(p, i, o.tiles);
      if (before == 0) continue;
      Puzzle q = p;
      seg.toggle(q, i);
      if (seg.strays_at(q, i, o.tiles) >= before || !joined(q)) continue;
      p = std::move(q);
    }
  }
  return strays(p, o.tiles) == 0;
}

// The repair of generate.hpp on orbits: one more pipe orbit in each ambiguous region
// (one fewer where every pipe added would make a `╋` that is not allowed) until none is
// left; false when rounds run out. With
// `keep_open` (aiming above easy) the pipes that make the grid unique while leaving
// tiles that the cheapest rules cannot decide are tried first: such puzzles sit right
// at the edge of ambiguity, where a random repair seldom stops.
bool repair(Puzzle& p, const Segments& seg, unsigned tiles, bool keep_open, core::Rng& rng,
            int max_rounds = 100) {
  for (int round = 0;; ++round) {
    Solver s(p);
    const auto regions = ambiguous_regions(s);
    if (regions.empty()) return true;
    if (round == max_rounds) return false;
    for (const auto& region : regions) {
      std::vector<int> open, pipes;
      for (int t : region)
        for (int side = 0; side < 4; ++side) {
          if (s.neighbour(t, side) < 0) continue;
          const int orbit = seg.orbit_of(t, side);
          if (seg.strays(p, orbit, tiles)) continue;
          (p.tiles[static_cast<std::size_t>(t)] >> side & 1 ? pipes : open).push_back(orbit);
        }
      if (open.empty()) {
        // Only kinds that are not allowed could be made here (dense grids without
        // `╋`): a pipe goes instead, which changes the shapes just as well.
        if (pipes.empty()) return false;
        seg.toggle(p, rng.pick(pipes));
        continue;
      }
      if (keep_open && regions.size() == 1) {
        rng.shuffle(open);
        for (int orbit : open) {
          Puzzle q = p;
          seg.toggle(q, orbit);
          Solver t(q);
          if (ambiguous_regions(t).empty() && t.undecided() > 0) {
            p = std::move(q);
            return true;
          }
        }
      }
      const int orbit = rng.pick(open);
      if (!seg.on(p, seg.orbits()[static_cast<std::size_t>(orbit)][0])) seg.toggle(p, orbit);
    }
  }
}

// Where the moves of a climb may act: on a large grid the extreme climb works in a
// window (its images under the symmetry included), the rest of the layout fixed. The
// orbits with a segment inside the base window, and the base window's tiles.
struct Window {
  std::vector<int> orbits, tiles;
  std::vector<std::uint8_t> allowed;  // by orbit
};

// The side of the extreme climb's window: every wrong turn is tried and uniqueness
// searched at every move, so the open tiles must stay few, and the rest of the grid,
// easy, propagates to solved around them. 6 x 6 climbs fastest where a move costs
// little outside the window; on large grids, where every move still pays for a
// propagation of the whole grid, 8 x 8 reaches extreme in fewer moves (docs/RATING.md).
int window_side(int rows, int cols) {
  return std::max(rows, cols) <= 16 ? 6 : 8;
}

Window window_of(const Puzzle& p, const Segments& seg, int rows, int cols, core::Rng& rng) {
  const int r0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(p.rows - rows + 1)));
  const int c0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(p.cols - cols + 1)));
  Window w;
  w.allowed.assign(seg.orbits().size(), 0);
  for (int r = r0; r < r0 + rows; ++r)
    for (int c = c0; c < c0 + cols; ++c) {
      const int t = r * p.cols + c;
      w.tiles.push_back(t);
      if (c + 1 < c0 + cols) w.allowed[static_cast<std::size_t>(seg.orbit_of(t, kRight))] = 1;
      if (r + 1 < r0 + rows) w.allowed[static_cast<std::size_t>(seg.orbit_of(t, kDown))] = 1;
    }
  for (std::size_t i = 0; i < w.allowed.size(); ++i)
    if (w.allowed[i]) w.orbits.push_back(static_cast<int>(i));
  return w;
}

// A random local move: one orbit toggled (a segment added or removed), or a re-route
// (a tile drops a pipe on one side and gains one on another); inside `window` when
// one is given.
void move(Puzzle& p, const Segments& seg, core::Rng& rng, const Window* window = nullptr) {
  const int n = static_cast<int>(window ? window->orbits.size() : seg.orbits().size());
  if (rng.below(3) < 2) {
    const int i = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    seg.toggle(p, window ? window->orbits[static_cast<std::size_t>(i)] : i);
    return;
  }
  const int t = window ? rng.pick(window->tiles)
                       : static_cast<int>(rng.below(static_cast<std::uint64_t>(p.num_tiles())));
  std::vector<int> with, without;
  for (int side = 0; side < 4; ++side) {
    const int r = t / p.cols + kRowStep[side], c = t % p.cols + kColStep[side];
    if (r < 0 || r >= p.rows || c < 0 || c >= p.cols) continue;
    const int orbit = seg.orbit_of(t, side);
    if (window && !window->allowed[static_cast<std::size_t>(orbit)]) continue;
    (p.tiles[static_cast<std::size_t>(t)] >> side & 1 ? with : without).push_back(orbit);
  }
  if (with.empty() || without.empty()) return;
  const int off = rng.pick(with), on = rng.pick(without);
  if (off == on) return;
  seg.toggle(p, off);
  seg.toggle(p, on);
}

// Open tiles count for a harder grade up to this many (a layout is not pushed to leave
// ever more of the grid open).
constexpr int kOpen = 50;

// The tiles left undecided by propagation with the rules of tiers 0..k, k = 0..3.
std::array<int, kTopTier + 1> undecided_by_tier(const Puzzle& p) {
  std::array<int, kTopTier + 1> u{};
  for (int k = 0; k <= kTopTier; ++k) {
    Solver s(p, k);
    u[static_cast<std::size_t>(k)] = s.propagate() ? s.undecided() : p.num_tiles();
    if (u[static_cast<std::size_t>(k)] == 0) break;
  }
  return u;
}

// How far a unique layout is from grade index g (tier g; 4 = search): the tiles tier g
// leaves open count against it, those the tiers below leave open for it (a puzzle of
// grade g is one that tier g - 1 leaves open and tier g finishes), the nearer tier
// weighing most, so that a walk on a plateau still has a slope. `at_grade` says whether
// the layout rates g (its propagation tier is g, or search is needed for g = 4).
struct Standing {
  long energy = 0;
  bool at_grade = false;
};
Standing standing(Puzzle p, int g, bool connected) {
  p.connected = connected;  // rated as it will be declared
  const auto u = undecided_by_tier(p);
  Standing out;
  out.energy = g <= kTopTier ? 1000L * u[static_cast<std::size_t>(g)] : 0;
  for (int k = g - 1, w = 100; k >= 0; --k, w = std::max(w / 10, 1))
    out.energy -= static_cast<long>(w) * std::min(u[static_cast<std::size_t>(k)], kOpen);
  out.at_grade = (g > kTopTier || u[static_cast<std::size_t>(g)] == 0) &&
                 (g == 0 || u[static_cast<std::size_t>(g - 1)] > 0);
  return out;
}

// Extreme: unique as one network, and one trial with the rules of tiers 0-2 is stuck.
// The energy is minus the wrong turns left at the tier-2 fixpoint whose trial does not
// end in a contradiction, in units of kSurvivor: the more wrong turns survive a trial,
// the nearer probing is to being stuck. (Only puzzles held to one network have been
// found to resist one trial: docs/RATING.md.) Below that, minus the wrong turns the
// fixpoint leaves at all: while none survives (most layouts at first), the walk still
// climbs towards layouts that tier 2 leaves open, and reaches survivors in about half
// the moves. A move is kept when its energy is no higher than `bar`, so trials stop as
// soon as too few are left to reach it (the energy is then only an upper bound, and the
// move is dropped); `at_grade` is looked at only for a move that is kept. The wrong
// turns in `first` are tried first; `failed` gets those whose trial failed.
constexpr long kSurvivor = 3L * kMaxSide * kMaxSide + 1;  // more than any grid's wrong turns (3 a tile)

Standing extreme_standing(Puzzle p, long bar, const std::vector<int>& first, std::vector<int>& failed) {
  p.connected = true;
  Standing out;
  failed.clear();
  Solver s(p, kTopTier - 1);
  if (!s.propagate() || s.solved()) return out;
  long wrong = 0;
  for (int t = 0; t < s.num_tiles(); ++t) wrong += std::popcount(static_cast<unsigned>(s.domain(t))) - 1;
  long left = wrong;  // wrong turns not yet tried
  long survived = 0;
  out.energy = -wrong;
  std::vector<std::uint16_t> tried(static_cast<std::size_t>(s.num_tiles()), 0);
  // One trial of turn m of tile t (16 t + m); false when the move can no longer be kept.
  auto trial = [&](int code) {
    const int t = code / 16, m = code % 16;
    if (s.decided(t) || !(s.domain(t) >> m & 1) || m == p.tiles[static_cast<std::size_t>(t)] ||
        (tried[static_cast<std::size_t>(t)] >> m & 1))
      return true;
    if (out.energy - kSurvivor * left > bar) return false;  // even if every trial left survived, too few would
    --left;
    tried[static_cast<std::size_t>(t)] = static_cast<std::uint16_t>(tried[static_cast<std::size_t>(t)] | 1u << m);
    const auto mark = s.mark();
    if (s.decide(t, static_cast<std::uint8_t>(m)) && s.propagate())
      out.energy -= kSurvivor, ++survived;
    else
      failed.push_back(code);
    s.undo(mark);
    return true;
  };
  // The turns that failed on the layout before the move are tried first: most fail again,
  // so a move that cannot be kept is dropped after few trials. Each trial starts from the
  // same fixpoint, so the order changes no outcome.
  for (int code : first)
    if (!trial(code)) return out.energy = bar + 1, out;
  for (int code = 0; code < 16 * s.num_tiles(); ++code)
    if (!trial(code)) return out.energy = bar + 1, out;
  if (out.energy > bar || survived == 0) return out;
  if (survived == wrong) {
    out.at_grade = true;  // every trial survived: probing has nothing to rule out
    return out;
  }
  Solver probe(p, kTopTier);
  out.at_grade = probe.propagate() && !probe.solved();
  return out;
}

// Extreme climbs take 1.5 times the moves of the others (900 by default): the slope is
// shallow, but with the energy's second term an attempt that has not arrived by then
// seldom does later, and a new start costs little. Together (seeds 10-19, 60 10x10
// puzzles): 0.96 CPU s a puzzle, against 1.64 s with 3000 moves and the first term alone.
constexpr int kExtremeMovesPercent = 150;

// Whether the layout is the only solution of its shapes held to one network.
bool unique_as_one_network(Puzzle p) {
  p.connected = true;
  Solver s(p, 1);
  const Solutions sols = solve_regions(s, 2);
  return sols.complete && sols.count == 1;
}

}  // namespace

std::optional<Puzzle> climb_to_grade(const ClimbOptions& asked, core::Rng& rng) {
  ClimbOptions o = asked;
  const bool extreme = o.grade == families::Grade::extreme;
  const bool above_easy = o.grade && *o.grade != families::Grade::easy;
  o.layout.connected |= extreme;  // extreme puzzles are held to one network
  const Segments seg(o.layout.rows, o.layout.cols, o.symmetry);
  Puzzle layout = first_layout(o, seg, rng);
  // Extreme layouts are one network among blank tiles; the others cover every tile.
  auto joined = [&](const Puzzle& q) {
    return !o.layout.connected || (extreme ? one_network(q, seg) : connected(q, seg));
  };
  if (!joined(layout)) return std::nullopt;
  if (!allow_only(layout, o, seg, joined, rng)) return std::nullopt;
  // The repair may take a pipe away (where every pipe added would make a kind that is
  // not allowed), so one network is checked after it.
  if (!repair(layout, seg, o.tiles, above_easy, rng) || !joined(layout)) return std::nullopt;
  if (extreme) {
    // Extreme: moves are kept while the layout stays one network and unique as one.
    const int side = window_side(o.layout.rows, o.layout.cols);
    const bool framed = o.layout.rows > side || o.layout.cols > side;
    const Window window = framed ? window_of(layout, seg, std::min(o.layout.rows, side),
                                             std::min(o.layout.cols, side), rng)
                                 : Window{};
    std::vector<int> failed, failed_next;  // the wrong turns whose trial failed
    Standing now = extreme_standing(layout, 0, {}, failed);
    for (int i = 0; i < o.max_moves * kExtremeMovesPercent / 100 && !now.at_grade; ++i) {
      Puzzle next = layout;
      move(next, seg, rng, framed ? &window : nullptr);
      if (next == layout || strays(next, o.tiles) > 0 || !one_network(next, seg) || !unique_as_one_network(next))
        continue;
      const Standing then = extreme_standing(next, now.energy, failed, failed_next);
      if (then.energy <= now.energy) layout = std::move(next), now = then, failed.swap(failed_next);
    }
    if (!now.at_grade) return std::nullopt;
    layout.connected = true;
    scramble(layout, rng);
    return layout;
  }
  if (o.grade) {
    const int tier = static_cast<int>(*o.grade);  // easy .. expert: propagation tiers 0 .. kTopTier
    Standing now = standing(layout, tier, o.layout.connected);
    for (int i = 0; i < o.max_moves && !now.at_grade; ++i) {
      Puzzle next = layout;
      move(next, seg, rng);
      if (next == layout || strays(next, o.tiles) > 0) continue;
      if (!repair(next, seg, o.tiles, above_easy, rng) || (o.layout.connected && !connected(next, seg))) continue;
      const Standing then = standing(next, tier, o.layout.connected);
      if (then.energy <= now.energy) layout = std::move(next), now = then;
    }
    if (!now.at_grade) return std::nullopt;
  }
  // Unique without the one-network rule too (the repair proves it so), which keeps every
  // format a unique puzzle; the declaration is what the rating above assumed.
  layout.connected = o.layout.connected;
  scramble(layout, rng);
  return layout;
}

}  // namespace looplab::infinity_loop
