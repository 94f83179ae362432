#include "generator/loop_enumerate_search.hpp"

#include "generator/loop_frontier.hpp"

namespace looplab::generator {

namespace {

struct Walk {
  const FrontierMachine& machine;
  const std::function<void(CellMask)>& visit;
  int cells;
  std::uint64_t found = 0;

  void emit(CellMask m) {
    ++found;
    if (visit) visit(m);
  }

  // The frontier is passed by value: 16 bytes, and the copy is the undo.
  void descend(int cell, const FrontierLabels& f, CellMask inside) {
    if (cell == cells) {
      if (machine.accepts_end(f)) emit(inside);
      return;
    }
    for (bool in : {false, true}) {
      FrontierLabels g = f;
      const CellMask next = in ? inside | CellMask{1} << cell : inside;
      switch (machine.step(g, cell, in)) {
        case FrontierMachine::Outcome::Dead:
          break;
        case FrontierMachine::Outcome::Closed:
          emit(next);
          break;
        case FrontierMachine::Outcome::Open:
          descend(cell + 1, g, next);
          break;
      }
    }
  }
};

}  // namespace

std::uint64_t enumerate_loops_search(int rows, int cols,
                                     const std::function<void(CellMask)>& visit) {
  LK_REQUIRE(rows >= 1 && cols >= 1 && rows * cols <= kMaxMaskCells,
             "search enumerates up to 64 cells");
  if (cols > 16) {
    // Too wide for a frontier: walk the transposed grid and turn each loop back.
    std::function<void(CellMask)> back;
    if (visit)
      back = [&](CellMask t) {
        CellMask m = 0;
        for (int r = 0; r < rows; ++r)
          for (int c = 0; c < cols; ++c)
            if (t >> (c * rows + r) & 1) m |= CellMask{1} << (r * cols + c);
        visit(m);
      };
    return enumerate_loops_search(cols, rows, back);
  }
  const FrontierMachine machine(rows, cols);
  Walk walk{machine, visit, rows * cols};
  walk.descend(0, machine.start(), 0);
  return walk.found;
}

std::vector<CellMask> all_loops(int rows, int cols) {
  std::vector<CellMask> loops;
  enumerate_loops_search(rows, cols, [&](CellMask m) { loops.push_back(m); });
  return loops;
}

}  // namespace looplab::generator
