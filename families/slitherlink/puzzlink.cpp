// puzz.link / pzv.jp URLs for Slitherlink: p?slither/COLS/ROWS/BODY.
//
// BODY, row-major: '0'-'4' a clue; '5'-'9' clue (c-5) then 1 empty cell; 'a'-'e' clue
// (c-10) then 2 empty cells; 'g'-'z' a run of 1-20 empty cells; '.' a clue of unknown
// value, which looplab does not support.
#include <algorithm>

#include "core/id_text.hpp"
#include "families/slitherlink/formats.hpp"

namespace looplab::slitherlink {

std::optional<Parsed<Puzzle>> parse_puzzlink(std::string_view text) {
  std::size_t i = core::after_puzzlink_prefix(text);
  if (i == std::string_view::npos) return std::nullopt;
  std::size_t slash = text.find('/', i);
  std::string_view type =
      text.substr(i, slash == std::string_view::npos ? std::string_view::npos : slash - i);
  if (type != "slither")
    return error_at(
        text, i,
        "puzz.link puzzle type '" + std::string(type) + "' is not supported (only slither)");
  i = slash + 1;
  std::size_t at = i;
  long cols = core::read_url_field(text, i);
  if (cols < 0) return error_at(text, at, "expected the number of columns followed by '/'");
  at = i;
  long rows = core::read_url_field(text, i);
  if (rows < 0) return error_at(text, at, "expected the number of rows followed by '/'");
  if (auto bad = size_problem(rows, cols)) return error_at(text, at, *bad);
  Puzzle p(static_cast<int>(rows), static_cast<int>(cols));
  const std::size_t cells = p.clues.size();
  std::size_t cell = 0;
  auto too_long = [&](std::size_t pos) {
    return error_at(
        text, pos,
        "body too long for a " + std::to_string(cols) + "x" + std::to_string(rows) + " grid");
  };
  for (; i < text.size(); ++i) {
    char c = text[i];
    int clue = -1, skip = 0;
    if (c >= '0' && c <= '4')
      clue = c - '0';
    else if (c >= '5' && c <= '9')
      clue = c - '5', skip = 1;
    else if (c >= 'a' && c <= 'e')
      clue = c - 'a', skip = 2;
    else if (c >= 'g' && c <= 'z')
      skip = c - 'g' + 1;
    else if (c == '.')
      return error_at(text, i, "clue of unknown value ('.') is not supported");
    else if (c == '/' || c == '?' || c == '&' || c == '#')
      break;  // end of the body
    else
      return error_at(text, i, "stray character " + quote_char(c) + " in the body");
    if (clue >= 0) {
      if (cell >= cells) return too_long(i);
      p.clues[cell++] = static_cast<std::int8_t>(clue);
      // The encoder treats cells past the end as empty, so a clue's skip may overshoot.
      cell = std::min(cells, cell + static_cast<std::size_t>(skip));
    } else {
      if (cell + static_cast<std::size_t>(skip) > cells) return too_long(i);
      cell += static_cast<std::size_t>(skip);
    }
  }
  // Trailing characters after the body separator are tolerated only if empty.
  if (i < text.size() && i + 1 < text.size())
    return error_at(text, i, "unexpected text after the body");
  if (cell < cells)
    return error_at(text, i,
                    "body too short: it covers " + std::to_string(cell) + " of " +
                        std::to_string(cells) + " cells");
  return Parsed<Puzzle>(std::move(p));
}

std::string write_puzzlink(const Puzzle& p) {
  std::string out =
      "https://puzz.link/p?slither/" + std::to_string(p.cols) + "/" + std::to_string(p.rows) + "/";
  const std::size_t n = p.clues.size();
  for (std::size_t i = 0; i < n;) {
    if (p.clues[i] != kNoClue) {
      // As puzz.link's own encoder does, cells past the end count as empty.
      int clue = p.clues[i];
      auto empty = [&](std::size_t k) { return k >= n || p.clues[k] == kNoClue; };
      std::size_t empties = !empty(i + 1) ? 0 : !empty(i + 2) ? 1 : 2;
      out += static_cast<char>(empties == 2 ? 'a' + clue : empties == 1 ? '5' + clue : '0' + clue);
      i += 1 + empties;
    } else {
      std::size_t run = 0;
      while (run < 20 && i + run < n && p.clues[i + run] == kNoClue) ++run;
      out += static_cast<char>('g' + run - 1);
      i += run;
    }
  }
  return out;
}

}  // namespace looplab::slitherlink
