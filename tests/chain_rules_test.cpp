// The chain rules of the constraint-propagation engine (solver/xy_chain.hpp,
// solver/forcing_chain.hpp): what each concludes on a hand-made case, and that neither
// ever removes a value some solution uses (brute force over 4x4 Latin squares).
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include "core/rng.hpp"
#include "solver/cp_engine.hpp"
#include "solver/forcing_chain.hpp"
#include "solver/xy_chain.hpp"

namespace looplab {
namespace {

using solver::CpEngine;
using solver::Domain;
using solver::value_bit;

constexpr std::array<solver::RuleInfo, 2> kChainRules = {{
    {"forcing_chain", 0, "a supposition whose chain contradicts itself"},
    {"xy_chain", 0, "a cell seeing both ends of a chain that end on one value"},
}};

Domain values(std::initializer_list<int> vs) {
  Domain d = 0;
  for (int v : vs) d |= value_bit(v);
  return d;
}

// Runs one rule's propagator alone over `dom` to its fixpoint; the domains after it
// (empty on a contradiction).
std::vector<Domain> run_alone(int rule, const std::vector<Domain>& dom,
                             const std::vector<std::vector<int>>& units) {
  CpEngine e(kChainRules);
  for (Domain d : dom) e.add_cell(d);
  const int n = static_cast<int>(dom.size());
  e.add(rule == 0 ? solver::make_forcing_chain(0, n, units) : solver::make_xy_chain(1, n, units));
  std::vector<Domain> out;
  if (!e.propagate()) return out;
  for (int c = 0; c < n; ++c) out.push_back(e.dom(c) & solver::kValues);
  return out;
}

}  // namespace

TEST_CASE("xy_chain: a cell seeing both ends of a chain that ends on its value loses it, where "
          "no supposition contradicts itself", "[solver]") {
  // A{1,2} - B{2,3} - C{3,1}: if A is not 1 it is 2, B is 3 and C is 1, so A or C is 1,
  // and D, which sees both, is not. Units: AB, BC, AD, CD. D has three values, so no
  // chain starts from it or passes through it.
  const std::vector<Domain> dom = {values({1, 2}), values({2, 3}), values({3, 1}), values({1, 4, 5})};
  const std::vector<std::vector<int>> units = {{0, 1}, {1, 2}, {0, 3}, {2, 3}};
  const std::vector<Domain> xy = run_alone(1, dom, units);
  REQUIRE(xy.size() == 4);
  CHECK(xy[3] == values({4, 5}));
  CHECK(std::equal(xy.begin(), xy.begin() + 3, dom.begin()));
  CHECK(run_alone(0, dom, units) == dom);
}

TEST_CASE("the chain rules never remove a value some 4x4 Latin square within the domains uses",
          "[solver]") {
  // Every 4x4 Latin square, values 0..3, row-major.
  std::vector<std::array<int, 16>> squares;
  std::array<int, 16> g{};
  auto fill = [&](auto&& self, int cell) -> void {
    if (cell == 16) return squares.push_back(g);
    for (int v = 0; v < 4; ++v) {
      bool ok = true;
      for (int k = 0; k < cell % 4 && ok; ++k) ok = g[static_cast<std::size_t>(cell - cell % 4 + k)] != v;
      for (int k = cell % 4; k < cell && ok; k += 4) ok = g[static_cast<std::size_t>(k)] != v;
      if (!ok) continue;
      g[static_cast<std::size_t>(cell)] = v;
      self(self, cell + 1);
    }
  };
  fill(fill, 0);
  REQUIRE(squares.size() == 576);
  std::vector<std::vector<int>> units;
  for (int i = 0; i < 4; ++i) {
    units.push_back({4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3});
    units.push_back({i, i + 4, i + 8, i + 12});
  }
  core::Rng rng(21);
  int removed[2] = {0, 0};
  for (int trial = 0; trial < 3000; ++trial) {
    // Domains around one square: its value plus random others, many of them two-valued.
    const auto& s = squares[rng.below(squares.size())];
    std::vector<Domain> dom(16);
    for (int c = 0; c < 16; ++c) {
      dom[static_cast<std::size_t>(c)] = value_bit(s[static_cast<std::size_t>(c)]);
      for (int v = 0; v < 4; ++v)
        if (rng.chance(0.3)) dom[static_cast<std::size_t>(c)] |= value_bit(v);
    }
    Domain support[16] = {};
    for (const auto& q : squares) {
      bool fits = true;
      for (int c = 0; c < 16 && fits; ++c)
        fits = dom[static_cast<std::size_t>(c)] & value_bit(q[static_cast<std::size_t>(c)]);
      if (fits)
        for (int c = 0; c < 16; ++c) support[c] |= value_bit(q[static_cast<std::size_t>(c)]);
    }
    for (int rule = 0; rule < 2; ++rule) {
      const std::vector<Domain> after = run_alone(rule, dom, units);
      REQUIRE(after.size() == 16);  // a solution exists, so no contradiction
      for (int c = 0; c < 16; ++c) {
        INFO("rule " << rule << " trial " << trial << " cell " << c);
        CHECK((after[static_cast<std::size_t>(c)] & support[c]) == support[c]);
        removed[rule] += after[static_cast<std::size_t>(c)] != dom[static_cast<std::size_t>(c)];
      }
    }
  }
  // Both rules found something to remove, so the checks above saw removals.
  CHECK(removed[0] > 100);
  CHECK(removed[1] > 100);
}

}  // namespace looplab
