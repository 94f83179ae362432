#include "generator/random_loop.hpp"

#include <algorithm>
#include <array>

namespace looplab::generator {

namespace {

// The 8 cells around (r, c) in ring order, starting north, clockwise.
constexpr std::array<std::array<int, 2>, 8> kRing = {
    {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}};

// Whether a cell whose 8 neighbours in ring order are `ring` (true: on the cell's
// side-to-be) can join that side with the set staying one loop: exactly one run of
// that side in the ring, holding an edge neighbour, and no 2x2 block becomes a
// checkerboard (a diagonal cell of the side while both cells beside it are not).
bool joins_one_run(const std::array<bool, 8>& ring) {
  int runs = 0;
  for (std::size_t k = 0; k < 8; ++k)
    if (ring[k] && !ring[(k + 7) % 8]) ++runs;
  if (runs != 1) return false;
  for (std::size_t k = 1; k < 8; k += 2)
    if (ring[k] && !ring[k - 1] && !ring[(k + 1) % 8]) return false;
  return true;
}

std::array<bool, 8> ring_of(int rows, int cols, const std::vector<std::uint8_t>& inside, int r, int c) {
  std::array<bool, 8> ring{};
  for (std::size_t k = 0; k < 8; ++k) {
    const int rr = r + kRing[k][0], cc = c + kRing[k][1];
    ring[k] = rr >= 0 && cc >= 0 && rr < rows && cc < cols && inside[static_cast<std::size_t>(rr * cols + cc)];
  }
  return ring;
}

class Grower {
 public:
  Grower(int rows, int cols) : rows_(rows), cols_(cols), inside_(static_cast<std::size_t>(rows * cols), 0),
                               slot_(static_cast<std::size_t>(rows * cols), -1) {}

  bool in(int r, int c) const { return r >= 0 && c >= 0 && r < rows_ && c < cols_ && inside_[id(r, c)]; }
  std::size_t id(int r, int c) const { return static_cast<std::size_t>(r * cols_ + c); }

  bool can_add(int r, int c) const { return joins_one_run(ring_of(rows_, cols_, inside_, r, c)); }

  int edge_neighbours_inside(int r, int c) const { return in(r - 1, c) + in(r + 1, c) + in(r, c - 1) + in(r, c + 1); }

  void add(int r, int c) {
    inside_[id(r, c)] = 1;
    ++size_;
    drop_candidate(id(r, c));
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (int k = 0; k < 4; ++k) {
      int rr = r + dr[k], cc = c + dc[k];
      if (rr < 0 || cc < 0 || rr >= rows_ || cc >= cols_ || inside_[id(rr, cc)] || slot_[id(rr, cc)] >= 0) continue;
      slot_[id(rr, cc)] = static_cast<int>(candidates_.size());
      candidates_.push_back(static_cast<int>(id(rr, cc)));
    }
  }

  // Takes back the last cell added (an orbit that could not join whole): it is a
  // candidate again; candidates only it touched are left for the draw to drop.
  void remove(int r, int c) {
    inside_[id(r, c)] = 0;
    --size_;
    slot_[id(r, c)] = static_cast<int>(candidates_.size());
    candidates_.push_back(static_cast<int>(id(r, c)));
  }

  void drop_candidate(std::size_t cell) {
    int s = slot_[cell];
    if (s < 0 || candidates_.empty()) return;
    int last = candidates_.back();
    candidates_[static_cast<std::size_t>(s)] = last;
    slot_[static_cast<std::size_t>(last)] = s;
    candidates_.pop_back();
    slot_[cell] = -1;
  }

  std::vector<int> candidates_;
  int rows_, cols_, size_ = 0;
  std::vector<std::uint8_t> inside_;
  std::vector<int> slot_;  // position in candidates_, -1 when not a candidate
};

}  // namespace

bool can_flip(int rows, int cols, const std::vector<std::uint8_t>& inside, int cell) {
  const int r = cell / cols, c = cell % cols;
  std::array<bool, 8> ring = ring_of(rows, cols, inside, r, c);
  if (!inside[static_cast<std::size_t>(cell)]) return joins_one_run(ring);
  // Leaving: the same test for the outside (cells beyond the border are outside).
  for (bool& x : ring) x = !x;
  return joins_one_run(ring);  // a lone inside cell has no outside run in its ring: it stays
}

std::vector<std::uint8_t> random_loop_cells(int rows, int cols, core::Rng& rng, const RandomLoopOptions& options) {
  Grower g(rows, cols);
  const int cells = rows * cols;
  const int start = rng.below(cells);
  g.add(start / cols, start % cols);
  const int target = std::max(1, static_cast<int>(options.fill * cells + 0.5));
  // Give up on a candidate for now when it fails; stop when a long run of draws fails.
  int failures = 0;
  while (g.size_ < target && !g.candidates_.empty() && failures < 8 * static_cast<int>(g.candidates_.size()) + 64) {
    int cell = g.candidates_[static_cast<std::size_t>(rng.below(static_cast<int>(g.candidates_.size())))];
    int r = cell / cols, c = cell % cols;
    int touching = g.edge_neighbours_inside(r, c);
    if (touching > 1 && rng.chance(options.winding)) {
      ++failures;
      continue;
    }
    if (!g.can_add(r, c)) {
      ++failures;
      continue;
    }
    g.add(r, c);
    failures = 0;
  }
  return g.inside_;
}

std::vector<std::uint8_t> random_loop_cells(int rows, int cols, core::Rng& rng, const RandomLoopOptions& options,
                                            const std::vector<std::vector<int>>& orbits) {
  const int cells = rows * cols;
  if (static_cast<int>(orbits.size()) == cells) return random_loop_cells(rows, cols, rng, options);
  std::vector<int> orbit_of(static_cast<std::size_t>(cells), -1);
  for (std::size_t k = 0; k < orbits.size(); ++k)
    for (int cell : orbits[k]) orbit_of[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  Grower g(rows, cols);
  // The seed: the cells nearest the centre (1, 2 side by side, or a 2x2 block), in
  // reading order, so each one added touches the ones before. Distances doubled, squared.
  auto distance = [&](int r, int c) { return (2 * r - rows + 1) * (2 * r - rows + 1) + (2 * c - cols + 1) * (2 * c - cols + 1); };
  int nearest = distance(0, 0);
  for (int cell = 0; cell < cells; ++cell) nearest = std::min(nearest, distance(cell / cols, cell % cols));
  for (int cell = 0; cell < cells; ++cell)
    if (distance(cell / cols, cell % cols) == nearest) g.add(cell / cols, cell % cols);
  const int target = std::max(1, static_cast<int>(options.fill * cells + 0.5));
  // An orbit joins when each of its cells can, in turn; by symmetry each one touches the
  // inside when the drawn one does.
  auto add_orbit = [&](const std::vector<int>& orbit) {
    std::size_t added = 0;
    for (; added < orbit.size(); ++added) {
      const int r = orbit[added] / cols, c = orbit[added] % cols;
      if (!g.can_add(r, c)) break;
      g.add(r, c);
    }
    if (added == orbit.size()) return true;
    while (added-- > 0) g.remove(orbit[added] / cols, orbit[added] % cols);
    return false;
  };
  int failures = 0;
  while (g.size_ < target && !g.candidates_.empty() && failures < 8 * static_cast<int>(g.candidates_.size()) + 64) {
    const int cell = g.candidates_[static_cast<std::size_t>(rng.below(static_cast<int>(g.candidates_.size())))];
    const int r = cell / cols, c = cell % cols;
    const int touching = g.edge_neighbours_inside(r, c);
    if (touching == 0) {  // left over from an orbit taken back
      g.drop_candidate(static_cast<std::size_t>(cell));
      continue;
    }
    if ((touching > 1 && rng.chance(options.winding)) || !add_orbit(orbits[static_cast<std::size_t>(orbit_of[static_cast<std::size_t>(cell)])])) {
      ++failures;
      continue;
    }
    failures = 0;
  }
  return g.inside_;
}

bool flip_orbit(int rows, int cols, std::vector<std::uint8_t>& inside, const std::vector<int>& orbit) {
  std::size_t flipped = 0;
  for (; flipped < orbit.size(); ++flipped) {
    if (!can_flip(rows, cols, inside, orbit[flipped])) break;
    inside[static_cast<std::size_t>(orbit[flipped])] ^= 1;
  }
  if (flipped == orbit.size()) return true;
  while (flipped-- > 0) inside[static_cast<std::size_t>(orbit[flipped])] ^= 1;
  return false;
}

bool is_single_loop(int rows, int cols, const std::vector<std::uint8_t>& inside) {
  // Pad the grid with a frame of outside cells, then: inside 4-connected, outside
  // 4-connected (no holes), and no 2x2 checkerboard anywhere.
  const int R = rows + 2, C = cols + 2;
  std::vector<std::uint8_t> pad(static_cast<std::size_t>(R * C), 0);
  int count = 0, first = -1;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (inside[static_cast<std::size_t>(r * cols + c)]) {
        pad[static_cast<std::size_t>((r + 1) * C + c + 1)] = 1;
        ++count;
        if (first < 0) first = (r + 1) * C + c + 1;
      }
  if (count == 0) return false;
  auto flood = [&](int from, std::uint8_t value) {
    std::vector<std::uint8_t> seen(pad.size(), 0);
    std::vector<int> stack = {from};
    seen[static_cast<std::size_t>(from)] = 1;
    int reached = 0;
    while (!stack.empty()) {
      int x = stack.back();
      stack.pop_back();
      ++reached;
      int r = x / C, c = x % C;
      const int nr[4] = {r - 1, r + 1, r, r}, nc[4] = {c, c, c - 1, c + 1};
      for (int k = 0; k < 4; ++k) {
        if (nr[k] < 0 || nc[k] < 0 || nr[k] >= R || nc[k] >= C) continue;
        int y = nr[k] * C + nc[k];
        if (seen[static_cast<std::size_t>(y)] || pad[static_cast<std::size_t>(y)] != value) continue;
        seen[static_cast<std::size_t>(y)] = 1;
        stack.push_back(y);
      }
    }
    return reached;
  };
  if (flood(first, 1) != count) return false;
  if (flood(0, 0) != R * C - count) return false;
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      auto at = [&](int rr, int cc) { return pad[static_cast<std::size_t>(rr * C + cc)]; };
      if (at(r, c) == at(r + 1, c + 1) && at(r, c + 1) == at(r + 1, c) && at(r, c) != at(r, c + 1)) return false;
    }
  return true;
}

}  // namespace looplab::generator
