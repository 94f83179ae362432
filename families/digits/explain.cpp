// What the digit families' hints and paths share (explain.hpp).
#include "families/digits/explain.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <set>

#include "core/error.hpp"

namespace looplab::families {

namespace {

using solver::Domain;
using solver::Fact;
using solver::Step;

int digit_of(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}

// "r3c4-7": row 3, column 4, digit 7 ruled out (1-based).
bool read_token(const std::string& t, int n, int& cell, int& digit) {
  int r = 0, c = 0, d = 0;
  char tail = 0;
  if (std::sscanf(t.c_str(), "r%dc%d-%d%c", &r, &c, &d, &tail) != 3) return false;
  if (r < 1 || r > n || c < 1 || c > n || d < 1 || d > n) return false;
  cell = (r - 1) * n + (c - 1), digit = d;
  return true;
}

// The engine's domains for a position.
std::vector<Domain> domains_of(const DigitsBoard& b, const DigitsPosition& p) {
  const Domain all = solver::value_bit(b.n) - 1;
  std::vector<Domain> out(static_cast<std::size_t>(b.cells()));
  for (std::size_t c = 0; c < out.size(); ++c)
    out[c] = p.placed[c] ? solver::value_bit(p.placed[c] - 1) | solver::kPlaced : all & ~p.ruled_out[c];
  return out;
}

// A placed digit that is a given is told as the given (a clue of the puzzle).
void name_givens(const DigitsBoard& b, solver::StepLog& log) {
  for (Step& s : log)
    for (Fact& f : s.premises)
      if (f.kind == Fact::Mark && f.value > 0 && f.at < b.cells() &&
          b.givens[static_cast<std::size_t>(f.at)] == f.value)
        f.kind = Fact::Clue;
}

Step guess_step(const DigitsBoard& b, int cell) {
  Step g;
  g.kind = Step::Guess;
  g.rule = -1;
  g.tier = b.max_tier + 1;
  g.conclusions.push_back({Fact::Mark, cell, b.solution[static_cast<std::size_t>(cell)]});
  return g;
}

}  // namespace

DigitsPosition read_digits_position(const DigitsBoard& b, const std::vector<std::string>& state,
                                    std::string_view family) {
  DigitsPosition p{b.givens, std::vector<Domain>(static_cast<std::size_t>(b.cells()), 0)};
  if (state.empty()) return p;
  int cell = 0;
  const std::string& grid = state[0];
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const char ch = grid[i];
    if (ch == '/' || ch == ' ' || ch == '\n' || ch == ',') continue;
    const int d = ch == '.' || ch == '0' ? 0 : digit_of(ch);
    if (d < 0 || d > b.n)
      throw InputError("STATE: '" + std::string(1, ch) + "' at character " + std::to_string(i + 1) +
                       " is not a digit 1-" + std::to_string(b.n) + " or . (blank) of this " +
                       std::string(family));
    if (cell >= b.cells())
      throw InputError("STATE has more than this " + std::string(family) + "'s " +
                       std::to_string(b.cells()) + " cells (character " + std::to_string(i + 1) + ")");
    const int given = b.givens[static_cast<std::size_t>(cell)];
    if (given && d && d != given)
      throw InputError("STATE: " + cell_name(cell / b.n, cell % b.n) + " holds " + std::to_string(d) +
                       " but its given is " + std::to_string(given));
    p.placed[static_cast<std::size_t>(cell++)] = given ? given : d;
  }
  if (cell != b.cells())
    throw InputError("STATE has " + std::to_string(cell) + " cells; this " + std::string(family) + " has " +
                     std::to_string(b.cells()));
  for (std::size_t k = 1; k < state.size(); ++k) {
    std::string token;
    for (std::size_t i = 0; i <= state[k].size(); ++i) {
      const char ch = i < state[k].size() ? state[k][i] : ' ';
      if (ch != ' ' && ch != ',') {
        token += ch;
        continue;
      }
      if (token.empty()) continue;
      int at = 0, d = 0;
      if (!read_token(token, b.n, at, d))
        throw InputError("STATE " + std::to_string(k + 1) + ": '" + token +
                         "' is not a ruled-out digit such as r3c4-7 (row, column and digit 1-" +
                         std::to_string(b.n) + ")");
      p.ruled_out[static_cast<std::size_t>(at)] |= solver::value_bit(d - 1);
      token.clear();
    }
  }
  return p;
}

SolutionMarks digits_solution_marks(int n, const std::vector<int>& givens, const std::vector<int>& solution) {
  SolutionMarks out;
  for (int cell = 0; cell < n * n; ++cell) {
    const auto at = static_cast<std::size_t>(cell);
    if (givens[at]) continue;
    out.decided.push_back({Item::Where::Cell, cell / n, cell % n, Item::Mark::Place, solution[at]});
    for (int d = 1; d <= n; ++d)
      if (d != solution[at]) out.also.push_back({Item::Where::Cell, cell / n, cell % n, Item::Mark::Eliminate, d});
  }
  return out;
}

// --- sentences ---

std::string DigitsTeller::digits(std::vector<int> ds, std::string_view last) const {
  std::sort(ds.begin(), ds.end());
  ds.erase(std::unique(ds.begin(), ds.end()), ds.end());
  std::vector<std::string> parts;
  for (int d : ds) parts.push_back(std::to_string(d));
  return join_and(parts, last);
}

int DigitsTeller::unit_of(const std::vector<int>& cells, int from, int to) const {
  const auto end = to < 0 ? b_.units.size() : static_cast<std::size_t>(to);
  for (auto u = static_cast<std::size_t>(from); u < end; ++u) {
    const auto& unit = b_.units[u];
    if (std::all_of(cells.begin(), cells.end(),
                    [&](int c) { return std::find(unit.begin(), unit.end(), c) != unit.end(); }))
      return static_cast<int>(u);
  }
  return -1;
}

std::vector<int> DigitsTeller::cells_of(const std::vector<Fact>& facts, int sign) {
  std::vector<int> out;
  for (const Fact& f : facts)
    if (f.kind == Fact::Mark && (sign == 0 || (sign > 0) == (f.value > 0)) &&
        std::find(out.begin(), out.end(), f.at) == out.end())
      out.push_back(f.at);
  return out;
}

std::vector<int> DigitsTeller::values_of(const std::vector<Fact>& facts) {
  std::vector<int> out;
  for (const Fact& f : facts)
    if (f.kind == Fact::Mark && std::find(out.begin(), out.end(), std::abs(f.value)) == out.end())
      out.push_back(std::abs(f.value));
  return out;
}

std::string DigitsTeller::conclusion(const std::vector<Fact>& marks) const {
  std::vector<std::string> parts;
  // Places first, then the ruled-out digits: cells with the same digits together.
  for (const Fact& f : marks)
    if (f.value > 0) parts.push_back(cell(f.at) + " must be " + std::to_string(f.value));
  std::map<int, std::vector<int>> by_cell;
  std::vector<int> order;
  for (const Fact& f : marks)
    if (f.value < 0) {
      if (!by_cell.count(f.at)) order.push_back(f.at);
      by_cell[f.at].push_back(-f.value);
    }
  std::vector<std::pair<std::vector<int>, std::vector<int>>> groups;  // digits, cells
  for (int c : order) {
    std::vector<int> ds = by_cell[c];
    std::sort(ds.begin(), ds.end());
    auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& x) { return x.first == ds; });
    if (g == groups.end())
      groups.push_back({ds, {c}});
    else
      g->second.push_back(c);
  }
  for (const auto& [ds, cs] : groups) {
    const int u = cs.size() > 3 ? unit_of(cs) : -1;
    std::string who;
    if (u >= 0) {
      who = std::to_string(cs.size()) + " cells of " + unit_name(u) + " (";
      std::vector<std::string> cols;
      for (int c : cs) cols.push_back(cell(c));
      who += join_and(cols) + ")";
    } else {
      std::vector<std::string> names;
      for (int c : cs) names.push_back(cell(c));
      who = join_and(names);
    }
    parts.push_back(who + " can't be " + digits(ds));
  }
  return join_and(parts, ", and ");
}

std::string DigitsTeller::shared_why(const Step& s) const {
  const std::string rule(b_.rules[static_cast<std::size_t>(s.rule)].id);
  const std::vector<int> concl = cells_of(s.conclusions);
  const std::vector<int> read = cells_of(s.premises);
  std::vector<int> all = read;
  all.insert(all.end(), concl.begin(), concl.end());
  const int u = unit_of(all);
  const std::string in = u >= 0 ? unit_name(u) : "one " + std::string("unit");
  std::vector<int> placed;  // the digits the premises place (givens are Clue facts)
  for (const Fact& f : s.premises)
    if (f.value > 0 && f.at < b_.cells()) placed.push_back(f.at);
  const int d = s.conclusions.empty() ? 0 : std::abs(s.conclusions[0].value);
  const std::string D = std::to_string(d);
  if (rule == "elimination" && !placed.empty())
    return capital(cell(placed[0])) + " holds " + D + ", and a " + std::string(digit_) +
           " appears once in " + in;
  if (rule.starts_with("hidden_single"))
    return "In " + in + ", " + D + " fits only " + cell(concl[0]) +
           ": every other cell holds another " + std::string(digit_) + " or can't be " + D;
  if (rule == "naked_single")
    return "Every other " + std::string(digit_) + " is ruled out of " + cell(concl[0]);
  if (rule == "naked_subset") {
    std::vector<int> members, ds;
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Mark && f.value < 0 &&
          std::find(members.begin(), members.end(), f.at) == members.end())
        members.push_back(f.at);
    for (int v = 1; v <= b_.n; ++v) {
      bool out_all = false;
      for (const Fact& f : s.conclusions) out_all |= -f.value == v;
      if (out_all) ds.push_back(v);
    }
    std::vector<std::string> names;
    for (int c : members) names.push_back(cell(c));
    return "In " + in + ", the " + std::to_string(members.size()) + " cells " + join_and(names) +
           " hold only " + digits(ds, " and ") + " between them";
  }
  if (rule == "hidden_subset") {
    std::vector<int> ds;
    for (int v = 1; v <= b_.n; ++v) {
      bool out = false;
      for (const Fact& f : s.conclusions) out |= -f.value == v;
      if (!out) ds.push_back(v);
    }
    std::vector<std::string> names;
    for (int c : concl) names.push_back(cell(c));
    return "In " + in + ", " + std::to_string(concl.size()) + " " + std::string(digit_) +
           "s fit only " + join_and(names) + ", so those cells hold nothing else";
  }
  if (rule == "hall_set") {
    std::vector<std::string> puts;
    for (const Fact& f : s.conclusions) puts.push_back(std::to_string(-f.value) + " in " + cell(f.at));
    return "In " + in + ", the open cells must each take a different " + std::string(digit_) +
           " still open to them, and no such share-out puts " + join_and(puts, " or ");
  }
  if (rule == "fish") {
    if (auto why = fish_why(s)) return *why;
    return "Where " + D + " can still go, some rows between them offer " + D +
           " as many columns as there are rows (an X-wing, swordfish or larger fish), so those "
           "columns' " + D + "s are in those rows";
  }
  if (rule == "forcing_chain") {
    if (auto why = chain_why(s)) return *why;
    std::vector<std::string> names;
    for (int c : read)
      if (c != concl[0]) names.push_back(cell(c));
    return "Suppose " + cell(concl[0]) + " were " + D + ": each two-" + std::string(digit_) +
           " cell it sees would then take its other " + std::string(digit_) + ", and the chain through " +
           join_and(names) + " ends in a contradiction";
  }
  if (rule == "xy_chain") {
    std::vector<std::string> names;
    for (int c : read) names.push_back(cell(c));
    return "The two-" + std::string(digit_) + " cells " + join_and(names) +
           " form a chain: whichever way it goes, one of its ends holds " + D + ", and " + cell(concl[0]) +
           " sees both ends";
  }
  return capital(std::string(b_.rules[static_cast<std::size_t>(s.rule)].summary));
}

std::optional<std::string> DigitsTeller::chain_why(const Step& s) const {
  if (s.conclusions.size() != 1 || s.conclusions[0].value >= 0) return std::nullopt;
  const int start = s.conclusions[0].at, first = -s.conclusions[0].value;
  // The digits each premise cell has left: all but those the premises rule out.
  std::map<int, std::vector<int>> left;
  for (const Fact& f : s.premises)
    if (f.kind == Fact::Mark && f.value < 0 && f.at < b_.cells()) left[f.at];
  for (auto& cell_left : left) {
    const int c = cell_left.first;  // named: clang's lambdas cannot capture a structured binding
    for (int d = 1; d <= b_.n; ++d)
      if (std::none_of(s.premises.begin(), s.premises.end(),
                       [&](const Fact& f) { return f.kind == Fact::Mark && f.at == c && f.value == -d; }))
        cell_left.second.push_back(d);
  }
  if (!left.count(start)) return std::nullopt;
  std::map<int, int> forced;
  std::vector<int> order{start};
  forced[start] = first;
  std::string clash;
  for (std::size_t k = 0; k < order.size() && clash.empty(); ++k) {
    const int c = order[k], v = forced[c];
    for (std::size_t u = 0; u < b_.units.size() && clash.empty(); ++u) {
      const auto& unit = b_.units[u];
      if (std::find(unit.begin(), unit.end(), c) == unit.end()) continue;
      for (int other : unit) {
        if (other == c) continue;
        auto was = forced.find(other);
        if (was != forced.end() && was->second == v) {
          clash = std::to_string(v) + " would be twice in " + unit_name(static_cast<int>(u)) + " (" + cell(c) +
                  " and " + cell(other) + ")";
          break;
        }
        auto two = left.find(other);
        if (two == left.end() || two->second.size() != 2 ||
            std::find(two->second.begin(), two->second.end(), v) == two->second.end())
          continue;
        const int w = two->second[0] == v ? two->second[1] : two->second[0];
        // Forced already (to the other digit: to this one it is in a unit with c, and
        // the clash above was seen first).
        if (was != forced.end()) continue;
        forced[other] = w;
        order.push_back(other);
      }
    }
  }
  if (clash.empty()) return std::nullopt;
  std::vector<std::string> then;
  for (std::size_t k = 1; k < order.size(); ++k)
    then.push_back(cell(order[k]) + " takes " + std::to_string(forced[order[k]]));
  return "Suppose " + cell(start) + " were " + std::to_string(first) + ": each two-" + std::string(digit_) +
         " cell it sees takes its other " + std::string(digit_) +
         (then.empty() ? "" : ", in turn " + join_and(then)) + ", and " + clash;
}

std::optional<std::string> DigitsTeller::fish_why(const Step& s) const {
  if (s.conclusions.empty()) return std::nullopt;
  const int d = std::abs(s.conclusions[0].value), n = b_.n;
  // Where d could go before the step: not ruled out by a premise, in no cell placed (or
  // given: a Clue fact) with another digit.
  auto open = [&](int c) {
    return std::none_of(s.premises.begin(), s.premises.end(), [&](const Fact& f) {
      return f.at == c && ((f.kind == Fact::Mark && f.value == -d) || (f.value > 0 && f.value != d));
    });
  };
  for (const bool by_rows : {true, false}) {
    auto at = [&](int line, int k) { return by_rows ? line * n + k : k * n + line; };
    // The solution pairs each line with the place of its d (a perfect matching). From the
    // line paired with a struck place, following open places to the lines they are paired
    // with closes a set of lines that offer d only in as many places: they take those
    // places' d's, so the struck line, outside the set, cannot.
    std::vector<int> line_of(static_cast<std::size_t>(n), -1);
    for (int l = 0; l < n; ++l)
      for (int k = 0; k < n; ++k)
        if (b_.solution[static_cast<std::size_t>(at(l, k))] == d) line_of[static_cast<std::size_t>(k)] = l;
    std::vector<std::pair<std::set<int>, std::set<int>>> fish;  // lines, places; one per distinct set
    bool fits = true;
    for (const Fact& f : s.conclusions) {
      const int struck = by_rows ? f.at / n : f.at % n;
      std::set<int> base, covers;
      std::vector<int> todo{line_of[static_cast<std::size_t>(by_rows ? f.at % n : f.at / n)]};
      while (!todo.empty()) {
        const int l = todo.back();
        todo.pop_back();
        if (l < 0 || !base.insert(l).second) continue;
        for (int k = 0; k < n; ++k)
          if (open(at(l, k)) && covers.insert(k).second) todo.push_back(line_of[static_cast<std::size_t>(k)]);
      }
      if (base.size() != covers.size() || base.count(struck) || base.size() < 2) {
        fits = false;
        break;
      }
      if (std::find(fish.begin(), fish.end(), std::pair{base, covers}) == fish.end()) fish.push_back({base, covers});
    }
    if (!fits) continue;
    const std::string lines = by_rows ? "rows" : "columns", others = by_rows ? "columns" : "rows";
    const std::string D = std::to_string(d);
    std::vector<std::string> parts;
    for (const auto& [base, covers] : fish) {
      std::vector<std::string> a, b;
      for (int l : base) a.push_back(std::to_string(l + 1));
      for (int k : covers) b.push_back(std::to_string(k + 1));
      parts.push_back((parts.empty() ? "In " : "in ") + lines + " " + join_and(a) + ", " + D + " can go only in " +
                      others + " " + join_and(b) + ": those " + std::to_string(base.size()) + " " + lines +
                      " take the " + D + "s of those " + others);
    }
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
      out += (i == 0 ? "" : i + 1 == parts.size() ? "; and " : "; ") + parts[i];
    return out;
  }
  return std::nullopt;
}

ShownStep DigitsTeller::show(const Step& s) const {
  ShownStep out;
  out.tier = s.tier;
  out.rule = s.rule >= 0 ? std::string(b_.rules[static_cast<std::size_t>(s.rule)].id) : "guess";
  auto item = [&](const Fact& f) -> std::optional<Item> {
    if (f.at >= b_.cells()) return clue_item(f);
    const int r = f.at / b_.n, c = f.at % b_.n;
    if (f.kind == Fact::Clue) return Item{Item::Where::Cell, r, c, Item::Mark::Clue, f.value};
    if (f.kind == Fact::Place) return Item{Item::Where::Cell, r, c};
    return Item{Item::Where::Cell, r, c, f.value > 0 ? Item::Mark::Place : Item::Mark::Eliminate,
                std::abs(f.value)};
  };
  for (const Fact& f : s.conclusions)
    if (auto i = item(f)) out.conclusions.push_back(*i);
  for (const Fact& f : s.premises)
    if (auto i = item(f)) out.premises.push_back(*i);
  switch (s.kind) {
    case Step::Guess:
      out.kind = ShownStep::Kind::Guess;
      out.text = "Deduction has run out here: the search branches on " + cell(s.conclusions[0].at) +
                 ", and the one solution has " + std::to_string(s.conclusions[0].value) + " there.";
      break;
    case Step::Contradiction: {  // a player's wrong marks (hint's mistakes)
      out.kind = ShownStep::Kind::Contradiction;
      std::vector<std::string> names;
      for (const Fact& f : s.premises)
        names.push_back(f.value > 0 ? "the " + std::to_string(f.value) + " in " + cell(f.at)
                                    : "ruling " + std::to_string(-f.value) + " out of " + cell(f.at));
      out.text = capital(join_and(names)) + (names.size() == 1 ? " is a mistake." : " are mistakes.");
      break;
    }
    default: {
      out.kind = ShownStep::Kind::Rule;
      std::optional<std::string> why = family_why(s);
      out.text = (why ? *why : shared_why(s)) + ", so " + conclusion(s.conclusions) + ".";
      break;
    }
  }
  return out;
}

// --- walks ---

solver::StepLog digits_path_steps(const DigitsBoard& b) {
  DigitsPosition start{b.givens, std::vector<Domain>(static_cast<std::size_t>(b.cells()), 0)};
  const std::vector<Domain> doms = domains_of(b, start);
  solver::CpEngine& e = b.engine(doms, nullptr);
  solver::StepLog log;
  e.record_steps(&log);
  bool ok = e.propagate();
  while (ok && !e.solved()) {
    const int cell = e.choose_branch().cell;
    log.push_back(guess_step(b, cell));
    ok = e.place(cell, b.solution[static_cast<std::size_t>(cell)] - 1, -1) && e.propagate();
  }
  e.record_steps(nullptr);
  LK_REQUIRE(ok, "the path of a puzzle with one solution meets no contradiction");
  // Each mark once, in the first step that decides it.
  std::set<std::pair<int, int>> decided;
  for (Step& s : log)
    std::erase_if(s.conclusions, [&](const Fact& f) { return !decided.insert({f.at, f.value}).second; });
  std::erase_if(log, [](const Step& s) { return s.conclusions.empty(); });
  name_givens(b, log);
  return log;
}

solver::StepLog digits_steps_from(const DigitsBoard& b, const DigitsPosition& position, int tier) {
  const std::vector<Domain> doms = domains_of(b, position);
  solver::CpEngine& e = b.engine(doms, nullptr);
  e.set_max_tier(tier);
  solver::StepLog log;
  e.record_steps(&log);
  const bool ok = e.propagate();
  e.record_steps(nullptr);
  LK_REQUIRE(ok, "a position that agrees with the solution propagates without a contradiction");
  name_givens(b, log);
  return log;
}

Path digits_path(const DigitsBoard& b, const DigitsTeller& teller) {
  std::vector<ShownStep> shown;
  for (const Step& s : digits_path_steps(b)) shown.push_back(teller.show(s));
  return group_journeys(std::move(shown), b.max_tier);
}

bool seen(const DigitsBoard& b, const DigitsPosition& p, const Fact& f) {
  if (f.kind != Fact::Mark) return true;
  const auto at = static_cast<std::size_t>(f.at);
  if (f.value > 0) return p.placed[at] == f.value;
  const int d = -f.value;
  if (p.placed[at] != 0 || (p.ruled_out[at] & solver::value_bit(d - 1))) return true;
  for (const auto& unit : b.units)
    if (std::find(unit.begin(), unit.end(), f.at) != unit.end())
      for (int c : unit)
        if (p.placed[static_cast<std::size_t>(c)] == d) return true;
  return false;
}

Hint digits_hint(const DigitsBoard& b, const DigitsPosition& p, const DigitsTeller& teller) {
  Hint out;
  // Mistakes first: digits placed against the solution, or its digit ruled out.
  Step wrong;
  wrong.kind = Step::Contradiction;
  bool solved = true;
  for (int c = 0; c < b.cells(); ++c) {
    const auto at = static_cast<std::size_t>(c);
    const int truth = b.solution[at];
    if (p.placed[at] && p.placed[at] != truth) wrong.premises.push_back({Fact::Mark, c, p.placed[at]});
    if (!p.placed[at] && (p.ruled_out[at] & solver::value_bit(truth - 1)))
      wrong.premises.push_back({Fact::Mark, c, -truth});
    if (p.placed[at] != truth) solved = false;
  }
  if (!wrong.premises.empty()) {
    const ShownStep shown = teller.show(wrong);
    out.kind = Hint::Kind::Mistake;
    out.marks = shown.premises;
    out.text = shown.text;
    return out;
  }
  if (solved) return out;
  // Near the player's own marks (placed digits that are not givens, ruled-out digits).
  std::vector<int> marked;
  for (int c = 0; c < b.cells(); ++c) {
    const auto at = static_cast<std::size_t>(c);
    if ((p.placed[at] && !b.givens[at]) || p.ruled_out[at]) marked.push_back(c);
  }
  auto distance = [&](int c) {
    int best = marked.empty() ? 0 : std::numeric_limits<int>::max();
    for (int m : marked) best = std::min(best, std::abs(m / b.n - c / b.n) + std::abs(m % b.n - c % b.n));
    return best;
  };
  out.kind = Hint::Kind::Step;
  for (int tier = 0; tier <= b.max_tier; ++tier) {
    solver::StepLog log = digits_steps_from(b, p, tier);
    const Step* best = nullptr;
    int best_distance = 0;
    for (Step& s : log) {
      std::erase_if(s.conclusions, [&](const Fact& f) { return seen(b, p, f); });
      if (s.conclusions.empty() || s.tier > tier) continue;
      if (!std::all_of(s.premises.begin(), s.premises.end(), [&](const Fact& f) { return seen(b, p, f); }))
        continue;
      int d = std::numeric_limits<int>::max();
      for (const Fact& f : s.conclusions) d = std::min(d, distance(f.at));
      if (!best || s.tier < best->tier || (s.tier == best->tier && d < best_distance)) best = &s, best_distance = d;
    }
    if (best) {
      out.step = teller.show(*best);
      return out;
    }
  }
  // Deduction has run out: the search's branch, said to be one.
  const std::vector<Domain> doms = domains_of(b, p);
  solver::CpEngine& e = b.engine(doms, nullptr);
  LK_REQUIRE(e.propagate(), "a position that agrees with the solution propagates");
  out.step = teller.show(guess_step(b, e.choose_branch().cell));
  return out;
}

bool follows_from_premises(const DigitsBoard& b, const Step& s) {
  const Domain all = solver::value_bit(b.n) - 1;
  std::vector<Domain> doms(static_cast<std::size_t>(b.cells()), all);
  std::vector<Fact> clues;
  for (const Fact& f : s.premises) {
    if (f.at >= b.cells()) {
      clues.push_back(f);
      continue;
    }
    Domain& d = doms[static_cast<std::size_t>(f.at)];
    if (f.value > 0)
      d = solver::value_bit(f.value - 1) | solver::kPlaced;
    else
      d &= ~solver::value_bit(-f.value - 1);
  }
  solver::CpEngine& e = b.engine(doms, &clues);
  e.set_max_tier(s.tier);
  if (!e.propagate()) return false;
  for (const Fact& f : s.conclusions) {
    const Domain d = e.dom(f.at) & solver::kValues;
    const bool holds = f.value > 0 ? d == solver::value_bit(f.value - 1)
                                   : !(d & solver::value_bit(-f.value - 1));
    if (!holds) return false;
  }
  return true;
}

DigitsBoard latin_board(int n, std::vector<int> givens, bool complete, std::uint64_t solutions,
                        const std::vector<std::vector<int>>& found, std::span<const solver::RuleInfo> rules) {
  if (!complete || solutions != 1 || found.empty())
    throw InputError(std::string("hints need a puzzle with exactly one solution; this one has ") +
                     (solutions == 0 ? "none" : "more than one"));
  DigitsBoard b;
  b.n = n;
  b.givens = std::move(givens);
  b.solution = found[0];
  const auto side = static_cast<std::size_t>(n);
  b.units.assign(2 * side, {});
  for (int c = 0; c < b.cells(); ++c) {
    b.units[static_cast<std::size_t>(c / n)].push_back(c);
    b.units[side + static_cast<std::size_t>(c % n)].push_back(c);
  }
  for (std::size_t i = 0; i < side; ++i) b.unit_names.push_back("row " + std::to_string(i + 1));
  for (std::size_t i = 0; i < side; ++i) b.unit_names.push_back("column " + std::to_string(i + 1));
  b.rules = rules;
  b.max_tier = rules.back().tier;
  return b;
}

}  // namespace looplab::families
