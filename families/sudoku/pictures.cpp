// Pictures of a Sudoku: a boxed ASCII grid (readable back as the `grid` format) and SVG.
#include <sstream>

#include "families/sudoku/formats.hpp"

namespace looplab::sudoku {

std::string write_ascii(const Puzzle& p, const Grid* solution) {
  const int n = p.size();
  const int width = n > 9 ? 2 : 1;
  std::string rule;
  for (int b = 0; b < p.box_rows; ++b) {  // box_rows boxes across
    if (b) rule += "+";
    rule += std::string(static_cast<std::size_t>(p.box_cols * (width + 1) + 1), '-');
  }
  rule = rule.substr(1, rule.size() - 2);
  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r && r % p.box_rows == 0) out += rule + '\n';
    std::string line;
    for (int c = 0; c < n; ++c) {
      if (c && c % p.box_cols == 0) line += " |";
      const auto i = static_cast<std::size_t>(r * n + c);
      const int v = p.givens[i] ? p.givens[i] : solution ? (*solution)[i] : 0;
      std::string cell = v == 0 ? "." : n > 9 ? std::to_string(v) : std::string(1, cell_char(v));
      if (c) line += ' ';
      line += std::string(static_cast<std::size_t>(width) - cell.size(), ' ') + cell;
    }
    out += line + '\n';
  }
  return out;
}

std::string write_svg(const Puzzle& p, const Grid* solution) {
  const int n = p.size(), cell = n > 9 ? 30 : 40, margin = 10;
  const int side = n * cell + 2 * margin;
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << side << "\" height=\"" << side
    << "\" viewBox=\"0 0 " << side << ' ' << side
    << "\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  for (int k = 0; k <= n; ++k) {
    const int at = margin + k * cell;
    const bool thick_h = k % p.box_rows == 0, thick_v = k % p.box_cols == 0;
    s << "<line x1=\"" << margin << "\" y1=\"" << at << "\" x2=\"" << margin + n * cell
      << "\" y2=\"" << at << "\" stroke=\"#222222\" stroke-width=\"" << (thick_h ? 3 : 1) << "\"/>";
    s << "<line x1=\"" << at << "\" y1=\"" << margin << "\" x2=\"" << at << "\" y2=\""
      << margin + n * cell << "\" stroke=\"#222222\" stroke-width=\"" << (thick_v ? 3 : 1)
      << "\"/>\n";
  }
  s << "<g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"" << cell * 6 / 10
    << "\" text-anchor=\"middle\" dominant-baseline=\"central\">\n";
  for (int i = 0; i < p.cells(); ++i) {
    const bool given = p.givens[static_cast<std::size_t>(i)] != 0;
    const int v = given      ? p.givens[static_cast<std::size_t>(i)]
                  : solution ? (*solution)[static_cast<std::size_t>(i)]
                             : 0;
    if (!v) continue;
    s << "<text x=\"" << margin + (i % n) * cell + cell / 2 << "\" y=\""
      << margin + (i / n) * cell + cell / 2 << "\" fill=\"" << (given ? "#111111" : "#1f4e99")
      << "\">" << v << "</text>";
  }
  s << "\n</g>\n</svg>\n";
  return s.str();
}

}  // namespace looplab::sudoku
