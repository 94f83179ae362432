// puzz.link / pzv.jp URLs for Masyu: p?mashu/COLS/ROWS/BODY.
//
// BODY, row-major, three cells a character: the character is a base-27 digit
// ('0'-'9', 'a'-'q') whose three base-3 digits, most significant first, are the cells
// (0 empty, 1 white, 2 black). A short body leaves the remaining cells empty.

#include "core/id_text.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

namespace {

int base27(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'q') return c - 'a' + 10;
  return -1;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_puzzlink(std::string_view text) {
  std::size_t i = core::after_puzzlink_prefix(text);
  if (i == std::string_view::npos) return std::nullopt;
  const std::size_t slash = text.find('/', i);
  const std::string_view type = text.substr(i, slash == std::string_view::npos ? std::string_view::npos : slash - i);
  if (type != "mashu" && type != "masyu") return std::nullopt;  // another family's URL
  i = slash + 1;
  std::size_t at = i;
  const long cols = core::read_url_field(text, i);
  if (cols < 0) return error_at(text, at, "expected the number of columns followed by '/'");
  at = i;
  const long rows = core::read_url_field(text, i);
  if (rows < 0) return error_at(text, at, "expected the number of rows followed by '/'");
  if (auto bad = size_problem(rows, cols)) return error_at(text, at, *bad);
  Puzzle p(static_cast<int>(rows), static_cast<int>(cols));
  const std::size_t cells = p.pearls.size();
  std::size_t cell = 0;
  for (; i < text.size() && text[i] != '/'; ++i) {
    const int d = base27(text[i]);
    if (d < 0) return error_at(text, i, "stray character " + quote_char(text[i]) + " in a mashu body (0-9, a-q)");
    if (cell >= cells) return error_at(text, i, "too many cells for the grid");
    for (int w : {9, 3, 1}) {
      const int value = d / w % 3;
      if (cell < cells)
        p.pearls[cell++] = static_cast<std::int8_t>(value);
      else if (value != 0)
        return error_at(text, i, "a pearl beyond the last cell");
    }
  }
  // A separator may end the body; nothing may follow it.
  if (i + 1 < text.size()) return error_at(text, i + 1, "unexpected text after the mashu body");
  return Parsed<Puzzle>(std::move(p));
}

std::string write_puzzlink(const Puzzle& p) {
  std::string out = "https://puzz.link/p?mashu/" + std::to_string(p.cols) + "/" + std::to_string(p.rows) + "/";
  const char* digits = "0123456789abcdefghijklmnopq";
  for (std::size_t c = 0; c < p.pearls.size(); c += 3) {
    int d = 0;
    for (std::size_t k = 0; k < 3; ++k) d = d * 3 + (c + k < p.pearls.size() ? p.pearls[c + k] : 0);
    out += digits[d];
  }
  return out;
}

}  // namespace looplab::masyu
