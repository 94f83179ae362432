// Simon Tatham's Net game IDs, non-wrapping grids only: `WxH:` (optionally with the
// generation parameters `b<prob>` and `a` before the colon, which do not change the
// grid), then one hex digit a tile, row by row, bits R=1 U=2 L=4 D=8.
#include <algorithm>
#include <cctype>
#include <cstring>

#include "families/infinity_loop/formats.hpp"

namespace looplab::infinity_loop {

namespace {

// Net's bits (R=1 U=2 L=4 D=8) to ours (up=1 right=2 down=4 left=8) and back.
std::uint8_t from_net(int v) {
  return static_cast<std::uint8_t>((v & 1 ? 2 : 0) | (v & 2 ? 1 : 0) | (v & 4 ? 8 : 0) |
                                   (v & 8 ? 4 : 0));
}
int to_net(std::uint8_t m) {
  return (m & 2 ? 1 : 0) | (m & 1 ? 2 : 0) | (m & 8 ? 4 : 0) | (m & 4 ? 8 : 0);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_net_id(std::string_view text) {
  std::size_t i = 0;
  auto number = [&](long& v) {
    const std::size_t start = i;
    v = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && i - start < 7)
      v = v * 10 + (text[i++] - '0');
    return i > start;
  };
  long w = 0, h = 0;
  if (!number(w) || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  if (!number(h)) return std::nullopt;
  const std::size_t params = i;
  const std::size_t colon = text.find(':', i);
  if (colon == std::string_view::npos) return std::nullopt;
  // Only Net's own parameters make it a Net ID (Loopy's `t0`, `dh` are not ours).
  for (std::size_t k = params; k < colon; ++k)
    if (text[k] == 0 || !std::strchr("wba0123456789.e-", text[k])) return std::nullopt;
  for (std::size_t k = params; k < colon; ++k)
    if (text[k] == 'w')
      return error_at(text, k, "wrapping Net grids are not supported (∞ Loop grids have edges)");
  if (auto bad = size_problem(h, w)) return error_at(text, 0, *bad);
  Puzzle p(static_cast<int>(h), static_cast<int>(w));
  std::size_t n = 0;
  const std::size_t want = p.tiles.size();
  for (std::size_t k = colon + 1; k < text.size(); ++k) {
    const char c = text[k];
    if (c == 'h' || c == 'v') return error_at(text, k, "Net barriers ('h', 'v') are not supported");
    const int v = hex_value(c);
    if (v < 0)
      return error_at(text, k,
                      "stray character " + quote_char(c) + " in a Net grid (one hex digit a tile)");
    if (n == want)
      return error_at(text, k,
                      "more than " + std::to_string(want) + " tiles for a " + std::to_string(w) +
                          "x" + std::to_string(h) + " grid");
    p.tiles[n++] = from_net(v);
  }
  if (n != want)
    return error_at(text, text.size(),
                    "a " + std::to_string(w) + "x" + std::to_string(h) + " grid needs " +
                        std::to_string(want) + " tiles, found " + std::to_string(n));
  return Parsed<Puzzle>(std::move(p));
}

bool has_net_id_form(std::string_view text) {
  const std::size_t x = text.find('x'), colon = text.find(':');
  if (x == 0 || x == std::string_view::npos || colon == std::string_view::npos || colon < x) return false;
  auto digits = [&](std::size_t from, std::size_t to, std::uint64_t& v) {
    v = 0;
    if (to <= from || to - from > 6) return false;
    for (std::size_t k = from; k < to; ++k) {
      if (!std::isdigit(static_cast<unsigned char>(text[k]))) return false;
      v = v * 10 + static_cast<std::uint64_t>(text[k] - '0');
    }
    return true;
  };
  std::size_t h_end = x + 1;
  while (h_end < colon && std::isdigit(static_cast<unsigned char>(text[h_end]))) ++h_end;
  std::uint64_t w = 0, h = 0;
  if (!digits(0, x, w) || !digits(x + 1, h_end, h)) return false;
  for (std::size_t k = h_end; k < colon; ++k)
    if (text[k] == 0 || !std::strchr("ba0123456789.e-", text[k])) return false;
  std::string_view body = text.substr(colon + 1);
  while (!body.empty() && std::isspace(static_cast<unsigned char>(body.back()))) body.remove_suffix(1);
  if (body.size() != w * h) return false;
  return std::all_of(body.begin(), body.end(), [](char c) { return hex_value(c) >= 0; });
}

std::string write_net_id(const Puzzle& p) {
  std::string out = std::to_string(p.cols) + "x" + std::to_string(p.rows) + ":";
  for (std::uint8_t m : p.tiles) out += "0123456789abcdef"[to_net(m)];
  return out;
}

}  // namespace looplab::infinity_loop
