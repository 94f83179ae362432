// Pictures of a puzzle, optionally with its loop: ASCII for terminals, SVG for pages.
#include <sstream>

#include "families/loop/pictures.hpp"
#include "families/slitherlink/formats.hpp"

namespace looplab::slitherlink {

std::string write_ascii(const Puzzle& p, const EdgeSet* solution) {
  core::Grid g(p.rows, p.cols);
  auto on = [&](int e) { return solution && solution->on[static_cast<std::size_t>(e)]; };
  std::string out;
  for (int r = 0; r <= p.rows; ++r) {
    for (int c = 0; c < p.cols; ++c) out += on(g.h_edge(r, c)) ? "+---" : "+   ";
    out += "+\n";
    if (r == p.rows) break;
    for (int c = 0; c <= p.cols; ++c) {
      out += on(g.v_edge(r, c)) ? '|' : ' ';
      if (c == p.cols) break;
      std::int8_t clue = p.clue(r, c);
      out += ' ';
      out += clue == kNoClue ? ' ' : static_cast<char>('0' + clue);
      out += ' ';
    }
    out += '\n';
  }
  return out;
}

std::string write_svg(const Puzzle& p, const EdgeSet* solution) {
  const int cell = 36, margin = 18;
  const int width = p.cols * cell + 2 * margin, height = p.rows * cell + 2 * margin;
  core::Grid g(p.rows, p.cols);
  std::ostringstream s;
  families::svg_open(s, width, height);
  if (solution) families::svg_loop(s, g, *solution, margin, margin, cell);
  s << "<g fill=\"#222222\">\n";
  for (int r = 0; r <= p.rows; ++r)
    for (int c = 0; c <= p.cols; ++c)
      s << "<circle cx=\"" << margin + c * cell << "\" cy=\"" << margin + r * cell
        << "\" r=\"2.5\"/>";
  s << "\n</g>\n<g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"" << cell * 11 / 18
    << "\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#111111\">\n";
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (p.clue(r, c) != kNoClue)
        s << "<text x=\"" << margin + c * cell + cell / 2 << "\" y=\""
          << margin + r * cell + cell / 2 << "\">" << int(p.clue(r, c)) << "</text>";
  s << "\n</g>\n</svg>\n";
  return s.str();
}

}  // namespace looplab::slitherlink
