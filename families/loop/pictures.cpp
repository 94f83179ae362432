#include "families/loop/pictures.hpp"

namespace looplab::families {

void svg_open(std::ostream& s, int width, int height) {
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
    << "\" viewBox=\"0 0 " << width << ' ' << height << "\">\n"
    << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
}

void svg_loop(std::ostream& s, const core::Grid& dots, const core::EdgeSet& loop, int x0, int y0, int step) {
  const int per_row = dots.cols() + 1;
  s << "<path fill=\"none\" stroke=\"#1f4e99\" stroke-width=\"5\" stroke-linecap=\"round\" "
       "stroke-linejoin=\"round\" d=\"";
  for (int e = 0; e < dots.num_edges(); ++e) {
    if (!loop.on[static_cast<std::size_t>(e)]) continue;
    auto [a, b] = dots.edge_vertices(e);
    s << 'M' << x0 + (a % per_row) * step << ' ' << y0 + (a / per_row) * step << 'L' << x0 + (b % per_row) * step
      << ' ' << y0 + (b / per_row) * step;
  }
  s << "\"/>\n";
}

}  // namespace looplab::families
