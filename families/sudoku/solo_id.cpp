// Simon Tatham's Solo game IDs: `CxR:BODY`, C columns and R rows of boxes (Solo's
// "columns of sub-blocks", "rows of sub-blocks"), so a box is R cells wide and C tall:
// `2x3` is the 6x6 grid of boxes 3 wide and 2 tall (checked on sgt-solo's own puzzles).
#include <cctype>

#include "core/id_text.hpp"
#include "core/run_coded.hpp"
#include "families/sudoku/formats.hpp"

namespace looplab::sudoku {

std::optional<Parsed<Puzzle>> parse_solo_id(std::string_view text) {
  std::size_t i = 0;
  const long c = core::read_decimal(text, i, 4);
  if (c < 0 || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  const long r = core::read_decimal(text, i, 4);
  if (r < 0) return std::nullopt;
  // Tatham's parameter letters: symmetry 'a'/'m'/'r..'/'d' difficulty are harmless;
  // jigsaw, X and killer variants are other puzzles.
  const std::size_t colon = text.find(':', i);
  if (colon == std::string_view::npos) return std::nullopt;
  // Anything else after the box size (e.g. Net's 'w' for wrapping) is not a Solo ID.
  for (std::size_t k = i; k < colon; ++k) {
    const char ch = text[k];
    if (ch == 'j' || ch == 'x' || ch == 'k')
      return error_at(
          text, k, std::string("Solo variant '") + ch + "' (jigsaw, X or killer) is not supported");
    if (ch == 'd' && k + 1 < colon &&
        std::string_view("tbiaeu").find(text[k + 1]) != std::string_view::npos) {
      ++k;
      continue;
    }
    if (ch != 'a' && ch != 'm' && ch != 'r' && !std::isdigit(static_cast<unsigned char>(ch)))
      return std::nullopt;
  }
  const long n = c * r;
  if (c < 2 || r < 1 || n < kMinSize || n > kMaxSize)
    return error_at(text, 0,
                    "box " + std::to_string(c) + "x" + std::to_string(r) +
                        " gives a grid side of " + std::to_string(n) +
                        ": Sudoku sides are 4 to 25");
  Puzzle p(static_cast<int>(c), static_cast<int>(r));
  if (auto bad =
          core::read_run_coded(text, colon + 1, static_cast<int>(n), p.givens, "Solo givens"))
    return *bad;
  return Parsed<Puzzle>(std::move(p));
}

std::string write_solo_id(const Puzzle& p) {
  std::string out = std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) + ":";
  core::append_run_coded(out, p.givens);
  return out;
}

}  // namespace looplab::sudoku
