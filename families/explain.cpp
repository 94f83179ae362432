#include "families/explain.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "families/family.hpp"

namespace looplab::families {

namespace {

std::string_view kind_name(ShownStep::Kind k) {
  switch (k) {
    case ShownStep::Kind::Rule: return "rule";
    case ShownStep::Kind::Trial: return "trial";
    case ShownStep::Kind::Contradiction: return "contradiction";
    case ShownStep::Kind::Guess: return "guess";
  }
  return "rule";
}

nlohmann::json items_json(const std::vector<Item>& items) {
  nlohmann::json out = nlohmann::json::array();
  for (const Item& i : items) out.push_back(to_json(i));
  return out;
}

// The step's fields, without "kind": shared by a hint and a path step.
nlohmann::json step_fields(const ShownStep& s) {
  nlohmann::json j = {{"rule", s.rule}, {"tier", s.tier}, {"text", s.text},
                      {"conclusions", items_json(s.conclusions)}, {"premises", items_json(s.premises)}};
  if (s.kind != ShownStep::Kind::Rule) j["step"] = kind_name(s.kind);
  if (s.supposed) {
    nlohmann::json chain = nlohmann::json::array();
    for (const ShownStep& link : s.chain) chain.push_back(step_fields(link));
    j["trial"] = {{"supposed", to_json(*s.supposed)}, {"chain", std::move(chain)}};
  }
  return j;
}

bool reads_any(const ShownStep& s, const std::vector<Item>& marks) {
  for (const Item& p : s.premises)
    if (std::find(marks.begin(), marks.end(), p) != marks.end()) return true;
  return false;
}

}  // namespace

nlohmann::json to_json(const Item& i) {
  nlohmann::json j;
  switch (i.where) {
    case Item::Where::HEdge:
    case Item::Where::VEdge:
      j["edge"] = i.where == Item::Where::HEdge ? "h" : "v";
      break;
    case Item::Where::Dot:
      j["place"] = "dot";
      break;
    case Item::Where::Cell:
      if (i.mark == Item::Mark::None) j["place"] = "cell";
      break;
    case Item::Where::Edge: j["edge"] = {i.row, i.col}; break;
    case Item::Where::Face: j["face"] = i.row; break;
    case Item::Where::Point: j["point"] = i.row; break;
  }
  if (i.where != Item::Where::Edge && i.where != Item::Where::Face && i.where != Item::Where::Point) {
    j["row"] = i.row;
    j["col"] = i.col;
  }
  switch (i.mark) {
    case Item::Mark::None: break;
    case Item::Mark::Line: j["mark"] = "line"; break;
    case Item::Mark::Cross: j["mark"] = "cross"; break;
    case Item::Mark::Clue: j["clue"] = i.value; break;
    case Item::Mark::Place:
      j["digit"] = i.value;
      j["mark"] = "place";
      break;
    case Item::Mark::Eliminate:
      j["digit"] = i.value;
      j["mark"] = "eliminate";
      break;
    case Item::Mark::Turn:
      j["turn"] = i.value;
      j["mark"] = "turn";
      break;
    case Item::Mark::NotTurn:
      j["turn"] = i.value;
      j["mark"] = "not_turn";
      break;
  }
  return j;
}

nlohmann::json to_json(const ShownStep& step) {
  return step_fields(step);
}

nlohmann::json to_json(const Hint& hint) {
  switch (hint.kind) {
    case Hint::Kind::Solved: return {{"kind", "solved"}};
    case Hint::Kind::Mistake: return {{"kind", "mistake"}, {"marks", items_json(hint.marks)}, {"text", hint.text}};
    case Hint::Kind::Step: {
      nlohmann::json j = {{"kind", "step"}};
      j.update(step_fields(hint.step));
      return j;
    }
  }
  LK_REQUIRE(false, "unknown hint kind");
}

std::size_t Path::steps() const {
  std::size_t n = 0;
  for (const auto& j : journeys) n += j.size();
  return n;
}

std::vector<std::size_t> steps_by_tier(const Path& path) {
  std::vector<std::size_t> by_tier(static_cast<std::size_t>(path.max_tier) + 2, 0);
  for (const auto& journey : path.journeys)
    for (const ShownStep& s : journey) ++by_tier[static_cast<std::size_t>(std::clamp(s.tier, 0, path.max_tier + 1))];
  return by_tier;
}

nlohmann::json to_json(const Path& path) {
  nlohmann::json journeys = nlohmann::json::array();
  for (const auto& journey : path.journeys) {
    nlohmann::json steps = nlohmann::json::array();
    for (const ShownStep& s : journey) steps.push_back(step_fields(s));
    journeys.push_back(std::move(steps));
  }
  return {{"steps", path.steps()}, {"steps_by_tier", steps_by_tier(path)}, {"journeys", std::move(journeys)}};
}

Path group_journeys(std::vector<ShownStep> steps, int max_tier) {
  Path out;
  out.max_tier = max_tier;
  for (ShownStep& step : steps) {
    // The step before is the last one placed (steps[i - 1] has been moved from).
    const bool continues = !out.journeys.empty() && step.kind != ShownStep::Kind::Guess &&
                           reads_any(step, out.journeys.back().back().conclusions);
    if (!continues) out.journeys.emplace_back();
    out.journeys.back().push_back(std::move(step));
  }
  return out;
}

std::string cell_name(int r, int c) {
  return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
}

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string join_and(const std::vector<std::string>& parts, std::string_view last) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? std::string(last) : std::string(", ");
    out += parts[i];
  }
  return out;
}

std::vector<const ShownStep*> hardest_steps(const Path& path, std::size_t n) {
  std::vector<const ShownStep*> all;
  for (const auto& j : path.journeys)
    for (const ShownStep& s : j) all.push_back(&s);
  std::stable_sort(all.begin(), all.end(), [](const ShownStep* a, const ShownStep* b) { return a->tier > b->tier; });
  if (all.size() > n) all.resize(n);
  return all;
}

namespace {

[[noreturn]] void no_hints(const Puzzle& p) {
  throw InputError("hints for " + std::string(p.family().name) + " are not available yet");
}

}  // namespace

Hint Puzzle::hint(const std::vector<std::string>&) const {
  no_hints(*this);
}

Path Puzzle::path() const {
  no_hints(*this);
}

}  // namespace looplab::families
