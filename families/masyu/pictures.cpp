// Pictures of a puzzle, optionally with its loop: ASCII for terminals, SVG for pages.
//
//   B---+   W        a cell shows its pearl (B, W), '+' where the loop passes an empty
//   |   |   |        cell and '.' where it does not; '---' and '|' are the loop's steps
//   +---W---+
#include <sstream>

#include "families/loop/pictures.hpp"
#include "families/masyu/formats.hpp"

namespace looplab::masyu {

std::string write_ascii(const Puzzle& p, const EdgeSet* solution) {
  const core::Grid g = dot_grid(p.rows, p.cols);
  auto on = [&](int e) { return solution && solution->on[static_cast<std::size_t>(e)]; };
  std::string out;
  for (int r = 0; r < p.rows; ++r) {
    for (int c = 0; c < p.cols; ++c) {
      const int v = g.vertex(r, c);
      bool visited = false;
      for (int e : g.vertex_edges(v)) visited = visited || (e >= 0 && on(e));
      out += p.pearl(r, c) == kBlack ? 'B' : p.pearl(r, c) == kWhite ? 'W' : visited ? '+' : '.';
      if (c + 1 < p.cols) out += on(g.h_edge(r, c)) ? "---" : "   ";
    }
    out += '\n';
    if (r + 1 == p.rows) break;
    for (int c = 0; c < p.cols; ++c) {
      out += on(g.v_edge(r, c)) ? '|' : ' ';
      if (c + 1 < p.cols) out += "   ";
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

std::string write_svg(const Puzzle& p, const EdgeSet* solution) {
  const int cell = 36, margin = 18;
  const int width = p.cols * cell + 2 * margin, height = p.rows * cell + 2 * margin;
  const core::Grid g = dot_grid(p.rows, p.cols);
  auto centre = [&](int v, char axis) {
    return margin + (axis == 'x' ? v % p.cols : v / p.cols) * cell + cell / 2;
  };
  std::ostringstream s;
  families::svg_open(s, width, height);
  s << "<g stroke=\"#bbbbbb\" stroke-width=\"1\">\n";
  for (int r = 0; r <= p.rows; ++r)
    s << "<line x1=\"" << margin << "\" y1=\"" << margin + r * cell << "\" x2=\"" << width - margin << "\" y2=\""
      << margin + r * cell << "\"/>";
  for (int c = 0; c <= p.cols; ++c)
    s << "<line x1=\"" << margin + c * cell << "\" y1=\"" << margin << "\" x2=\"" << margin + c * cell
      << "\" y2=\"" << height - margin << "\"/>";
  s << "\n</g>\n";
  if (solution) families::svg_loop(s, g, *solution, margin + cell / 2, margin + cell / 2, cell);
  s << "<g stroke=\"#111111\" stroke-width=\"2\">\n";
  for (int v = 0; v < p.rows * p.cols; ++v) {
    const std::int8_t pearl = p.pearls[static_cast<std::size_t>(v)];
    if (pearl == kEmpty) continue;
    s << "<circle cx=\"" << centre(v, 'x') << "\" cy=\"" << centre(v, 'y') << "\" r=\"" << cell * 3 / 10
      << "\" fill=\"" << (pearl == kBlack ? "#111111" : "#ffffff") << "\"/>";
  }
  s << "\n</g>\n</svg>\n";
  return s.str();
}

}  // namespace looplab::masyu
