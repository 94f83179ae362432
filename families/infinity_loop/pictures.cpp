// Pictures for humans: ASCII art (three characters square a tile) and SVG.
#include "families/infinity_loop/formats.hpp"

namespace looplab::infinity_loop {

std::string write_ascii(const Puzzle& p) {
  std::string out;
  for (int r = 0; r < p.rows; ++r) {
    std::string lines[3];
    for (int c = 0; c < p.cols; ++c) {
      const std::uint8_t m = p.tile(r, c);
      const int arms = (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1);
      lines[0] += std::string(" ") + (m & 1 ? '|' : ' ') + ' ';
      lines[1] += std::string(1, m & 8 ? '-' : ' ') +
                  (arms == 0   ? '.'
                   : arms == 1 ? 'o'
                               : '+') +
                  (m & 2 ? '-' : ' ');
      lines[2] += std::string(" ") + (m & 4 ? '|' : ' ') + ' ';
    }
    for (auto& l : lines) out += l + '\n';
  }
  return out;
}

std::string write_svg(const Puzzle& p, const Masks* solution) {
  constexpr int kCell = 32, kMargin = 8;
  const int w = p.cols * kCell + 2 * kMargin, h = p.rows * kCell + 2 * kMargin;
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) +
                    "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) +
                    " " + std::to_string(h) + "\">\n";
  out +=
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n<g stroke=\"#ccc\" "
      "stroke-width=\"1\">\n";
  for (int r = 0; r <= p.rows; ++r)
    out += "<line x1=\"" + std::to_string(kMargin) + "\" y1=\"" +
           std::to_string(kMargin + r * kCell) + "\" x2=\"" +
           std::to_string(kMargin + p.cols * kCell) + "\" y2=\"" +
           std::to_string(kMargin + r * kCell) + "\"/>\n";
  for (int c = 0; c <= p.cols; ++c)
    out += "<line x1=\"" + std::to_string(kMargin + c * kCell) + "\" y1=\"" +
           std::to_string(kMargin) + "\" x2=\"" + std::to_string(kMargin + c * kCell) + "\" y2=\"" +
           std::to_string(kMargin + p.rows * kCell) + "\"/>\n";
  const char* colour = solution ? "#1565c0" : "#222";
  out += std::string("</g>\n<g stroke=\"") + colour + "\" fill=\"" + colour +
         "\" stroke-width=\"6\" stroke-linecap=\"round\">\n";
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const std::uint8_t m =
          solution ? (*solution)[static_cast<std::size_t>(r * p.cols + c)] : p.tile(r, c);
      if (m == 0) continue;
      const int cx = kMargin + c * kCell + kCell / 2, cy = kMargin + r * kCell + kCell / 2;
      for (int s = 0; s < 4; ++s)
        if (m >> s & 1)
          out += "<line x1=\"" + std::to_string(cx) + "\" y1=\"" + std::to_string(cy) + "\" x2=\"" +
                 std::to_string(cx + kColStep[s] * kCell / 2) + "\" y2=\"" +
                 std::to_string(cy + kRowStep[s] * kCell / 2) + "\"/>\n";
      if ((m & (m - 1)) == 0)  // a dead end: draw the bulb
        out += "<circle cx=\"" + std::to_string(cx) + "\" cy=\"" + std::to_string(cy) +
               "\" r=\"7\"/>\n";
    }
  out += "</g>\n</svg>\n";
  return out;
}

}  // namespace looplab::infinity_loop
