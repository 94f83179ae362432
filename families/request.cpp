// A generate request's one resolution (families/request.hpp): the family-declared
// options, their check and the values a family reads, then resolve().
#include <algorithm>
#include <sstream>

#include "families/family.hpp"
#include "core/loopy_grids.hpp"
#include "families/rating/rating.hpp"
#include "generator/symmetry.hpp"
#include "families/rating/grade.hpp"

namespace looplab::families {

namespace {

std::string shown(double x) {
  std::ostringstream s;
  s << x;
  return s.str();
}

std::string joined(std::span<const std::string_view> names) {
  std::string s;
  for (std::string_view n : names) s += (s.empty() ? "" : ", ") + std::string(n);
  return s;
}

double all_items(const GenerateOption& o) {
  return static_cast<double>((1ull << o.items.size()) - 1);
}

std::string listed(const Family& family) {
  std::string s;
  for (const GenerateOption& o : family.generate_options) s += (s.empty() ? "" : ", ") + option_flag(o);
  return s.empty() ? "none" : s;
}

}  // namespace

std::string option_flag(const GenerateOption& option) {
  std::string flag = "--" + std::string(option.name);
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

double list_value(const GenerateOption& option, std::string_view text) {
  std::uint32_t set = 0;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = text.substr(start, comma - start);
    const auto at = std::find(option.items.begin(), option.items.end(), item);
    if (at == option.items.end())
      throw InputError(option_flag(option) + ": unknown item '" + std::string(item) + "' at character " +
                       std::to_string(start + 1) + " (one or more of " + joined(option.items) +
                       ", separated by commas)");
    set |= 1u << (at - option.items.begin());
    start = comma + 1;
  }
  return set;
}

double GenerateOptionValues::number(const Family& family, std::string_view name) const {
  for (const GenerateOption& o : family.generate_options) {
    if (o.name != name) continue;
    double value = o.flag ? 0 : !o.items.empty() ? all_items(o) : o.default_value;
    for (const auto& [given, v] : given_)
      if (given == name) value = v;
    return value;
  }
  LK_REQUIRE(false, "an option the family declares");
}

nlohmann::json GenerateOptionValues::recorded(const Family& family) const {
  nlohmann::json out = nlohmann::json::object();
  for (const GenerateOption& o : family.generate_options) {
    const double value = number(family, o.name);
    if (!o.items.empty()) {
      if (value == all_items(o)) continue;
      nlohmann::json items = nlohmann::json::array();
      for (std::size_t i = 0; i < o.items.size(); ++i)
        if (static_cast<std::uint64_t>(value) >> i & 1) items.push_back(o.items[i]);
      out[std::string(o.name)] = items;
    } else if (!o.flag) {
      out[std::string(o.name)] = value;
    } else if (value != 0) {
      out[std::string(o.name)] = true;
    }
  }
  return out;
}

GenerateOptionValues resolve_options(const Family& family, const std::vector<std::pair<std::string, double>>& given) {
  GenerateOptionValues out;
  for (const auto& entry : given) {
    const std::string& name = entry.first;  // not a structured binding: lambdas capture it
    const double value = entry.second;
    auto declared = std::find_if(family.generate_options.begin(), family.generate_options.end(),
                                 [&](const GenerateOption& o) { return o.name == name; });
    if (declared == family.generate_options.end()) {
      GenerateOption unknown{.name = name};
      throw InputError(option_flag(unknown) + " is not read by " + std::string(family.name) + " (its options: " +
                       listed(family) + "; see `looplab list`)");
    }
    if (declared->flag) {
      out.given_.emplace_back(name, 1);
      continue;
    }
    if (!declared->items.empty()) {
      // A bit set of the declared items, not empty (list_value makes one from names).
      if (!(value >= 1 && value <= all_items(*declared) && value == static_cast<double>(static_cast<std::uint64_t>(value))))
        throw InputError(option_flag(*declared) + " needs one or more of its items");
      out.given_.emplace_back(name, value);
      continue;
    }
    const bool below = declared->above_min ? !(value > declared->min) : !(value >= declared->min);
    if (below || !(value <= declared->max))
      throw InputError(option_flag(*declared) + " " + shown(value) + " is out of range (" +
                       (declared->above_min ? "above " : "") + shown(declared->min) + " to " +
                       shown(declared->max) + ")");
    out.given_.emplace_back(name, value);
  }
  return out;
}

std::string_view target_name(const Family& family, const Target& target) {
  if (const Grade* g = std::get_if<Grade>(&target)) return name_of(*g);
  if (const TathamLevelIndex* l = std::get_if<TathamLevelIndex>(&target))
    return family.tatham_levels[static_cast<std::size_t>(l->index)];
  return {};
}

GenerateRequest resolve(const Family& family, const GenerateAsk& ask) {
  GenerateRequest out{.rows = ask.rows, .cols = ask.cols, .options = resolve_options(family, ask.options)};
  const std::string_view symmetry = ask.symmetry.empty() ? std::string_view("none") : std::string_view(ask.symmetry);
  if (!ask.grid.empty()) {
    const core::LoopyGridType* type = core::loopy_grid_type(ask.grid);
    if (!type) throw InputError("--grid must be one of Loopy's grids (" + core::loopy_grid_names() + "), not '" + ask.grid + "'");
    // The square grid by name is no other grid.
    if (type->number != 0) {
      if (!family.loopy_grids)
        throw InputError("--grid " + ask.grid + ": " + std::string(family.name) + " generates on its square grid only");
      if (auto bad = core::loopy_size_problem(type->number, ask.cols, ask.rows))
        throw InputError("--grid " + ask.grid + ": " + *bad);
      if (symmetry != "none")
        throw InputError("--symmetry " + std::string(symmetry) + ": on the " + std::string(type->name) +
                         " grid the clues have no symmetry (leave --symmetry out)");
      const auto& levels = family.loopy_grids->tatham_levels;
      if (!ask.tatham_level.empty() && level_index(family.tatham_levels, ask.tatham_level) >= 0 &&
          level_index(levels, ask.tatham_level) < 0)
        throw InputError("--tatham-level " + ask.tatham_level + ": on the " + std::string(type->name) + " grid " +
                         std::string(family.name) + " grades " + (levels.empty() ? "no level" : joined(levels)));
      out.grid = type;
    }
  }
  const std::optional<generator::Symmetry> named = generator::symmetry_named(symmetry);
  if (!named)
    throw InputError("--symmetry: unknown symmetry '" + std::string(symmetry) + "' (none, rot2, rot4, mirror, vertical)");
  if (auto bad = generator::symmetry_problem(*named, ask.rows, ask.cols))
    throw InputError("--symmetry: " + *bad + ", not " + std::to_string(ask.rows) + "x" + std::to_string(ask.cols));
  out.symmetry = *named;
  const std::span<const Grade> grades = family.grades_on(out.grid);
  if (!ask.grade.empty()) {
    // A grade of the ladder that this family's generator does not reach (docs/RATING.md
    // says why) is not an unknown word.
    const std::optional<Grade> grade = grade_named(ask.grade);
    if (!grade || std::find(grades.begin(), grades.end(), *grade) == grades.end())
      throw InputError((grade ? "no " + std::string(family.name) + " generator reaches --grade '" + ask.grade + "'" +
                                    (out.grid ? " on the " + std::string(out.grid->name) + " grid" : "") +
                                    " (docs/RATING.md); it makes "
                              : "unknown --grade '" + ask.grade + "' for " + std::string(family.name) + " (") +
                       joined(grade_names(grades)) + (grade ? "" : ", or mixed: each grade in turn)"));
    out.target = *grade;
  }
  if (!ask.tatham_level.empty()) {
    const int level = level_index(family.tatham_levels, ask.tatham_level);
    if (level < 0)
      throw InputError("unknown --tatham-level '" + ask.tatham_level + "' for " + std::string(family.name) + " (" +
                       (family.tatham_levels.empty() ? "it has no Tatham levels" : joined(family.tatham_levels)) + ")");
    if (!ask.grade.empty()) throw InputError("give --grade or --tatham-level, not both");
    out.target = TathamLevelIndex{level};
  }
  if (family.generate_problem)
    if (auto bad = family.generate_problem(out)) throw InputError(*bad);
  return out;
}

}  // namespace looplab::families
