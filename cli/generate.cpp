// looplab generate: a pack of graded puzzles, each proven unique.
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/run.hpp"
#include "cli/shards.hpp"
#include "core/grid.hpp"
#include "core/loopy_grids.hpp"
#include "io/build_pack.hpp"

namespace looplab::cli {

namespace {

struct GenerateOptions {
  io::PackParameters params;
  io::BuildOptions build;
  std::string out;
  std::string work_dir;
  bool rows_given = false, cols_given = false;
};

// Each family's own options, from its declaration: given ones are collected as (name,
// value) for families::resolve_options, which checks them against the chosen family.
void add_family_options(CLI::App& cmd, std::vector<std::pair<std::string, double>>& given) {
  std::vector<std::string> added;
  for (const families::Family* f : families::all_families())
    for (const families::GenerateOption& option : f->generate_options) {
      const std::string flag = families::option_flag(option);
      const std::string help = std::string(f->name) + ": " + std::string(option.help);
      if (std::find(added.begin(), added.end(), flag) != added.end()) {
        // Declared by another family too: one option, each family's help.
        CLI::Option* shared = cmd.get_option(flag);
        shared->description(shared->get_description() + "; " + help);
        continue;
      }
      added.push_back(flag);
      const std::string name(option.name);
      if (option.flag) {
        cmd.add_flag_callback(flag, [&given, name] { given.emplace_back(name, 1); }, help);
      } else if (!option.items.empty()) {
        std::string items;
        for (std::string_view i : option.items) items += (items.empty() ? "" : ",") + std::string(i);
        cmd.add_option_function<std::string>(
               flag, [&given, name, &option](const std::string& v) { given.emplace_back(name, families::list_value(option, v)); },
               help)
            ->default_str(items);
      } else {
        std::ostringstream shown;
        shown << option.default_value;
        cmd.add_option_function<double>(flag, [&given, name](double v) { given.emplace_back(name, v); }, help)
            ->default_str(shown.str())
            ->check(in_range(option.min, option.max, option.above_min));
      }
    }
}

// At most this many shards: a block of puzzles is a shard.
constexpr std::size_t kPackShards = 1024;

// Over MPI ranks or with a work directory: blocks of puzzles as shards (rank 0 gets the
// pack; nullopt elsewhere). Each puzzle draws from its own stream, so the pack is the same.
std::optional<io::BuiltPack> build_pack_split(const GenerateOptions& o, const io::PackPlan& plan) {
  const io::PackParameters& p = plan.params;
  const std::size_t block = std::max<std::size_t>(1, (p.count + kPackShards - 1) / kPackShards);
  const std::size_t shards = (p.count + block - 1) / block;
  io::BuildOptions one = o.build;
  one.jobs = 1;
  one.progress = false;
  core::ShardJob job{shards, [&](std::size_t s) {
                       const std::size_t first = s * block;
                       const nlohmann::json made =
                           io::make_puzzles(plan, one, first, std::min<std::size_t>(block, p.count - first));
                       return made.dump();
                     }};
  const std::string identity = io::canonical_command(p) +
                               (o.build.line_format.empty() ? "" : " --format " + o.build.line_format) +
                               " (" + std::to_string(block) + " puzzles a shard)";
  const auto results = run_sharded(job, identity, o.work_dir, o.build.jobs, "generate: shards",
                                   !quiet());
  if (!results) return std::nullopt;
  std::vector<io::MadePuzzle> made;
  for (std::size_t shard = 0; shard < results->size(); ++shard) {
    // A shard passed its checksum, so a layout other than the one written above means
    // another build of looplab wrote it (shards from before the summary field, say).
    try {
      for (const nlohmann::json& m : nlohmann::json::parse((*results)[shard])) made.push_back(m.get<io::MadePuzzle>());
    } catch (const nlohmann::json::exception&) {
      throw InputError("work directory " + o.work_dir + ": shard " + std::to_string(shard) +
                       " was written by another version of looplab; delete the directory to start over");
    }
  }
  return io::assemble_pack(plan, o.build, std::move(made));
}

void run_generate(GenerateOptions o) {
  auto join = [](const std::vector<std::string_view>& names) {
    std::string s;
    for (auto n : names) s += (s.empty() ? "" : ", ") + std::string(n);
    return s;
  };
  const families::Family* family = families::find_family(o.params.family);
  if (!family) throw InputError("unknown family '" + o.params.family + "'");
  if (!o.rows_given) o.params.ask.rows = family->default_rows;
  if (!o.cols_given) o.params.ask.cols = family->default_cols;
  // The one check of the request, before any work.
  const io::PackPlan plan = io::plan_pack(o.params);
  const io::PackParameters& p = plan.params;
  auto listed = [](const std::vector<std::string_view>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  std::string& format = o.build.line_format;
  if (format == "pack") format.clear();
  const auto& line_formats = plan.request.grid ? family->loopy_grids->line_formats : family->line_formats;
  if (!format.empty() && !listed(line_formats, format))
    throw InputError("--format " + format + ": " + p.family + " puzzles" +
                     (p.ask.grid.empty() ? "" : " on the " + p.ask.grid + " grid") + " are written one a line as " +
                     join(line_formats) + " (or `pack`)");
  // A stored path is one `validate` can replay: a family with hints says its solution's
  // marks (Puzzle::solution_marks).
  if (p.paths && family->hint_state.empty())
    throw InputError("--paths: packs cannot store " + p.family + "'s paths yet");
  if (p.paths && !format.empty()) throw InputError("--paths stores paths in a pack, not with --format " + format);
  o.build.jobs = jobs_of(o.build.jobs);
  o.build.progress = !quiet();
  o.build.log_phases = !quiet() && verbosity() >= 1;
  io::BuiltPack built;
  if (run_split(o.work_dir)) {
    auto split = build_pack_split(o, plan);
    if (!split) return;  // not rank 0
    built = std::move(*split);
  } else {
    built = io::build_pack(plan, o.build);
  }
  const std::size_t made = built.seconds.size();
  if (made == 0) throw InputError(built.gave_up);
  const std::string text = o.build.line_format.empty() ? io::dump_pack(*built.pack) : built.lines;
  if (o.out.empty() || o.out == "-") {
    std::cout << text;
    if (!quiet()) std::cerr << io::summary_table(built);
  } else {
    emit(text, o.out);
    if (!quiet())
      std::cout << "wrote " << made << (made == 1 ? " puzzle to " : " puzzles to ") << o.out << "\n"
                << io::summary_table(built);
  }
  // Whatever was finished is written; the shortfall is still a failure (exit 2).
  if (!built.gave_up.empty())
    throw InputError("made " + std::to_string(made) + " of " + std::to_string(p.count) + " puzzles (written); " +
                     built.gave_up);
}

}  // namespace

void setup_generate(CLI::App& app) {
  auto o = std::make_shared<GenerateOptions>();
  std::vector<std::string> names;
  for (const auto* f : families::all_families())
    if (f->generate) names.emplace_back(f->name);
  o->params.family = names.front();  // the first generating family in the registry
  // Each family's own examples; `--family` only where it is not the default.
  std::string examples;
  for (const auto* f : families::all_families())
    for (std::string_view args : f->generate_examples)
      examples += "  looplab generate " + (f->name == names.front() ? "" : "--family " + std::string(f->name) + " ") +
                  std::string(args) + "\n";
  auto* cmd =
      app.add_subcommand("generate", "Generate a pack of graded puzzles, each proven unique");
  cmd->add_option("--family", o->params.family, "Puzzle family")
      ->capture_default_str()
      ->check(CLI::IsMember(names));
  const long double side = core::kMaxGridSide;
  cmd->add_option("--rows", o->params.ask.rows, "Rows (default: the family's, see `looplab list`)")
      ->check(in_range(1, side));
  cmd->add_option("--cols", o->params.ask.cols, "Columns (default: the family's)")
      ->check(in_range(1, side));
  cmd->add_option("--count", o->params.count, "Number of puzzles")
      ->capture_default_str()
      ->check(in_range(1, kMaxPackCount));
  cmd->add_option("--seed", o->params.seed,
                  "Random seed: the same seed gives the same pack, byte for byte")
      ->capture_default_str()
      ->check(in_range(0, kMaxU64));
  cmd->add_option("--grade", o->params.ask.grade,
                  "Only puzzles of this grade (easy, medium, hard, expert, extreme), or `mixed`: "
                  "each grade in turn");
  std::string levels;
  for (const auto* f : families::all_families()) {
    if (!f->generate || f->tatham_levels.empty()) continue;
    levels += (levels.empty() ? "" : "; ") + std::string(f->name) + ":";
    for (std::string_view l : f->tatham_levels) levels += " " + std::string(l);
  }
  cmd->add_option("--tatham-level", o->params.ask.tatham_level,
                  "Only puzzles of this level on Simon Tatham's scale (" + levels + ")");
  std::string grid_families;
  for (const auto* f : families::all_families())
    if (f->generate && f->loopy_grids) grid_families += (grid_families.empty() ? "" : ", ") + std::string(f->name);
  cmd->add_option("--grid", o->params.ask.grid,
                  "One of Loopy's grids, by name or number t0..t" + std::to_string(core::loopy_grid_types().size() - 1) +
                      " (" + core::loopy_grid_names() +
                      "; square, t0, is the default); --rows and --cols are then Loopy's H and W. Families: " +
                      grid_families);
  cmd->add_option("--symmetry", o->params.ask.symmetry,
                  "Clue pattern symmetry: none, rot2, rot4 (square), mirror, vertical")
      ->capture_default_str();
  cmd->add_option("--jobs", o->build.jobs, "Worker threads (0 = all cores); the output does not depend on it")
      ->capture_default_str()
      ->check(in_range(0, kMaxJobs));
  cmd->add_option("--max-attempts", o->params.max_attempts,
                  "Attempts per puzzle before giving up on a rare grade (default " +
                      std::to_string(io::kDefaultAttempts) + ")")
      ->check(in_range(1, 1e12L));
  add_family_options(*cmd, o->params.ask.options);
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
  cmd->add_flag("--paths", o->params.paths,
                "Store each puzzle's solution path in the pack (compact, with its sentences), for hints "
                "offline; families with hints only");
  add_work_dir_option(*cmd, o->work_dir);
  cmd->footer(
      "Shows a progress bar on a terminal and ends with a table: grade, count, clues, score range, "
      "time per puzzle (with --format: count, time and attempts per puzzle).\n"
      "Examples:\n" +
      examples +
      "With --work-dir, or under mpirun, the puzzles are made in blocks handed out to the ranks;\n"
      "the pack is the same byte for byte (docs/SCALING.md).");
  cmd->callback([o, cmd] {
    o->rows_given = cmd->count("--rows") > 0;
    o->cols_given = cmd->count("--cols") > 0;
    run_generate(*o);
  });
}

}  // namespace looplab::cli
