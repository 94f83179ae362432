#pragma once
// The ∞ Loop model: an R x C grid of pipe tiles (1..5000 each way). A tile is a 4-bit
// mask of the sides its pipe ends point to; the player may rotate every tile, and a
// solution is a rotation of each tile such that every pipe end meets a pipe end of
// the neighbour on that side and none points off the grid. Any number of separate
// networks (and loops) is fine, unless the puzzle declares `connected`: then every
// tile with a pipe must lie on one network.
//
//         up=1                 the 16 shapes, by mask:
//          |                    0 blank  1 ╹  2 ╺  3 ┗  4 ╻  5 ┃  6 ┏  7 ┣
//  left=8 -+- right=2           8 ╸      9 ┛ 10 ━ 11 ┻ 12 ┓ 13 ┫ 14 ┳ 15 ╋
//          |
//        down=4                 rotating a quarter turn clockwise maps up->right->down->left
//
// A solution is stored like a puzzle: the rotated masks, row-major. Its text form (JSON
// `solution`, `solve --json`) is an array of rows of the box-drawing glyphs above, with
// a space for a blank tile.
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace looplab::infinity_loop {

inline constexpr int kMaxSide = 5000;
enum Side : int { kUp = 0, kRight = 1, kDown = 2, kLeft = 3 };
inline constexpr int kRowStep[4] = {-1, 0, 1, 0};
inline constexpr int kColStep[4] = {0, 1, 0, -1};

// The mask turned a quarter turn clockwise, `times` times.
constexpr std::uint8_t rotate(std::uint8_t mask, int times = 1) {
  for (int i = 0; i < (times & 3); ++i)
    mask = static_cast<std::uint8_t>(((mask << 1) | (mask >> 3)) & 15);
  return mask;
}
// The set of masks a tile can be turned into, as a 16-bit set (bit m = mask m):
// one element for blank and ╋, two for ┃ and ━, four for the rest.
constexpr std::uint16_t rotations_of(std::uint8_t mask) {
  std::uint16_t set = 0;
  for (int i = 0; i < 4; ++i) set = static_cast<std::uint16_t>(set | (1u << rotate(mask, i)));
  return set;
}
constexpr int opposite(int side) {
  return side ^ 2;
}

// The six tile kinds (shapes up to rotation), the names `generate --tiles` takes.
enum Kind : int { kBlank = 0, kEnd, kCorner, kStraight, kTee, kCross };
inline constexpr std::array<std::string_view, 6> kKindNames = {"blank", "end", "corner", "straight", "tee", "cross"};
inline constexpr unsigned kAllKinds = (1u << kKindNames.size()) - 1;
constexpr Kind kind_of(std::uint8_t mask) {
  switch (std::popcount(static_cast<unsigned>(mask))) {
    case 0: return kBlank;
    case 1: return kEnd;
    case 2: return mask == 5 || mask == 10 ? kStraight : kCorner;
    case 3: return kTee;
    default: return kCross;
  }
}

struct Puzzle {
  int rows = 0, cols = 0;
  std::vector<std::uint8_t> tiles;  // row-major masks 0..15
  // One network asked for (JSON `"connected": true`); the other formats cannot say it.
  bool connected = false;

  Puzzle() = default;
  Puzzle(int r, int c) : rows(r), cols(c), tiles(static_cast<std::size_t>(r) * c, 0) {}
  std::uint8_t tile(int r, int c) const { return tiles[static_cast<std::size_t>(r) * cols + c]; }
  std::uint8_t& tile(int r, int c) { return tiles[static_cast<std::size_t>(r) * cols + c]; }
  int num_tiles() const { return rows * cols; }
  bool operator==(const Puzzle&) const = default;
};

// The box-drawing glyph of a mask (UTF-8), " " for blank.
std::string_view glyph(std::uint8_t mask);
// The mask of the UTF-8 glyph at the start of `text` and its length in bytes: heavy
// (┃━┏...) and light (│─┌...) box-drawing pipes, ' ' '.' '·' for blank; nullopt else.
std::optional<std::pair<std::uint8_t, std::size_t>> mask_of_glyph(std::string_view text);

// The grid as rows of glyphs (the JSON shape of puzzles and solutions).
std::vector<std::string> glyph_rows(const Puzzle& p);

// Rows of glyphs back into masks; nullopt (with `why`) when a row has a stray
// character or a different width.
std::optional<Puzzle> from_glyph_rows(const std::vector<std::string>& rows,
                                      std::string* why = nullptr);

// The size limits of the model, checked with one message.
std::optional<std::string> size_problem(long rows, long cols);

}  // namespace looplab::infinity_loop
