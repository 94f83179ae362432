// Pearl game IDs: `WxH[dD[n]]:BODY`, W columns by H rows, D the difficulty (e or t).

#include "core/id_text.hpp"
#include "core/run_letters.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

std::optional<std::string> size_problem(long rows, long cols) {
  if (rows < kMinSide || cols < kMinSide || rows > core::kMaxGridSide || cols > core::kMaxGridSide)
    return core::grid_size_error(std::to_string(rows), std::to_string(cols), kMinSide, core::kMaxGridSide);
  return std::nullopt;
}

std::optional<Parsed<Puzzle>> parse_pearl_id(std::string_view text) {
  std::size_t i = 0;
  const long w = core::read_decimal(text, i);
  const std::size_t w_end = i;
  if (w == -1 || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  const std::size_t h_start = i;
  const long h = core::read_decimal(text, i);
  const std::size_t h_end = i;
  if (h == -1 || i >= text.size() || (text[i] != 'd' && text[i] != ':')) return std::nullopt;
  // Claimed only when the body has a pearl: `5x5:y` is also an empty Loopy grid, and a
  // body of a-f letters alone may be a Net ID.
  const std::size_t colon = text.find(':', i);
  if (colon == std::string_view::npos ||
      text.find_first_of("BW", colon) == std::string_view::npos)
    return std::nullopt;
  if (w == core::kTooManyDigits || h == core::kTooManyDigits)
    return error_at(text, 0,
                    core::grid_size_error(core::size_as_written(text, h_start, h_end),
                                          core::size_as_written(text, 0, w_end), kMinSide, core::kMaxGridSide));
  if (text[i] == 'd') {
    ++i;
    if (i >= text.size() || (text[i] != 'e' && text[i] != 't'))
      return error_at(text, i, "difficulty after 'd' must be e (easy) or t (tricky)");
    ++i;
    if (i < text.size() && text[i] == 'n') ++i;  // Pearl's "allow unsoluble" flag
  }
  if (text[i] != ':') return error_at(text, i, "expected ':' before the pearls");
  ++i;
  if (auto bad = size_problem(h, w)) return error_at(text, 0, *bad);
  Puzzle p(static_cast<int>(h), static_cast<int>(w));
  const std::size_t cells = p.pearls.size();
  std::size_t cell = 0;
  auto too_many = [&](std::size_t at) {
    return error_at(text, at, "too many cells for a " + std::to_string(w) + "x" + std::to_string(h) + " grid");
  };
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == 'B' || c == 'W') {
      if (cell >= cells) return too_many(i);
      p.pearls[cell++] = c == 'B' ? kBlack : kWhite;
    } else if (core::is_run_letter(c)) {
      cell += static_cast<std::size_t>(core::run_length(c));
      if (cell > cells) return too_many(i);
    } else {
      return error_at(text, i, "stray character " + quote_char(c) + " in the pearls (B, W or a-z)");
    }
  }
  if (cell < cells)
    return error_at(text, text.size(),
                    "too few cells: the pearls cover " + std::to_string(cell) + " of " + std::to_string(cells) +
                        " cells");
  return Parsed<Puzzle>(std::move(p));
}

std::string write_pearl_id(const Puzzle& p) {
  std::string out = std::to_string(p.cols) + "x" + std::to_string(p.rows) + ":";
  int run = 0;
  for (std::int8_t c : p.pearls) {
    if (c == kEmpty) {
      ++run;
      continue;
    }
    core::append_empty_run(out, run);
    run = 0;
    out += c == kBlack ? 'B' : 'W';
  }
  core::append_empty_run(out, run);
  return out;
}

}  // namespace looplab::masyu
