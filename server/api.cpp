#include "server/api.hpp"

#include <memory>

#include "core/error.hpp"
#include "core/json_depth.hpp"
#include "core/loopy_grids.hpp"
#include "families/explain.hpp"
#include "families/json_text.hpp"
#include "io/json_schema.hpp"
#include "io/pack.hpp"

namespace looplab::server {

using nlohmann::json;

namespace {

// Messages may quote the request's bytes, which need not be UTF-8 (the parser's error
// names the byte it stopped at): such bytes become U+FFFD instead of an exception.
Reply json_reply(const json& j, int status = 200) {
  return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), "application/json"};
}

// The posted puzzle, or the 400 reply that says why it is not one.
struct Posted {
  std::unique_ptr<families::Puzzle> puzzle;
  std::optional<Reply> error;
  std::vector<std::string> state{};  // with_state: the request's "state" strings
};

// A request refused before its puzzle is read: no puzzle and no state.
Posted refused(int status, const std::string& message) {
  Posted p;
  p.error = error_reply(status, message);
  return p;
}

// `with_state`: the object may carry "state", a list of strings (a hint's position),
// taken out before the rest is read as the puzzle.
Posted parse_posted(std::string_view body, bool with_state = false) {
  if (auto deep = core::json_depth_error(body)) return refused(400, deep->describe());
  Parsed<json> read = families::read_json_text(body);
  if (!read) return refused(400, read.error().describe());
  json j = std::move(read.value());
  if (!j.is_object()) return refused(400, "expected a puzzle object");
  if (!j.contains("family") || !j["family"].is_string())
    return refused(400, "the puzzle needs a \"family\" string");
  const families::Family* family = families::find_family(j["family"].get<std::string>());
  if (!family) return refused(400, "unknown family " + j["family"].dump());
  // The editor sends only the puzzle; anything pack-like (a solution, a rating) is
  // recomputed here rather than trusted.
  for (const char* key : {"solution", "rating", "minimal", "exports", "id"}) j.erase(key);
  std::vector<std::string> state;
  if (with_state && j.contains("state")) {
    const json& s = j["state"];
    if (!s.is_null() && !s.is_array())
      return refused(400, "\"state\" must be a list of strings (looplab hint's STATE), not " +
                              std::string(s.type_name()));
    for (std::size_t i = 0; s.is_array() && i < s.size(); ++i) {
      if (!s[i].is_string())
        return refused(400, "\"state\" item " + std::to_string(i + 1) + " must be a string, not " +
                                std::string(s[i].type_name()));
      state.push_back(s[i].get<std::string>());
    }
    j.erase("state");
  }
  auto parsed = families::parse_puzzle(j.dump(), family);
  if (!parsed) return refused(400, "not a valid puzzle: " + parsed.error().describe());
  return {std::move(parsed.value()), std::nullopt, std::move(state)};
}

}  // namespace

Reply error_reply(int status, const std::string& message) {
  return json_reply({{"error", message}}, status);
}

Reply Api::packs() const {
  return json_reply({{"packs", store_.list()}, {"can_save", store_.can_save()}});
}

Reply Api::pack(std::string_view id) const {
  auto p = store_.pack(id);
  if (!p) return error_reply(404, "no pack with id '" + std::string(id) + "'");
  return json_reply(*p);
}

Reply Api::families() const {
  json out = json::array();
  for (const auto* f : families::all_families()) {
    json grades = json::array();
    for (auto g : f->grades) grades.push_back(g);
    out.push_back({{"name", f->name}, {"summary", f->summary}, {"grades", grades}});
  }
  return json_reply({{"families", out}});
}

Reply Api::grids() const {
  json out = json::array();
  for (const auto& t : core::loopy_grid_types())
    out.push_back({{"name", t.name}, {"number", t.number}, {"least_side", t.least_side}});
  return json_reply({{"grids", out}});
}

Reply Api::grid(std::string_view name, std::string_view size) const {
  const core::LoopyGridType* type = core::loopy_grid_type(name);
  if (!type) return error_reply(400, "unknown grid '" + std::string(name) + "': one of " + core::loopy_grid_names());
  const std::size_t x = size.find('x');
  auto number = [](std::string_view digits) {
    long n = 0;
    for (char c : digits) n = c >= '0' && c <= '9' && n < 1000 ? n * 10 + (c - '0') : -1;
    return digits.empty() ? -1 : n;
  };
  const long w = x == std::string_view::npos ? -1 : number(size.substr(0, x));
  const long h = x == std::string_view::npos ? -1 : number(size.substr(x + 1));
  if (w < 0 || h < 0) return error_reply(400, "a grid size is WxH, two whole numbers, not '" + std::string(size) + "'");
  // Loopy's triangular grid today is its trimmed layout, described by "0" (a puzzle's JSON
  // leaves that desc out). A Penrose grid is a patch drawn as Loopy draws one, from a
  // generator seeded by the size: the same size, the same grid to edit.
  if (auto bad = core::loopy_size_problem(type->number, w, h)) return error_reply(400, *bad);
  core::Rng rng(static_cast<std::uint64_t>(w * 1000 + h));
  const std::string desc = core::loopy_new_desc(type->number, static_cast<int>(w), static_cast<int>(h), rng);
  const core::LoopyGrid g = core::loopy_grid(type->number, static_cast<int>(w), static_cast<int>(h), desc);
  json points = json::array();
  for (const auto& p : g.points) points.push_back({p[0], p[1]});
  json out = {{"grid", type->name}, {"rows", h}, {"cols", w}};
  if (desc != core::loopy_default_desc(type->number)) out["desc"] = desc;
  out["graph"] = {{"points", std::move(points)}, {"faces", g.faces}};
  return json_reply(out);
}

Reply Api::analyse(std::string_view body) const {
  Posted in = parse_posted(body);
  if (in.error) return *in.error;
  const families::Puzzle& p = *in.puzzle;
  families::SolveReport r = p.solve(
      {.limit = kCountLimit, .max_nodes = kNodeBudget, .max_conflicts = kConflictBudget, .picture = false});
  // A count the budgets stopped below the limit proves nothing: "unknown", never "unique".
  const bool unproven = r.unproven(kCountLimit);
  json out = {
      {"family", p.family().name}, {"rows", p.rows()},
      {"cols", p.cols()},          {"status", unproven ? "unknown" : solver::to_string(r.status)},
      {"solutions", r.solutions},  {"complete", r.complete},
      {"limit", kCountLimit},      {"solution", families::to_json(r.solution.get())},
      {"second", families::to_json(r.second.get())},        {"rating", !unproven && r.status == solver::Status::Unique && r.complete ? families::to_json(p.rate(&r)) : json(nullptr)},
      {"exports", io::exports(p)}};
  return json_reply(out);
}

// The uniqueness proof within the server's budgets, one for every request that needs
// one: a save, a hint and /api/prove make the same, so a hint or a prove leaves the
// puzzle proved for the other.
constexpr families::SolveRequest kBudgetedProof{
    .limit = 2, .max_nodes = kNodeBudget, .max_conflicts = kConflictBudget, .picture = false};

Reply Api::save(std::string_view body) {
  if (!store_.can_save())
    return error_reply(403, "saving is off: start looplab serve with --save-to FILE");
  Posted in = parse_posted(body);
  if (in.error) return *in.error;
  const families::Puzzle& p = *in.puzzle;
  families::SolveReport r = p.solve(kBudgetedProof);
  if (r.unproven(2))
    return error_reply(422, "the uniqueness proof did not finish within the server's budget: the puzzle cannot be saved");
  if (r.status != solver::Status::Unique)
    return error_reply(
        422,
        r.status == solver::Status::None
            ? "the puzzle has no solution: only a puzzle with exactly one can be saved"
            : "the puzzle has more than one solution: only a puzzle with exactly one can be saved");
  families::Rating rating = p.rate(&r);  // every family rates its unique puzzles (families/family.hpp)
  std::optional<bool> minimal =
      families::is_minimal(p, {.max_nodes = kNodeBudget, .max_conflicts = kConflictBudget});
  // Named "edit-1" for the schema check below; the store names it again when it appends.
  io::PackEntry entry = io::pack_entry(p, "edit-1", *r.solution, rating, minimal.value_or(false));
  // A pack holds only what its schema allows: an entry that would make the file
  // unreadable (a family whose puzzles have no pack form) is refused, not written.
  if (auto why = io::builtin_schemas().validate(json(entry), "pack-puzzle.schema.json"))
    return error_reply(422, "this puzzle has no pack form, so it cannot be saved (" + *why + ")");
  try {
    PackStore::Saved saved = store_.append(std::move(entry));
    return json_reply(
        {{"pack", saved.pack_id}, {"id", saved.puzzle_id}, {"file", store_.save_file()}});
  } catch (const InputError& e) {
    return error_reply(409, e.what());
  }
}

std::shared_ptr<const families::Puzzle> Api::proved(const std::string& key,
                                                     std::unique_ptr<families::Puzzle> posted) const {
  if (auto kept = proved_.find(key)) return kept;
  // A solve that proves the puzzle unique hands its solution to the object's hints
  // (core/proved_once.hpp); one that stops on the budget proves nothing.
  std::shared_ptr<const families::Puzzle> p = std::move(posted);
  if (p->solve(kBudgetedProof).unproven(2)) return nullptr;
  return p;
}

Reply Api::hint(std::string_view body) const {
  Posted in = parse_posted(body, true);
  if (in.error) return *in.error;
  // A family declares its STATE once its rules report steps (Family::hint_state); until
  // then hint() says that hints are not available, and the request is not at fault.
  const bool has_hints = !in.puzzle->family().hint_state.empty();
  // A hint rests on the one solution, proved without a budget: prove it within the
  // server's first, so one request cannot hold a worker for long; the hint takes that
  // proof over, or says what is wrong when the puzzle is not unique. A puzzle proved
  // before is kept with its proof, so a player's next hint costs the hint alone.
  const std::string key = has_hints ? in.puzzle->to_json().dump() : std::string();
  std::shared_ptr<const families::Puzzle> p = has_hints ? proved(key, std::move(in.puzzle)) : std::move(in.puzzle);
  if (!p) return error_reply(422, "the uniqueness proof did not finish within the server's budget: no hint can rest on it");
  try {
    Reply reply = json_reply(families::to_json(p->hint(in.state)));
    if (has_hints) proved_.keep(key, p);  // the hint proved it unique
    return reply;
  } catch (const InputError& e) {
    return error_reply(has_hints ? 400 : 501, e.what());
  }
}

Reply Api::prove(std::string_view body) const {
  Posted in = parse_posted(body);
  if (in.error) return *in.error;
  const std::string key = in.puzzle->to_json().dump();
  if (proved_.find(key)) return json_reply({{"status", "unique"}});
  std::shared_ptr<const families::Puzzle> p = std::move(in.puzzle);
  const families::SolveReport r = p->solve(kBudgetedProof);
  if (r.unproven(2)) return json_reply({{"status", "unknown"}});
  if (r.status == solver::Status::Unique) proved_.keep(key, p);
  return json_reply({{"status", solver::to_string(r.status)}});
}

}  // namespace looplab::server
