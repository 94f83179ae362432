#include "generator/loop_count_frontier.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "generator/loop_frontier.hpp"
#include "generator/state_table.hpp"

namespace looplab::generator {

namespace {

template <class Count>
Count count_layers(int rows, int cols, FrontierCountStats* stats,
                   const std::function<void(int)>& on_cell) {
  const FrontierMachine machine(rows, cols);
  StateTable<Count> layer, next;
  layer[machine.encode(machine.start())] = 1;
  Count closed = 0;
  std::size_t max_states = 1;
  for (int cell = 0; cell < rows * cols; ++cell) {
    next.clear();
    layer.for_each([&](std::uint64_t key, const Count& ways) {
      const FrontierLabels f = machine.decode(key);
      for (bool in : {false, true}) {
        FrontierLabels g = f;
        switch (machine.step(g, cell, in)) {
          case FrontierMachine::Outcome::Dead:
            break;
          case FrontierMachine::Outcome::Closed:
            closed += ways;
            break;
          case FrontierMachine::Outcome::Open:
            next[machine.encode(g)] += ways;
            break;
        }
      }
    });
    std::swap(layer, next);
    max_states = std::max(max_states, layer.size());
    if (on_cell) on_cell(cell + 1);
  }
  layer.for_each([&](std::uint64_t key, const Count& ways) {
    if (machine.accepts_end(machine.decode(key))) closed += ways;
  });
  if (stats) stats->max_states = max_states;
  return closed;
}

}  // namespace

BigCount count_loops_frontier(int rows, int cols, FrontierCountStats* stats,
                              const std::function<void(int)>& on_cell) {
  if (cols > rows) std::swap(rows, cols);  // the frontier runs along the shorter side
  LK_REQUIRE(cols >= 1 && cols <= kFrontierMaxWidth && rows <= kFrontierMaxLength,
             "frontier grid size");
  if (rows * cols < 128) {
    const unsigned __int128 n = count_layers<unsigned __int128>(rows, cols, stats, on_cell);
    return BigCount(to_decimal(n));
  }
  return count_layers<BigCount>(rows, cols, stats, on_cell);
}

std::string to_decimal(unsigned __int128 x) {
  if (x == 0) return "0";
  std::string s;
  while (x > 0) {
    s += static_cast<char>('0' + static_cast<int>(x % 10));
    x /= 10;
  }
  std::reverse(s.begin(), s.end());
  return s;
}

}  // namespace looplab::generator
