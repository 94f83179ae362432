#include "generator/loop_frontier.hpp"

#include "core/error.hpp"

namespace looplab::generator {

namespace {

constexpr int kFreshIn = 100, kFreshOut = -100;

void relabel(FrontierLabels& f, int cols, int from, int to) {
  for (int i = 0; i < cols; ++i)
    if (f[i] == from) f[i] = static_cast<std::int8_t>(to);
}

// Renumbers inside labels 1, 2, ... and outside labels -1, -2, ... by first appearance.
void canonicalize(FrontierLabels& f, int cols) {
  std::int8_t map_from[16], map_to[16];
  int n = 0;
  std::int8_t next_in = 1, next_out = -1;
  for (int i = 0; i < cols; ++i) {
    const std::int8_t x = f[i];
    if (x == 0) continue;
    int k = 0;
    while (k < n && map_from[k] != x) ++k;
    if (k == n) {
      map_from[n] = x;
      map_to[n] = x > 0 ? next_in++ : next_out--;
      ++n;
    }
    f[i] = map_to[k];
  }
}

}  // namespace

FrontierMachine::FrontierMachine(int rows, int cols) : rows_(rows), cols_(cols) {
  LK_REQUIRE(rows >= 1 && cols >= 1 && cols <= 16, "frontier width 1..16");
}

FrontierMachine::Outcome FrontierMachine::step(FrontierLabels& f, int cell, bool inside) const {
  const int r = cell / cols_, c = cell % cols_;
  const int up = f[c];
  const int left = c > 0 ? f[c - 1] : 0;  // beyond the left edge is the outside world
  int target;
  if (inside) {
    target = up > 0 ? up : kFreshIn;
    if (left > 0) {
      if (target == kFreshIn)
        target = left;
      else if (left != target)
        relabel(f, cols_, left, target);
    }
  } else {
    const bool border = r == rows_ - 1 || c == cols_ - 1 || up == 0 || left == 0;
    target = border ? 0 : kFreshOut;
    for (int side : {up, left}) {
      if (side > 0 || side == target) continue;
      if (target == kFreshOut)
        target = side;
      else
        relabel(f, cols_, side, target);
    }
  }
  const int up_now = f[c];  // the label of the cell leaving the frontier, after merges
  f[c] = static_cast<std::int8_t>(target);
  if (up_now != 0 && up_now != target) {
    bool present = false;
    for (int i = 0; i < cols_; ++i) present |= f[i] == up_now;
    if (!present) {
      if (up_now < 0) return Outcome::Dead;  // an outside pocket sealed off: a hole
      for (int i = 0; i < cols_; ++i)
        if (f[i] > 0) return Outcome::Dead;  // a second inside piece
      return Outcome::Closed;
    }
  }
  canonicalize(f, cols_);
  return Outcome::Open;
}

bool FrontierMachine::accepts_end(const FrontierLabels& f) const {
  int max_in = 0;
  for (int i = 0; i < cols_; ++i) max_in = f[i] > max_in ? f[i] : max_in;
  return max_in == 1;
}

std::uint64_t FrontierMachine::encode(const FrontierLabels& f) const {
  std::uint64_t key = 0;
  for (int i = 0; i < cols_; ++i) key |= static_cast<std::uint64_t>(f[i] + 16) << (5 * i);
  return key;
}

FrontierLabels FrontierMachine::decode(std::uint64_t key) const {
  FrontierLabels f{};
  for (int i = 0; i < cols_; ++i)
    f[i] = static_cast<std::int8_t>(static_cast<int>(key >> (5 * i) & 31) - 16);
  return f;
}

}  // namespace looplab::generator
