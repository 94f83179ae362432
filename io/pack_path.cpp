#include "io/pack_path.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <tuple>

#include "core/error.hpp"

namespace looplab::io {

using families::Item;
using families::ShownStep;
using nlohmann::json;

namespace {

// Item::Where in order: h, v, d(ot), c(ell), then a graph's e(dge), f(ace), p(oint).
constexpr std::string_view kWhere = "hvdcefp";
static_assert(kWhere.size() == static_cast<std::size_t>(Item::Where::Point) + 1, "a letter for every Item::Where");

// The mark's sign in a code, and whether a value follows it.
char mark_sign(Item::Mark m) {
  switch (m) {
    case Item::Mark::None: return 0;
    case Item::Mark::Line: return '+';
    case Item::Mark::Cross: return 'x';
    case Item::Mark::Clue: return ':';
    case Item::Mark::Place: return '=';
    case Item::Mark::Eliminate: return '!';
    case Item::Mark::Turn: return '@';
    case Item::Mark::NotTurn: return '~';
  }
  return 0;
}
bool has_value(Item::Mark m) { return m != Item::Mark::None && m != Item::Mark::Line && m != Item::Mark::Cross; }

json codes(const std::vector<Item>& items) {
  json out = json::array();
  for (const Item& i : items) out.push_back(item_code(i));
  return out;
}

json compact_step(const ShownStep& s) {
  json j = {s.rule, s.tier, s.text, codes(s.conclusions), codes(s.premises)};
  switch (s.kind) {
    case ShownStep::Kind::Rule: break;
    case ShownStep::Kind::Guess: j.push_back("guess"); break;
    case ShownStep::Kind::Contradiction: j.push_back("contradiction"); break;
    case ShownStep::Kind::Trial: {
      j.push_back("trial");
      j.push_back(item_code(s.supposed.value_or(Item{})));
      json chain = json::array();
      for (const ShownStep& link : s.chain) chain.push_back(compact_step(link));
      j.push_back(std::move(chain));
      break;
    }
  }
  return j;
}

std::vector<Item> read_codes(const json& j) {
  std::vector<Item> out;
  for (const json& code : j) out.push_back(read_item_code(code.get<std::string>()));
  return out;
}

ShownStep read_step(const json& j) {
  ShownStep s;
  s.rule = j.at(0).get<std::string>();
  s.tier = j.at(1).get<int>();
  s.text = j.at(2).get<std::string>();
  s.conclusions = read_codes(j.at(3));
  s.premises = read_codes(j.at(4));
  const std::string kind = j.size() > 5 ? j[5].get<std::string>() : "rule";
  if (kind == "guess") s.kind = ShownStep::Kind::Guess;
  if (kind == "contradiction") s.kind = ShownStep::Kind::Contradiction;
  if (kind == "trial") {
    s.kind = ShownStep::Kind::Trial;
    s.supposed = read_item_code(j.at(6).get<std::string>());
    for (const json& link : j.at(7)) s.chain.push_back(read_step(link));
  }
  return s;
}

// Where a mark is: the same place decided twice is one mark decided twice (a digit ruled
// out is its own mark, one for each digit).
using Key = std::tuple<Item::Where, int, int, int>;
Key key_of(const Item& i) {
  return {i.where, i.row, i.col, i.mark == Item::Mark::Eliminate || i.mark == Item::Mark::NotTurn ? i.value : -1};
}
bool is_mark(const Item& i) { return i.mark != Item::Mark::None && i.mark != Item::Mark::Clue; }

}  // namespace

std::string item_code(const Item& i) {
  std::string s(1, kWhere[static_cast<std::size_t>(i.where)]);
  s += std::to_string(i.row) + "." + std::to_string(i.col);
  if (const char sign = mark_sign(i.mark)) s += sign;
  if (has_value(i.mark)) s += std::to_string(i.value);
  return s;
}

Item read_item_code(std::string_view code) {
  auto bad = [&] { return InputError("'" + std::string(code) + "' is not an item code"); };
  Item i;
  const auto where = code.empty() ? std::string_view::npos : kWhere.find(code[0]);
  if (where == std::string_view::npos) throw bad();
  i.where = static_cast<Item::Where>(where);
  const char* p = code.data() + 1;
  const char* end = code.data() + code.size();
  auto number = [&](int& out) {  // -1: a clue outside the grid, above or left of it
    auto [next, ec] = std::from_chars(p, end, out);
    if (ec != std::errc() || out < -1) throw bad();
    p = next;
  };
  number(i.row);
  if (p == end || *p != '.') throw bad();
  ++p;
  number(i.col);
  if (p == end) return i;
  for (Item::Mark m : {Item::Mark::Line, Item::Mark::Cross, Item::Mark::Clue, Item::Mark::Place,
                       Item::Mark::Eliminate, Item::Mark::Turn, Item::Mark::NotTurn})
    if (*p == mark_sign(m)) i.mark = m;
  if (i.mark == Item::Mark::None) throw bad();
  ++p;
  if (has_value(i.mark)) {
    auto [next, ec] = std::from_chars(p, end, i.value);
    if (ec != std::errc()) throw bad();
    p = next;
  }
  if (p != end) throw bad();
  return i;
}

json compact_path(const families::Path& path) {
  json journeys = json::array();
  for (const auto& journey : path.journeys) {
    json steps = json::array();
    for (const ShownStep& s : journey) steps.push_back(compact_step(s));
    journeys.push_back(std::move(steps));
  }
  return {{"steps", path.steps()}, {"steps_by_tier", families::steps_by_tier(path)}, {"journeys", std::move(journeys)}};
}

families::Path read_compact_path(const json& compact) {
  families::Path path;
  const json& by_tier = compact.at("steps_by_tier");
  path.max_tier = static_cast<int>(by_tier.size()) - 2;
  std::size_t n = 0;
  for (const json& journey : compact.at("journeys")) {
    path.journeys.emplace_back();
    for (const json& step : journey) {
      ++n;
      try {
        path.journeys.back().push_back(read_step(step));
      } catch (const InputError& e) {
        throw InputError("step " + std::to_string(n) + ": " + e.what());
      }
    }
  }
  return path;
}

std::optional<std::string> replay_problem(const families::Path& path, const families::SolutionMarks& solution,
                                          const std::vector<std::string_view>& rule_ids) {
  std::map<Key, Item> truth;  // every mark a step may conclude or read
  std::map<Key, std::size_t> decided;  // a mark's key -> the step that decided it, 0: shown from the start
  for (const auto* marks : {&solution.decided, &solution.also, &solution.shown})
    for (const Item& i : *marks) truth.emplace(key_of(i), i);
  for (const Item& i : solution.shown) decided.emplace(key_of(i), 0);
  std::multimap<Key, Item> implies;
  for (const auto& [i, j] : solution.implies) implies.emplace(key_of(i), j);
  std::set<Key> seen;  // marks a decided one shows, which a step may read

  // What the solution has where `wrong` is: the mark of its place (a digit placed, a turn,
  // an edge), else the wrong mark's own key.
  auto has = [&](const Item& wrong) -> const Item* {
    Item place = wrong;
    place.mark = Item::Mark::Place;  // any mark keyed by its place alone
    if (const auto t = truth.find(key_of(place)); t != truth.end()) return &t->second;
    const auto t = truth.find(key_of(wrong));
    return t == truth.end() ? nullptr : &t->second;
  };
  std::size_t n = 0;
  for (const auto& journey : path.journeys)
    for (const ShownStep& s : journey) {
      const std::string step = "step " + std::to_string(++n) + " (" + s.rule + ")";
      if (s.rule != "guess" && std::find(rule_ids.begin(), rule_ids.end(), s.rule) == rule_ids.end())
        return step + ": no rule of the family has this id";
      for (const Item& p : s.premises) {
        // A step may name among what it read a mark it decides (a side its tile's turns
        // agree on); the conclusion is checked below.
        if (!is_mark(p) || std::find(s.conclusions.begin(), s.conclusions.end(), p) != s.conclusions.end()) continue;
        const auto at = decided.find(key_of(p));
        if ((at == decided.end() && !seen.contains(key_of(p))) || truth.at(key_of(p)) != p)
          return step + ": reads " + item_code(p) + ", which no step before it decided";
      }
      if (s.conclusions.empty()) return step + ": concludes nothing";
      for (const Item& c : s.conclusions) {
        const auto t = truth.find(key_of(c));
        if (!is_mark(c) || (t == truth.end() && !has(c)))
          return step + ": concludes " + item_code(c) + ", not a mark of this puzzle";
        if (t == truth.end() || t->second != c)
          return step + ": concludes " + item_code(c) + ", but the solution has " + item_code(*has(c));
        // A mark the empty board shows may also be concluded once, as the rule saw it.
        if (auto [at, fresh] = decided.emplace(key_of(c), n); !fresh) {
          if (at->second != 0) return step + ": concludes " + item_code(c) + ", which step " + std::to_string(at->second) + " decided";
          at->second = n;
        }
        for (auto [i, end] = implies.equal_range(key_of(c)); i != end; ++i) seen.insert(key_of(i->second));
      }
    }
  std::size_t open = 0;
  std::string first;
  for (const Item& item : solution.decided)
    if (!decided.contains(key_of(item)) && open++ == 0) first = item_code(item);
  if (open)
    return "the replay ends with " + std::to_string(open) + " mark" + (open == 1 ? "" : "s") + " undecided, " + first +
           (open == 1 ? "" : " the first");
  return std::nullopt;
}

}  // namespace looplab::io
