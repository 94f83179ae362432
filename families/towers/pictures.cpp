// Pictures of a Towers puzzle: the grid framed by its clues, as ASCII and SVG.
#include <sstream>

#include "families/towers/formats.hpp"

namespace looplab::towers {

namespace {

std::string clue_text(int v) {
  return v ? std::to_string(v) : " ";
}

int shown(const Puzzle& p, const Grid* solution, int i) {
  const int g = p.givens[static_cast<std::size_t>(i)];
  return g ? g : solution ? (*solution)[static_cast<std::size_t>(i)] : 0;
}

}  // namespace

std::string write_ascii(const Puzzle& p, const Grid* solution) {
  const int n = p.n;
  // A line of clues above or below the grid, or nothing when that side has none.
  auto clue_line = [&](Side side) {
    std::string line = "    ";
    for (int c = 0; c < n; ++c) line += clue_text(p.clue(side, c)) + " ";
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line.empty() ? line : line + "\n";
  };
  const std::string frame = "  +" + std::string(static_cast<std::size_t>(2 * n + 1), '-') + "+\n";
  std::string out = clue_line(kTop) + frame;
  for (int r = 0; r < n; ++r) {
    std::string line = clue_text(p.clue(kLeft, r)) + " |";
    for (int c = 0; c < n; ++c) {
      const int v = shown(p, solution, r * n + c);
      line += ' ';
      line += v ? static_cast<char>('0' + v) : '.';
    }
    line += " | " + clue_text(p.clue(kRight, r));
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + '\n';
  }
  return out + frame + clue_line(kBottom);
}

std::string write_svg(const Puzzle& p, const Grid* solution) {
  const int n = p.n, cell = 40, margin = cell;
  const int side = n * cell + 2 * margin;
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << side << "\" height=\"" << side
    << "\" viewBox=\"0 0 " << side << ' ' << side
    << "\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  for (int k = 0; k <= n; ++k) {
    const int at = margin + k * cell, w = (k == 0 || k == n) ? 3 : 1;
    s << "<line x1=\"" << margin << "\" y1=\"" << at << "\" x2=\"" << margin + n * cell
      << "\" y2=\"" << at << "\" stroke=\"#222222\" stroke-width=\"" << w << "\"/>";
    s << "<line x1=\"" << at << "\" y1=\"" << margin << "\" x2=\"" << at << "\" y2=\""
      << margin + n * cell << "\" stroke=\"#222222\" stroke-width=\"" << w << "\"/>\n";
  }
  s << "<g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"24\" text-anchor=\"middle\" "
       "dominant-baseline=\"central\">\n";
  auto text = [&](int x, int y, int v, const char* colour) {
    s << "<text x=\"" << x << "\" y=\"" << y << "\" fill=\"" << colour << "\">" << v << "</text>";
  };
  for (int i = 0; i < n; ++i) {
    const int mid = margin + i * cell + cell / 2;
    if (p.clue(kTop, i)) text(mid, margin / 2, p.clue(kTop, i), "#111111");
    if (p.clue(kBottom, i))
      text(mid, margin + n * cell + margin / 2, p.clue(kBottom, i), "#111111");
    if (p.clue(kLeft, i)) text(margin / 2, mid, p.clue(kLeft, i), "#111111");
    if (p.clue(kRight, i)) text(margin + n * cell + margin / 2, mid, p.clue(kRight, i), "#111111");
  }
  for (int i = 0; i < n * n; ++i) {
    const int v = shown(p, solution, i);
    if (v)
      text(margin + (i % n) * cell + cell / 2, margin + (i / n) * cell + cell / 2, v,
           p.givens[static_cast<std::size_t>(i)] ? "#111111" : "#1f4e99");
  }
  s << "\n</g>\n</svg>\n";
  return s.str();
}

}  // namespace looplab::towers
