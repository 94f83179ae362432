// The number grid of the InfinityLoop solvers: `ROWS`, `COLS`, `0` on three lines,
// then ROWS lines of COLS masks (bits up=1 right=2 down=4 left=8).
#include <cctype>

#include "families/infinity_loop/formats.hpp"

namespace looplab::infinity_loop {

namespace {

struct Token {
  long value;
  std::size_t at;
  int line;
};

// Whitespace-separated unsigned numbers with the line each sits on; nullopt at the
// first character that is neither a digit nor whitespace (its offset in `bad`).
std::optional<std::vector<Token>> tokens(std::string_view text, std::size_t& bad) {
  std::vector<Token> out;
  int line = 0;
  for (std::size_t i = 0; i < text.size();) {
    const char ch = text[i];
    if (ch == '\n')
      ++line, ++i;
    else if (ch == ' ' || ch == '\t' || ch == '\r')
      ++i;
    else if (std::isdigit(static_cast<unsigned char>(ch))) {
      long v = 0;
      const std::size_t at = i;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && v < 100000000)
        v = v * 10 + (text[i++] - '0');
      out.push_back({v, at, line});
    } else {
      bad = i;
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_numbers(std::string_view text) {
  // Claimed when the first two lines hold one number each: nothing else looks so.
  std::size_t bad = 0;
  auto toks = tokens(text, bad);
  const bool header = toks && toks->size() >= 3 && (*toks)[0].line == 0 && (*toks)[1].line == 1 &&
                      (*toks)[2].line == 2;
  if (!toks) {
    // A header followed by a stray character is still ours, with the error.
    std::size_t nl1 = text.find('\n');
    std::size_t nl2 = nl1 == std::string_view::npos ? nl1 : text.find('\n', nl1 + 1);
    if (nl2 == std::string_view::npos || bad < nl2) return std::nullopt;
    std::size_t dummy = 0;
    auto head = tokens(text.substr(0, nl2), dummy);
    if (!head || head->size() != 2 || (*head)[1].line != 1) return std::nullopt;
    return error_at(text, bad, "stray character " + quote_char(text[bad]) + " in a number grid");
  }
  if (!header) return std::nullopt;
  const auto& t = *toks;
  const long rows = t[0].value, cols = t[1].value;
  if (auto why = size_problem(rows, cols)) return error_at(text, t[0].at, *why);
  if (t[2].value != 0)
    return error_at(text, t[2].at,
                    "the third header number is " + std::to_string(t[2].value) +
                        ": only 0 (a plain, non-wrapping grid) is supported");
  const std::size_t want = static_cast<std::size_t>(rows * cols);
  if (t.size() - 3 != want)
    return error_at(text, t.size() > 3 + want ? t[3 + want].at : text.size(),
                    "a " + std::to_string(rows) + "x" + std::to_string(cols) + " grid needs " +
                        std::to_string(want) + " numbers, found " + std::to_string(t.size() - 3));
  Puzzle p(static_cast<int>(rows), static_cast<int>(cols));
  for (std::size_t i = 0; i < want; ++i) {
    const Token& k = t[3 + i];
    if (k.value > 15)
      return error_at(text, k.at,
                      "tile " + std::to_string(k.value) + " is not a 4-bit mask (0-15)");
    if (k.line != t[3].line + static_cast<int>(i / static_cast<std::size_t>(cols)))
      return error_at(text, k.at,
                      "row " + std::to_string(i / static_cast<std::size_t>(cols) + 1) +
                          " should hold " + std::to_string(cols) + " numbers on its own line");
    p.tiles[i] = static_cast<std::uint8_t>(k.value);
  }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_numbers(const Puzzle& p) {
  std::string out = std::to_string(p.rows) + '\n' + std::to_string(p.cols) + "\n0\n";
  for (int r = 0; r < p.rows; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      if (c) out += ' ';
      out += std::to_string(p.tile(r, c));
    }
    out += '\n';
  }
  return out;
}

}  // namespace looplab::infinity_loop
