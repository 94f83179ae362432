// The formats of Slitherlink on a Loopy grid (grid_puzzle.hpp) but Loopy's ID
// (loopy_id.cpp): the graph JSON, the solution's edge list, and the SVG picture.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "core/json_depth.hpp"
#include "families/json_text.hpp"
#include "families/loop/pictures.hpp"
#include "families/slitherlink/grid_puzzle.hpp"

namespace looplab::slitherlink {

using nlohmann::json;

std::string_view GridPuzzle::grid_name() const { return core::loopy_grid_type(grid->type)->name; }

namespace {

json graph_json(const core::LoopyGrid& g) {
  json points = json::array(), faces = json::array();
  for (const auto& p : g.points) points.push_back({p[0], p[1]});
  for (const auto& f : g.faces) faces.push_back(f);
  return {{"points", std::move(points)}, {"faces", std::move(faces)}};
}

std::optional<std::string> clues_problem(const json& clues, const core::LoopyGrid& g, std::vector<std::int8_t>& out) {
  if (!clues.is_array()) return "\"clues\" must be an array, one entry a face";
  if (clues.size() != g.faces.size())
    return "\"clues\" has " + std::to_string(clues.size()) + " entries for " + std::to_string(g.faces.size()) + " faces";
  for (std::size_t f = 0; f < clues.size(); ++f) {
    const json& c = clues[f];
    if (c.is_null()) continue;
    const long sides = static_cast<long>(g.faces[f].size());
    if (!c.is_number_integer() || c.get<long>() < 0 || c.get<long>() > sides)
      return "clue " + c.dump() + " at face " + std::to_string(f) + " must be null or 0 to " + std::to_string(sides);
    out[f] = static_cast<std::int8_t>(c.get<long>());
  }
  return std::nullopt;
}

}  // namespace

std::optional<Parsed<GridPuzzle>> parse_grid_json(std::string_view text) {
  const std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || text[lead] != '{') return std::nullopt;
  if (core::json_depth_error(text)) return std::nullopt;  // the square reader names it
  Parsed<json> read = families::read_json_text(text);
  if (!read) return std::nullopt;  // the square reader names the problem
  const json& j = read.value();
  if (!j.is_object() || !j.contains("grid") || j["grid"] == "square") return std::nullopt;
  if (j.contains("family") && j["family"] != "slitherlink") return std::nullopt;
  auto problem = [&](const std::string& why) { return std::optional<Parsed<GridPuzzle>>(error_at(text, lead, why)); };
  if (!j["grid"].is_string()) return problem("\"grid\" must be a grid name");
  const core::LoopyGridType* type = core::loopy_grid_type(j["grid"].get<std::string>());
  if (!type) return problem("unknown grid " + j["grid"].dump() + ": one of " + core::loopy_grid_names());
  for (const char* key : {"rows", "cols", "clues"})
    if (!j.contains(key)) return problem(std::string("a ") + std::string(type->name) + " puzzle needs \"" + key + "\"");
  if (!j["rows"].is_number_integer() || !j["cols"].is_number_integer())
    return problem("\"rows\" and \"cols\" must be integers");
  std::string desc(core::loopy_default_desc(type->number));
  if (j.contains("desc")) {
    if (!j["desc"].is_string()) return problem("\"desc\" must be a string");
    desc = j["desc"].get<std::string>();
  }
  const long h = j["rows"].get<long>(), w = j["cols"].get<long>();
  if (auto bad = core::loopy_grid_problem(type->number, w, h, desc)) return problem(*bad);
  GridPuzzle p(core::loopy_grid(type->number, static_cast<int>(w), static_cast<int>(h), desc));
  if (auto bad = clues_problem(j["clues"], *p.grid, p.clues)) return problem(*bad);
  if (j.contains("graph") && j["graph"] != graph_json(*p.grid))
    return problem("\"graph\" is not Loopy's " + std::string(type->name) + " grid at " + std::to_string(w) + "x" +
                   std::to_string(h));
  return Parsed<GridPuzzle>(std::move(p));
}

std::optional<Parsed<GridPuzzle>> parse_grid_any(std::string_view text) {
  if (auto out = parse_grid_json(text)) return out;
  return parse_loopy_grid_id(text);
}

std::string write_grid_json(const GridPuzzle& p) { return grid_json(p).dump(); }

json grid_json(const GridPuzzle& p) {
  const core::LoopyGrid& g = *p.grid;
  json clues = json::array();
  for (std::int8_t c : p.clues) clues.push_back(c == kNoClue ? json(nullptr) : json(int{c}));
  json j = {{"family", "slitherlink"}, {"grid", std::string(p.grid_name())}, {"rows", g.height}, {"cols", g.width}};
  // A desc other than the type's fixed one: Loopy's older triangular layout (""), a Penrose patch.
  if (g.desc != core::loopy_default_desc(g.type)) j["desc"] = g.desc;
  j["graph"] = graph_json(g);
  j["clues"] = std::move(clues);
  return j;
}

json grid_loop_json(const core::LoopyGrid& g, const std::vector<std::uint8_t>& loop) {
  json edges = json::array();
  for (int e = 0; e < g.graph.num_edges(); ++e)
    if (loop[static_cast<std::size_t>(e)]) edges.push_back(g.graph.edge_vertices(e));
  return {{"edges", std::move(edges)}};
}

std::optional<std::vector<std::array<int, 2>>> grid_loop_edges(const GridPuzzle& p, const json& solution,
                                                               std::string& why) {
  const core::LoopGraph& graph = p.grid->graph;
  if (solution.is_object() && solution.contains("h") && solution["h"].is_string() && !solution.contains("edges")) {
    // `check PUZZLE SOLUTION` passes its text as "h": the solution object, or its list of edges.
    const std::string text = solution["h"].get<std::string>();
    json read = core::json_depth_error(text) ? json() : json::parse(text, nullptr, false);
    if (read.is_array()) read = json{{"edges", std::move(read)}};
    return grid_loop_edges(p, read, why);
  }
  if (!solution.is_object() || !solution.contains("edges") || !solution["edges"].is_array()) {
    why = "a Slitherlink solution on a " + std::string(p.grid_name()) + " grid is {\"edges\":[[p,q],...]}";
    return std::nullopt;
  }
  std::vector<std::array<int, 2>> out;
  std::vector<char> used(static_cast<std::size_t>(graph.num_edges()), 0);
  const int points = graph.num_vertices();
  for (const json& pair : solution["edges"]) {
    auto point = [&](const json& v) { return v.is_number_integer() && v.get<long>() >= 0 && v.get<long>() < points; };
    if (!pair.is_array() || pair.size() != 2 || !point(pair[0]) || !point(pair[1])) {
      why = "edge " + pair.dump() + " is not a pair of point ids 0 to " + std::to_string(points - 1);
      return std::nullopt;
    }
    const int a = pair[0].get<int>(), b = pair[1].get<int>();
    const int e = a == b ? core::kNone : graph.edge_between(a, b);
    if (e == core::kNone) {
      why = "edge " + pair.dump() + " joins no two neighbouring points of the grid";
      return std::nullopt;
    }
    if (used[static_cast<std::size_t>(e)]++) {
      why = "edge " + pair.dump() + " is listed twice";
      return std::nullopt;
    }
    out.push_back({a, b});
  }
  return out;
}

std::string write_grid_svg(const GridPuzzle& p, const std::vector<std::uint8_t>* loop) {
  const core::LoopyGrid& g = *p.grid;
  long x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  for (std::size_t i = 0; i < g.points.size(); ++i) {
    const auto& q = g.points[i];
    x0 = i ? std::min(x0, q[0]) : q[0], x1 = i ? std::max(x1, q[0]) : q[0];
    y0 = i ? std::min(y0, q[1]) : q[1], y1 = i ? std::max(y1, q[1]) : q[1];
  }
  // Loopy's tile sizes differ per grid; scale so an average side is about 36 pixels.
  double side = 0;
  for (int e = 0; e < g.graph.num_edges(); ++e) {
    const auto& ends = g.graph.edge_vertices(e);
    const auto &a = g.points[static_cast<std::size_t>(ends[0])], &b = g.points[static_cast<std::size_t>(ends[1])];
    side += std::hypot(static_cast<double>(a[0] - b[0]), static_cast<double>(a[1] - b[1]));
  }
  const double scale = g.graph.num_edges() ? 36.0 / (side / g.graph.num_edges()) : 1.0;
  const double margin = 18;
  auto X = [&](long x) { return margin + (x - x0) * scale; };
  auto Y = [&](long y) { return margin + (y - y0) * scale; };
  std::ostringstream s;
  s.precision(1);
  s << std::fixed;
  families::svg_open(s, static_cast<int>(2 * margin + (x1 - x0) * scale + 0.5),
                     static_cast<int>(2 * margin + (y1 - y0) * scale + 0.5));
  s << "<g fill=\"none\" stroke=\"#bbbbbb\" stroke-width=\"1\">\n";
  for (const auto& f : g.faces) {
    s << "<polygon points=\"";
    for (std::size_t k = 0; k < f.size(); ++k) {
      const auto& q = g.points[static_cast<std::size_t>(f[k])];
      s << (k ? " " : "") << X(q[0]) << "," << Y(q[1]);
    }
    s << "\"/>";
  }
  s << "\n</g>\n";
  if (loop) {
    s << "<g stroke=\"#1f5fbf\" stroke-width=\"4\" stroke-linecap=\"round\">\n";
    for (int e = 0; e < g.graph.num_edges(); ++e) {
      if (!(*loop)[static_cast<std::size_t>(e)]) continue;
      const auto& ends = g.graph.edge_vertices(e);
      const auto &a = g.points[static_cast<std::size_t>(ends[0])], &b = g.points[static_cast<std::size_t>(ends[1])];
      s << "<line x1=\"" << X(a[0]) << "\" y1=\"" << Y(a[1]) << "\" x2=\"" << X(b[0]) << "\" y2=\"" << Y(b[1]) << "\"/>";
    }
    s << "\n</g>\n";
  }
  s << "<g fill=\"#222222\">\n";
  for (const auto& q : g.points) s << "<circle cx=\"" << X(q[0]) << "\" cy=\"" << Y(q[1]) << "\" r=\"2.5\"/>";
  s << "\n</g>\n<g font-family=\"Helvetica, Arial, sans-serif\" font-size=\"20\" text-anchor=\"middle\" "
       "dominant-baseline=\"central\" fill=\"#111111\">\n";
  for (std::size_t f = 0; f < g.faces.size(); ++f) {
    if (p.clues[f] == kNoClue) continue;
    double cx = 0, cy = 0;  // the corners' mean: inside every face these grids have
    for (int v : g.faces[f]) {
      cx += static_cast<double>(g.points[static_cast<std::size_t>(v)][0]);
      cy += static_cast<double>(g.points[static_cast<std::size_t>(v)][1]);
    }
    const double n = static_cast<double>(g.faces[f].size());
    s << "<text x=\"" << margin + (cx / n - static_cast<double>(x0)) * scale << "\" y=\""
      << margin + (cy / n - static_cast<double>(y0)) * scale << "\">" << int{p.clues[f]} << "</text>";
  }
  s << "\n</g>\n</svg>\n";
  return s.str();
}

}  // namespace looplab::slitherlink
