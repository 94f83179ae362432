// Simon Tatham's Towers game IDs: `N:c/c/.../c[,GIVENS]`.
#include <cctype>

#include "core/run_coded.hpp"
#include "families/towers/formats.hpp"

namespace looplab::towers {

std::optional<Parsed<Puzzle>> parse_towers_id(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  if (i == 0 || i > 3) return std::nullopt;
  const int n = std::stoi(std::string(text.substr(0, i)));
  // Tatham's parameters may carry a difficulty: `6dx:`.
  if (i + 1 < text.size() && text[i] == 'd' &&
      std::string_view("ehxu").find(text[i + 1]) != std::string_view::npos)
    i += 2;
  if (i >= text.size() || text[i] != ':') return std::nullopt;
  if (n < kMinSize || n > kMaxSize)
    return error_at(text, 0, "Towers size " + std::to_string(n) + " is out of range: 3 to 9");
  Puzzle p(n);
  ++i;
  for (int k = 0; k < 4 * n; ++k) {
    if (k > 0) {
      if (i >= text.size() || text[i] != '/')
        return error_at(
            text, i,
            "expected '/' before clue " + std::to_string(k + 1) + " of " + std::to_string(4 * n));
      ++i;
    }
    const std::size_t at = i;
    int v = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      v = v * 10 + (text[i++] - '0');
      if (v > n)
        return error_at(
            text, at, "clue " + std::to_string(v) + " is more than the size " + std::to_string(n));
    }
    if (i > at && v == 0)
      return error_at(text, at, "a clue is 1.." + std::to_string(n) + "; leave it empty for none");
    p.clues[static_cast<std::size_t>(k / n)][static_cast<std::size_t>(k % n)] = v;
  }
  if (i < text.size() && text[i] == '/')
    return error_at(
        text, i,
        "too many clues: a size " + std::to_string(n) + " puzzle has " + std::to_string(4 * n));
  if (i < text.size()) {
    if (text[i] != ',')
      return error_at(text, i, "expected ',' before the givens, found " + quote_char(text[i]));
    ++i;
    if (auto bad = core::read_run_coded(text, i, n, p.givens, "givens")) return *bad;
  }
  return Parsed<Puzzle>(std::move(p));
}

std::string write_towers_id(const Puzzle& p) {
  std::string out = std::to_string(p.n) + ":";
  for (int k = 0; k < 4 * p.n; ++k) {
    if (k) out += '/';
    const int v = p.clues[static_cast<std::size_t>(k / p.n)][static_cast<std::size_t>(k % p.n)];
    if (v) out += std::to_string(v);
  }
  if (p.given_count() == 0) return out;
  out += ',';
  core::append_run_coded(out, p.givens);
  return out;
}

}  // namespace looplab::towers
