#include "families/cycle_cover/pictures.hpp"

#include <cmath>
#include <cstdio>

#include "families/cycle_cover/checker.hpp"

namespace looplab::cycle_cover {

namespace {

char cycle_letter(std::size_t k) {
  static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return kLetters[k % 52];
}

char direction_char(int dx, int dy) {
  const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
  // Indexed by (sy + 1) * 3 + (sx + 1); the centre never occurs (no 0,0 move).
  static constexpr char kDirs[] = "7^9<.>1v3";
  return kDirs[(sy + 1) * 3 + (sx + 1)];
}

std::vector<std::size_t> cycle_index(const std::vector<std::vector<int>>& cycles,
                                     std::size_t cells) {
  std::vector<std::size_t> index(cells, 0);
  for (std::size_t k = 0; k < cycles.size(); ++k)
    for (int c : cycles[k]) index[static_cast<std::size_t>(c)] = k;
  return index;
}

std::string num(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

}  // namespace

std::string cover_ascii(const Problem& p, const std::vector<int>& next) {
  const auto cycles = cycles_of(next);
  const auto index = cycle_index(cycles, next.size());
  std::string out;
  for (int r = 0; r < p.rows; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      const int u = r * p.cols + c, v = next[static_cast<std::size_t>(u)];
      if (c > 0) out += ' ';
      out += cycle_letter(index[static_cast<std::size_t>(u)]);
      out += direction_char(v % p.cols - c, v / p.cols - r);
    }
    out += '\n';
  }
  out += std::to_string(cycles.size()) + (cycles.size() == 1 ? " cycle\n" : " cycles\n");
  for (std::size_t k = 0; k < cycles.size(); ++k) {
    out += cycle_letter(k);
    out += " (" + std::to_string(cycles[k].size()) + "):";
    for (int cell : cycles[k]) {
      out += ' ';
      out += std::to_string(cell / p.cols);
      out += ',';
      out += std::to_string(cell % p.cols);
    }
    out += '\n';
  }
  return out;
}

std::string cover_svg(const Problem& p, const std::vector<int>& next) {
  const auto cycles = cycles_of(next);
  const double s = 28, margin = 14;
  const double width = 2 * margin + s * p.cols, height = 2 * margin + s * p.rows;
  auto x_of = [&](int cell) { return margin + s * (cell % p.cols + 0.5); };
  auto y_of = [&](int cell) { return margin + s * (cell / p.cols + 0.5); };
  std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" +
         num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\">\n";
  svg += "<title>cycle cover " + std::to_string(p.rows) + " x " + std::to_string(p.cols) +
         ", moves " + format_moves(p.moves) + ", " + std::to_string(cycles.size()) +
         " cycles</title>\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  svg += "<g fill=\"#c8c8c8\">";
  for (int cell = 0; cell < p.cells(); ++cell)
    svg += "<circle cx=\"" + num(x_of(cell)) + "\" cy=\"" + num(y_of(cell)) + "\" r=\"2\"/>";
  svg += "</g>\n";
  for (std::size_t k = 0; k < cycles.size(); ++k) {
    // Golden-angle hues with two alternating lightness levels: adjacent cycle numbers
    // (usually adjacent on the grid) never look alike.
    const double hue = std::fmod(static_cast<double>(k) * 137.508, 360.0);
    const std::string colour = "hsl(" + num(hue) + ",70%," + (k % 2 ? "38%" : "48%") + ")";
    std::string lines, heads;
    for (int u : cycles[k]) {
      const int v = next[static_cast<std::size_t>(u)];
      const double x0 = x_of(u), y0 = y_of(u), x1 = x_of(v), y1 = y_of(v);
      const double len = std::hypot(x1 - x0, y1 - y0);
      const double dx = (x1 - x0) / len, dy = (y1 - y0) / len;
      const double ox = -dy * s * 0.1, oy = dx * s * 0.1;  // to the right of travel
      const double trim = s * 0.2, head = s * 0.24;
      const double ax = x0 + dx * trim + ox, ay = y0 + dy * trim + oy;
      const double bx = x1 - dx * trim + ox, by = y1 - dy * trim + oy;
      auto point = [](std::string& d, char op, double x, double y) {
        d += op;
        d += num(x);
        d += ' ';
        d += num(y);
      };
      point(lines, 'M', ax, ay);
      point(lines, 'L', bx - dx * head * 0.6, by - dy * head * 0.6);
      point(heads, 'M', bx, by);
      point(heads, 'L', bx - dx * head - dy * head * 0.45, by - dy * head + dx * head * 0.45);
      point(heads, 'L', bx - dx * head + dy * head * 0.45, by - dy * head - dx * head * 0.45);
      heads += 'Z';
    }
    svg += "<g stroke=\"" + colour + "\" fill=\"" + colour +
           "\"><path fill=\"none\" stroke-width=\"2.2\" stroke-linecap=\"round\" d=\"" + lines +
           "\"/><path stroke=\"none\" d=\"" + heads + "\"/></g>\n";
  }
  svg += "</svg>\n";
  return svg;
}

nlohmann::json cover_json(const Problem& p, const std::vector<int>& next) {
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& m : p.moves) moves.push_back({m.dx, m.dy});
  return {{"rows", p.rows}, {"cols", p.cols},
          {"moves", moves}, {"no_2_cycles", p.no_2_cycles},
          {"next", next},   {"cycles", cycles_of(next)}};
}

}  // namespace looplab::cycle_cover
