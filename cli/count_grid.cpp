// looplab count loops / count unique: exact counts on an empty R x C grid, the number
// of loops (three methods) and of unique-clue puzzles (with minimal ones and a
// histogram by number of clues).
#include <chrono>
#include <iostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/grid_limits.hpp"
#include "core/progress.hpp"
#include "families/masyu/count.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_enumerate_flood.hpp"
#include "generator/loop_enumerate_search.hpp"
#include "generator/unique_clues.hpp"

namespace looplab::cli {

namespace {

struct LoopsOptions {
  int rows = 0, cols = 0;
  std::string method = "frontier";
  bool json = false;
  std::string family = "slitherlink";
};

struct UniqueOptions {
  int rows = 0, cols = 0;
  bool minimal = false, histogram = false, json = false;
  int jobs = 0;
  std::string family = "slitherlink";
};

void run_loops(const LoopsOptions& o) {
  // Masyu's loops run through cell centres: the loops on the dots of x (C-1) cells.
  const bool centres = o.family == "masyu";
  if (centres && (o.rows < 2 || o.cols < 2)) throw InputError("a Masyu grid has at least 2 rows and 2 columns");
  const int rows = centres ? o.rows - 1 : o.rows, cols = centres ? o.cols - 1 : o.cols;
  check_grid_for(o.method, rows, cols);
  std::string count;
  if (o.method == "frontier") {
    const int cells = rows * cols;
    core::Progress progress("frontier", static_cast<std::uint64_t>(cells));
    count = generator::count_loops_frontier(rows, cols, nullptr, [&](int done) {
              progress.set(static_cast<std::uint64_t>(done));
            }).str();
  } else {
    // The listing methods show progress against the frontier count (instant to get).
    const auto expected =
        generator::count_loops_frontier(rows, cols).convert_to<std::uint64_t>();
    core::Progress progress(o.method, expected);
    std::uint64_t seen = 0;
    auto tick = [&](generator::CellMask) {
      if ((++seen & 0xFFFFF) == 0) progress.set(seen);
    };
    count = std::to_string(o.method == "search"
                               ? generator::enumerate_loops_search(rows, cols, tick)
                               : generator::enumerate_loops_flood(rows, cols, tick));
  }
  if (o.json) {
    nlohmann::json j = {{"rows", o.rows}, {"cols", o.cols}, {"method", o.method}, {"loops", count}};
    if (centres) j["family"] = "masyu";
    std::cout << j.dump() << '\n';
  } else {
    std::cout << count << '\n';
  }
}

void run_unique(const UniqueOptions& o) {
  if (o.family == "masyu") {
    if (o.rows < 2 || o.cols < 2 || o.rows * o.cols > masyu::kUniquePearlsMaxCells || o.minimal || o.histogram)
      throw InputError("count unique --family masyu takes grids of 2 to " +
                       std::to_string(masyu::kUniquePearlsMaxCells) + " cells, each side at least 2, and no --minimal or --histogram");
    const std::string n = std::to_string(masyu::count_unique_pearl_puzzles(o.rows, o.cols));
    if (o.json)
      std::cout << nlohmann::json{{"rows", o.rows}, {"cols", o.cols}, {"family", "masyu"}, {"unique", n}, {"count", n}}.dump() << '\n';
    else
      std::cout << n << '\n';
    return;
  }
  check_grid_for("unique", o.rows, o.cols);
  if (o.jobs < 0) throw InputError("--jobs must be 0 (all cores) or more");
  generator::UniqueClueOptions options;
  options.jobs =
      o.jobs > 0 ? o.jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  options.minimal = o.minimal || o.histogram;
  std::unique_ptr<core::Progress> progress;
  std::mutex mutex;
  options.progress = [&](std::uint64_t done, std::uint64_t total) {
    std::lock_guard<std::mutex> lock(mutex);
    if (!progress)
      progress = std::make_unique<core::Progress>("unique-clue puzzles (loop classes)", total);
    progress->set(done);
  };
  const generator::UniqueClueCounts counts = generator::count_unique_clues(o.rows, o.cols, options);
  if (progress) progress->finish();
  const std::string total = std::to_string(o.minimal ? counts.minimal() : counts.unique());
  if (o.json) {
    nlohmann::json j = {{"rows", o.rows},
                        {"cols", o.cols},
                        {"loops", std::to_string(counts.loops)},
                        {"unique", std::to_string(counts.unique())}};
    if (options.minimal) j["minimal"] = std::to_string(counts.minimal());
    if (o.histogram) {
      j["histogram"] = nlohmann::json::array();
      for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k)
        j["histogram"].push_back({{"clues", k},
                                  {"unique", std::to_string(counts.unique_by_clues[k])},
                                  {"minimal", std::to_string(counts.minimal_by_clues[k])}});
    }
    j["count"] = total;
    std::cout << j.dump() << '\n';
    return;
  }
  if (o.histogram) {
    std::cout << "# clues unique minimal\n";
    for (std::size_t k = 1; k < counts.unique_by_clues.size(); ++k)
      std::cout << k << ' ' << counts.unique_by_clues[k] << ' ' << counts.minimal_by_clues[k]
                << '\n';
    std::cout << "# " << counts.loops << " loops; " << counts.unique() << " unique-clue puzzles, "
              << counts.minimal() << " minimal; the " << (o.minimal ? "minimal" : "unique-clue")
              << " count:\n";
  }
  std::cout << total << '\n';
}

}  // namespace

void setup_count_grid(CLI::App& count) {
  auto lo = std::make_shared<LoopsOptions>();
  auto* loops = count.add_subcommand(
      "loops", "Count the loops (simple closed curves along grid lines) of an empty grid");
  loops->add_option("--rows", lo->rows, "Rows of cells")->required();
  loops->add_option("--cols", lo->cols, "Columns of cells")->required();
  loops->add_option("--method", lo->method, "frontier, search or flood (see below)")
      ->capture_default_str();
  loops->add_option("--family", lo->family, "slitherlink (loops along grid lines) or masyu (through cell centres)")
      ->capture_default_str()
      ->check(CLI::IsMember({"slitherlink", "masyu"}));
  loops->add_flag(
      "--json", lo->json,
      "Print {\"rows\",\"cols\",\"method\",\"loops\"} with the count as a decimal string");
  loops->footer(
      "Methods (all exact; they agree wherever they all run):\n"
      "  frontier  transfer-matrix DP over the cells, no listing; shorter side up to 12\n"
      "            (12x12 in about a second), big integers as needed\n"
      "  search    lists every loop by a depth-first frontier walk; up to 36 cells\n"
      "            (5x5 in 0.1 s, 6x6 in a minute or two)\n"
      "  flood     the reference: every cell subset, two flood fills; up to 30 cells\n"
      "Prints the number of loops. Examples:\n"
      "  looplab count loops --rows 3 --cols 3                      # 213\n"
      "  looplab count loops --rows 7 --cols 7                      # 603841648931\n"
      "  looplab count loops --rows 5 --cols 5 --method search      # 1222363\n"
      "  looplab count loops --rows 12 --cols 12 --json\n"
      "  looplab count loops --family masyu --rows 4 --cols 4       # 213: = 3x3 cells of dots");
  loops->callback([lo] { run_loops(*lo); });

  auto uo = std::make_shared<UniqueOptions>();
  auto* unique = count.add_subcommand(
      "unique", "Count the unique-clue puzzles of an empty grid (and minimal ones)");
  unique->add_option("--rows", uo->rows, "Rows of cells")->required();
  unique->add_option("--cols", uo->cols, "Columns of cells")->required();
  unique->add_option("--family", uo->family, "slitherlink (clue sets) or masyu (pearl layouts)")
      ->capture_default_str()
      ->check(CLI::IsMember({"slitherlink", "masyu"}));
  unique->add_flag("--minimal", uo->minimal,
                   "Count the minimal ones (no clue can be removed without losing uniqueness)");
  unique->add_flag("--histogram", uo->histogram,
                   "Also print the counts by number of clues (unique and minimal)");
  unique
      ->add_option("--jobs", uo->jobs, "Threads (0 = all cores); the result does not depend on it")
      ->capture_default_str();
  unique->add_flag(
      "--json", uo->json,
      "Print {\"rows\",\"cols\",\"loops\",\"unique\",\"minimal\",\"histogram\",\"count\"}; counts "
      "are "
      "decimal strings");
  unique->footer(
      "A unique-clue puzzle is a non-empty set of cells, each showing its number of loop\n"
      "sides, that exactly one loop of the grid fits. Up to 25 cells: 3x3 is instant, 4x4\n"
      "a fraction of a second, 4x5 seconds, 5x5 tens of minutes (progress on stderr).\n"
      "Prints the count (of minimal puzzles with --minimal) alone on the last line.\n"
      "Examples:\n"
      "  looplab count unique --rows 3 --cols 3                 # 41433\n"
      "  looplab count unique --rows 3 --cols 3 --minimal       # 5299\n"
      "  looplab count unique --rows 4 --cols 4 --histogram --jobs 2\n"
      "Masyu (--family masyu): pearl layouts (each cell empty, black or white) that exactly one\n"
      "loop through cell centres fits, up to 25 cells: looplab count unique --family masyu --rows 4 --cols 4");
  unique->callback([uo] { run_unique(*uo); });
}

}  // namespace looplab::cli
