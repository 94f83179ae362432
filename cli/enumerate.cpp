// looplab enumerate: streams every loop of an empty R x C grid, one per line (or per
// picture), as its inside cells, its edges, an ASCII picture or a JSON object.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/grid_limits.hpp"
#include "core/progress.hpp"
#include "families/family.hpp"
#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_search.hpp"

namespace looplab::cli {

namespace {

struct EnumerateOptions {
  int rows = 0, cols = 0;
  std::string format = "cells";
  std::uint64_t limit = 0;
};

// How --format ascii draws a loop: as the first family with loops on a grid draws its
// solutions.
const auto& loop_picture() {
  for (const families::Family* f : families::all_families())
    if (f->grid_counting && f->grid_counting->picture) return f->grid_counting->picture;
  throw InputError("no family draws loops on a grid");
}

std::string describe(const EnumerateOptions& o, generator::CellMask inside) {
  if (o.format == "cells") return generator::cells_text(o.rows, o.cols, inside) + '\n';
  const core::EdgeSet edges = generator::edges_of_cells(o.rows, o.cols, inside);
  if (o.format == "edges") return edges.h() + ' ' + edges.v() + '\n';
  if (o.format == "ascii") return loop_picture()(o.rows, o.cols, edges) + '\n';
  nlohmann::json cells = nlohmann::json::array();
  const std::string text = generator::cells_text(o.rows, o.cols, inside);
  for (int r = 0; r < o.rows; ++r)
    cells.push_back(
        text.substr(static_cast<std::size_t>(r * (o.cols + 1)), static_cast<std::size_t>(o.cols)));
  return nlohmann::json{{"rows", o.rows},
                        {"cols", o.cols},
                        {"cells", cells},
                        {"h", edges.h()},
                        {"v", edges.v()}}
             .dump() +
         '\n';
}

// Thrown from the visitor to stop the walk once --limit loops are out.
struct Enough {};

void run_enumerate(const EnumerateOptions& o) {
  check_grid_for("enumerate", o.rows, o.cols);
  if (o.format != "cells" && o.format != "edges" && o.format != "ascii" && o.format != "json")
    throw InputError("unknown format '" + o.format + "': use cells, edges, ascii or json");
  std::string buffer;
  std::uint64_t written = 0;
  auto flush = [&] {
    std::fwrite(buffer.data(), 1, buffer.size(), stdout);
    buffer.clear();
  };
  const auto expected = generator::count_loops_frontier(o.rows, o.cols).convert_to<std::uint64_t>();
  core::Progress progress("enumerate", o.limit > 0 ? std::min(o.limit, expected) : expected);
  try {
    generator::enumerate_loops_search(o.rows, o.cols, [&](generator::CellMask inside) {
      buffer += describe(o, inside);
      if (buffer.size() > (1 << 16)) flush();
      if ((++written & 0xFFFF) == 0) progress.set(written);
      if (written == o.limit) throw Enough{};
    });
  } catch (const Enough&) {
  }
  flush();
  std::fflush(stdout);
}

}  // namespace

void setup_enumerate(CLI::App& app) {
  auto o = std::make_shared<EnumerateOptions>();
  auto* cmd = app.add_subcommand("enumerate", "List every loop of an empty grid");
  cmd->add_option("--rows", o->rows, "Rows of cells")->required()->check(in_range(1, 36));
  cmd->add_option("--cols", o->cols, "Columns of cells")->required()->check(in_range(1, 36));
  cmd->add_option("--format", o->format, "cells, edges, ascii or json (see below)")
      ->capture_default_str();
  cmd->add_option("--limit", o->limit, "Stop after this many loops (0 = all)")
      ->capture_default_str()
      ->check(in_range(0, kMaxU64));
  cmd->footer(
      "Streams the loops (up to 36 cells) in the order of the `search` enumerator:\n"
      "  cells  the inside cells, rows of '#' (inside) and '.' joined by '/'\n"
      "  edges  the h and v edge strings of the loop (as `looplab check` takes them)\n"
      "  ascii  a picture of the loop, a blank line after each\n"
      "  json   one object a line: rows, cols, cells (row strings), h, v\n"
      "Examples:\n"
      "  looplab enumerate --rows 2 --cols 2                 # 13 lines\n"
      "  looplab enumerate --rows 3 --cols 3 --format ascii --limit 5\n"
      "  looplab enumerate --rows 4 --cols 4 --format json | wc -l   # 9349");
  cmd->callback([o] { run_enumerate(*o); });
}

}  // namespace looplab::cli
