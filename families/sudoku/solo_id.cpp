// Simon Tatham's Solo game IDs: `CxR:BODY`, C columns and R rows a box.
#include <cctype>

#include "core/run_letters.hpp"
#include "families/sudoku/formats.hpp"

namespace looplab::sudoku {

namespace {

long read_number(std::string_view text, std::size_t& i) {
  const std::size_t start = i;
  long n = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
    if (i - start >= 4) return -1;
    n = n * 10 + (text[i++] - '0');
  }
  return i == start ? -1 : n;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_solo_id(std::string_view text) {
  std::size_t i = 0;
  const long c = read_number(text, i);
  if (c < 0 || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  const long r = read_number(text, i);
  if (r < 0) return std::nullopt;
  // Tatham's parameter letters: symmetry 'a'/'m'/'r..'/'d' difficulty are harmless;
  // jigsaw, X and killer variants are other puzzles.
  const std::size_t colon = text.find(':', i);
  if (colon == std::string_view::npos) return std::nullopt;
  for (std::size_t k = i; k < colon; ++k) {
    const char ch = text[k];
    if (ch == 'j' || ch == 'x' || ch == 'k')
      return error_at(
          text, k, std::string("Solo variant '") + ch + "' (jigsaw, X or killer) is not supported");
    if (!std::isalnum(static_cast<unsigned char>(ch))) return std::nullopt;
  }
  const long n = c * r;
  if (c < 2 || r < 1 || n < kMinSize || n > kMaxSize)
    return error_at(text, 0,
                    "box " + std::to_string(c) + "x" + std::to_string(r) +
                        " gives a grid side of " + std::to_string(n) +
                        ": Sudoku sides are 4 to 25");
  Puzzle p(static_cast<int>(r), static_cast<int>(c));
  const std::size_t cells = p.givens.size();
  std::size_t cell = 0;
  bool after_given = false;
  for (i = colon + 1; i < text.size();) {
    const char ch = text[i];
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      const std::size_t at = i;
      const long v = read_number(text, i);
      if (v < 1 || v > n)
        return error_at(text, at,
                        "given " + std::to_string(v) + " is not in 1.." + std::to_string(n));
      if (cell >= cells)
        return error_at(
            text, at,
            "too many cells for a " + std::to_string(n) + "x" + std::to_string(n) + " grid");
      p.givens[cell++] = static_cast<int>(v);
      after_given = true;
    } else if (core::is_run_letter(ch)) {
      cell += static_cast<std::size_t>(core::run_length(ch));
      if (cell > cells)
        return error_at(
            text, i,
            "too many cells for a " + std::to_string(n) + "x" + std::to_string(n) + " grid");
      after_given = false;
      ++i;
    } else if (ch == '_') {
      if (!after_given) return error_at(text, i, "'_' only separates two givens");
      ++i;
    } else {
      return error_at(text, i, "stray character " + quote_char(ch) + " in the Solo givens");
    }
  }
  if (cell < cells)
    return error_at(
        text, text.size(),
        "too few cells: the givens cover " + std::to_string(cell) + " of " + std::to_string(cells));
  return Parsed<Puzzle>(std::move(p));
}

std::string write_solo_id(const Puzzle& p) {
  std::string out = std::to_string(p.box_cols) + "x" + std::to_string(p.box_rows) + ":";
  int run = 0;
  bool last_given = false;
  for (int v : p.givens) {
    if (v == 0) {
      ++run;
      continue;
    }
    if (run)
      core::append_empty_run(out, run), run = 0;
    else if (last_given)
      out += '_';
    out += std::to_string(v);
    last_given = true;
  }
  core::append_empty_run(out, run);
  return out;
}

}  // namespace looplab::sudoku
