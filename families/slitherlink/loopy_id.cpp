// Loopy game IDs: `WxH[tT][dD]:BODY`, W columns by H rows.

#include "core/id_text.hpp"
#include "core/run_letters.hpp"
#include "families/slitherlink/formats.hpp"

namespace looplab::slitherlink {

std::optional<std::string> size_problem(long rows, long cols) {
  if (rows < 1 || cols < 1 || rows > core::kMaxGridSide || cols > core::kMaxGridSide)
    return core::grid_size_error(std::to_string(rows), std::to_string(cols), 1, core::kMaxGridSide);
  return std::nullopt;
}

std::optional<Parsed<Puzzle>> parse_loopy_id(std::string_view text) {
  // Recognised by its prefix: digits 'x' digits, then 't', 'd' or ':'.
  std::size_t i = 0;
  long w = core::read_decimal(text, i);
  const std::size_t w_end = i;
  if (w == -1 || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  const std::size_t h_start = i;
  long h = core::read_decimal(text, i);
  if (h == -1 || i >= text.size() || (text[i] != 't' && text[i] != 'd' && text[i] != ':'))
    return std::nullopt;
  if (w == core::kTooManyDigits || h == core::kTooManyDigits)
    return error_at(text, 0,
                    core::grid_size_error(core::size_as_written(text, h_start, i),
                                          core::size_as_written(text, 0, w_end), 1, core::kMaxGridSide));
  if (text[i] == 't') {
    std::size_t at = i++;
    long type = core::read_decimal(text, i);
    if (type < 0) return error_at(text, at, "grid type 't' needs a number");
    if (type != 0)
      return error_at(
          text, at,
          "grid type t" + std::to_string(type) + " is not supported: only square grids (t0)");
  }
  if (i < text.size() && text[i] == 'd') {
    ++i;
    if (i >= text.size() || std::string_view("entih").find(text[i]) == std::string_view::npos)
      return error_at(text, i, "difficulty after 'd' must be one of e, n, t, h");
    ++i;
  }
  if (i >= text.size() || text[i] != ':') return error_at(text, i, "expected ':' before the clues");
  ++i;
  if (auto bad = size_problem(h, w)) return error_at(text, 0, *bad);
  Puzzle p(static_cast<int>(h), static_cast<int>(w));
  const std::size_t cells = p.clues.size();
  std::size_t cell = 0;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c >= '0' && c <= '4') {
      if (cell >= cells)
        return error_at(
            text, i,
            "too many cells for a " + std::to_string(w) + "x" + std::to_string(h) + " grid");
      p.clues[cell++] = static_cast<std::int8_t>(c - '0');
    } else if (core::is_run_letter(c)) {
      cell += static_cast<std::size_t>(core::run_length(c));
      if (cell > cells)
        return error_at(
            text, i,
            "too many cells for a " + std::to_string(w) + "x" + std::to_string(h) + " grid");
    } else if (c >= '5' && c <= '9') {
      return error_at(text, i,
                      std::string("clue ") + c + " is impossible: a cell has only 4 sides");
    } else {
      return error_at(text, i, "stray character " + quote_char(c) + " in the clues");
    }
  }
  if (cell < cells)
    return error_at(text, text.size(),
                    "too few cells: the clues cover " + std::to_string(cell) + " of " +
                        std::to_string(cells) + " cells");
  return Parsed<Puzzle>(std::move(p));
}

std::string write_loopy_id(const Puzzle& p) {
  std::string out = std::to_string(p.cols) + "x" + std::to_string(p.rows) + "t0:";
  int run = 0;
  for (std::int8_t c : p.clues) {
    if (c == kNoClue) {
      ++run;
      continue;
    }
    core::append_empty_run(out, run);
    run = 0;
    out += static_cast<char>('0' + c);
  }
  core::append_empty_run(out, run);
  return out;
}

}  // namespace looplab::slitherlink
