#include "core/loopy_hats.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

// GCC 12 misreads small_vector's copy of its inline buffer as an overread.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overread"
#endif
#include <boost/container/small_vector.hpp>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#include "core/error.hpp"

namespace looplab::core {

namespace {

// A point of the kite grid: x + y r, r a sixth turn anticlockwise, on a lattice whose
// triangles have side 6. Kite-grid hexagons are centred where both numbers are multiples
// of 6; each splits into six kites with their sharp corner at its centre.
struct Pt {
  long x = 0, y = 0;
  auto operator<=>(const Pt&) const = default;
};
Pt operator+(Pt a, Pt b) { return {a.x + b.x, a.y + b.y}; }
Pt operator-(Pt a, Pt b) { return {a.x - b.x, a.y - b.y}; }
Pt operator*(long k, Pt a) { return {k * a.x, k * a.y}; }
// A sixth turn anticlockwise: r^2 = r - 1.
Pt left6(Pt p) { return {-p.y, p.x + p.y}; }
Pt right6(Pt p) { return {p.x + p.y, -p.x}; }
Pt turned(Pt p, int sixths) {
  for (int i = ((sixths % 6) + 6) % 6; i > 0; --i) p = left6(p);
  return p;
}

// Where a piece sits in the plane: its own x axis along `turn` sixths, its own r axis a
// sixth further anticlockwise, or clockwise when mirrored (the one reflected hat of an H).
struct Frame {
  Pt origin;
  int turn = 0;
  bool mirrored = false;
  Pt at(Pt v) const {
    const Pt u = turned({1, 0}, turn);
    const Pt w = mirrored ? right6(u) : left6(u);
    return origin + v.x * u + v.y * w;
  }
};

enum Meta : int { kH, kT, kP, kF };
constexpr char kMetaLetter[] = "HTPF";

struct Placed {
  Meta type;
  long x, y;
  int turn;
};
struct PlacedHat {
  long x, y;
  int turn;
  bool mirrored;
};

// The geometry of Loopy's metatile system (its auxiliary hat generator's, whose diagrams
// show it; the order of children and of hats is Loopy's numbering). Each metatile is a
// polygon from its first corner; its expanded outline is the polygon its children cover
// once expanded. Expansion is combinatorial, not a similarity: a child's frame is given
// from the expanded outline's first corner.
struct MetaShape {
  std::vector<Pt> outline, expanded;
  std::vector<Placed> children;
  std::vector<PlacedHat> hats;
};

const std::array<MetaShape, 4>& shapes() {
  static const std::array<MetaShape, 4> s = {{
      {{{0, 0}, {4, -2}, {12, 6}, {10, 10}, {-6, 18}, {-8, 16}},
       {{0, 0}, {12, -6}, {30, 12}, {24, 24}, {-12, 42}, {-18, 36}},
       {{kH, -4, 20, 0}, {kH, 2, 2, 0}, {kH, 8, 26, 4}, {kT, 6, 24, 3}, {kP, -8, 16, 0}, {kP, 4, 34, 4}, {kP, 6, 0, 5},
        {kF, -10, 38, 2}, {kF, -10, 44, 4}, {kF, -4, 2, 0}, {kF, 2, 2, 4}, {kF, 26, 14, 0}, {kF, 32, 8, 2}},
       {{6, 0, 0, false}, {6, 6, 4, false}, {0, 12, 0, false}, {0, 6, 3, true}}},
      {{{0, 0}, {6, 6}, {-6, 12}},
       {{0, 0}, {12, 12}, {-12, 24}},
       {{kH, 10, 10, 2}, {kP, -6, 0, 0}, {kP, 8, 14, 1}, {kP, 18, 6, 2}, {kF, -14, 34, 3}, {kF, -8, -2, 5}, {kF, 22, 4, 1}},
       {{-2, 10, 2, false}}},
      {{{0, 0}, {4, 4}, {-4, 20}, {-8, 16}},
       {{0, 0}, {14, 8}, {-4, 44}, {-18, 36}},
       {{kH, 4, 22, 1}, {kH, 10, 10, 2}, {kP, -6, 0, 0}, {kP, 6, 24, 0}, {kP, 8, 14, 1}, {kF, -20, 40, 5},
        {kF, -14, 34, 3}, {kF, -8, -2, 5}, {kF, 4, 46, 2}, {kF, 10, 10, 0}, {kF, 16, 4, 2}},
       {{-2, 10, 2, false}, {-2, 16, 1, false}}},
      {{{0, 0}, {4, -2}, {6, 0}, {-2, 16}, {-6, 12}},
       {{0, 0}, {14, -4}, {18, 6}, {0, 42}, {-14, 34}},
       {{kH, 8, 20, 1}, {kH, 14, 8, 2}, {kP, 10, 22, 0}, {kP, 12, 12, 1}, {kF, -16, 38, 5}, {kF, -10, 32, 3},
        {kF, -4, 2, 0}, {kF, 2, 2, 4}, {kF, 8, 44, 2}, {kF, 14, 8, 0}, {kF, 20, 2, 2}},
       {{0, 6, 2, false}, {0, 12, 1, false}}},
  }};
  return s;
}

// A hat's eight kites in Loopy's order, each as its hexagon's centre (in the hat's frame)
// and the turn of its blunt end from that centre: two round the neighbouring hexagon a
// third of a turn from the hat's origin, two round the one half a turn from it, then four
// round the origin.
struct KiteOfHat {
  Pt hexagon;
  int turn;
};
constexpr KiteOfHat kHatKites[8] = {{{-6, 6}, 3}, {{-6, 6}, 4}, {{-6, 0}, 0}, {{-6, 0}, 5},
                                    {{0, 0}, 3},  {{0, 0}, 2},  {{0, 0}, 1},  {{0, 0}, 0}};

// A kite named by a point inside it: its hexagon's centre plus a turn of (1, 1).
Pt kite_point(const Frame& hat, const KiteOfHat& k) {
  const Frame centre{hat.at(k.hexagon), hat.turn, hat.mirrored};
  return centre.at(turned({1, 1}, k.turn));
}

// The four ways to a neighbouring kite: turning about the hexagon's centre left or right,
// or across one of the two short sides at the blunt end, to the left or right.
enum Step : int { kLeft, kRight, kForwardLeft, kForwardRight };

long round6(long v) { return v < 0 ? -((-v + 3) / 6 * 6) : (v + 3) / 6 * 6; }
Pt step_point(Pt k, Step s) {
  const Pt centre{round6(k.x), round6(k.y)};
  const Pt off = k - centre;
  switch (s) {
    case kLeft: return centre + left6(off);
    case kRight: return centre + right6(off);
    case kForwardLeft: return k + left6(off) + off;
    default: return k + right6(off) + off;
  }
}

// A metatile placed in the plane, for the expansions the maps are read from.
struct Tile {
  Meta type;
  Frame frame;
  std::vector<std::pair<int, int>> parents;  // (parent, child index) for each parent it came from
};

std::vector<Pt> corners(const Tile& t, bool expanded) {
  const MetaShape& s = shapes()[t.type];
  std::vector<Pt> out;
  for (Pt v : expanded ? s.expanded : s.outline) out.push_back(t.frame.at(v));
  return out;
}

// The next level of a patch of metatiles. Expanded shapes only fit together
// combinatorially, so each tile's expansion is placed by a corner it shares with one
// already placed, outward from the first tile; children met twice are one tile.
std::vector<Tile> expand(const std::vector<Tile>& in) {
  struct Corner {
    std::vector<int> tiles;
    std::optional<Pt> out;
  };
  std::map<Pt, Corner> at;
  for (std::size_t i = 0; i < in.size(); ++i)
    for (Pt c : corners(in[i], false)) at[c].tiles.push_back(static_cast<int>(i));
  std::vector<int> queue;
  std::vector<char> queued(in.size(), 0);
  auto place = [&](Pt corner, Pt out) {
    Corner& c = at[corner];
    if (c.out) return;
    c.out = out;
    for (int t : c.tiles)
      if (!queued[static_cast<std::size_t>(t)]) queued[static_cast<std::size_t>(t)] = 1, queue.push_back(t);
  };
  place(in[0].frame.origin, {0, 0});
  std::vector<Tile> out;
  std::map<std::tuple<int, Pt, int>, int> seen;
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const Tile& t = in[static_cast<std::size_t>(queue[q])];
    const std::vector<Pt> small = corners(t, false);
    std::vector<Pt> big = corners(t, true);
    Pt shift;
    std::size_t i = 0;
    while (!at[small[i]].out) ++i;
    shift = *at[small[i]].out - big[i];
    for (std::size_t j = 0; j < small.size(); ++j) place(small[j], big[j] + shift);
    const Frame parent{big[0] + shift, t.frame.turn, false};
    const auto& children = shapes()[t.type].children;
    for (std::size_t c = 0; c < children.size(); ++c) {
      const Placed& p = children[c];
      const Frame f{parent.at({p.x, p.y}), t.frame.turn + p.turn, false};
      auto [it, added] = seen.try_emplace({p.type, f.origin, ((f.turn % 6) + 6) % 6}, static_cast<int>(out.size()));
      if (added) out.push_back({p.type, f, {}});
      out[static_cast<std::size_t>(it->second)].parents.emplace_back(queue[q], static_cast<int>(c));
    }
  }
  return out;
}

constexpr int kMaxChildren = 13, kMaxHats = 4, kKites = 8;

struct KiteAt {
  int kite = -1, hat = -1, meta = -1;
};
struct MetaPair {
  int meta = -1, meta2 = -1;
};

// The maps Loopy steps with, for each metatile type X:
//  - kites[X][meta][hat][kite][step]: the neighbour of a kite within X's children, or none;
//  - rewrite[X][meta2][meta]: another name of child `meta` of child `meta2` of X, as the
//    same tile is a child of a neighbouring child of X (cycling through all its names).
struct Maps {
  std::array<std::vector<Meta>, 4> children;
  std::array<int, 4> hats{};
  std::array<std::vector<std::array<KiteAt, 4>>, 4> kites;  // [((meta * 4) + hat) * 8 + kite][step]
  std::array<std::vector<MetaPair>, 4> rewrite;             // [meta2 * 13 + meta]

  static std::size_t kite_index(int meta, int hat, int kite) {
    return static_cast<std::size_t>((meta * kMaxHats + hat) * kKites + kite);
  }
};

const Maps& maps() {
  static const Maps m = [] {
    Maps out;
    for (int x = 0; x < 4; ++x) {
      const MetaShape& s = shapes()[static_cast<std::size_t>(x)];
      for (const Placed& c : s.children) out.children[static_cast<std::size_t>(x)].push_back(c.type);
      out.hats[static_cast<std::size_t>(x)] = static_cast<int>(s.hats.size());
    }
    for (int x = 0; x < 4; ++x) {
      const std::vector<Tile> one = expand({Tile{static_cast<Meta>(x), {}, {}}});
      // Metatile corners are not on the kite grid's hexagon centres; hat origins are, so
      // the kites are taken relative to the first hat's.
      const auto& first_hat = shapes()[one[0].type].hats[0];
      const Pt base = one[0].frame.at({first_hat.x, first_hat.y});
      std::map<Pt, KiteAt> where;
      for (std::size_t im = 0; im < one.size(); ++im) {
        const Tile& t = one[im];
        const auto& hats = shapes()[t.type].hats;
        for (std::size_t ih = 0; ih < hats.size(); ++ih) {
          const Frame hat{t.frame.at({hats[ih].x, hats[ih].y}), t.frame.turn + hats[ih].turn, hats[ih].mirrored};
          for (int ik = 0; ik < kKites; ++ik)
            where.try_emplace(kite_point(hat, kHatKites[ik]) - base, KiteAt{ik, static_cast<int>(ih), t.parents[0].second});
        }
      }
      auto& kites = out.kites[static_cast<std::size_t>(x)];
      kites.assign(static_cast<std::size_t>(kMaxChildren * kMaxHats * kKites), {});
      for (const auto& [p, k] : where)
        for (int s = 0; s < 4; ++s) {
          auto it = where.find(step_point(p, static_cast<Step>(s)));
          if (it != where.end()) kites[Maps::kite_index(k.meta, k.hat, k.kite)][static_cast<std::size_t>(s)] = it->second;
        }
      const std::vector<Tile> two = expand(one);
      auto& rewrite = out.rewrite[static_cast<std::size_t>(x)];
      rewrite.assign(static_cast<std::size_t>(kMaxChildren * kMaxChildren), {});
      for (const Tile& t : two) {
        std::vector<MetaPair> names;
        for (auto [parent, index] : t.parents) names.push_back({index, one[static_cast<std::size_t>(parent)].parents[0].second});
        for (std::size_t i = 0; i < names.size(); ++i) {
          const MetaPair& from = names[(i + names.size() - 1) % names.size()];
          rewrite[static_cast<std::size_t>(from.meta2 * kMaxChildren + from.meta)] = names[i];
        }
      }
    }
    return out;
  }();
  return m;
}

// Combinatorial coordinates of a kite, lowest level first: kite in hat, hat in metatile,
// then each metatile's index in the next. The last level's type is known and its index
// not yet (-1): it is drawn or defaulted when a step first needs it.
struct Level {
  int index;
  int type;  // a Meta for metatile levels, -1 for the kite and hat levels
};
// A kite's coordinates, from the kite up: a dozen levels cover a 100x100 patch, and a
// walk makes new ones at every step, so they live inline.
using Coords = boost::container::small_vector<Level, 16>;

// The parents a metatile of each type may have, with Loopy's weights: the limiting
// frequency of the parent's type (H : T : P : F = 1 : (7 - 3 sqrt 5)/2 : 3 sqrt 5 - 6 :
// (9 - 3 sqrt 5)/2), over the children the substitution assigns to each parent alone
// (H keeps all but children 7, 10 and 11; T only 0; P 0, 1, 4, 5, 10; F 0, 1, 3, 6, 8, 10).
// The first listed is the one a short description completes with.
struct Parent {
  Meta type;
  int index;
};
const std::array<std::vector<Parent>, 4>& parents() {
  static const std::array<std::vector<Parent>, 4> p = [] {
    const std::array<std::vector<int>, 4> owned = {{{0, 1, 2, 3, 4, 5, 6, 8, 9, 12}, {0}, {0, 1, 4, 5, 10}, {0, 1, 3, 6, 8, 10}}};
    std::array<std::vector<Parent>, 4> out;
    for (int x = 0; x < 4; ++x)
      for (int i : owned[static_cast<std::size_t>(x)])
        out[static_cast<std::size_t>(maps().children[static_cast<std::size_t>(x)][static_cast<std::size_t>(i)])].push_back(
            {static_cast<Meta>(x), i});
    return out;
  }();
  return p;
}

std::uint64_t weight(Meta m) {
  const double r5 = std::sqrt(5.0);
  const double w[4] = {1.0, (7 - 3 * r5) / 2, 3 * r5 - 6, (9 - 3 * r5) / 2};
  return static_cast<std::uint64_t>(std::llround(w[m] * 1e7));
}

class Stepper {
 public:
  Stepper(Coords prototype, Rng* rng) : proto_(std::move(prototype)), rng_(rng) {}

  const Coords& prototype() const { return proto_; }

  // The coordinates of the kite a step away.
  Coords step(Coords c, Step s) {
    if (auto out = by_kites(c, s)) return *out;
    for (std::size_t depth = 2;; ++depth) {
      LK_REQUIRE(depth < 200, "hat tiling: a step found no neighbour");
      if (auto out = by_rewrite(c, s, depth)) return *out;
    }
  }

  // Makes sure `c` has at least n levels, its top ones agreeing with the prototype,
  // which grows by a drawn (or the first) parent as needed.
  void extend(Coords& c, std::size_t n) {
    while (proto_.size() < n) {
      Level& top = proto_.back();
      const auto& options = parents()[static_cast<std::size_t>(top.type)];
      const Parent& p = rng_ ? draw(options) : options.front();
      top.index = p.index;
      proto_.push_back({-1, p.type});
    }
    while (c.size() < n) {
      c.back().index = proto_[c.size() - 1].index;
      c.push_back({-1, proto_[c.size()].type});
    }
  }

 private:
  const Parent& draw(const std::vector<Parent>& options) {
    std::uint64_t total = 0;
    for (const Parent& p : options) total += weight(p.type);
    std::uint64_t v = rng_->below(total);
    for (const Parent& p : options) {
      if (v < weight(p.type)) return p;
      v -= weight(p.type);
    }
    return options.back();
  }

  std::optional<Coords> by_kites(Coords& c, Step s) {
    extend(c, 4);
    const Maps& m = maps();
    const KiteAt& k = m.kites[static_cast<std::size_t>(c[3].type)][Maps::kite_index(c[2].index, c[1].index, c[0].index)]
                             [static_cast<std::size_t>(s)];
    if (k.kite < 0) return std::nullopt;
    Coords out = c;
    out[2] = {k.meta, m.children[static_cast<std::size_t>(c[3].type)][static_cast<std::size_t>(k.meta)]};
    out[1] = {k.hat, -1};
    out[0] = {k.kite, -1};
    return out;
  }

  // Tries every other name of levels depth and depth + 1 within level depth + 2, each
  // with the steps below it.
  std::optional<Coords> by_rewrite(Coords& c, Step s, std::size_t depth) {
    extend(c, depth + 3);
    const Maps& m = maps();
    const int top = c[depth + 2].type;
    const MetaPair first{c[depth].index, c[depth + 1].index};
    MetaPair name = first;
    std::optional<Coords> renamed;
    for (;;) {
      Coords& current = renamed ? *renamed : c;
      if (auto out = depth > 2 ? by_rewrite(current, s, depth - 1) : by_kites(current, s)) return out;
      name = m.rewrite[static_cast<std::size_t>(top)][static_cast<std::size_t>(name.meta2 * kMaxChildren + name.meta)];
      LK_REQUIRE(name.meta >= 0, "hat tiling: a metatile with no name in its parent");
      if (name.meta == first.meta && name.meta2 == first.meta2) return std::nullopt;
      if (!renamed) renamed = c;
      const int t2 = m.children[static_cast<std::size_t>(top)][static_cast<std::size_t>(name.meta2)];
      (*renamed)[depth + 1] = {name.meta2, t2};
      (*renamed)[depth] = {name.meta, m.children[static_cast<std::size_t>(t2)][static_cast<std::size_t>(name.meta)]};
    }
  }

  Coords proto_;
  Rng* rng_;
};

// A kite of the kite grid by its corners, as the walk and the hat outline move it.
struct Kite {
  Pt centre, left, right, outer;
};
Kite kite_step(const Kite& k, Step s) {
  switch (s) {
    case kLeft: return {k.centre, k.centre + k.left - k.right, k.left, 2 * k.left - k.outer};
    case kRight: return {k.centre, k.right, k.centre + k.right - k.left, 2 * k.right - k.outer};
    case kForwardLeft: return {2 * k.left - k.centre, k.right + k.left - k.centre, k.left, k.outer};
    default: return {2 * k.right - k.centre, k.right, k.left + k.right - k.centre, k.outer};
  }
}

// Loopy's walk over the kites of W x H triangle boxes: row by row of triangles, right
// along a horizontal line and back left under the next, each kite a step from the last
// one or the one before it, so that every kite's coordinates come from a neighbour's.
class KiteWalk {
 public:
  KiteWalk(int w, int h) : w_(w), h_(h) {}
  struct Move {
    Step step;
    bool from_earlier;  // from the kite before the last one
  };
  std::optional<Move> next() {
    switch (state_) {
      case 1: return go(2, kForwardRight);
      case 2:
        if (x_ + 1 >= w_) return go(4, kForwardRight);
        ++x_;
        return go(3, kRight);
      case 3: return go(1, kRight);
      case 4: return go(5, kLeft);
      case 5: return go(6, kRight, true);
      case 6:
        if (x_ <= 0) {
          if (y_ + 1 >= h_) return std::nullopt;
          ++y_;
          return go(9, kRight);
        }
        --x_;
        return go(7, kForwardRight);
      case 7: return go(8, kRight);
      case 8: return go(6, kRight);
      case 9: return go(10, kRight);
      case 10: return go(11, kRight);
      case 11:
        if (x_ + 1 >= w_) return go(12, kForwardRight, true);
        ++x_;
        return go(9, kForwardRight);
      case 12: return go(13, kForwardRight);
      case 13:
        if (x_ <= 0) {
          if (y_ + 1 >= h_) return std::nullopt;
          ++y_;
          return go(1, kLeft);
        }
        --x_;
        return go(14, kRight);
      case 14: return go(12, kRight);
      default: return std::nullopt;
    }
  }

 private:
  Move go(int state, Step s, bool earlier = false) {
    state_ = state;
    return {s, earlier};
  }
  int w_, h_, state_ = 1, x_ = 0, y_ = 0;
};

// The hat whose kite 0 is `k`, as Loopy traces its outline: 14 corners (one straight)
// from the kite's centre, mirrored hats traced the other way round.
std::array<Pt, 14> hat_outline(Kite k, bool mirrored) {
  if (mirrored) std::swap(k.left, k.right);
  std::array<Pt, 14> v;
  std::size_t n = 0;
  v[n++] = k.centre, v[n++] = k.right, v[n++] = k.outer, v[n++] = k.left;
  k = kite_step(kite_step(k, kLeft), kForwardRight);
  v[n++] = k.centre;
  k = kite_step(k, kRight);
  v[n++] = k.right, v[n++] = k.outer;
  k = kite_step(k, kForwardLeft);
  v[n++] = k.left, v[n++] = k.centre;
  k = kite_step(kite_step(kite_step(k, kRight), kRight), kRight);
  v[n++] = k.right, v[n++] = k.outer, v[n++] = k.left;
  k = kite_step(k, kLeft);
  v[n++] = k.outer, v[n++] = k.left;
  if (mirrored) std::reverse(v.begin(), v.end());
  return v;
}

struct Description {
  std::vector<int> coords;
  Meta top = kH;
};

std::optional<Description> read_description(std::string_view desc, std::string* why) {
  Description d;
  std::size_t i = 0;
  while (i < desc.size() && desc[i] >= '0' && desc[i] <= '9') {
    const std::size_t start = i;
    int v = 0;
    // Two digits at most: a longer run is refused before it can overflow.
    while (i < desc.size() && desc[i] >= '0' && desc[i] <= '9' && i - start < 3) v = v * 10 + (desc[i++] - '0');
    if (i - start > 2) {
      *why = "coordinate " + std::to_string(d.coords.size() + 1) + " of the hats grid description has more than two digits";
      return std::nullopt;
    }
    if (i == desc.size()) {
      *why = "the hats grid description has no top metatile after coordinate " + std::to_string(d.coords.size() + 1) +
             " (',' then H, T, P or F)";
      return std::nullopt;
    }
    if (desc[i] != ',') {
      *why = "the hats grid description needs a comma at character " + std::to_string(i + 1);
      return std::nullopt;
    }
    ++i;
    d.coords.push_back(v);
  }
  const std::string_view letters = "HTPF";
  if (i == desc.size() || letters.find(desc[i]) == std::string_view::npos || i + 1 != desc.size()) {
    *why = "the hats grid description ends in H, T, P or F after its coordinates, not \"" + std::string(desc.substr(i)) + "\"";
    return std::nullopt;
  }
  d.top = static_cast<Meta>(letters.find(desc[i]));
  return d;
}

Coords coords_of(const Description& d) {
  const Maps& m = maps();
  Coords c(d.coords.size() + 1);
  c.back() = {-1, d.top};
  for (std::size_t i = d.coords.size(); i-- > 0;) {
    c[i].index = d.coords[i];
    c[i].type = i >= 2 ? m.children[static_cast<std::size_t>(c[i + 1].type)][static_cast<std::size_t>(d.coords[i])] : -1;
  }
  return c;
}

// Hats laid in turn, each kept when all its corners lie in the W x H box; points named
// by Loopy's integer coordinates in the order first met.
class HatLayer {
 public:
  HatLayer(int w, int h) : w_(w), h_(h), ids_(static_cast<std::size_t>((4L * w + 1) * (6L * h + 1)), -1) {}
  void lay(const Kite& kite0, bool mirrored) {
    std::array<std::array<long, 2>, 14> at;
    const std::array<Pt, 14> v = hat_outline(kite0, mirrored);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const long x = (2 * v[i].x + v[i].y) / 3, y = v[i].y;
      if (x < 0 || x > 4L * w_ || y < 0 || y > 6L * h_) return;
      at[i] = {x, y};
    }
    std::vector<int> ring(at.size());
    for (std::size_t i = 0; i < at.size(); ++i) {
      int& id = ids_[static_cast<std::size_t>(at[i][1] * (4L * w_ + 1) + at[i][0])];
      if (id < 0) id = static_cast<int>(laid_.points.size()), laid_.points.push_back({at[i][0] * 14, at[i][1] * 8});
      ring[i] = id;
    }
    laid_.faces.push_back(std::move(ring));
  }
  LoopyTiles done() && { return loopy_trim(std::move(laid_), TrimTies::Root); }

 private:
  int w_, h_;
  LoopyTiles laid_;
  std::vector<int> ids_;  // the point at (x, y) of the box, by y * (4W + 1) + x; -1 before it is met
};

// Walks the patch from the prototype's kite, laying each hat at its kite 0.
LoopyTiles lay(int w, int h, Stepper& stepper) {
  HatLayer layer(w, h);
  auto report = [&](const Kite& k, const Coords& c) {
    if (c[0].index == 0) layer.lay(k, c[2].type == kH && c[1].index == 3);
  };
  Kite last{{0, 0}, {0, 3}, {3, 0}, {2, 2}}, earlier = last;
  Coords last_c = stepper.prototype(), earlier_c = last_c;
  report(last, last_c);
  KiteWalk walk(w, h);
  while (auto move = walk.next()) {
    const Kite& from = move->from_earlier ? earlier : last;
    Coords& from_c = move->from_earlier ? earlier_c : last_c;
    Kite k = kite_step(from, move->step);
    Coords c = stepper.step(from_c, move->step);
    earlier = last, earlier_c = std::move(last_c);
    last = k, last_c = std::move(c);
    report(last, last_c);
  }
  return std::move(layer).done();
}

}  // namespace

std::optional<std::string> hats_problem(std::string_view desc) {
  if (desc.empty()) return "a hats grid needs its description, coordinates then H, T, P or F";
  std::string why;
  const auto d = read_description(desc, &why);
  if (!d) return why;
  if (d->coords.size() < 3) return "the hats grid description has " + std::to_string(d->coords.size()) + " coordinates, not at least 3";
  if (d->coords[0] >= kKites) return "kite index " + std::to_string(d->coords[0]) + " of the hats grid description is not 0 to 7";
  const Maps& m = maps();
  int type = d->top;
  for (std::size_t i = d->coords.size() - 1; i > 1; --i) {
    const auto& kids = m.children[static_cast<std::size_t>(type)];
    if (d->coords[i] >= static_cast<int>(kids.size()))
      return "coordinate " + std::to_string(i + 1) + " of the hats grid description, " + std::to_string(d->coords[i]) +
             ", is not a child of metatile " + kMetaLetter[type] + " (0 to " + std::to_string(kids.size() - 1) + ")";
    type = kids[static_cast<std::size_t>(d->coords[i])];
  }
  if (d->coords[1] >= m.hats[static_cast<std::size_t>(type)])
    return "hat index " + std::to_string(d->coords[1]) + " of the hats grid description is not a hat of metatile " +
           kMetaLetter[type] + " (0 to " + std::to_string(m.hats[static_cast<std::size_t>(type)] - 1) + ")";
  return std::nullopt;
}

LoopyTiles hat_tiles(int width, int height, std::string_view desc) {
  std::string why;
  const auto d = read_description(desc, &why);
  LK_REQUIRE(d && !hats_problem(desc), "hat_tiles: a desc hats_problem refuses");
  return *recent_patches().get({16, width, height, std::string(desc)}, [&] {
    Stepper stepper(coords_of(*d), nullptr);
    return lay(width, height, stepper);
  });
}

LoopyTiles hat_tiles_by_expansion(int width, int height, std::string_view desc) {
  std::string why;
  const auto d = read_description(desc, &why);
  LK_REQUIRE(d && !hats_problem(desc), "hat_tiles_by_expansion: a desc hats_problem refuses");
  const Coords named = coords_of(*d);
  // levels[k]: the metatiles of level k + 2, the top one alone at the back.
  const std::size_t top = named.size() - 1;
  std::vector<std::vector<Tile>> levels(top - 1);
  levels.back() = {Tile{static_cast<Meta>(named[top].type), {}, {}}};
  for (std::size_t k = levels.size() - 1; k-- > 0;) levels[k] = expand(levels[k + 1]);
  // The named metatile: child named[k] of the one above, level by level down.
  int at = 0;
  for (std::size_t k = levels.size() - 1; k-- > 0;) {
    const auto& tiles = levels[k];
    int found = -1;
    for (std::size_t i = 0; i < tiles.size() && found < 0; ++i)
      for (auto [parent, index] : tiles[i].parents)
        if (parent == at && index == named[k + 2].index) found = static_cast<int>(i);
    LK_REQUIRE(found >= 0, "hat_tiles_by_expansion: a child the expansion lacks");
    at = found;
  }
  auto hat_frame = [](const Tile& t, std::size_t i) {
    const PlacedHat& h = shapes()[t.type].hats[i];
    return Frame{t.frame.at({h.x, h.y}), t.frame.turn + h.turn, h.mirrored};
  };
  // The named kite, on the kite grid's lattice (hat origins lie on it, up to one shift).
  const Tile& start_tile = levels[0][static_cast<std::size_t>(at)];
  const Frame start_hat = hat_frame(start_tile, static_cast<std::size_t>(named[1].index));
  const Pt base = start_hat.origin;
  auto kite_of = [&](Pt point) {  // its hexagon's centre and the turn of its blunt end
    const Pt p = point - base;
    const Pt centre{round6(p.x), round6(p.y)};
    int turn = 0;
    while (turned({1, 1}, turn) != p - centre) ++turn;
    return std::pair{centre, turn};
  };
  // The walk's plane is the tiling's turned and shifted to put the named kite at its start.
  // Named, not bound: older clang cannot capture structured bindings in a lambda.
  const std::pair<Pt, int> start = kite_of(kite_point(start_hat, kHatKites[named[0].index]));
  const Pt origin = start.first;
  const int turn0 = start.second;
  auto to_walk = [&](Pt q) { return turned(q - origin, -turn0); };
  HatLayer layer(width, height);
  for (const Tile& t : levels[0])
    for (std::size_t i = 0; i < shapes()[t.type].hats.size(); ++i) {
      const Frame hat = hat_frame(t, i);
      const auto [centre, turn] = kite_of(kite_point(hat, kHatKites[0]));
      const Kite k{to_walk(centre), to_walk(centre + 3 * turned({0, 1}, turn)), to_walk(centre + 3 * turned({1, 0}, turn)),
                   to_walk(centre + 2 * turned({1, 1}, turn))};
      layer.lay(k, hat.mirrored);
    }
  return std::move(layer).done();
}

std::string random_hats_desc(int width, int height, Rng& rng) {
  // The start: a hat drawn in proportion to the hats of each metatile type, and a kite.
  std::vector<std::pair<Meta, int>> hats;
  std::uint64_t total = 0;
  for (int x = 0; x < 4; ++x)
    for (int i = 0; i < maps().hats[static_cast<std::size_t>(x)]; ++i) hats.emplace_back(static_cast<Meta>(x), i), total += weight(static_cast<Meta>(x));
  std::uint64_t v = rng.below(total);
  std::size_t pick = 0;
  while (v >= weight(hats[pick].first)) v -= weight(hats[pick++].first);
  const int kite = rng.below(kKites);
  Stepper stepper({{kite, -1}, {hats[pick].second, -1}, {-1, hats[pick].first}}, &rng);
  // Walking the patch draws every level it needs; the hats laid on the way are the patch
  // the desc names, each level drawn as it is written.
  LoopyTiles tiles = lay(width, height, stepper);
  const Coords& p = stepper.prototype();
  std::string desc;
  for (std::size_t i = 0; i + 1 < p.size(); ++i) desc += std::to_string(p[i].index) + ",";
  desc += kMetaLetter[p.back().type];
  recent_patches().get({16, width, height, desc}, [&] { return std::move(tiles); });
  return desc;
}

}  // namespace looplab::core
