#include "core/loopy_penrose_coords.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/loopy_random.hpp"
#include "core/surd.hpp"

namespace looplab::core {

namespace {

// A point of the plane as a*1 + b*t + c*t^2 + d*t^3, t = exp(i pi / 5). Since
// t^4 = t^3 - t^2 + t - 1 (t is a root of 1 - t + t^2 - t^3 + t^4), these four integers
// name each point once.
using Cyc = std::array<long, 4>;

Cyc add(const Cyc& u, const Cyc& v) { return {u[0] + v[0], u[1] + v[1], u[2] + v[2], u[3] + v[3]}; }
Cyc sub(const Cyc& u, const Cyc& v) { return {u[0] - v[0], u[1] - v[1], u[2] - v[2], u[3] - v[3]}; }
Cyc times_t(const Cyc& v) { return {-v[3], v[0] + v[3], v[1] - v[3], v[2] + v[3]}; }
Cyc mul(const Cyc& u, const Cyc& v) {
  Cyc out{}, power = u;  // u * t^j, j = 0..3
  for (std::size_t j = 0; j < 4; ++j) {
    for (std::size_t i = 0; i < 4; ++i) out[i] += v[j] * power[i];
    power = times_t(power);
  }
  return out;
}
Cyc turn(int tenths) {
  Cyc out{1, 0, 0, 0};
  for (int i = ((tenths % 10) + 10) % 10; i > 0; --i) out = times_t(out);
  return out;
}
// phi = t + 1/t = 1 + t^2 - t^3, and 1/phi = phi - 1.
constexpr Cyc kPhi{1, 0, 1, -1}, kInvPhi{0, 0, 1, -1}, kOne{1, 0, 0, 0};

// A half-tile triangle's letter: acute (A, B, C, D: apex 36 degrees) or obtuse (U, V,
// X, Y: apex 108). Edges run anticlockwise, edge 0 the base, 1 and 2 the equal legs,
// which are the unit length; so the base is 1/phi on the acute ones, and phi on X and Y.
// P2's half darts are the exception: their base is the unit (the kites' long side).
bool acute(char c) { return c == 'A' || c == 'B' || c == 'C' || c == 'D'; }
Cyc base_length(char c) {
  if (acute(c)) return kInvPhi;
  return c == 'U' || c == 'V' ? kOne : kPhi;
}
// What turns and scales edge k into edge k+1: the exterior angle at their corner (180
// less the inner one, in tenths of a turn) and the ratio of their lengths.
Cyc after_edge(char c, unsigned k) {
  if (acute(c)) {  // corners 72 (base) then 36 (apex) then 72
    const Cyc scale[3] = {kPhi, kOne, kInvPhi};
    return mul(scale[k], turn(k == 1 ? 4 : 3));
  }
  const Cyc scale[3] = {kInvPhi, kOne, kPhi};  // corners 36 then 108 then 36
  return mul(scale[k], turn(k == 1 ? 2 : 4));
}
// The edge a triangle shares with the other half of its tile.
unsigned sibling_edge(char c) {
  if (c == 'A' || c == 'U') return 2;
  if (c == 'B' || c == 'V') return 1;
  return 0;
}

bool letter_of(char c, int type) {
  return type == 11 ? (c == 'A' || c == 'B' || c == 'U' || c == 'V') : (c == 'C' || c == 'D' || c == 'X' || c == 'Y');
}

// The substitution, as what lies across each edge of each child of each parent: row
// "PC" + three exits, one per edge of child C of parent P. An exit "Qk" is the sibling Q
// (another child of P) entered through its edge k; "k<", "k>", "k=" leave P through its
// edge k, at the edge's first part, its second, or the whole of an edge P does not
// divide. Coming in through a parent's edge is the same table read backwards: the ends
// swap, as the neighbour runs along the shared edge the other way.
constexpr std::string_view kExits[] = {
    "AA 2< 0= B1", "AB U1 A2 1>", "AU 2> B0 1<",  //
    "BA V2 2< B1", "BB 1> A2 0=", "BV 1< 2> A0",  //
    "UB U1 2= 0>", "UU 1= B0 0<",                 //
    "VA V2 0< 1=", "VV 2= 0> A0",                 //
    "CC 1> Y1 0=", "CY 2= C1 1<",                 //
    "DD 2< 0= X2", "DX 1= 2> D2",                 //
    "XC 2> Y1 X1", "XX 1= C2 0<", "XY 0> C1 2<",  //
    "YD 1< Y2 X2", "YX 0< 1> D2", "YY 2= 0> D1",
};

// The exit of child `c` of parent `p` through edge k ("" when c is no child of p).
std::string_view exit_of(char p, char c, unsigned k) {
  for (std::string_view row : kExits)
    if (row[0] == p && row[1] == c) return row.substr(3 + 3 * k, 2);
  return {};
}
bool is_parent(char p, char c) { return !exit_of(p, c, 0).empty(); }

// A letter above `c` as Loopy makes one up: a parent of c (in alphabetical order, as the
// table lists them and Loopy does), weighted by its share of the tiling (phi to 1 for
// the larger triangles, in Loopy's Fibonacci numbers).
char made_up_parent(char c, LoopyRandom& random) {
  auto weight = [](char t) -> std::uint32_t { return t == 'A' || t == 'B' || t == 'X' || t == 'Y' ? 63245986 : 39088169; };
  std::string parents;
  for (std::string_view row : kExits)
    if (row[1] == c && parents.find(row[0]) == std::string::npos) parents.push_back(row[0]);
  std::uint32_t total = 0;
  for (char p : parents) total += weight(p);
  std::uint32_t value = random.upto(total);
  for (char p : parents) {
    if (value < weight(p)) return p;
    value -= weight(p);
  }
  LK_REQUIRE(false, "made_up_parent: a draw past the weights");
  return c;
}
char end_mark(int end) { return end < 0 ? '<' : end > 0 ? '>' : '='; }

struct Entry {
  char child;
  unsigned edge;
};
// The child of `p` entered through its edge k at `end` (-1, 0, +1 as the neighbour left).
Entry enter(char p, unsigned k, int end) {
  const char want[2] = {static_cast<char>('0' + k), end_mark(-end)};
  for (std::string_view row : kExits)
    if (row[0] == p)
      for (unsigned e = 0; e < 3; ++e)
        if (row.substr(3 + 3 * e, 2) == std::string_view(want, 2)) return {row[1], e};
  LK_REQUIRE(false, "penrose coords: no child enters through that edge");
  return {};
}

struct Triangle {
  std::array<Cyc, 3> corner;  // corner k starts edge k
  std::string own;            // its letters where they differ from the start's, bottom up
  bool reported = false;
};

// x and y of a point as a + b sqrt(5), in Loopy's units: x in quarters, y in halves of
// sin 36 degrees, so cos 36 = (1 + r5)/4 and sin 72 = (1 + r5) sin 36 / 2 are integral.
Surd x_of(const Cyc& v) { return {4 * v[0] + v[1] - v[2] + v[3], v[1] + v[2] - v[3]}; }
Surd y_of(const Cyc& v) { return {2 * v[1] + v[2] + v[3], v[2] + v[3]}; }

class Patch {
 public:
  Patch(int type, int width, int height, std::string_view desc) : coords_(desc.substr(2)) {
    xunit_ = type == 11 ? 37 : 30;
    yunit_ = type == 11 ? 44 : 35;
    // The box is H*100/U wide in x and W*100/V high in y: the grid's axes are the tiling's
    // swapped. Loopy centres it on the origin, rounding halves down, then shifts by that.
    const long box_x = height * 100L / xunit_, box_y = width * 100L / yunit_;
    xoff_ = box_x / 2, yoff_ = box_y / 2;
    xmin_ = -xoff_, xmax_ = box_x - xoff_, ymin_ = yoff_ - box_y, ymax_ = yoff_;
    walk(desc[0] - '0', static_cast<unsigned>(desc[1] - '0'));
  }

  PenroseTiles tiles;

 private:
  char letter(const Triangle& t, std::size_t level) const {
    return level < t.own.size() ? t.own[level] : coords_[level];
  }

  // A triangle of letter c and letters `own`, its edge `along` running from u to v.
  Triangle place(std::string own, char c, const Cyc& u, const Cyc& v, unsigned along) const {
    Triangle t;
    t.own = std::move(own);
    Cyc at = u, edge = sub(v, u);
    for (unsigned i = 0; i < 3; ++i) {
      const unsigned k = (along + i) % 3;
      t.corner[k] = at;
      at = add(at, edge);
      edge = mul(edge, after_edge(c, k));
    }
    return t;
  }

  // The start's letters up to `levels`, made up past the desc's as Loopy makes them.
  void extend(std::size_t levels) {
    while (coords_.size() < levels) {
      if (!filler_) filler_.emplace("dummy");
      coords_.push_back(made_up_parent(coords_.back(), *filler_));
    }
  }

  // Across edge k of `t`: climb while the exit leaves the parent, then come down.
  Triangle across(const Triangle& t, unsigned k) {
    std::vector<int> ends;
    std::size_t level = 0;
    unsigned edge = k;
    std::string_view exit;
    for (;;) {
      extend(level + 2);
      exit = exit_of(letter(t, level + 1), letter(t, level), edge);
      LK_REQUIRE(!exit.empty(), "penrose coords: a letter no parent holds");
      if (exit[0] >= 'A') break;
      ends.push_back(exit[1] == '<' ? -1 : exit[1] == '>' ? 1 : 0);
      edge = static_cast<unsigned>(exit[0] - '0');
      ++level;
    }
    std::string own = t.own;
    for (std::size_t i = own.size(); i <= level; ++i) own.push_back(coords_[i]);
    own[level] = exit[0];
    unsigned in = static_cast<unsigned>(exit[1] - '0');
    while (level-- > 0) {
      const Entry e = enter(own[level + 1], in, ends[level]);
      own[level] = e.child, in = e.edge;
    }
    // Letters equal to the start's above the last difference are the start's own.
    while (!own.empty() && own.back() == coords_[own.size() - 1]) own.pop_back();
    const char c = own.empty() ? coords_[0] : own[0];
    return place(std::move(own), c, t.corner[(k + 1) % 3], t.corner[k], in);
  }

  bool inside(const Triangle& t) const {
    for (const Cyc& p : t.corner)
      if (!surd_within(x_of(p), 5, xmin_, xmax_) || !surd_within(y_of(p), 5, ymin_, ymax_)) return false;
    return true;
  }

  int point(const Cyc& p) {
    const Surd x = x_of(p), y = y_of(p);
    const std::array<long, 2> at{(y.a + yoff_) * yunit_ + round_times_root(y.b * yunit_, 5),
                                 (x.a + xoff_) * xunit_ + round_times_root(x.b * xunit_, 5)};
    auto [it, added] = ids_.try_emplace(at, static_cast<int>(laid_.points.size()));
    if (added) laid_.points.push_back(at);
    return it->second;
  }

  void walk(int orientation, unsigned start_vertex) {
    const char c = coords_[0];
    Triangle first = place({}, c, Cyc{}, mul(base_length(c), turn(orientation)), 0);
    const Cyc shift = first.corner[start_vertex];
    for (Cyc& p : first.corner) p = sub(p, shift);
    // Triangles met, by their first two corners (which fix the third), in the order of
    // the breadth-first queue.
    std::vector<Triangle> met;
    std::map<std::pair<Cyc, Cyc>, std::size_t> index;
    index[{first.corner[0], first.corner[1]}] = 0;
    const bool start_inside = inside(first);
    met.push_back(std::move(first));
    for (std::size_t q = 0; start_inside && q < met.size(); ++q) {
      const unsigned sibling = sibling_edge(letter(met[q], 0));
      for (unsigned k = 0; k < 3; ++k) {
        Triangle next = across(met[q], k);
        if (!inside(next)) continue;
        auto [it, added] = index.try_emplace({next.corner[0], next.corner[1]}, met.size());
        if (added) {
          met.push_back(std::move(next));
          continue;
        }
        Triangle& other = met[it->second];
        Triangle& self = met[q];
        if (k != sibling || self.reported || other.reported) continue;
        const unsigned s2 = sibling_edge(letter(other, 0));
        const Cyc ring[4] = {self.corner[(sibling + 1) % 3], self.corner[(sibling + 2) % 3],
                             other.corner[(s2 + 1) % 3], other.corner[(s2 + 2) % 3]};
        std::vector<int> face;
        for (const Cyc& p : ring) face.push_back(point(p));
        laid_.faces.push_back(std::move(face));
        self.reported = other.reported = true;
      }
    }
    tiles = loopy_trim(std::move(laid_), TrimTies::Root);
  }

  std::string coords_;
  std::optional<LoopyRandom> filler_;  // Loopy's stream for letters past the desc's
  long xunit_ = 0, yunit_ = 0, xoff_ = 0, yoff_ = 0, xmin_ = 0, xmax_ = 0, ymin_ = 0, ymax_ = 0;
  std::map<std::array<long, 2>, int> ids_;
  PenroseTiles laid_;
};

// The character at `i` of a desc, quoted, readable when it is not printable.
std::string quoted(std::string_view desc, std::size_t i) {
  const auto c = static_cast<unsigned char>(desc[i]);
  if (c >= 0x21 && c < 0x7f) return "'" + std::string(1, static_cast<char>(c)) + "'";
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
}

}  // namespace

std::optional<std::string> penrose_coords_problem(int type, int width, int height, std::string_view desc) {
  LK_REQUIRE(type == 11 || type == 12, "penrose_coords_problem: a Penrose type");
  const std::string name = type == 11 ? "penrose-p2" : "penrose-p3";
  const std::string letters = type == 11 ? "A, B, U, V" : "C, D, X, Y";
  if (desc.empty())
    return "a " + name + " grid needs its patch description, current Loopy's digits and letters (00" +
           (type == 11 ? "VVVBAABB" : "YYYYCCXX") + ") or the legacy G<x>,<y>,<angle>";
  auto at = [&](std::size_t i) { return "character " + std::to_string(i + 1) + " of the patch description, " + quoted(desc, i); };
  if (desc[0] < '0' || desc[0] > '9') return at(0) + ", is not an orientation digit 0-9 (nor G of the legacy form)";
  if (desc.size() < 2 || desc[1] < '0' || desc[1] > '2')
    return desc.size() < 2 ? "the patch description " + std::string(desc) + " has no start-vertex digit 0-2"
                           : at(1) + ", is not a start-vertex digit 0-2";
  if (desc.size() == 2) return "the patch description " + std::string(desc) + " has no coordinate letters (" + letters + ")";
  if (desc.size() - 2 > kMaxPenroseCoords)
    return "the patch description has " + std::to_string(desc.size() - 2) + " coordinate letters, more than " +
           std::to_string(kMaxPenroseCoords);
  for (std::size_t i = 2; i < desc.size(); ++i) {
    if (!letter_of(desc[i], type)) return at(i) + ", is not a " + name + " coordinate letter (" + letters + ")";
    if (i > 2 && !is_parent(desc[i], desc[i - 1]))
      return at(i) + ", cannot hold the " + quoted(desc, i - 1) + " before it in Penrose's substitution";
  }
  const Patch patch(type, width, height, desc);
  if (patch.tiles.faces.empty())
    return "the patch " + std::string(desc) + " holds no " + name + " grid at " + std::to_string(width) + "x" +
           std::to_string(height);
  return std::nullopt;
}

PenroseTiles penrose_coords_tiles(int type, int width, int height, std::string_view desc) {
  LK_REQUIRE(!penrose_coords_problem(type, width, height, desc), "penrose_coords_tiles: a desc penrose_coords_problem refuses");
  return Patch(type, width, height, desc).tiles;
}

}  // namespace looplab::core
