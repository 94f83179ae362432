// looplab list (alias families): what each family reads, writes and generates, read from
// the families' own declarations (families/family.hpp), so a new family lists itself.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"

namespace looplab::cli {

namespace {

nlohmann::json names(std::span<const std::string_view> v) {
  nlohmann::json a = nlohmann::json::array();
  for (auto s : v) a.push_back(s);
  return a;
}

std::string joined(std::span<const std::string_view> v) {
  if (v.empty()) return "-";
  std::string s;
  for (auto n : v) s += (s.empty() ? "" : ", ") + std::string(n);
  return s;
}

std::vector<std::string> flags(const families::Family& f) {
  std::vector<std::string> out;
  for (const families::GenerateOption& o : f.generate_options) out.push_back(families::option_flag(o));
  return out;
}

nlohmann::json describe(const families::Family& f) {
  return {{"name", f.name},
          {"summary", f.summary},
          {"reads", names(f.read_formats)},
          {"writes", names(f.formats)},
          {"line_formats", names(f.line_formats)},
          {"generates", static_cast<bool>(f.generate)},
          {"grades", names(families::grade_names(f.grades))},
          {"tatham_levels", names(f.tatham_levels)},
          {"sizes", f.sizes},
          {"default_size", {{"rows", f.default_rows}, {"cols", f.default_cols}}},
          {"generate_options", flags(f)},
          {"loopy_grids", f.loopy_grids ? nlohmann::json{{"grades", names(families::grade_names(f.loopy_grids->grades))},
                                                          {"tatham_levels", names(f.loopy_grids->tatham_levels)},
                                                          {"line_formats", names(f.loopy_grids->line_formats)}}
                                        : nlohmann::json(nullptr)}};
}

void run_list(bool json) {
  if (json) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto* f : families::all_families()) all.push_back(describe(*f));
    std::cout << nlohmann::json{{"families", all}}.dump() << '\n';
    return;
  }
  for (const auto* f : families::all_families()) {
    std::cout << f->name << ": " << f->summary << '\n'
              << "  reads      " << joined(f->read_formats) << " (detected; --family forces one)\n"
              << "  writes     " << joined(f->formats) << " (convert --to)\n";
    if (!f->generate) {
      std::cout << "  generate   no\n\n";
      continue;
    }
    std::string options;
    for (const std::string& flag : flags(*f)) options += ", " + flag;
    std::cout << "  grades     " << joined(families::grade_names(f->grades)) << '\n'
              << "  tatham     " << joined(f->tatham_levels) << '\n'
              << "  sizes      " << (f->sizes.empty() ? "-" : f->sizes) << ", default " << f->default_rows << 'x'
              << f->default_cols << '\n'
              << "  generate   --grade, --tatham-level, --symmetry, --count, --seed"
              << options << "; one a line as "
              << joined(f->line_formats) << " (--format)\n";
    if (f->loopy_grids)
      std::cout << "  grids      --grid NAME: Loopy's other grids, grades " << joined(families::grade_names(f->loopy_grids->grades))
                << ", tatham " << joined(f->loopy_grids->tatham_levels) << "; one a line as "
                << joined(f->loopy_grids->line_formats) << '\n';
    std::cout << '\n';
  }
}

}  // namespace

void setup_list(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("list", "List the puzzle families: formats, grades, levels, sizes, options");
  cmd->alias("families");
  cmd->add_flag("--json", *json, "One JSON object: {\"families\": [{name, reads, writes, grades, ...}]}");
  cmd->footer("Examples:\n  looplab list\n  looplab families --json");
  cmd->callback([json] { run_list(*json); });
}

}  // namespace looplab::cli
