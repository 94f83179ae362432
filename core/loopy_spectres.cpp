#include "core/loopy_spectres.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <optional>
#include <unordered_set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/loopy_random.hpp"
#include "core/surd.hpp"

namespace looplab::core {

namespace {

// A point of the plane as c0 + c1 d + c2 d^2 + c3 d^3, d a twelfth of a turn
// anticlockwise (so d^4 = d^2 - 1): every corner of the spectres and of the hexagon
// layouts is such a point with integer coefficients, so the geometry here is exact.
struct Pt {
  std::array<long, 4> c{};
  auto operator<=>(const Pt&) const = default;
};
Pt operator+(Pt a, Pt b) { return {{a.c[0] + b.c[0], a.c[1] + b.c[1], a.c[2] + b.c[2], a.c[3] + b.c[3]}}; }
Pt operator-(Pt a, Pt b) { return {{a.c[0] - b.c[0], a.c[1] - b.c[1], a.c[2] - b.c[2], a.c[3] - b.c[3]}}; }
Pt times_d(Pt p) { return {{-p.c[3], p.c[0], p.c[1] + p.c[3], p.c[2]}}; }
Pt turned(Pt p, int twelfths) {
  for (int i = ((twelfths % 12) + 12) % 12; i > 0; --i) p = times_d(p);
  return p;
}
Pt times(Pt p, Pt q) {
  Pt out;
  for (int k = 0; k < 4; ++k) {
    const Pt term = turned(p, k);
    for (int i = 0; i < 4; ++i) out.c[static_cast<std::size_t>(i)] += q.c[static_cast<std::size_t>(k)] * term.c[static_cast<std::size_t>(i)];
  }
  return out;
}

// --- The substitution's facts (the paper's nine marked hexagons, in Loopy's numbering) ---

enum Hex : int { kG, kD, kJ, kL, kX, kP, kS, kF, kY };
constexpr char kHexLetter[] = "GDJLXPSFY";
int children_of(int hex) { return hex == kG ? 7 : 8; }
int spectres_of(int hex) { return hex == kG ? 2 : 1; }

// Child k of each hexagon's expansion: the children lie in rows 0 1 / 2 3 / 4 5 6 / 7
// (a G has no 7), centred at kCentre, each turned kChildTurn sixths from upright.
constexpr int kChildren[9][8] = {
    {kF, kX, kG, kS, kP, kD, kJ, -1}, {kF, kP, kG, kS, kX, kD, kF, kX}, {kF, kP, kG, kS, kY, kD, kF, kP},
    {kF, kP, kG, kS, kY, kD, kF, kX}, {kF, kY, kG, kS, kY, kD, kF, kP}, {kF, kY, kG, kS, kY, kD, kF, kX},
    {kL, kP, kG, kS, kX, kD, kF, kX}, {kF, kP, kG, kS, kY, kD, kF, kY}, {kF, kY, kG, kS, kY, kD, kF, kY},
};
constexpr int kChildTurn[8] = {2, 1, 0, 1, 4, 5, 0, 5};
const Pt kCentre[8] = {{{0, 0, 0, 0}},   {{6, 0, 0, 0}},   {{0, 0, -6, 0}},   {{6, 0, -6, 0}},
                       {{0, 0, -12, 0}}, {{6, 0, -12, 0}}, {{12, 0, -12, 0}}, {{12, 0, -18, 0}}};

// The limiting frequencies of the nine types (the substitution matrix's eigenvector, in
// units of 10^-7): they weight every random choice of a parent or a start.
constexpr std::uint32_t kFrequency[9] = {10000000, 10000000, 1270167, 1270167, 7459667,
                                         7459667,  10000000, 17459667, 13810500};

// The edge kinds of the paper (its Greek letters): edges of two hexagons meet as +k and
// -k of one kind, eta (0) meeting eta. Each hexagon's kinds run anticlockwise from its top
// corner; a kind's shape is the turns (in twelfths) between the segments it becomes in an
// expansion to hexagons and in one to spectres, for +k; -k walks them backwards, negated.
enum Kind : int { kEta, kAlpha, kBeta, kGamma, kDelta, kEpsilon, kZeta, kTheta };
constexpr int kEdgeKinds[9][6] = {
    {-kBeta, -kAlpha, +kAlpha, -kGamma, -kDelta, +kBeta},     {-kZeta, +kGamma, +kBeta, -kEpsilon, +kAlpha, -kGamma},
    {-kBeta, +kGamma, +kBeta, +kTheta, +kBeta, kEta},         {-kBeta, +kGamma, +kBeta, -kEpsilon, +kAlpha, -kTheta},
    {-kBeta, -kAlpha, +kEpsilon, +kTheta, +kBeta, kEta},      {-kBeta, -kAlpha, +kEpsilon, -kEpsilon, +kAlpha, -kTheta},
    {+kDelta, +kZeta, +kBeta, -kEpsilon, +kAlpha, -kGamma},   {-kBeta, +kGamma, +kBeta, -kEpsilon, +kEpsilon, kEta},
    {-kBeta, -kAlpha, +kEpsilon, -kEpsilon, +kEpsilon, kEta},
};
const std::vector<int> kHexShape[8] = {{2, 2, -2, -2}, {2, -2}, {-2}, {2, -2, -2, 2}, {-2, 2, -2, 2}, {2, -2, -2}, {-2, 2}, {2, 2, -2, -2, 2}};
const std::vector<int> kSpectreShape[8] = {{0}, {-2, 3}, {3, -2}, {2}, {2, 3, 2, -3, 2}, {3}, {-2}, {}};

std::vector<int> turns_of(const std::vector<int>* shapes, int kind) {
  std::vector<int> t = shapes[kind < 0 ? -kind : kind];
  if (kind < 0) {
    std::reverse(t.begin(), t.end());
    for (int& v : t) v = -v;
  }
  return t;
}

// The spectre: the turn at each of its 14 corners, in twelfths, its two-segment edge
// counted as two edges. Corner 0 tops its head; edge i runs from corner i to corner i+1.
constexpr int kSpectreTurn[14] = {-3, -2, 3, -2, -3, 2, -3, 2, -3, -2, 0, -2, 3, -2};

// D and S hexagons start their outlines elsewhere (the paper's pictures).
bool rare_start(int hex) { return hex == kD || hex == kS; }

// --- The edge maps, derived from each type's expansion laid out in the plane ---

// What lies across one directed edge of an expansion: edge `lo` of piece `hi` (a child
// hexagon or a spectre) when `inside`, else segment `lo` of the expanded hexagon's edge `hi`.
struct Side {
  bool inside = false;
  int hi = 0, lo = 0;
};

// One type's expansion: across[piece * sides + edge] is what a piece's edge meets;
// rim[E][k] is the piece edge along segment k of the hexagon's edge E (for spectres it may
// be another rim segment: an S's outline doubles back on itself).
struct Expansion {
  std::vector<Side> across;
  std::array<std::vector<Side>, 6> rim;
};

using Edge = std::pair<Pt, Pt>;

Expansion read_off(const std::map<Edge, Side>& at, const std::vector<Edge>& own, const std::array<std::vector<Edge>, 6>& rim) {
  Expansion out;
  for (const Edge& e : own) out.across.push_back(at.at({e.second, e.first}));
  for (std::size_t E = 0; E < 6; ++E)
    for (const Edge& e : rim[E]) out.rim[E].push_back(at.at({e.second, e.first}));
  return out;
}

void add(std::map<Edge, Side>& at, Edge e, Side s) {
  LK_REQUIRE(at.emplace(e, s).second, "spectres: an edge laid twice in an expansion");
}

// A hexagon's expansion into hexagons: each child's edges anticlockwise from its top
// corner, and the outline walked clockwise (expansion mirrors) from a fixed corner, each
// edge a kind's segments, a sixth turn between edges.
Expansion hex_expansion(int hex) {
  std::map<Edge, Side> at;
  std::vector<Edge> own;
  for (int i = 0; i < children_of(hex); ++i) {
    Pt corner = turned({{-2, 0, 4, 0}}, 2 * kChildTurn[i]);
    for (int j = 0; j < 6; ++j) {
      const Pt next = turned(corner, 2);
      own.push_back({kCentre[i] + corner, kCentre[i] + next});
      add(at, own.back(), {true, i, j});
      corner = next;
    }
  }
  const Pt start = rare_start(hex) ? Pt{{-2, 0, -14, 0}} : Pt{{-4, 0, -10, 0}};
  Pt pos = start, dir = rare_start(hex) ? Pt{{-2, 0, 4, 0}} : Pt{{2, 0, 2, 0}};
  std::array<std::vector<Edge>, 6> rim;
  for (int E = 0; E < 6; ++E) {
    const std::vector<int> turns = turns_of(kHexShape, kEdgeKinds[hex][E]);
    for (std::size_t j = 0; j <= turns.size(); ++j) {
      const Pt next = pos + dir;
      rim[static_cast<std::size_t>(E)].push_back({pos, next});
      add(at, rim[static_cast<std::size_t>(E)].back(), {false, E, static_cast<int>(j)});
      if (j < turns.size()) dir = turned(dir, turns[j]);
      pos = next;
    }
    dir = turned(dir, -2);
  }
  LK_REQUIRE(pos == start, "spectres: a hexagon outline that does not close");
  return read_off(at, own, rim);
}

// A hexagon's expansion into its spectre (two for a G, the second turned and moved): the
// spectres' edges in corner order, and the outline walked edge 5 down to edge 0, each
// edge a kind's segments stored reversed, segment numbers counted back along the walk.
// Each edge's first segment leaves along the one spectre edge there that nothing yet
// borders; an S's last two edges are the exception: its edge 1 carries straight on and
// its edge 0 comes back along it.
Expansion spectre_expansion(int hex) {
  std::map<Edge, Side> at;
  std::vector<Edge> own;
  std::vector<Pt> corners;
  for (int s = 0; s < spectres_of(hex); ++s) {
    Pt pos = s == 0 ? Pt{} : Pt{{2, 6, 2, 0}};
    Pt dir = turned({{2, 0, 0, 2}}, s == 0 ? 5 : 6);
    for (int j = 0; j < 14; ++j) {
      corners.push_back(pos);
      own.push_back({pos, pos + dir});
      add(at, own.back(), {true, s, j});
      pos = pos + dir;
      dir = turned(dir, kSpectreTurn[(j + 1) % 14]);
    }
  }
  const Pt start = corners[rare_start(hex) ? 8 : 9];
  Pt pos = start, dir;
  std::array<std::vector<Edge>, 6> rim;
  for (int i = 0; i < 6; ++i) {
    const int E = 5 - i;
    const std::vector<int> turns = turns_of(kSpectreShape, kEdgeKinds[hex][E]);
    const std::size_t len = turns.size() + 1;
    if (hex == kS && i >= 4) {
      if (i == 5) dir = Pt{} - dir;
    } else {
      // The first edge from pos, in the map's order, whose reverse is not laid yet.
      bool found = false;
      for (auto it = at.lower_bound({pos, Pt{{LONG_MIN, LONG_MIN, LONG_MIN, LONG_MIN}}}); it != at.end() && it->first.first == pos; ++it)
        if (!at.contains({it->first.second, it->first.first})) {
          dir = it->first.second - pos;
          found = true;
          break;
        }
      LK_REQUIRE(found, "spectres: an outline corner with no free edge");
    }
    std::vector<Edge>& segments = rim[static_cast<std::size_t>(E)];
    segments.resize(len);
    for (std::size_t j = 0; j < len; ++j) {
      const Pt next = pos + dir;
      if (j + 1 < len) dir = turned(dir, turns[j]);
      segments[len - 1 - j] = {next, pos};
      add(at, segments[len - 1 - j], {false, E, static_cast<int>(len - 1 - j)});
      pos = next;
    }
  }
  LK_REQUIRE(pos == start, "spectres: a spectre outline that does not close");
  return read_off(at, own, rim);
}

struct Maps {
  std::array<Expansion, 9> hexes, spectres;
};
const Maps& maps() {
  static const Maps m = [] {
    Maps out;
    for (int h = 0; h < 9; ++h) out.hexes[static_cast<std::size_t>(h)] = hex_expansion(h), out.spectres[static_cast<std::size_t>(h)] = spectre_expansion(h);
    return out;
  }();
  return m;
}

// The parents a type can have (each type's child slots holding it, in type then slot
// order) and the starts a spectre can have (each type's spectres), with their weights.
struct Choice {
  int type, index;
};
const std::array<std::vector<Choice>, 10>& choices() {
  static const std::array<std::vector<Choice>, 10> c = [] {
    std::array<std::vector<Choice>, 10> out;
    for (int p = 0; p < 9; ++p)
      for (int k = 0; k < children_of(p); ++k) out[static_cast<std::size_t>(kChildren[p][k])].push_back({p, k});
    for (int p = 0; p < 9; ++p)
      for (int k = 0; k < spectres_of(p); ++k) out[9].push_back({p, k});
    return out;
  }();
  return c;
}
constexpr std::size_t kStartChoices = 9;

// --- Combinatorial coordinates and the step across an edge ---

// A spectre's coordinates: its index in its hexagon, then each level's hexagon as its
// index in the next and its type; the top level's index is not drawn yet (-1).
struct Level {
  int index = -1, type = 0;
};
struct Coords {
  int spectre = 0;
  std::vector<Level> levels;
};

class Stepper {
 public:
  // Missing parents come from `rng` when given, else from Loopy's stream seeded "dummy".
  Stepper(Coords prototype, Rng* rng) : proto_(std::move(prototype)), rng_(rng) {}
  const Coords& prototype() const { return proto_; }

  // The spectre across edge `edge` of `c`, in place; returns the edge of it crossed.
  int step(Coords& c, int edge) {
    const Maps& m = maps();
    Side s = m.spectres[static_cast<std::size_t>(c.levels[0].type)].across[static_cast<std::size_t>(14 * c.spectre + edge)];
    while (!s.inside) {
      const int entered = step_hex(c, 0, s.hi);
      const auto& rim = m.spectres[static_cast<std::size_t>(c.levels[0].type)].rim[static_cast<std::size_t>(entered)];
      s = rim[rim.size() - 1 - static_cast<std::size_t>(s.lo)];
    }
    c.spectre = s.hi;
    return s.lo;
  }

  Choice draw(const std::vector<Choice>& options) {
    std::uint32_t total = 0;
    for (const Choice& o : options) total += kFrequency[o.type];
    std::uint32_t v = rng_ ? static_cast<std::uint32_t>(rng_->below(static_cast<std::uint64_t>(total))) : dummy().upto(total);
    std::size_t i = 0;
    while (v >= kFrequency[options[i].type]) v -= kFrequency[options[i++].type];
    return options[i];
  }

 private:
  LoopyRandom& dummy() {
    if (!dummy_) dummy_.emplace("dummy");
    return *dummy_;
  }

  // At least n levels in c, the prototype grown by drawn parents as needed: every spectre
  // of the patch shares the prototype's levels above its own.
  void extend(Coords& c, std::size_t n) {
    while (proto_.levels.size() < n) {
      const Choice p = draw(choices()[static_cast<std::size_t>(proto_.levels.back().type)]);
      proto_.levels.back().index = p.index;
      proto_.levels.push_back({-1, p.type});
    }
    while (c.levels.size() < n) {
      c.levels.back().index = proto_.levels[c.levels.size() - 1].index;
      c.levels.push_back({-1, proto_.levels[c.levels.size()].type});
    }
  }

  // The hexagon across edge `edge` of c's level `depth`, in place; returns its edge crossed.
  // Loopy grows the coordinates to depth + 2 first, whether or not the step leaves the
  // parent; growing draws parents, so this keeps the draws Loopy's.
  int step_hex(Coords& c, std::size_t depth, int edge) {
    extend(c, depth + 2);
    const Maps& m = maps();
    Side s = m.hexes[static_cast<std::size_t>(c.levels[depth + 1].type)].across[static_cast<std::size_t>(6 * c.levels[depth].index + edge)];
    if (!s.inside) {
      const int entered = step_hex(c, depth + 1, s.hi);
      const auto& rim = m.hexes[static_cast<std::size_t>(c.levels[depth + 1].type)].rim[static_cast<std::size_t>(entered)];
      s = rim[rim.size() - 1 - static_cast<std::size_t>(s.lo)];
      LK_REQUIRE(s.inside, "spectres: a hexagon rim that meets no child");
    }
    c.levels[depth].index = s.hi;
    c.levels[depth].type = kChildren[c.levels[depth + 1].type][s.hi];
    return s.lo;
  }

  Coords proto_;
  Rng* rng_;
  std::optional<LoopyRandom> dummy_;
};

// --- The patch ---

// Twice a point's x and y: d = (sqrt 3 + i) / 2.
Surd x_of(Pt p) { return {2 * p.c[0] + p.c[2], p.c[1]}; }
Surd y_of(Pt p) { return {2 * p.c[3] + p.c[1], p.c[2]}; }

using Corners = std::array<Pt, 14>;

// Every edge of the tiling is 1 - i turned some twelfths (the start spectre's first edge,
// and the spectres are only ever turned): a step is its number of twelfths, and laying a
// spectre is twelve additions of a table's entries.
const std::array<Pt, 12>& edge_steps() {
  static const std::array<Pt, 12> steps = [] {
    std::array<Pt, 12> out;
    for (int k = 0; k < 12; ++k) out[static_cast<std::size_t>(k)] = turned(Pt{{1, 0, 0, -1}}, k);
    return out;
  }();
  return steps;
}
int step_of(Pt step) {
  const auto& steps = edge_steps();
  for (int k = 0; k < 12; ++k)
    if (steps[static_cast<std::size_t>(k)] == step) return k;
  LK_REQUIRE(false, "spectres: an edge that is not a turned 1 - i");
  return 0;
}

// A spectre with corner `first` at u and the next at v.
Corners place(Pt u, Pt v, int first) {
  const auto& steps = edge_steps();
  Corners out;
  int step = step_of(v - u);
  for (int i = 0; i < 14; ++i) {
    out[static_cast<std::size_t>((i + first) % 14)] = u;
    u = u + steps[static_cast<std::size_t>(step)];
    step = (step + kSpectreTurn[(i + 1 + first) % 14] + 12) % 12;
  }
  return out;
}

// The start spectre's first edge for an orientation: its head up, turned that many twelfths.
std::pair<Pt, Pt> start_edge(int orientation) {
  const Pt minus_root3 = turned({{1, 0, 0, 0}}, 5) + turned({{1, 0, 0, 0}}, -5);
  const Pt edge = times(turned({{1, 0, 0, 0}}, 0) + turned({{1, 0, 0, 0}}, -3), turned({{1, 0, 0, 0}}, orientation));
  const Pt diagonal = edge + times(edge, turned({{1, 0, 0, 0}}, -3));
  const Pt v0 = times(diagonal, minus_root3);
  return {v0, v0 + edge};
}

// Breadth first from the start spectre, as Loopy explores: every spectre met across an
// edge of one laid is laid when its corners lie in the box, then explored in turn. Every
// step is taken, even to spectres already laid, as Loopy's steps draw the parents.
LoopyTiles lay(int width, int height, int orientation, Stepper& stepper) {
  const long w = 7L * width, h = 7L * height, xoff = w / 2, yoff = h / 2;
  auto inside = [&](const Corners& v) {
    for (const Pt& p : v) {
      const Surd x = x_of(p), y = y_of(p);
      if (!surd_within(x, 3, -xoff, w - xoff) || !surd_within(y, 3, yoff - h, yoff)) return false;
    }
    return true;
  };
  LoopyTiles laid;
  std::map<std::array<long, 2>, int> ids;
  auto lay_one = [&](const Corners& v) {
    std::vector<int> ring;
    for (const Pt& p : v) {
      const Surd x = x_of(p), y = y_of(p);
      const std::array<long, 2> at{(xoff + x.a) * 8 + round_times_root(x.b * 8, 3), (yoff - y.a) * 8 + round_times_root(-y.b * 8, 3)};
      auto [it, added] = ids.try_emplace(at, static_cast<int>(laid.points.size()));
      if (added) laid.points.push_back(at);
      ring.push_back(it->second);
    }
    laid.faces.push_back(std::move(ring));
  };
  struct Spectre {
    Corners corners;
    Coords coords;
  };
  std::vector<Spectre> queue;
  // A spectre is known by its first two corners, as Loopy knows it.
  auto key = [](const Corners& v) {
    const Pt d = v[1] - v[0];
    return std::array<long, 5>{v[0].c[0], v[0].c[1], v[0].c[2], v[0].c[3], step_of(d)};
  };
  struct KeyHash {
    std::size_t operator()(const std::array<long, 5>& k) const {
      std::size_t h = 0;
      for (long x : k) h = h * 1000003u + static_cast<std::size_t>(x);
      return h;
    }
  };
  std::unordered_set<std::array<long, 5>, KeyHash> placed;
  const auto [u, v] = start_edge(orientation);
  Spectre first{place(u, v, 0), stepper.prototype()};
  placed.insert(key(first.corners));
  if (inside(first.corners)) lay_one(first.corners), queue.push_back(std::move(first));
  Coords c;  // one buffer for every step: most lead to a spectre laid already or outside
  for (std::size_t q = 0; q < queue.size(); ++q) {
    for (int e = 0; e < 14; ++e) {
      c = queue[q].coords;
      const int entered = stepper.step(c, e);
      const Corners& from = queue[q].corners;
      const Corners corners = place(from[static_cast<std::size_t>((e + 1) % 14)], from[static_cast<std::size_t>(e)], entered);
      if (!inside(corners) || !placed.insert(key(corners)).second) continue;
      lay_one(corners);
      queue.push_back({corners, c});
    }
  }
  return laid;
}

struct Description {
  int orientation = 0;
  std::vector<int> digits;
  int top = 0;
};

std::optional<Description> read_description(std::string_view desc, std::string* why) {
  if (desc.empty()) {
    *why = "a spectres grid needs its description: an orientation, digits, then G, D, J, L, X, P, S, F or Y";
    return std::nullopt;
  }
  Description d;
  const char o = desc[0];
  if (o >= '0' && o <= '9') {
    d.orientation = o - '0';
  } else if (o == 'A' || o == 'B') {
    d.orientation = 10 + (o - 'A');
  } else {
    *why = std::string("the spectres grid description starts with '") + o + "', not an orientation (0 to 9, A or B)";
    return std::nullopt;
  }
  if (desc.size() < 3) {
    *why = "the spectres grid description has no coordinate digit between its orientation and its hexagon letter";
    return std::nullopt;
  }
  if (desc.size() > 1002) {
    *why = "the spectres grid description has more than 1000 coordinate digits";
    return std::nullopt;
  }
  for (std::size_t i = 1; i + 1 < desc.size(); ++i) {
    if (desc[i] < '0' || desc[i] > '9') {
      *why = "character " + std::to_string(i + 1) + " of the spectres grid description, '" + desc[i] + "', is not a digit";
      return std::nullopt;
    }
    d.digits.push_back(desc[i] - '0');
  }
  const char top = desc.back();
  const char* letter = std::char_traits<char>::find(kHexLetter, 9, top);
  if (!letter) {
    *why = std::string("the spectres grid description ends in '") + top + "', not G, D, J, L, X, P, S, F or Y";
    return std::nullopt;
  }
  d.top = static_cast<int>(letter - kHexLetter);
  return d;
}

// The coordinates a description names, each level's type read down from the top.
Coords coords_of(const Description& d) {
  Coords c;
  c.spectre = d.digits[0];
  c.levels.resize(d.digits.size());
  c.levels.back() = {-1, d.top};
  for (std::size_t i = d.digits.size() - 1; i-- > 0;) {
    c.levels[i].index = d.digits[i + 1];
    c.levels[i].type = kChildren[c.levels[i + 1].type][d.digits[i + 1]];
  }
  return c;
}

std::string range_problem(const Description& d) {
  int type = d.top;
  for (std::size_t i = d.digits.size(); i-- > 0;) {
    const int limit = i == 0 ? spectres_of(type) : children_of(type);
    if (d.digits[i] >= limit)
      return "coordinate " + std::to_string(i + 1) + " of the spectres grid description, " + std::to_string(d.digits[i]) +
             ", is not " + (i == 0 ? "a spectre" : "a child") + " of hexagon " + kHexLetter[type] + " (0 to " +
             std::to_string(limit - 1) + ")";
    if (i > 0) type = kChildren[type][d.digits[i]];
  }
  return {};
}

}  // namespace

std::optional<std::string> spectres_problem(std::string_view desc) {
  std::string why;
  const auto d = read_description(desc, &why);
  if (!d) return why;
  if (std::string bad = range_problem(*d); !bad.empty()) return bad;
  return std::nullopt;
}

LoopyTiles spectre_tiles(int width, int height, std::string_view desc) {
  std::string why;
  const auto d = read_description(desc, &why);
  LK_REQUIRE(d && range_problem(*d).empty(), "spectre_tiles: a desc spectres_problem refuses");
  return *recent_patches().get({17, width, height, std::string(desc)}, [&] {
    Stepper stepper(coords_of(*d), nullptr);
    return loopy_trim(lay(width, height, d->orientation, stepper), TrimTies::Root);
  });
}

std::string random_spectres_desc(int width, int height, Rng& rng) {
  Stepper start({}, &rng);
  const Choice s = start.draw(choices()[kStartChoices]);
  // The second spectre of a G is the rare, odd class: its orientations are odd.
  const int orientation = static_cast<int>(rng.below(6)) * 2 + s.index;
  Stepper stepper({s.index, {{-1, s.type}}}, &rng);
  LoopyTiles tiles = lay(width, height, orientation, stepper);
  const Coords& p = stepper.prototype();
  std::string desc(1, orientation < 10 ? static_cast<char>('0' + orientation) : static_cast<char>('A' + orientation - 10));
  desc += static_cast<char>('0' + p.spectre);
  for (std::size_t i = 0; i + 1 < p.levels.size(); ++i) desc += static_cast<char>('0' + p.levels[i].index);
  desc += kHexLetter[p.levels.back().type];
  // Laid with every level drawn as it is written, so the same patch its desc names.
  recent_patches().get({17, width, height, desc}, [&] { return loopy_trim(std::move(tiles), TrimTies::Root); });
  return desc;
}

}  // namespace looplab::core
