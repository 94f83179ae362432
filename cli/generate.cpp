// looplab generate: a pack of graded puzzles, each proven unique.
#include <unistd.h>

#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/grid.hpp"
#include "generator/symmetry.hpp"
#include "io/build_pack.hpp"

namespace looplab::cli {

namespace {

struct GenerateOptions {
  io::PackParameters params;
  io::BuildOptions build;
  std::string out;
  bool quiet = false;
};

void run_generate(GenerateOptions o) {
  io::PackParameters& p = o.params;
  const families::Family* family = families::find_family(p.family);
  if (!family) throw InputError("unknown family '" + p.family + "'");
  if (p.rows < 1 || p.cols < 1 || p.rows > core::kMaxGridSide || p.cols > core::kMaxGridSide)
    throw InputError("grid size " + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
                     " is out of range: each side must be 1 to " +
                     std::to_string(core::kMaxGridSide));
  if (p.count < 1) throw InputError("--count must be at least 1");
  if (auto bad = generator::symmetry_problem(p.symmetry, p.rows, p.cols))
    throw InputError("--symmetry: " + *bad +
                     (p.symmetry == "rot4"
                          ? ", not " + std::to_string(p.rows) + "x" + std::to_string(p.cols)
                          : ""));
  auto listed = [](const std::vector<std::string_view>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  auto join = [](const std::vector<std::string_view>& names) {
    std::string s;
    for (auto n : names) s += (s.empty() ? "" : ", ") + std::string(n);
    return s;
  };
  if (!p.grade.empty() && p.grade != io::kMixedGrade && !listed(family->grades, p.grade))
    throw InputError("unknown --grade '" + p.grade + "' for " + p.family + " (" +
                     join(family->grades) + ")");
  if (!p.tatham_level.empty() && !listed(family->tatham_levels, p.tatham_level))
    throw InputError("unknown --tatham-level '" + p.tatham_level + "' for " + p.family + " (" +
                     join(family->tatham_levels) + ")");
  std::string& format = o.build.line_format;
  if (format == "pack") format.clear();
  if (!format.empty() && !listed(family->line_formats, format))
    throw InputError("--format " + format + ": " + p.family +
                     " puzzles are written one a line as " + join(family->line_formats) +
                     " (or `pack`)");
  if (!p.grade.empty() && !p.tatham_level.empty())
    throw InputError("give --grade or --tatham-level, not both");
  if (o.build.jobs < 1) throw InputError("--jobs must be at least 1");
  if (o.build.fill <= 0 || o.build.fill > 1) throw InputError("--fill must be in (0, 1]");
  if (o.build.winding < 0 || o.build.winding > 1) throw InputError("--winding must be in [0, 1]");
  // Family-specific options that change the pack are recorded in it.
  if (p.family == "slitherlink") {
    p.options["fill"] = o.build.fill;
    p.options["winding"] = o.build.winding;
    if (o.build.uniform_loop) p.options["uniform_loop"] = true;
  } else if (p.family == "infinity-loop") {
    p.options["density"] = o.build.density;
    if (o.build.connected) p.options["connected"] = true;
  }
  if (o.build.max_attempts) p.options["max_attempts"] = o.build.max_attempts;
  o.build.progress = !o.quiet;
  io::BuiltPack built = io::build_pack(p, o.build);
  const std::string text = o.build.line_format.empty() ? io::dump_pack(built.pack) : built.lines;
  if (o.out.empty() || o.out == "-") {
    std::cout << text;
    if (!o.quiet) std::cerr << io::summary_table(built);
  } else {
    emit(text, o.out);
    if (!o.quiet)
      std::cout << "wrote " << p.count << " puzzles to " << o.out << "\n"
                << io::summary_table(built);
  }
}

}  // namespace

void setup_generate(CLI::App& app) {
  auto o = std::make_shared<GenerateOptions>();
  std::vector<std::string> names;
  for (const auto* f : families::all_families())
    if (f->generate) names.emplace_back(f->name);
  auto* cmd =
      app.add_subcommand("generate", "Generate a pack of graded puzzles, each proven unique");
  cmd->add_option("--family", o->params.family, "Puzzle family")
      ->capture_default_str()
      ->check(CLI::IsMember(names));
  cmd->add_option("--rows", o->params.rows, "Rows")->capture_default_str();
  cmd->add_option("--cols", o->params.cols, "Columns")->capture_default_str();
  cmd->add_option("--count", o->params.count, "Number of puzzles")->capture_default_str();
  cmd->add_option("--seed", o->params.seed,
                  "Random seed: the same seed gives the same pack, byte for byte")
      ->capture_default_str();
  cmd->add_option("--grade", o->params.grade,
                  "Only puzzles of this grade (easy, medium, hard, expert, extreme), or `mixed`: "
                  "each grade in turn");
  cmd->add_option("--tatham-level", o->params.tatham_level,
                  "Only puzzles of this level on Simon Tatham's scale");
  cmd->add_option("--symmetry", o->params.symmetry,
                  "Clue pattern symmetry: none, rot2, rot4 (square), mirror, vertical")
      ->capture_default_str();
  cmd->add_option("--jobs", o->build.jobs, "Worker threads (does not change the output)")
      ->capture_default_str();
  cmd->add_option("--max-attempts", o->build.max_attempts,
                  "Attempts per puzzle before giving up on a rare grade (default " +
                      std::to_string(io::kDefaultAttempts) + ")");
  cmd->add_option("--fill", o->build.fill, "Slitherlink: share of cells inside the loop")
      ->capture_default_str();
  cmd->add_option("--winding", o->build.winding, "Slitherlink: loop shape, 0 blob .. 1 winding")
      ->capture_default_str();
  cmd->add_flag("--uniform-loop", o->build.uniform_loop,
                "Slitherlink: draw the loop uniformly among all loops (small grids)");
  cmd->add_option("--density", o->build.density,
                  "∞ Loop: share of interior edges that carry a pipe")
      ->capture_default_str();
  cmd->add_flag("--connected", o->build.connected, "∞ Loop: one connected network");
  std::string line_formats;
  for (const auto* f : families::all_families()) {
    if (!f->generate) continue;
    line_formats += line_formats.empty() ? "" : "; ";
    line_formats += std::string(f->name) + ":";
    for (std::string_view format : f->line_formats) line_formats += " " + std::string(format);
  }
  cmd->add_option("--format", o->build.line_format,
                  "pack (JSON with solutions and ratings), or one puzzle a line in a one-line "
                  "format of the family (" +
                      line_formats + ")")
      ->default_str("pack");
  cmd->add_option("-o,--out", o->out,
                  "Write the pack (or lines) here (atomically); default stdout");
  cmd->add_flag("-q,--quiet", o->quiet, "No progress bar and no table");
  cmd->footer(
      "Shows a progress bar on a terminal and ends with a table: grade, count, clues, score range, "
      "time per puzzle (with --format: count, time and attempts per puzzle).\n"
      "Examples:\n"
      "  looplab generate --rows 10 --cols 10 --grade hard --count 20 --seed 7 --out pack.json\n"
      "  looplab generate --rows 10 --cols 10 --grade mixed --count 20 --out graded.json\n"
      "  looplab generate --rows 7 --cols 7 --tatham-level normal --symmetry rot2 --count 5 --out "
      "normal.json\n"
      "  looplab generate --family towers --rows 6 --cols 6 --tatham-level hard --symmetry rot2 "
      "--count 5 --out towers.json\n"
      "  looplab generate --rows 5 --cols 5 --uniform-loop --count 100 --jobs 2 --out 5x5.json\n"
      "  looplab generate --family sudoku --rows 9 --cols 9 --tatham-level basic --count 1000 "
      "--format solo --out basic.txt");
  cmd->callback([o] { run_generate(*o); });
}

}  // namespace looplab::cli
