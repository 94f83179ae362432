#include "core/loopy_penrose.hpp"

#include <charconv>
#include <cmath>
#include <map>
#include <utility>

#include "core/error.hpp"

namespace looplab::core {

namespace {

// A point of the tiling: a*A + b*B + c*C + d*D over unit vectors at 54, 18, -18 and -54
// degrees from the x axis (y down). The tenth-turn vector E = -A + B - C + D closes the
// set, so no fifth coordinate is needed and equal points have equal integers.
using Vec = std::array<long, 4>;

Vec plus(const Vec& u, const Vec& v) { return {u[0] + v[0], u[1] + v[1], u[2] + v[2], u[3] + v[3]}; }

// Turned one tenth clockwise: each basis vector becomes the next, D becomes E.
Vec notch(const Vec& v) { return {-v[3], v[0] + v[3], v[1] - v[3], v[2] + v[3]}; }

// Turned by `degrees` (a multiple of 36, either sign) as Loopy's legacy generator turns:
// (360 - degrees) / 36 notches.
Vec turn(Vec v, int degrees) {
  int notches = ((360 - degrees % 360) / 36) % 10;
  while (notches-- > 0) v = notch(v);
  return v;
}

// Scaled by phi and by 1/phi: E's neighbours differ by vectors parallel to E of those
// lengths, so both are sums of turned copies, exact in integers.
Vec grow(const Vec& v) { return {v[0] + v[1] - v[3], v[2] + v[3], v[0] + v[1], v[2] + v[3] - v[0]}; }
Vec shrink(const Vec& v) { return {v[1] - v[3], v[2] + v[3] - v[1], v[0] + v[1] - v[2], v[2] - v[0]}; }

// Loopy's screen position of a point: these rounded constants and this order of
// operations, since a corner's rounding decides whether its tile is in the window.
constexpr double kCos54 = 0.5877852, kSin54 = 0.8090169, kCos18 = 0.9510565, kSin18 = 0.3090169;
double screen_x(const Vec& v) { return static_cast<double>(v[0] + v[3]) * kCos54 + static_cast<double>(v[1] + v[2]) * kCos18; }
double screen_y(const Vec& v) { return static_cast<double>(v[0] - v[3]) * kSin54 + static_cast<double>(v[1] - v[2]) * kSin18; }
long round_away(double r) { return static_cast<long>(r > 0.0 ? std::floor(r + 0.5) : std::ceil(r - 0.5)); }

constexpr double kPhi = 1.6180339887;
constexpr double kIncircle = 0.22426;  // phi^-3 less 5%, Loopy's figure

struct Expansion {
  double radius = 0;  // the circle it must cover
  long start = 0;     // the first triangle's side
  int depth = 0;
};

Expansion expansion(int type, int w, int h) {
  const int tile = type == 11 ? 100 * 3 / 2 : 100 * 5 / 4;
  Expansion e;
  e.radius = tile * 3.11 * std::sqrt(static_cast<double>(w * w + h * h));
  double size = tile;
  while (size * kIncircle < e.radius) {
    ++e.depth;
    size *= kPhi;
  }
  e.start = static_cast<long>(size);
  return e;
}

int safe_radius(int w, int h, const Expansion& e) {
  return static_cast<int>(e.radius - std::sqrt(static_cast<double>(w * w + h * h)));
}

struct Patch {
  long x = 0, y = 0;
  int angle = 0;
};

// G<x>,<y>,<angle> with plain decimal integers; nullopt for anything else.
std::optional<Patch> read_patch(std::string_view desc) {
  if (desc.empty() || desc[0] != 'G') return std::nullopt;
  const char* at = desc.data() + 1;
  const char* end = desc.data() + desc.size();
  long values[3];
  for (int i = 0; i < 3; ++i) {
    if (i > 0 && (at == end || *at++ != ',')) return std::nullopt;
    const char* digits = at < end && *at == '-' ? at + 1 : at;
    if (digits == end || *digits < '0' || *digits > '9') return std::nullopt;
    auto [next, ec] = std::from_chars(at, end, values[i]);
    if (ec != std::errc() || next - digits > 9) return std::nullopt;
    at = next;
  }
  if (at != end) return std::nullopt;
  return Patch{values[0], values[1], static_cast<int>(values[2])};
}

// The expansion walked in Loopy's order, keeping the tiles inside the window.
class Tiler {
 public:
  Tiler(int type, int w, int h, const Patch& patch, bool cut) : cut_(cut) {
    const Expansion e = expansion(type, w, h);
    depth_ = e.depth;
    leaf_ = static_cast<double>(e.start) / std::pow(kPhi, e.depth);
    xmin_ = patch.x - w * 100 / 2, xmax_ = patch.x + w * 100 / 2;
    ymin_ = patch.y - h * 100 / 2, ymax_ = patch.y + h * 100 / 2;
    // The first triangle (side S) has its incentre at the origin: apex -S (B + C) / phi^2,
    // edge S B, both turned by the patch's angle.
    const Vec apex = turn(shrink(shrink({0, -e.start, -e.start, 0})), patch.angle);
    const Vec edge = turn({0, e.start, 0, 0}, patch.angle);
    if (type == 11)
      kite_half(0, 1, apex, edge);
    else
      thin_half(0, 1, apex, edge);
  }

  std::vector<std::array<long, 2>> points;
  std::vector<std::vector<int>> faces;

 private:
  // Whether nothing below a triangle at `o` with edge `e` can reach the window: its
  // tiles stay within a few of its sides of o (a generous bound; the uncut walk is the
  // twin the tests compare with).
  bool out_of_reach(const Vec& o, const Vec& e) const {
    if (!cut_) return false;
    const double side = std::hypot(screen_x(e), screen_y(e));
    const double reach = 3 * side + 4 * leaf_ + 4;
    const double x = screen_x(o), y = screen_y(o);
    return x + reach < static_cast<double>(xmin_) || x - reach > static_cast<double>(xmax_) ||
           y + reach < static_cast<double>(ymin_) || y - reach > static_cast<double>(ymax_);
  }

  void tile(std::array<Vec, 4> corners) {
    std::array<std::array<long, 2>, 4> at;
    for (std::size_t i = 0; i < 4; ++i) {
      at[i] = {round_away(screen_x(corners[i])), round_away(screen_y(corners[i]))};
      if (at[i][0] < xmin_ || at[i][0] > xmax_ || at[i][1] < ymin_ || at[i][1] > ymax_) return;
    }
    std::vector<int> ring;
    for (std::size_t i = 0; i < 4; ++i) {
      auto [it, added] = ids_.try_emplace(corners[i], static_cast<int>(points.size()));
      if (added) points.push_back(at[i]);
      ring.push_back(it->second);
    }
    faces.push_back(std::move(ring));
  }

  // P2: the half-kite (large) and half-dart (small) triangles, apex o, edge e, hand `flip`.
  void kite_half(int depth, int flip, const Vec& o, const Vec& e) {
    if (depth == depth_) {
      if (flip > 0) tile({o, plus(o, turn(e, -36)), plus(o, e), plus(o, turn(e, 36))});
      return;
    }
    if (out_of_reach(o, e)) return;
    const Vec o2 = plus(o, turn(e, -36 * flip)), e2 = shrink(turn(e, 108 * flip));
    dart_half(depth + 1, flip, o, shrink(e));
    kite_half(depth + 1, flip, o2, e2);
    kite_half(depth + 1, -flip, o2, e2);
  }
  void dart_half(int depth, int flip, const Vec& o, const Vec& e) {
    if (depth == depth_) {
      if (flip > 0) tile({o, plus(o, turn(e, -72)), plus(o, turn(shrink(e), -36)), plus(o, e)});
      return;
    }
    if (out_of_reach(o, e)) return;
    kite_half(depth + 1, -flip, o, shrink(turn(e, -36 * flip)));
    dart_half(depth + 1, flip, plus(o, e), shrink(turn(e, -144 * flip)));
  }

  // P3: the half-thick (large) and half-thin (small) rhomb triangles.
  void thick_half(int depth, int flip, const Vec& o, const Vec& e) {
    if (depth == depth_) {
      if (flip > 0) tile({o, plus(o, turn(e, -36)), plus(o, grow(e)), plus(o, turn(e, 36))});
      return;
    }
    if (out_of_reach(o, grow(e))) return;
    shared_p3_children(depth, flip, o, e);
    thick_half(depth + 1, flip, plus(o, grow(e)), shrink(turn(e, -144 * flip)));
  }
  void thin_half(int depth, int flip, const Vec& o, const Vec& e) {
    if (depth == depth_) {
      if (flip > 0) {
        const Vec tip = plus(o, e);
        tile({o, plus(o, turn(e, -36)), plus(tip, turn(e, -36)), tip});
      }
      return;
    }
    if (out_of_reach(o, e)) return;
    shared_p3_children(depth, flip, o, e);
  }
  // The two children a thick and a thin half share, both at o + e.
  void shared_p3_children(int depth, int flip, const Vec& o, const Vec& e) {
    const Vec o2 = plus(o, e);
    thick_half(depth + 1, -flip, o2, shrink(turn(e, 180)));
    thin_half(depth + 1, flip, o2, shrink(turn(e, -108 * flip)));
  }

  bool cut_;
  int depth_ = 0;
  double leaf_ = 0;
  long xmin_ = 0, xmax_ = 0, ymin_ = 0, ymax_ = 0;
  std::map<Vec, int> ids_;
};

PenroseTiles tiles_of(int type, int w, int h, const Patch& patch, bool cut) {
  Tiler t(type, w, h, patch, cut);
  return loopy_trim({std::move(t.points), std::move(t.faces)}, TrimTies::LeastPoint);
}

}  // namespace


std::optional<std::string> penrose_problem(int type, int width, int height, std::string_view desc) {
  LK_REQUIRE(type == 11 || type == 12, "penrose_problem: a Penrose type");
  const std::string name = type == 11 ? "penrose-p2" : "penrose-p3";
  if (desc.empty()) return "a " + name + " grid needs its patch description G<x>,<y>,<angle>";
  const auto patch = read_patch(desc);
  if (!patch) return "a " + name + " grid's description is G<x>,<y>,<angle>, not \"" + std::string(desc) + "\"";
  const int safe = safe_radius(width, height, expansion(type, width, height));
  const double px = static_cast<double>(patch->x), py = static_cast<double>(patch->y);
  if (std::sqrt(px * px + py * py) > safe)
    return "the patch offset " + std::to_string(patch->x) + "," + std::to_string(patch->y) + " is more than " +
           std::to_string(safe) + " from the centre";
  if (patch->angle % 36 != 0 || patch->angle < 0 || patch->angle >= 360)
    return "the patch angle " + std::to_string(patch->angle) + " is not a multiple of 36 from 0 to 324";
  if (tiles_of(type, width, height, *patch, true).faces.empty())
    return "the patch " + std::string(desc) + " holds no " + name + " grid at " + std::to_string(width) + "x" +
           std::to_string(height);
  return std::nullopt;
}

PenroseTiles penrose_tiles(int type, int width, int height, std::string_view desc, bool cut) {
  const auto patch = read_patch(desc);
  LK_REQUIRE(patch.has_value(), "penrose_tiles: a desc penrose_problem refuses");
  return tiles_of(type, width, height, *patch, cut);
}

std::string random_penrose_desc(int type, int width, int height, Rng& rng) {
  const int safe = safe_radius(width, height, expansion(type, width, height));
  LK_REQUIRE(width >= 3 && height >= 3 && safe > 0, "random_penrose_desc: a grid smaller than Loopy's least");
  for (;;) {
    long x = 0, y = 0;
    do {
      x = static_cast<long>(rng.below(2 * safe)) - safe;
      y = static_cast<long>(rng.below(2 * safe)) - safe;
    } while (std::sqrt(static_cast<double>(x * x + y * y)) > safe);
    const int angle = rng.below(10) * 36;
    std::string desc = "G" + std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(angle);
    if (!tiles_of(type, width, height, {x, y, angle}, true).faces.empty()) return desc;
  }
}

}  // namespace looplab::core
