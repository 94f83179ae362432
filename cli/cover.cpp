// looplab cover: cycle covers of a grid by dancing links (families/cycle_cover/): find
// one (random with --seed), draw it (ASCII, SVG, JSON), or count them exactly.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/memory.hpp"
#include "families/cycle_cover/checker.hpp"
#include "families/cycle_cover/pictures.hpp"
#include "families/cycle_cover/transfer_count.hpp"

namespace looplab::cli {

namespace {

constexpr int kMaxSide = 512;
constexpr int kMaxCells = 65536;
// The exact count's cost, from the estimate of its widest table (transfer_count.hpp), an
// upper bound that is loose by a factor of about 5 at knight 6 x 6. Per estimated state:
// kBytesPerState of memory (two tables, this cell's and the next's, of hash nodes with a
// 64-bit key and a big integer) and kStepsPerSecond for its steps (states x cells x
// moves). Both from knight 6 x 6 in a Release build (0.33 GB and 14.5 s measured, see
// docs/PERFORMANCE.md). The count is refused only when the memory is not there;
// otherwise it goes ahead, with the estimate on stderr and progress on a terminal.
constexpr double kBytesPerState = 40;
constexpr double kStepsPerSecond = 2e8;
constexpr double kAnnounceSeconds = 1;  // shorter counts just run

struct CoverOptions {
  int rows = 0, cols = 0;
  std::string moves = "rook";
  bool no_2_cycles = false, count = false, json = false;
  std::uint64_t limit = 0, seed = 0, max_nodes = 4'000'000;
  bool has_limit = false, has_seed = false;
  std::string svg;
};

cycle_cover::Problem problem_of(const CoverOptions& o) {
  if (o.rows < 1 || o.cols < 1 || o.rows > kMaxSide || o.cols > kMaxSide)
    throw InputError("--rows and --cols must be between 1 and " + std::to_string(kMaxSide));
  if (o.rows * o.cols > kMaxCells)
    throw InputError("the grid may have at most " + std::to_string(kMaxCells) + " cells");
  auto moves = cycle_cover::parse_moves(o.moves);
  if (!moves) throw InputError("bad --moves '" + o.moves + "': " + moves.error().describe());
  return {o.rows, o.cols, std::move(*moves), o.no_2_cycles};
}

nlohmann::json header_json(const cycle_cover::Problem& p) {
  return {{"rows", p.rows},
          {"cols", p.cols},
          {"moves", cycle_cover::format_moves(p.moves)},
          {"no_2_cycles", p.no_2_cycles}};
}

void run_count(const CoverOptions& o, const cycle_cover::Problem& p) {
  nlohmann::json out = header_json(p);
  std::string count;
  if (o.has_limit) {
    const auto r = cycle_cover::count_covers_dlx(p, o.limit, o.max_nodes);
    count = std::to_string(r.solutions);
    out["method"] = "dlx";
    out["complete"] = r.complete;
    out["stats"] = {
        {"nodes", r.stats.nodes}, {"updates", r.stats.updates}, {"seconds", r.stats.seconds}};
    if (!r.complete && !o.json)
      std::cerr << "looplab: stopped at " << (r.gave_up ? "--max-nodes" : "--limit")
                << "; the count is a lower bound\n";
  } else {
    const double states = cycle_cover::transfer_states_estimate(p);
    const std::string grid = std::to_string(p.rows) + " x " + std::to_string(p.cols) + " covers";
    if (!std::isfinite(states))
      throw InputError("--count: the " + grid + " are too wide to count exactly with these moves (a state "
                       "of the window does not fit 64 bits; make the grid narrower, or use --limit N to enumerate)");
    const double memory = available_memory();
    const double need = 2 * states * kBytesPerState;
    char figures[160];
    std::snprintf(figures, sizeof figures, "about %.3g states at its widest, %s of memory", states,
                  gigabytes(need).c_str());
    if (memory > 0 && need > memory)
      throw InputError("--count: counting the " + grid + " exactly needs " + figures + "; this machine has " +
                       gigabytes(memory) + " available (make it narrower or shorter, or use --limit N to enumerate)");
    // Counts past 64 bits make cpp_int's additions about 3-4 times dearer (knight 5 x 16,
    // a 71-bit count: 6.7 s; 5 x 30, 145 bits: 18 s). A count's bits are about a third of
    // cells x log2(moves) on the grids measured.
    const double bits = p.cells() * std::log2(static_cast<double>(p.moves.size())) / 3;
    const double seconds =
        states * p.cells() * static_cast<double>(p.moves.size()) / kStepsPerSecond * (bits > 64 ? 4 : 1);
    if (seconds > kAnnounceSeconds) {
      char time[64];
      std::snprintf(time, sizeof time, "%.0f s", seconds);
      std::cerr << "looplab: counting the " << grid << ": " << figures << ", about " << time
                << " of CPU\n";
    }
    // The table may grow until memory runs out (the 2-cycle rule makes it wider than the
    // estimate); a measured state takes about 4 estimated ones' bytes.
    const double cap = memory > 0 ? memory / (4 * kBytesPerState) : 4 * states + 1e4;
    const auto r = cycle_cover::count_covers_transfer(p, static_cast<std::size_t>(cap));
    if (!r.complete)
      throw InputError("--count: counting the " + grid + " outgrew the memory available (" +
                       gigabytes(memory) + "; use --limit N to enumerate)");
    count = r.count.str();
    out["method"] = "transfer";
    out["complete"] = true;
    out["stats"] = {{"peak_states", r.peak_states}};
  }
  out["count"] = count;
  std::cout << (o.json ? out.dump() : count) << '\n';
}

void run_find(const CoverOptions& o, const cycle_cover::Problem& p) {
  core::Rng rng(o.seed);
  bool gave_up = false;
  const auto cover = cycle_cover::find_cover(p, o.has_seed ? &rng : nullptr, o.max_nodes, &gave_up);
  nlohmann::json out = header_json(p);
  out["seed"] = o.has_seed ? nlohmann::json(o.seed) : nlohmann::json(nullptr);
  if (!cover) {
    // Proved none (e.g. a parity obstacle), or stopped by --max-nodes: exit 1 either way.
    if (o.json) {
      out["cover"] = nullptr;
      out["gave_up"] = gave_up;
      std::cout << out.dump() << '\n';
    } else {
      std::cout << (gave_up ? "gave up\n" : "no cover\n");
    }
    if (gave_up)
      std::cerr << "looplab: no cover found within --max-nodes " << o.max_nodes
                << " (large rook grids are hard for a random search; see README)\n";
    throw Exit{1};
  }
  if (auto why = cycle_cover::check_cover(p, cover->next))
    throw std::logic_error("internal error: the search returned an invalid cover: " + *why);
  if (!o.svg.empty()) emit(cycle_cover::cover_svg(p, cover->next), o.svg);
  if (o.json) {
    const auto body = cycle_cover::cover_json(p, cover->next);
    out["next"] = body["next"];
    out["cycles"] = body["cycles"];
    out["stats"] = {{"nodes", cover->stats.nodes},
                    {"updates", cover->stats.updates},
                    {"restarts", cover->restarts},
                    {"seconds", cover->stats.seconds}};
    std::cout << out.dump() << '\n';
  } else if (o.svg != "-") {
    std::cout << cycle_cover::cover_ascii(p, cover->next);
  }
}

}  // namespace

void setup_cover(CLI::App& app) {
  auto o = std::make_shared<CoverOptions>();
  auto* cmd = app.add_subcommand(
      "cover", "Cycle covers of a grid (exact cover by dancing links): find, draw or count them");
  cmd->add_option("--rows", o->rows, "Grid height H (1.." + std::to_string(kMaxSide) + ")")
      ->required()
      ->check(in_range(1, kMaxSide));
  cmd->add_option("--cols", o->cols, "Grid width W (1.." + std::to_string(kMaxSide) + ")")
      ->required()
      ->check(in_range(1, kMaxSide));
  cmd->add_option(
         "--moves", o->moves,
         "rook, king, knight, or a list \"dx,dy;dx,dy;...\" (dx = columns right, dy = rows down)")
      ->capture_default_str();
  cmd->add_flag("--no-2-cycles", o->no_2_cycles,
                "Forbid cycles of length 2 (a step and its reverse both used)");
  cmd->add_flag(
      "--count", o->count,
      "Count covers: exactly, in big integers (transfer matrix), or by enumeration up to --limit");
  cmd->add_option("--limit", o->limit,
                  "With --count: enumerate by dancing links and stop at N covers")
      ->check(in_range(1, kMaxU64));
  cmd->add_option("--seed", o->seed,
                  "Find a random cover from this seed (default: the first cover in row order)")
      ->check(in_range(0, kMaxU64));
  cmd->add_option("--max-nodes", o->max_nodes, "Give up a search after this many nodes (0 = never)")
      ->capture_default_str()
      ->check(in_range(0, kMaxU64));
  cmd->add_option("--svg", o->svg,
                  "Also draw the cover as SVG into FILE (- = stdout instead of ASCII)");
  cmd->add_flag("--json", o->json, "Print JSON instead of ASCII");
  cmd->footer(
      "Covers every cell with directed cycles, each cell entered once and left once, each step\n"
      "one of the moves. Prints the cover as ASCII: per cell its cycle's letter and the direction\n"
      "of its step (> < ^ v; numpad 9 7 3 1 for NE NW SE SW), then the cycles as row,col lists.\n"
      "Exit status 1 when there is no cover (or none within --max-nodes), 2 on bad input.\n"
      "With --seed, rook moves from about 32 x 32 cells on may exhaust --max-nodes (king and\n"
      "knight moves do not).\n"
      "--count alone counts exactly (big integers, a transfer matrix over the cells) as far as\n"
      "memory goes. When that takes over a second it first states its estimate on stderr, e.g.\n"
      "knight 6 x 6: `counting the 6 x 6 covers: about 1.04e+07 states at its widest, 0.83 GB\n"
      "of memory, about 15 s of CPU`; it refuses (exit 2) a grid whose estimate exceeds the\n"
      "memory available (knight 8 x 8: about 187 GB). --count --limit N enumerates, any size.\n"
      "JSON: {rows, cols, moves, no_2_cycles, seed, next: [successor of each cell, row-major],\n"
      "cycles: [[cell, ...], ...], stats} or, with --count, {..., count: \"decimal\", method, "
      "complete}.\n"
      "Examples:\n"
      "  looplab cover --rows 4 --cols 4\n"
      "  looplab cover --rows 16 --cols 32 --moves knight --seed 1 --svg k.svg\n"
      "  looplab cover --rows 6 --cols 6 --no-2-cycles --count\n"
      "  looplab cover --rows 6 --cols 6 --moves '1,0;0,1;-1,-1' --count\n"
      "  looplab cover --rows 3 --cols 3 --moves king --json");
  cmd->callback([o, cmd] {
    o->has_limit = cmd->count("--limit") > 0;
    o->has_seed = cmd->count("--seed") > 0;
    const auto p = problem_of(*o);
    if (o->has_limit && !o->count) throw InputError("--limit needs --count");
    if (o->has_limit && o->limit < 1) throw InputError("--limit must be at least 1");
    if (o->count && !o->svg.empty())
      throw InputError("--svg draws one cover; it does not go with --count");
    if (o->json && o->svg == "-") throw InputError("--svg - and --json would both write to stdout");
    if (o->count && o->has_seed)
      throw InputError("--seed picks a random cover; it does not go with --count");
    if (o->count)
      run_count(*o, p);
    else
      run_find(*o, p);
  });
}

}  // namespace looplab::cli
