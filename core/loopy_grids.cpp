#include "core/loopy_grids.hpp"

#include <initializer_list>
#include <iterator>
#include <map>
#include <utility>

#include "core/error.hpp"
#include "core/grid.hpp"
#include "core/loop_graph_grids.hpp"
#include "core/loopy_hats.hpp"
#include "core/loopy_spectres.hpp"
#include "core/loopy_penrose.hpp"
#include "core/loopy_penrose_coords.hpp"

namespace looplab::core {

namespace {

constexpr LoopyGridType kTypes[] = {
    {0, "square", 1},
    {1, "triangular", 1},
    {2, "honeycomb", 1},
    {3, "snub-square", 1},
    {4, "cairo", 1},
    {5, "great-hexagonal", 1},
    {6, "octagonal", 1},
    {7, "kites", 1},
    {8, "floret", 1},
    {9, "dodecagonal", 1},
    {10, "great-dodecagonal", 1},
    {11, "penrose-p2", 3},
    {12, "penrose-p3", 3},
    {13, "great-great-dodecagonal", 1},
    {14, "kagome", 1},
    {15, "compass-dodecagonal", 1},
    {16, "hats", 6},
    {17, "spectres", 6},
};

using Offset = std::array<long, 2>;

// Points by position, numbered when first named; faces laid in turn.
class Layout {
 public:
  // The point at (x, y), made now if it is new.
  int point(long x, long y) {
    auto [it, added] = ids_.try_emplace({x, y}, static_cast<int>(g_.points.size()));
    if (added) g_.points.push_back({x, y});
    return it->second;
  }
  // A face whose corners are `corners` offset by (x, y), in turn.
  void face(long x, long y, std::initializer_list<Offset> corners) { face(x, y, std::span(corners.begin(), corners.size())); }
  void face(long x, long y, std::span<const Offset> corners) {
    std::vector<int> ring;
    for (const auto& c : corners) ring.push_back(point(x + c[0], y + c[1]));
    g_.faces.push_back(std::move(ring));
  }
  void face(std::vector<int> ring) { g_.faces.push_back(std::move(ring)); }
  // A patch laid elsewhere, its points already numbered once each, into an empty layout.
  void adopt(LoopyTiles tiles) {
    LK_REQUIRE(g_.points.empty(), "Layout::adopt: a layout already begun");
    g_.points = std::move(tiles.points);
    g_.faces = std::move(tiles.faces);
  }
  LoopyGrid done() && {
    std::vector<PlanePoint> at;
    for (const auto& p : g_.points) at.push_back({static_cast<double>(p[0]), static_cast<double>(p[1])});
    g_.graph = plane_graph(at, g_.faces);
    return std::move(g_);
  }

 private:
  std::map<std::pair<long, long>, int> ids_;
  LoopyGrid g_;
};

void square(Layout& l, int w, int h) {
  const long a = 20;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) l.face(a * x, a * y, {{0, 0}, {a, 0}, {a, a}, {0, a}});
}

void honeycomb(Layout& l, int w, int h) {
  const long a = 15, b = 26;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      l.face(3 * a * x, 2 * b * y + (x % 2 ? b : 0), {{-a, -b}, {a, -b}, {2 * a, 0}, {a, b}, {-a, b}, {-2 * a, 0}});
}

// Loopy's trimmed layout ("0"): row y holds W + 1 triangles pointing one way, then W
// pointing the other (up on even rows for the first kind); an odd H leaves out the last
// row's two end triangles, which would be ears.
void triangular(Layout& l, int w, int h) {
  const long vx = 15, vy = 26;
  for (int y = 0; y < h; ++y) {
    const bool odd = y % 2 != 0;
    const long y0 = odd ? y * vy : (y + 1) * vy, y1 = odd ? (y + 1) * vy : y * vy;
    for (int x = 0; x <= w; ++x) {
      if (h % 2 == 1 && y == h - 1 && (x == 0 || x == w)) continue;
      const long x0 = 2 * x * vx;
      const int p = l.point(x0, y0), q = l.point(x0 + vx, y1), r = l.point(x0 + 2 * vx, y0);
      l.face(odd ? std::vector<int>{p, r, q} : std::vector<int>{p, q, r});
    }
    for (int x = 0; x < w; ++x) {
      const long x0 = (2 * x + 1) * vx;
      const int p = l.point(x0, y1), q = l.point(x0 + vx, y0), r = l.point(x0 + 2 * vx, y1);
      l.face(odd ? std::vector<int>{p, q, r} : std::vector<int>{p, r, q});
    }
  }
}

// Loopy's first layout (an ID without a desc): (W+1) x (H+1) points, odd rows half a
// side right, two triangles per square of points.
void triangular_untrimmed(Layout& l, int w, int h) {
  const long vx = 15, vy = 26;
  for (int y = 0; y <= h; ++y)
    for (int x = 0; x <= w; ++x) l.point(x * 2 * vx + (y % 2 ? vx : 0), y * vy);
  auto d = [&](int y, int x) { return y * (w + 1) + x; };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      if (y % 2) {
        l.face({d(y, x), d(y + 1, x + 1), d(y + 1, x)});
        l.face({d(y, x), d(y, x + 1), d(y + 1, x + 1)});
      } else {
        l.face({d(y, x), d(y, x + 1), d(y + 1, x)});
        l.face({d(y, x + 1), d(y + 1, x + 1), d(y + 1, x)});
      }
    }
}

void snub_square(Layout& l, int w, int h) {
  const long a = 15, b = 26;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = (a + b) * x, py = (a + b) * y;
      const bool odd = (x + y) % 2 != 0;
      if (odd)
        l.face(px, py, {{a, 0}, {a + b, a}, {b, a + b}, {0, b}});
      else
        l.face(px, py, {{b, 0}, {a + b, b}, {a, a + b}, {0, a}});
      if (x > 0) {
        if (odd)
          l.face(px, py, {{a, 0}, {0, b}, {-a, 0}});
        else
          l.face(px, py, {{0, a}, {a, a + b}, {-a, a + b}});
      }
      if (y > 0) {
        if (odd)
          l.face(px, py, {{a, 0}, {a + b, -a}, {a + b, a}});
        else
          l.face(px, py, {{0, -a}, {b, 0}, {0, a}});
      }
    }
}

void cairo(Layout& l, int w, int h) {
  const long a = 14, b = 31;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = 2 * b * x, py = 2 * b * y;
      const bool odd = (x + y) % 2 != 0;
      if (y > 0) {  // a pentagon lying down
        if (odd)
          l.face(px, py, {{a, -b}, {2 * b - a, -b}, {2 * b, 0}, {b, a}, {0, 0}});
        else
          l.face(px, py, {{0, 0}, {b, -a}, {2 * b, 0}, {2 * b - a, b}, {a, b}});
      }
      if (x > 0) {  // a pentagon standing up
        if (odd)
          l.face(px, py, {{0, 0}, {b, a}, {b, 2 * b - a}, {0, 2 * b}, {-a, b}});
        else
          l.face(px, py, {{0, 0}, {a, b}, {0, 2 * b}, {-b, 2 * b - a}, {-b, a}});
      }
    }
}

void great_hexagonal(Layout& l, int w, int h) {
  const long a = 15, b = 26;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = (3 * a + b) * x, py = (2 * a + 2 * b) * y + (x % 2 ? a + b : 0);
      const bool last_row = y == h - 1, even = x % 2 == 0;
      l.face(px, py, {{-a, -b}, {a, -b}, {2 * a, 0}, {a, b}, {-a, b}, {-2 * a, 0}});
      if (!last_row) l.face(px, py, {{-a, b}, {a, b}, {a, 2 * a + b}, {-a, 2 * a + b}});
      if (x < w - 1 && (even || !last_row)) l.face(px, py, {{2 * a, 0}, {2 * a + b, a}, {a + b, a + b}, {a, b}});
      if (x > 0 && (even || !last_row)) l.face(px, py, {{-2 * a, 0}, {-a, b}, {-a - b, a + b}, {-2 * a - b, a}});
      if (x < w - 1 && !last_row) l.face(px, py, {{a, b}, {a + b, a + b}, {a, 2 * a + b}});
      if (x > 0 && !last_row) l.face(px, py, {{-a, b}, {-a, 2 * a + b}, {-a - b, a + b}});
    }
}

void kagome(Layout& l, int w, int h) {
  const long a = 15, b = 26;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = 4 * a * x + (y % 2 ? 2 * a : 0), py = 2 * b * y;
      const bool odd = y % 2 != 0;
      l.face(px, py, {{a, -b}, {2 * a, 0}, {a, b}, {-a, b}, {-2 * a, 0}, {-a, -b}});
      if (x < w - 1 || (!odd && y > 0)) l.face(px, py, {{3 * a, -b}, {2 * a, 0}, {a, -b}});
      if (x < w - 1 || (!odd && y < h - 1)) l.face(px, py, {{3 * a, b}, {a, b}, {2 * a, 0}});
      if (x == 0 && odd) {
        l.face(px, py, {{-a, -b}, {-2 * a, 0}, {-3 * a, -b}});
        if (y < h - 1) l.face(px, py, {{-a, b}, {-3 * a, b}, {-2 * a, 0}});
      }
    }
}

void octagonal(Layout& l, int w, int h) {
  const long a = 29, b = 41;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = (2 * a + b) * x, py = (2 * a + b) * y;
      l.face(px, py,
             {{a, 0}, {a + b, 0}, {2 * a + b, a}, {2 * a + b, a + b}, {a + b, 2 * a + b}, {a, 2 * a + b}, {0, a + b}, {0, a}});
      if (x > 0 && y > 0) l.face(px, py, {{0, -a}, {a, 0}, {0, a}, {-a, 0}});
    }
}

// Six kites round each point of order 6, turning from up-left.
void kites(Layout& l, int w, int h) {
  const long a = 15, b = 26;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = 4 * b * x + (y % 2 ? 2 * b : 0), py = 6 * a * y;
      l.face(px, py, {{0, 0}, {2 * b, 0}, {2 * b, 2 * a}, {b, 3 * a}});
      l.face(px, py, {{0, 0}, {b, 3 * a}, {0, 4 * a}, {-b, 3 * a}});
      l.face(px, py, {{0, 0}, {-b, 3 * a}, {-2 * b, 2 * a}, {-2 * b, 0}});
      l.face(px, py, {{0, 0}, {-2 * b, 0}, {-2 * b, -2 * a}, {-b, -3 * a}});
      l.face(px, py, {{0, 0}, {-b, -3 * a}, {0, -4 * a}, {b, -3 * a}});
      l.face(px, py, {{0, 0}, {b, -3 * a}, {2 * b, -2 * a}, {2 * b, 0}});
    }
}

// Six pentagons round each point of order 6, from the sides P, Q and R = Q - P.
void floret(Layout& l, int w, int h) {
  const Offset p{75, -26}, q{60, 52}, r{q[0] - p[0], q[1] - p[1]};
  auto at = [](long i, const Offset& u, long j, const Offset& v) { return Offset{i * u[0] + j * v[0], i * u[1] + j * v[1]}; };
  const long step_x = (6 * p[0] + 3 * q[0]) / 2, step_y = 4 * p[1] - 5 * q[1];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      long cx = step_x * x, cy = step_y * y;
      if (x % 2)
        cy -= step_y / 2;
      else if (y > 0 && y == h - 1 && w > 1)
        continue;
      l.face(cx, cy, {{0, 0}, at(2, r, 0, q), at(2, r, 1, q), at(2, q, 1, r), at(2, q, 0, r)});
      l.face(cx, cy, {{0, 0}, at(2, q, 0, p), at(2, q, 1, p), at(2, p, 1, q), at(2, p, 0, q)});
      l.face(cx, cy, {{0, 0}, at(2, p, 0, r), at(2, p, -1, r), at(-2, r, 1, p), at(-2, r, 0, p)});
      l.face(cx, cy, {{0, 0}, at(-2, r, 0, q), at(-2, r, -1, q), at(-2, q, -1, r), at(-2, q, 0, r)});
      l.face(cx, cy, {{0, 0}, at(-2, q, 0, p), at(-2, q, -1, p), at(-2, p, -1, q), at(-2, p, 0, q)});
      l.face(cx, cy, {{0, 0}, at(-2, p, 0, r), at(-2, p, 1, r), at(2, r, -1, p), at(2, r, 0, p)});
    }
}

// The dodecagon of the two dodecagonal grids, centred on the origin.
constexpr long kDa = 15, kDb = 26;
constexpr Offset kDodecagon[] = {
    {kDa, -(2 * kDa + kDb)},  {kDa + kDb, -(kDa + kDb)},    {2 * kDa + kDb, -kDa},         {2 * kDa + kDb, kDa},
    {kDa + kDb, kDa + kDb},   {kDa, 2 * kDa + kDb},         {-kDa, 2 * kDa + kDb},         {-(kDa + kDb), kDa + kDb},
    {-(2 * kDa + kDb), kDa},  {-(2 * kDa + kDb), -kDa},     {-(kDa + kDb), -(kDa + kDb)},  {-kDa, -(2 * kDa + kDb)}};

void dodecagonal(Layout& l, int w, int h) {
  const long a = kDa, b = kDb;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const bool odd = y % 2 != 0;
      const long px = (4 * a + 2 * b) * x + (odd ? 2 * a + b : 0), py = (3 * a + 2 * b) * y;
      l.face(px, py, kDodecagon);
      const bool inside = (x < w - 1 || !odd) && (x > 0 || odd);
      if (y < h - 1 && inside) l.face(px, py, {{a, 2 * a + b}, {0, 2 * a + 2 * b}, {-a, 2 * a + b}});
      if (y > 0 && inside) l.face(px, py, {{-a, -(2 * a + b)}, {0, -(2 * a + 2 * b)}, {a, -(2 * a + b)}});
    }
}

void great_dodecagonal(Layout& l, int w, int h) {
  const long a = kDa, b = kDb;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const bool odd = y % 2 != 0;
      const long px = (6 * a + 2 * b) * x + (odd ? 3 * a + b : 0), py = (3 * a + 3 * b) * y;
      l.face(px, py, kDodecagon);
      const bool inside = (x < w - 1 || !odd) && (x > 0 || odd);
      if (y < h - 1 && inside)
        l.face(px, py,
               {{a, 2 * a + b}, {2 * a, 2 * a + 2 * b}, {a, 2 * a + 3 * b}, {-a, 2 * a + 3 * b}, {-2 * a, 2 * a + 2 * b}, {-a, 2 * a + b}});
      if (y > 0 && inside)
        l.face(px, py,
               {{-a, -(2 * a + b)}, {-2 * a, -(2 * a + 2 * b)}, {-a, -(2 * a + 3 * b)}, {a, -(2 * a + 3 * b)},
                {2 * a, -(2 * a + 2 * b)}, {a, -(2 * a + b)}});
      if (x < w - 1) l.face(px, py, {{2 * a + b, -a}, {4 * a + b, -a}, {4 * a + b, a}, {2 * a + b, a}});
      if (y > 0 && (x < w - 1 || !odd))
        l.face(px, py, {{a, -(2 * a + b)}, {2 * a, -(2 * a + 2 * b)}, {2 * a + b, -(a + 2 * b)}, {a + b, -(a + b)}});
      if (y > 0 && (x > 0 || odd))
        l.face(px, py,
               {{-(a + b), -(a + b)}, {-(2 * a + b), -(a + 2 * b)}, {-2 * a, -(2 * a + 2 * b)}, {-a, -(2 * a + b)}});
    }
}

// Dodecagons with hexagons, squares and triangles between them.
void great_great_dodecagonal(Layout& l, int w, int h) {
  const long a = kDa, b = kDb;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const bool odd = y % 2 != 0, top = y == 0, bottom = y == h - 1, left = x == 0, right = x == w - 1;
      const long px = (4 * a + 4 * b) * x + (odd ? 2 * a + 2 * b : 0), py = (6 * a + 2 * b) * y;
      l.face(px, py, kDodecagon);
      if (!top && (!right || !odd))
        l.face(px, py, {{a + 2 * b, -(4 * a + b)}, {a + 2 * b, -(2 * a + b)}, {a + b, -(a + b)}, {a, -(2 * a + b)},
                        {a, -(4 * a + b)}, {a + b, -(5 * a + b)}});
      if (!right)
        l.face(px, py, {{2 * a + 3 * b, -a}, {2 * a + 3 * b, a}, {2 * a + 2 * b, 2 * a}, {2 * a + b, a},
                        {2 * a + b, -a}, {2 * a + 2 * b, -2 * a}});
      if (!bottom && (!right || !odd))
        l.face(px, py, {{a + 2 * b, 2 * a + b}, {a + 2 * b, 4 * a + b}, {a + b, 5 * a + b}, {a, 4 * a + b},
                        {a, 2 * a + b}, {a + b, a + b}});
      if (!top && !right)
        l.face(px, py, {{a + 2 * b, -(2 * a + b)}, {2 * a + 2 * b, -2 * a}, {2 * a + b, -a}, {a + b, -(a + b)}});
      if (!bottom && !right)
        l.face(px, py, {{2 * a + 2 * b, 2 * a}, {a + 2 * b, 2 * a + b}, {a + b, a + b}, {2 * a + b, a}});
      const bool inside = (!right || !odd) && (!left || odd);
      if (!bottom && inside) l.face(px, py, {{a, 2 * a + b}, {a, 4 * a + b}, {-a, 4 * a + b}, {-a, 2 * a + b}});
      if (!left && !bottom)
        l.face(px, py, {{-(2 * a + b), a}, {-(a + b), a + b}, {-(a + 2 * b), 2 * a + b}, {-(2 * a + 2 * b), 2 * a}});
      if (!left && !top)
        l.face(px, py, {{-(a + b), -(a + b)}, {-(2 * a + b), -a}, {-(2 * a + 2 * b), -2 * a}, {-(a + 2 * b), -(2 * a + b)}});
      if (!top && inside) l.face(px, py, {{a, -(4 * a + b)}, {a, -(2 * a + b)}, {-a, -(2 * a + b)}, {-a, -(4 * a + b)}});
      if (!top && !right)
        l.face(px, py, {{3 * a + 2 * b, -(2 * a + b)}, {2 * a + 2 * b, -2 * a}, {a + 2 * b, -(2 * a + b)}});
      if (!bottom && !right)
        l.face(px, py, {{3 * a + 2 * b, 2 * a + b}, {a + 2 * b, 2 * a + b}, {2 * a + 2 * b, 2 * a}});
    }
}

// Dodecagons in a square lattice; between four of them, a square with a triangle on
// each side (north, east, south, west).
void compass_dodecagonal(Layout& l, int w, int h) {
  const long a = kDa, b = kDb;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const long px = (4 * a + 2 * b) * x, py = (4 * a + 2 * b) * y;
      l.face(px, py, kDodecagon);
      if (x == w - 1 || y == h - 1) continue;
      l.face(px, py, {{2 * a + b, a}, {3 * a + b, a + b}, {a + b, a + b}});
      l.face(px, py, {{3 * a + 2 * b, 2 * a + b}, {3 * a + b, 3 * a + b}, {3 * a + b, a + b}});
      l.face(px, py, {{3 * a + b, 3 * a + b}, {2 * a + b, 3 * a + 2 * b}, {a + b, 3 * a + b}});
      l.face(px, py, {{a + b, a + b}, {a + b, 3 * a + b}, {a, 2 * a + b}});
      l.face(px, py, {{3 * a + b, a + b}, {3 * a + b, 3 * a + b}, {a + b, 3 * a + b}, {a + b, a + b}});
    }
}

// A Penrose desc in Debian's legacy form, G<x>,<y>,<angle> (core/loopy_penrose.hpp), as
// Loopy tells them apart; any other is current Loopy's (core/loopy_penrose_coords.hpp).
bool legacy_penrose(std::string_view desc) { return !desc.empty() && desc[0] == 'G'; }

// Loopy's points first, in its order, then its faces (core/loopy_penrose.hpp,
// core/loopy_penrose_coords.hpp, core/loopy_hats.hpp, core/loopy_spectres.hpp).
void patch(Layout& l, LoopyTiles tiles) { l.adopt(std::move(tiles)); }

}  // namespace

std::span<const LoopyGridType> loopy_grid_types() { return kTypes; }

const LoopyGridType* loopy_grid_type(std::string_view name) {
  for (const auto& t : kTypes)
    if (t.name == name) return &t;
  // Loopy's number, as `tN` or `N`.
  std::string_view digits = name.substr(!name.empty() && name[0] == 't' ? 1 : 0);
  if (digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string_view::npos)
    return nullptr;
  int number = 0;
  for (char c : digits) number = number * 10 + (c - '0');
  return loopy_grid_type(number);
}

std::string_view loopy_default_desc(int type) {
  if (type == 11 || type == 12) return "G0,0,0";
  if (type == 16) return "0,0,0,H";
  if (type == 17) return "00G";
  return type == 1 ? "0" : "";
}

std::string loopy_new_desc(int type, int width, int height, Rng& rng) {
  if (type == 11 || type == 12) return random_penrose_desc(type, width, height, rng);
  if (type == 16) return random_hats_desc(width, height, rng);
  if (type == 17) return random_spectres_desc(width, height, rng);
  return std::string(loopy_default_desc(type));
}

const LoopyGridType* loopy_grid_type(int number) {
  if (number < 0 || number >= static_cast<int>(std::size(kTypes))) return nullptr;
  return &kTypes[number];
}

std::string loopy_grid_names() {
  std::string names;
  for (const auto& t : kTypes) names += (names.empty() ? "" : ", ") + std::string(t.name);
  return names;
}

std::optional<std::string> loopy_size_problem(int type, long width, long height) {
  const LoopyGridType* t = loopy_grid_type(type);
  if (!t)
    return "grid type t" + std::to_string(type) + " is not one of Loopy's (t0 to t" + std::to_string(std::size(kTypes) - 1) + ")";
  if (width < 1 || height < 1 || width > kMaxGridSide || height > kMaxGridSide)
    return "grid size " + std::to_string(width) + "x" + std::to_string(height) + " is out of range (1 to " +
           std::to_string(kMaxGridSide) + " each way)";
  if (width < t->least_side || height < t->least_side)
    return "a " + std::string(t->name) + " grid is at least " + std::to_string(t->least_side) + "x" +
           std::to_string(t->least_side) + ", as Loopy's are";
  return std::nullopt;
}

std::optional<std::string> loopy_grid_problem(int type, long width, long height, std::string_view desc) {
  if (auto bad = loopy_size_problem(type, width, height)) return bad;
  const LoopyGridType* t = loopy_grid_type(type);
  if (type == 11 || type == 12) {
    const int w = static_cast<int>(width), h = static_cast<int>(height);
    return legacy_penrose(desc) ? penrose_problem(type, w, h, desc) : penrose_coords_problem(type, w, h, desc);
  }
  if (type == 16 || type == 17) {
    if (auto bad = type == 16 ? hats_problem(desc) : spectres_problem(desc)) return bad;
    const auto tiles = type == 16 ? hat_tiles : spectre_tiles;
    if (tiles(static_cast<int>(width), static_cast<int>(height), desc).faces.empty())
      return "the " + std::string(t->name) + " grid " + std::string(desc) + " holds no landlocked point at " +
             std::to_string(width) + "x" + std::to_string(height);
    return std::nullopt;
  }
  if (type == 1) {
    if (!desc.empty() && desc != "0") return "a triangular grid's description is 0 or none";
  } else if (!desc.empty()) {
    return "grid type t" + std::to_string(type) + " (" + std::string(t->name) + ") takes no grid description";
  }
  return std::nullopt;
}

LoopyGrid loopy_grid(int type, int width, int height, std::string_view desc) {
  LK_REQUIRE(!loopy_grid_problem(type, width, height, desc), "loopy_grid: a grid loopy_grid_problem refuses");
  Layout l;
  switch (type) {
    case 0: square(l, width, height); break;
    case 1: (desc.empty() ? triangular_untrimmed : triangular)(l, width, height); break;
    case 2: honeycomb(l, width, height); break;
    case 3: snub_square(l, width, height); break;
    case 4: cairo(l, width, height); break;
    case 5: great_hexagonal(l, width, height); break;
    case 6: octagonal(l, width, height); break;
    case 7: kites(l, width, height); break;
    case 8: floret(l, width, height); break;
    case 9: dodecagonal(l, width, height); break;
    case 10: great_dodecagonal(l, width, height); break;
    case 11:
    case 12:
      patch(l, legacy_penrose(desc) ? penrose_tiles(type, width, height, desc)
                                    : penrose_coords_tiles(type, width, height, desc));
      break;
    case 13: great_great_dodecagonal(l, width, height); break;
    case 14: kagome(l, width, height); break;
    case 15: compass_dodecagonal(l, width, height); break;
    case 16: patch(l, hat_tiles(width, height, desc)); break;
    case 17: patch(l, spectre_tiles(width, height, desc)); break;
    default: LK_REQUIRE(false, "loopy_grid: a type without a layout");
  }
  LoopyGrid g = std::move(l).done();
  g.type = type;
  g.width = width;
  g.height = height;
  g.desc = std::string(desc);
  return g;
}

}  // namespace looplab::core
