#include "families/cycle_cover/moves.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace looplab::cycle_cover {

namespace {

std::vector<Move> named_rule(std::string_view name) {
  if (name == "rook") return {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  if (name == "king") return {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  if (name == "knight")
    return {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  return {};
}

// Reads an optionally signed integer at text[pos], skipping spaces around it.
bool read_int(std::string_view text, std::size_t& pos, int& out) {
  while (pos < text.size() && text[pos] == ' ') ++pos;
  std::size_t p = pos;
  bool negative = false;
  if (p < text.size() && (text[p] == '-' || text[p] == '+')) negative = text[p++] == '-';
  if (p >= text.size() || !std::isdigit(static_cast<unsigned char>(text[p]))) return false;
  long value = 0;
  while (p < text.size() && std::isdigit(static_cast<unsigned char>(text[p]))) {
    value = value * 10 + (text[p++] - '0');
    if (value > 1'000'000) value = 1'000'000;  // saturate: the range check below rejects it
  }
  out = static_cast<int>(negative ? -value : value);
  while (p < text.size() && text[p] == ' ') ++p;
  pos = p;
  return true;
}

}  // namespace

Parsed<std::vector<Move>> parse_moves(std::string_view text) {
  if (auto named = named_rule(text); !named.empty()) return named;
  std::vector<Move> moves;
  std::size_t pos = 0;
  auto fail = [&](std::size_t at, std::string why) -> Parsed<std::vector<Move>> {
    return error_at(text, at,
                    std::move(why) + " (moves are rook, king, knight or a list like \"1,2;2,1\")");
  };
  if (text.empty()) return fail(0, "empty move list");
  for (;;) {
    const std::size_t start = pos;
    Move m;
    if (!read_int(text, pos, m.dx)) return fail(pos, "expected a number dx");
    if (pos >= text.size() || text[pos] != ',') return fail(pos, "expected ',' between dx and dy");
    ++pos;
    if (!read_int(text, pos, m.dy)) return fail(pos, "expected a number dy");
    if (m.dx == 0 && m.dy == 0) return fail(start, "move 0,0 stays on its cell");
    if (std::abs(m.dx) > kMaxStep || std::abs(m.dy) > kMaxStep)
      return fail(start, "move longer than " + std::to_string(kMaxStep) + " in a direction");
    if (std::find(moves.begin(), moves.end(), m) != moves.end())
      return fail(start,
                  "move " + std::to_string(m.dx) + "," + std::to_string(m.dy) + " listed twice");
    moves.push_back(m);
    if (pos == text.size()) break;
    if (text[pos] != ';') return fail(pos, "expected ';' between moves");
    ++pos;
  }
  return moves;
}

std::string format_moves(const std::vector<Move>& moves) {
  std::string out;
  for (const auto& m : moves) {
    if (!out.empty()) out += ';';
    out += std::to_string(m.dx) + ',' + std::to_string(m.dy);
  }
  return out;
}

}  // namespace looplab::cycle_cover
