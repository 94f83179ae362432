#include "families/sudoku/bands9.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <span>
#include <utility>

#include "core/error.hpp"
#include "families/sudoku/band_layout.hpp"

namespace looplab::sudoku {

namespace {

using band::column_cells;
using band::columns_touched;
using band::kBand;
using band::kRow;

// Over 3x3 matrices (bit = i * 3 + j).
struct Tables {
  // Matrix -> the entries that lie on some permutation inside it (0: there is none).
  std::array<std::uint16_t, 512> on_permutation{};
  const std::array<std::uint32_t, 512>& minirow_cells = band::kTables.minirow_cells;
  const std::array<std::uint8_t, 512>& boxes_touched = band::kTables.boxes_touched;
  const std::array<std::uint32_t, 27>& peers = band::kTables.peers;
  constexpr Tables() {
    constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                         {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; ++m) {
      std::uint16_t keep = 0;
      for (const auto& p : kPerms) {
        const int cells = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
        if ((m & cells) == cells) keep = static_cast<std::uint16_t>(keep | cells);
      }
      on_permutation[static_cast<std::size_t>(m)] = keep;
    }
  }
};
constexpr Tables kT;

struct State {
  std::array<std::uint32_t, 27> f;    // f[d * 3 + b]: candidates (and placement) of d in band b
  std::array<std::uint32_t, 3> open;  // cells not placed yet
};

struct Counters {
  std::uint64_t limit = 2, max_nodes = 0, solutions = 0, guesses = 0, backtracks = 0, nodes = 0;
  int max_depth = 0;
  bool stop = false, gave_up = false;
  FastResult* out = nullptr;
};

// Digit d goes to cell i of band b: it leaves the cell's other digits and its peers.
// `dirty` (bit d * 3 + b) gains the digit-bands that changed.
inline void place(State& s, int d, int b, int i, std::uint32_t& dirty) {
  const std::uint32_t bit = 1u << i;
  s.open[static_cast<std::size_t>(b)] &= ~bit;
  for (int e = 0; e < 9; ++e) {
    std::uint32_t& w = s.f[static_cast<std::size_t>(e * 3 + b)];
    if (e != d && (w & bit)) w &= ~bit, dirty |= 1u << (e * 3 + b);
  }
  const std::uint32_t col = column_cells(1u << (i % 9));
  for (int o = 0; o < 3; ++o) {
    std::uint32_t& w = s.f[static_cast<std::size_t>(d * 3 + o)];
    const std::uint32_t gone = w & (o == b ? kT.peers[static_cast<std::size_t>(i)] : col);
    if (gone) w &= ~gone, dirty |= 1u << (d * 3 + o);
  }
}

// The band rule on digit-band j, then the stack rule on its digit (bands it changes
// become dirty again); false on a contradiction.
inline bool shrink(State& s, int j, std::uint32_t& dirty) {
  const int d = j / 3;
  std::uint32_t* f = &s.f[static_cast<std::size_t>(d * 3)];
  std::uint32_t& w = s.f[static_cast<std::size_t>(j)];
  const unsigned m = kT.boxes_touched[w & kRow] | kT.boxes_touched[w >> 9 & kRow] << 3 |
                     kT.boxes_touched[w >> 18] << 6;
  const unsigned keep = kT.on_permutation[m];
  if (!keep) return false;
  if (keep != m) w &= kT.minirow_cells[keep];
  const std::uint32_t c[3] = {columns_touched(f[0]), columns_touched(f[1]), columns_touched(f[2])};
  std::uint32_t k[3] = {0, 0, 0};
  for (int st = 0; st < 9; st += 3) {
    const unsigned cm = (c[0] >> st & 7) | (c[1] >> st & 7) << 3 | (c[2] >> st & 7) << 6;
    const unsigned ck = kT.on_permutation[cm];
    if (!ck) return false;
    k[0] |= (ck & 7) << st, k[1] |= (ck >> 3 & 7) << st, k[2] |= (ck >> 6) << st;
  }
  for (int o = 0; o < 3; ++o)
    if (k[o] != c[o]) f[o] &= column_cells(k[o]), dirty |= 1u << (d * 3 + o);
  return true;
}

// All rules to a fixpoint; false on a contradiction.
bool propagate(State& s, std::uint32_t dirty) {
  for (;;) {
    while (dirty) {
      const int j = std::countr_zero(dirty);
      dirty &= dirty - 1;
      if (!shrink(s, j, dirty)) return false;
      const int d = j / 3, b = j % 3;
      for (int r = 0; r < 27; r += 9) {
        const std::uint32_t row = s.f[static_cast<std::size_t>(j)] >> r & kRow;
        if (!row) return false;
        if ((row & (row - 1)) == 0 && (s.open[static_cast<std::size_t>(b)] >> r & row))
          place(s, d, b, r + std::countr_zero(row), dirty);
      }
    }
    // Naked singles: once = cells with at least one candidate, twice = at least two.
    for (int b = 0; b < 3; ++b) {
      std::uint32_t once = 0, twice = 0;
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t w = s.f[static_cast<std::size_t>(d * 3 + b)];
        twice |= once & w, once |= w;
      }
      if (once != kBand) return false;
      for (std::uint32_t single = once & ~twice & s.open[static_cast<std::size_t>(b)]; single;
           single &= single - 1) {
        const int i = std::countr_zero(single);
        int d = 0;
        while (d < 9 && !(s.f[static_cast<std::size_t>(d * 3 + b)] >> i & 1)) ++d;
        if (d == 9) return false;  // emptied by a placement just made
        place(s, d, b, i, dirty);
      }
    }
    if (!dirty) return true;
  }
}

// The open cell to branch on: one with two candidates if any, else one with fewest.
// Returns band * 27 + cell, or -1 when every cell is placed.
int choose(const State& s) {
  int best = -1, best_count = 10;
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t open = s.open[static_cast<std::size_t>(b)];
    if (!open) continue;
    std::uint32_t once = 0, twice = 0, thrice = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t w = s.f[static_cast<std::size_t>(d * 3 + b)];
      thrice |= twice & w, twice |= once & w, once |= w;
    }
    if (const std::uint32_t pair = twice & ~thrice & open) return b * 27 + std::countr_zero(pair);
    for (std::uint32_t rest = open; rest; rest &= rest - 1) {
      const int i = std::countr_zero(rest);
      int k = 0;
      for (int d = 0; d < 9; ++d) k += s.f[static_cast<std::size_t>(d * 3 + b)] >> i & 1;
      if (k < best_count) best_count = k, best = b * 27 + i;
    }
  }
  return best;
}

Grid grid_of(const State& s) {
  Grid g(81, 0);
  for (int d = 0; d < 9; ++d)
    for (int b = 0; b < 3; ++b)
      for (std::uint32_t w = s.f[static_cast<std::size_t>(d * 3 + b)]; w; w &= w - 1)
        g[static_cast<std::size_t>(b * 27 + std::countr_zero(w))] = d + 1;
  return g;
}

void record(const State& s, Counters& k) {
  ++k.solutions;
  if (k.out && k.out->found.size() < 2) k.out->found.push_back(grid_of(s));
  if (k.limit && k.solutions >= k.limit) k.stop = true;
}

// `s` is propagated and not solved.
void search(State& s, Counters& k, int depth) {
  if (depth + 1 > k.max_depth) k.max_depth = depth + 1;
  ++k.guesses;
  const int at = choose(s), b = at / 27, i = at % 27;
  int digits[9], n = 0;
  for (int d = 0; d < 9; ++d)
    if (s.f[static_cast<std::size_t>(d * 3 + b)] >> i & 1) digits[n++] = d;
  for (int j = 0; j < n && !k.stop; ++j) {
    if (k.max_nodes && k.nodes >= k.max_nodes) {
      k.stop = k.gave_up = true;
      break;
    }
    ++k.nodes;
    // The last candidate reuses the parent's state: nothing after it needs it.
    State copy;
    State& t = j + 1 < n ? (copy = s) : s;
    std::uint32_t dirty = 0;
    place(t, digits[j], b, i, dirty);
    if (!propagate(t, dirty))
      ++k.backtracks;
    else if (!(t.open[0] | t.open[1] | t.open[2]))
      record(t, k);
    else
      search(t, k, depth + 1);
  }
}

// Loads the givens (1..9, 0 empty); false when two of them clash.
bool load(State& s, const int* givens) {
  s.f.fill(kBand);
  s.open.fill(kBand);
  std::uint32_t dirty = 0;
  for (int c = 0; c < 81; ++c)
    if (const int g = givens[c]) {
      const int d = g - 1, b = c / 27, i = c % 27;
      if (!(s.f[static_cast<std::size_t>(d * 3 + b)] >> i & 1)) return false;
      place(s, d, b, i, dirty);
    }
  return true;
}

void run(State& s, Counters& k) {
  ++k.nodes;
  if (!propagate(s, kBand)) return;
  if (!(s.open[0] | s.open[1] | s.open[2])) return record(s, k);
  search(s, k, 0);
}

}  // namespace

FastResult band_count_9x9(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes) {
  LK_REQUIRE(p.box_rows == 3 && p.box_cols == 3, "the band solver is for 9x9 with 3x3 boxes");
  FastResult r;
  State s;
  Counters k{.limit = limit, .max_nodes = max_nodes, .out = &r};
  if (load(s, p.givens.data())) run(s, k);
  r.solutions = k.solutions, r.complete = !k.stop;
  r.gave_up = k.gave_up;
  r.guesses = k.guesses, r.backtracks = k.backtracks, r.nodes = k.nodes, r.max_depth = k.max_depth;
  return r;
}

std::uint64_t band_count_line(const char* line, std::uint64_t limit) {
  int givens[81];
  for (int c = 0; c < 81; ++c) givens[c] = line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0;
  State s;
  Counters k{.limit = limit};
  if (load(s, givens)) run(s, k);
  return k.solutions;
}

std::optional<bool> band_other_solution(const int* givens, const Grid& solution,
                                        std::span<const int> freed, std::uint64_t max_nodes) {
  State base;
  if (!load(base, givens)) return false;
  bool unsure = false;
  for (int cell : freed) {
    const int d = solution[static_cast<std::size_t>(cell)] - 1, b = cell / 27, i = cell % 27;
    // A solution that agrees with `solution` on the freed cells before this one and
    // differs here: these cases do not overlap and together cover every other solution.
    State s = base;
    s.f[static_cast<std::size_t>(d * 3 + b)] &= ~(1u << i);
    Counters k{.limit = 1, .max_nodes = max_nodes};
    run(s, k);
    if (k.solutions) return true;
    unsure |= k.gave_up;
    std::uint32_t dirty = 0;
    if (base.open[static_cast<std::size_t>(b)] >> i & 1) place(base, d, b, i, dirty);
  }
  if (unsure) return std::nullopt;
  return false;
}

bool band_other_solution(const int* givens, const Grid& solution, std::span<const int> freed) {
  return *band_other_solution(givens, solution, freed, 0);
}

}  // namespace looplab::sudoku
