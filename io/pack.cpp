#include "io/pack.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "core/file.hpp"
#include "core/json_depth.hpp"
#include "families/json_integer.hpp"
#include "families/json_text.hpp"
#include "io/json_schema.hpp"
#include "io/pack_path.hpp"
#include "looplab_version.hpp"

namespace looplab::io {

using nlohmann::json;

namespace {

// What a pack entry adds to the family's puzzle object.
constexpr const char* kEntryKeys[] = {"id", "solution", "rating", "minimal", "exports", "path"};

const families::Family& family_of(const PackParameters& p) {
  const families::Family* family = families::find_family(p.family);
  if (!family) throw InputError("unknown family '" + p.family + "'");
  return *family;
}

RecordedParameters recorded(const PackParameters& p) {
  // A hand-made pack (looplab serve --save-to) names no family until its first puzzle.
  RecordedParameters out{.made = p,
                          .options = p.family.empty() ? json::object() : family_options(p).recorded(family_of(p))};
  out.made.ask.options.clear();
  return out;
}

// The creation options a pack records beside family, size, count, seed, grade, level,
// symmetry and grid, by key: the command line gives them in this (the keys') order.
json recorded_options(const RecordedParameters& r) {
  json out = r.options;
  if (r.made.max_attempts) out["max_attempts"] = r.made.max_attempts;
  if (r.made.paths) out["paths"] = true;
  return out;
}

// Where a stored compact path (which has replayed) differs from the puzzle's own, or
// nullopt: the first step that differs, by its number in path order, else the journeys.
std::optional<std::string> differs_from_own_path(const json& stored, const json& own) {
  if (stored == own) return std::nullopt;
  auto steps_of = [](const json& path) {
    std::vector<const json*> out;
    for (const json& journey : path["journeys"])
      for (const json& step : journey) out.push_back(&step);
    return out;
  };
  const std::vector<const json*> a = steps_of(stored), b = steps_of(own);
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    if (i < a.size() && i < b.size() && *a[i] == *b[i]) continue;
    const std::string step = "step " + std::to_string(i + 1);
    if (i >= a.size()) return "ends before " + step + " of the path looplab finds";
    const std::string named = step + " (" + (*a[i])[0].get<std::string>() + ")";
    if (i >= b.size()) return named + ": the path looplab finds ends before it";
    return named + ": is not the step the path looplab finds takes there: " + (*b[i]).dump();
  }
  return "its journeys are not the path's as looplab finds it";
}

// The problem with an entry's stored path, or nullopt: its counts are its steps', its
// replay reaches the entry's solution (replay_problem) with the rule ids of `rating`, and
// it is the puzzle's path as `solve --path` finds it now, which also holds what the
// replay cannot see (a sentence, a premise, a digit ruled out in place of another one the
// solution does not have either).
std::optional<std::string> path_problem(const families::Puzzle& puzzle, const PackEntry& entry,
                                        const families::Rating& rating) {
  const json& stored = *entry.path;
  const auto marks = puzzle.solution_marks(entry.solution);
  if (!marks) return "cannot be replayed: packs cannot store " + std::string(puzzle.family().name) + "'s paths yet";
  families::Path path;
  try {
    path = read_compact_path(stored);
  } catch (const InputError& e) {
    return e.what();
  }
  const std::vector<std::size_t> by_tier = families::steps_by_tier(path);
  if (stored["steps"] != path.steps() || stored["steps_by_tier"] != by_tier)
    return "counts differ from its steps: " + json({{"steps", path.steps()}, {"steps_by_tier", by_tier}}).dump();
  std::vector<std::string_view> rule_ids;
  for (const auto& [id, steps] : rating.metrics.rule_steps) rule_ids.push_back(id);
  if (auto why = replay_problem(path, *marks, rule_ids)) return why;
  return differs_from_own_path(stored, compact_path(puzzle.path()));
}

// Why a pack that passed its schema does not read as a Pack: the first entry the reader
// refuses, else the header. `e` is the reader's exception on the whole pack.
std::string unreadable(const json& pack, const json::exception& e) {
  auto why = [](const json::exception& x) {  // without nlohmann's "[json.exception.…] "
    const std::string what = x.what();
    const std::size_t end = what.find("] ");
    return end == std::string::npos ? what : what.substr(end + 2);
  };
  const json& puzzles = pack["puzzles"];
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    try {
      (void)puzzles[i].get<PackEntry>();
    } catch (const json::exception& bad) {
      return "puzzle " + std::to_string(i + 1) + " (" + puzzles[i]["id"].get<std::string>() +
             "): does not read as a pack entry: " + why(bad);
    }
  }
  return "parameters: do not read as a pack's: " + why(e);
}

}  // namespace

families::GenerateOptionValues family_options(const PackParameters& p) {
  return families::resolve_options(family_of(p), p.ask.options);
}

std::string canonical_command(const PackParameters& p) {
  std::ostringstream s;
  s << "looplab generate --family " << p.family;
  const families::GenerateAsk& a = p.ask;
  if (!a.grid.empty()) s << " --grid " << a.grid;
  s << " --rows " << a.rows << " --cols " << a.cols << " --count " << p.count << " --seed " << p.seed;
  if (!a.grade.empty()) s << " --grade " << a.grade;
  if (!a.tatham_level.empty()) s << " --tatham-level " << a.tatham_level;
  if (a.symmetry != "none") s << " --symmetry " << a.symmetry;
  const json options = recorded_options(recorded(p));
  for (auto it = options.begin(); it != options.end(); ++it) {
    std::string flag = it.key();
    for (char& ch : flag)
      if (ch == '_') ch = '-';
    if (it.value().is_boolean()) {
      if (it.value().get<bool>()) s << " --" << flag;
    } else if (it.value().is_array()) {
      s << " --" << flag << ' ';
      for (std::size_t i = 0; i < it.value().size(); ++i) s << (i ? "," : "") << it.value()[i].get<std::string>();
    } else {
      s << " --" << flag << ' ' << (it.value().is_string() ? it.value().get<std::string>() : it.value().dump());
    }
  }
  return s.str();
}

PackEntry pack_entry(const families::Puzzle& puzzle, const std::string& id, const families::Solution& solution,
                     const families::Rating& rating, bool minimal) {
  json own = puzzle.to_json();
  own["family"] = puzzle.family().name;
  own["rows"] = puzzle.rows();
  own["cols"] = puzzle.cols();
  return {.puzzle = puzzle_of_entry(std::move(own)),
          .id = id,
          .solution = solution.to_json(),
          .rating = families::record_of(rating),
          .minimal = minimal,
          .exports = exports(puzzle),
          .path = std::nullopt};
}

json puzzle_of_entry(json entry) {
  for (const char* added : kEntryKeys) entry.erase(added);
  return entry;
}

json exports(const families::Puzzle& puzzle) {
  json out = json::object();
  for (std::string_view format : puzzle.family().formats)
    if (format != "json" && format != "ascii" && !format.starts_with("svg") && format != "text")
      if (auto text = puzzle.write_if_it_can(format)) out[std::string(format)] = std::move(*text);
  return out;
}

Pack make_pack(const PackParameters& p, std::vector<PackEntry> puzzles) {
  return {.version = kVersion, .command = canonical_command(p), .parameters = recorded(p), .puzzles = std::move(puzzles)};
}

void to_json(json& j, const PackEntry& e) {
  j = e.puzzle;
  j["id"] = e.id;
  j["solution"] = e.solution;
  j["rating"] = e.rating;
  j["minimal"] = e.minimal;
  j["exports"] = e.exports;
  if (e.path) j["path"] = *e.path;
}

void from_json(const json& j, PackEntry& e) {
  e.puzzle = puzzle_of_entry(j);
  j.at("id").get_to(e.id);
  e.solution = j.at("solution");
  j.at("rating").get_to(e.rating);
  j.at("minimal").get_to(e.minimal);
  e.exports = j.at("exports");
  e.path = j.contains("path") ? std::optional<json>(j["path"]) : std::nullopt;
}

void to_json(json& j, const RecordedParameters& p) {
  const PackParameters& m = p.made;
  j = recorded_options(p);
  j["family"] = m.family;
  j["rows"] = m.ask.rows;
  j["cols"] = m.ask.cols;
  j["count"] = m.count;
  j["seed"] = m.seed;
  j["grade"] = m.ask.grade.empty() ? json(nullptr) : json(m.ask.grade);
  j["tatham_level"] = m.ask.tatham_level.empty() ? json(nullptr) : json(m.ask.tatham_level);
  j["symmetry"] = m.ask.symmetry;
  if (!m.ask.grid.empty()) j["grid"] = m.ask.grid;
}

void from_json(const json& j, RecordedParameters& p) {
  if (!j.is_object()) throw json::type_error::create(302, "parameters must be an object", &j);
  p = RecordedParameters{};
  PackParameters& m = p.made;
  auto text_or_empty = [](const json& v) { return v.is_null() ? std::string() : v.get<std::string>(); };
  for (const auto& [key, v] : j.items()) {
    if (key == "family") v.get_to(m.family);
    else if (key == "rows") m.ask.rows = families::json_integer<int>(v);
    else if (key == "cols") m.ask.cols = families::json_integer<int>(v);
    else if (key == "count") m.count = families::json_integer<std::uint64_t>(v);
    else if (key == "seed") m.seed = families::json_integer<std::uint64_t>(v);
    else if (key == "grade") m.ask.grade = text_or_empty(v);
    else if (key == "tatham_level") m.ask.tatham_level = text_or_empty(v);
    else if (key == "symmetry") v.get_to(m.ask.symmetry);
    else if (key == "grid") v.get_to(m.ask.grid);
    else if (key == "max_attempts") m.max_attempts = families::json_integer<std::uint64_t>(v);
    else if (key == "paths") v.get_to(m.paths);
    else p.options[key] = v;
  }
  for (const char* required : {"family", "rows", "cols", "count", "seed"}) j.at(required);
}

void to_json(json& j, const Pack& p) {
  j = {{"format", "looplab-pack"},
       {"format_version", 1},
       {"generator", {{"name", "looplab"}, {"version", p.version}}},
       {"command", p.command},
       {"parameters", p.parameters},
       {"puzzles", p.puzzles}};
}

void from_json(const json& j, Pack& p) {
  j.at("generator").at("version").get_to(p.version);
  j.at("command").get_to(p.command);
  j.at("parameters").get_to(p.parameters);
  j.at("puzzles").get_to(p.puzzles);
}

std::string dump_pack(const Pack& value) {
  const json pack = value;
  std::string out = "{\n";
  bool first = true;
  for (auto it = pack.begin(); it != pack.end(); ++it) {
    if (!first) out += ",\n";
    first = false;
    out += "  " + json(it.key()).dump() + ": ";
    if (it.key() == "puzzles" && it.value().is_array()) {
      out += "[";
      for (std::size_t i = 0; i < it.value().size(); ++i) out += (i ? ",\n    " : "\n    ") + it.value()[i].dump();
      out += it.value().empty() ? "]" : "\n  ]";
    } else {
      out += it.value().dump();
    }
  }
  return out + "\n}\n";
}

json read_pack(const std::string& path) { return parse_pack(core::read_file(path), path); }

json parse_pack(const std::string& text, const std::string& path) {
  if (auto deep = core::json_depth_error(text)) throw InputError(path + ": " + deep->describe());
  Parsed<json> read = families::read_json_text(text);
  if (read) return std::move(read.value());
  ParseError err = read.error();
  if (err.line == 0) err.line = 1, err.column = err.position + 1;
  throw InputError(path + ": " + err.describe());
}

std::vector<std::string> validate_pack(const json& pack, const std::function<void(std::size_t)>& on_puzzle) {
  std::vector<std::string> problems;
  if (auto e = builtin_schemas().validate(pack, "pack.schema.json")) {
    problems.push_back("schema: " + *e);
    return problems;
  }
  Pack read;
  try {
    read = pack.get<Pack>();
  } catch (const json::exception& e) {
    problems.push_back(unreadable(pack, e));
    return problems;
  }
  if (read.puzzles.empty()) problems.push_back("the pack has no puzzles");
  std::map<std::string, std::size_t> first_with_id;  // puzzle ids are how packs are cited
  for (std::size_t i = 0; i < read.puzzles.size(); ++i) {
    const PackEntry& entry = read.puzzles[i];
    std::string who = "puzzle " + std::to_string(i + 1) + " (" + entry.id + ")";
    auto [seen, fresh] = first_with_id.emplace(entry.id, i + 1);
    if (!fresh) problems.push_back(who + ": the id is also puzzle " + std::to_string(seen->second) + "'s");
    const families::Family* family = families::find_family(entry.family());
    if (!family) {
      problems.push_back(who + ": unknown family " + json(entry.family()).dump());
      continue;
    }
    // The whole entry, as the family's reader takes it: a problem's position is in it.
    auto parsed = families::parse_puzzle(json(entry).dump(), family);
    if (!parsed) {
      problems.push_back(who + ": " + parsed.error().describe());
      continue;
    }
    const families::Puzzle& puzzle = *parsed.value();
    if (auto why = puzzle.check(entry.solution)) problems.push_back(who + ": solution is not valid: " + *why);
    families::SolveReport solved = puzzle.solve({.limit = 2, .picture = false});
    if (solved.status != solver::Status::Unique)
      problems.push_back(who + ": not unique: the solver says " + std::string(solver::to_string(solved.status)));
    // `minimal` true is a claim to prove again (false only says it was not proven).
    if (entry.minimal && solved.status == solver::Status::Unique &&
        families::is_minimal(puzzle) != std::optional<bool>(true))
      problems.push_back(who + ": marked minimal, but a clue can be taken away with the puzzle still unique");
    if (entry.exports != exports(puzzle))
      problems.push_back(who + ": exports differ from the puzzle's: " + exports(puzzle).dump());
    else
      for (const auto& [format, text] : entry.exports.items()) {
        auto back = families::parse_puzzle(text.get<std::string>(), family);
        if (!back || back.value()->to_json() != puzzle.to_json())
          problems.push_back(who + ": its " + format + " export does not read back as the same puzzle");
      }
    std::optional<families::Rating> rating;
    try {
      rating = puzzle.rate(&solved);
      const families::RatingRecord rated = families::record_of(*rating);
      if (rated != entry.rating)
        problems.push_back(who + ": rating differs from what `rate` gives now: " + json(rated).dump());
    } catch (const InputError& e) {
      problems.push_back(who + ": cannot be rated: " + e.what());
    }
    if (entry.path && rating) {
      if (auto why = path_problem(puzzle, entry, *rating)) problems.push_back(who + ": path " + *why);
    }
    if (on_puzzle) on_puzzle(i);
  }
  return problems;
}

}  // namespace looplab::io
