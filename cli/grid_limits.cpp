#include "cli/grid_limits.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/grid.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"

namespace looplab::cli {

namespace {

struct Method {
  const char* name;
  const char* limit;
  bool (*fits)(int rows, int cols);
};

const Method kMethods[] = {
    // The frontier method's limit is memory, checked against the machine when it runs.
    {"frontier", "any size whose layers fit in memory", [](int, int) { return true; }},
    {"cells", "shorter side up to 12, longer up to 100",
     [](int r, int c) {
       return std::min(r, c) <= generator::kFrontierMaxWidth &&
              std::max(r, c) <= generator::kFrontierMaxLength;
     }},
    {"search", "up to 36 cells", [](int r, int c) { return r * c <= generator::kSearchMaxCells; }},
    {"flood", "up to 30 cells", [](int r, int c) { return r * c <= generator::kFloodMaxCells; }},
};

std::string grid_name(int rows, int cols) {
  return std::to_string(rows) + "x" + std::to_string(cols);
}

}  // namespace

void check_grid_for(const std::string& method, int rows, int cols) {
  if (rows < 1 || cols < 1) throw InputError("--rows and --cols must be at least 1");
  if (rows > core::kMaxGridSide || cols > core::kMaxGridSide)
    throw InputError("a grid side is at most " + std::to_string(core::kMaxGridSide));
  const std::string grid = grid_name(rows, cols);
  if (method == "unique") {
    if (rows * cols > generator::kUniqueMaxCells)
      throw InputError(
          "count unique handles grids of at most 25 cells (5x5 already takes tens of minutes; "
          "--method transversal --shard takes parts of grids up to 30 cells); " +
          grid + " has " + std::to_string(rows * cols));
    return;
  }
  if (method == "unique-transversal") {
    if (rows * cols > generator::kUniqueTransversalMaxCells)
      throw InputError("count unique --method transversal handles grids of at most 30 cells; " +
                       grid + " has " + std::to_string(rows * cols));
    return;
  }
  if (method == "enumerate") {
    if (rows * cols > generator::kSearchMaxCells)
      throw InputError(
          "enumerate lists loops one by one, on grids of at most 36 cells (6x6 has 487150371 "
          "loops); " +
          grid + " is too large: count its loops with `looplab count loops`");
    return;
  }
  std::string fitting, known;
  const Method* chosen = nullptr;
  for (const Method& m : kMethods) {
    known += std::string(known.empty() ? "" : ", ") + m.name + " (" + m.limit + ")";
    if (m.name == method) chosen = &m;
    if (m.fits(rows, cols)) fitting += std::string(fitting.empty() ? "" : " or ") + m.name;
  }
  if (!chosen) throw InputError("unknown method '" + method + "': use " + known);
  if (!chosen->fits(rows, cols)) {
    std::string msg =
        "method " + method + " handles grids with " + chosen->limit + "; " + grid + " is too large";
    msg += fitting.empty() ? ": no method can count it" : ": use --method " + fitting;
    throw InputError(msg);
  }
}

}  // namespace looplab::cli
