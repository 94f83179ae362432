#pragma once
// The frontier machine shared by the `search` enumerator, the `frontier` counter and the
// uniform sampler: it decides the cells of an R x C grid one at a time in row-major
// order, in or out of the loop, remembering only what the rest of the grid can still
// change. That is the last `cols` decided cells (the "frontier", a broken row) and, for
// each, a connectivity label:
//
//        decided   decided   decided   decided          frontier positions 0..C-1:
//        ...                                            0..c-1 hold row r (just
//        f[0]      f[1]      up=f[2]   f[3]             decided), c..C-1 row r-1.
//        f[0]      left=f[1] (r,c)                      (r,c) replaces f[c] ("up").
//
//   label > 0   inside, component number label
//   label < 0   outside, not (yet) joined to the border, component number -label
//   label = 0   outside and joined to the border (the world beyond the grid)
//
// Labels are renumbered by first appearance after every step, so equal situations get
// equal frontiers (the frontier DP merges them). A step is Dead when it makes a hole
// (an outside component leaves the frontier without reaching the border) or splits
// the inside (an inside component leaves while another one is still open); it is
// Closed when the only inside component leaves: every later cell must then be outside,
// and that completion is always valid. Widths up to kMaxFrontierWidth pack into one
// 64-bit key (5 bits a position).
#include <array>
#include <cstdint>

namespace looplab::generator {

inline constexpr int kMaxFrontierWidth = 12;

using FrontierLabels = std::array<std::int8_t, 16>;

class FrontierMachine {
 public:
  enum class Outcome { Dead, Open, Closed };

  FrontierMachine(int rows, int cols);
  int rows() const { return rows_; }
  int cols() const { return cols_; }

  // The frontier before any cell: all outside, joined to the border.
  FrontierLabels start() const { return FrontierLabels{}; }

  // Decides cell `cell` (row-major); `f` is updated in place (unspecified when Dead).
  Outcome step(FrontierLabels& f, int cell, bool inside) const;

  // After the last cell: true when exactly one inside component is open (it closes at
  // the bottom edge). A frontier whose loop already Closed never gets here.
  bool accepts_end(const FrontierLabels& f) const;

  std::uint64_t encode(const FrontierLabels& f) const;
  FrontierLabels decode(std::uint64_t key) const;

 private:
  int rows_, cols_;
};

}  // namespace looplab::generator
