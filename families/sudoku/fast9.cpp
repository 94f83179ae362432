#include "families/sudoku/fast9.hpp"

#include <array>
#include <bit>

#include "core/error.hpp"

namespace looplab::sudoku {

namespace {

// Cell -> its row, column and box; unit -> its nine cells (rows, columns, boxes).
struct Tables {
  std::array<std::uint8_t, 81> row{}, col{}, box{};
  std::array<std::array<std::uint8_t, 9>, 27> unit{};
  Tables() {
    for (int c = 0; c < 81; ++c) {
      row[c] = static_cast<std::uint8_t>(c / 9);
      col[c] = static_cast<std::uint8_t>(c % 9);
      box[c] = static_cast<std::uint8_t>((c / 27) * 3 + (c % 9) / 3);
      unit[row[c]][col[c]] = static_cast<std::uint8_t>(c);
      unit[9 + col[c]][row[c]] = static_cast<std::uint8_t>(c);
      unit[18 + box[c]][(c / 9 % 3) * 3 + c % 3] = static_cast<std::uint8_t>(c);
    }
  }
};
const Tables kT;
constexpr std::uint16_t kAll = 0x1FF;

// Bits set in a 9-bit mask, by table: without -mpopcnt std::popcount is a library call,
// which was a fifth of the solve time.
struct BitCounts {
  std::array<std::uint8_t, 512> n{};
  BitCounts() {
    for (int m = 1; m < 512; ++m)
      n[static_cast<std::size_t>(m)] =
          static_cast<std::uint8_t>(n[static_cast<std::size_t>(m >> 1)] + (m & 1));
  }
};
const BitCounts kBits;

class Solver {
 public:
  bool load(const int* givens) {
    for (int c = 0; c < 81; ++c) {
      empty_[n_empty_] = static_cast<std::uint8_t>(c);
      pos_[c] = static_cast<std::uint8_t>(n_empty_++);
    }
    for (int c = 0; c < 81; ++c)
      if (givens[c]) {
        const int d = givens[c] - 1;
        if (candidates(c) >> d & 1u)
          place(c, d);
        else
          return false;
      }
    sp_ = 0;  // givens are never undone
    return true;
  }

  void run(std::uint64_t limit, std::uint64_t max_nodes, FastResult* out) {
    limit_ = limit, max_nodes_ = max_nodes, out_ = out;
    ++nodes_;
    if (propagate()) search(0);
    if (out_) {
      out_->guesses = guesses_, out_->backtracks = backtracks_, out_->nodes = nodes_,
      out_->max_depth = max_depth_;
      out_->gave_up = gave_up_;
      out_->complete = !stop_;
    }
  }
  std::uint64_t solutions() const { return solutions_; }

 private:
  std::uint16_t candidates(int c) const {
    return static_cast<std::uint16_t>(~(row_[kT.row[c]] | col_[kT.col[c]] | box_[kT.box[c]]) &
                                      kAll);
  }
  void place(int c, int d) {
    const auto bit = static_cast<std::uint16_t>(1u << d);
    row_[kT.row[c]] |= bit, col_[kT.col[c]] |= bit, box_[kT.box[c]] |= bit;
    value_[c] = static_cast<std::uint8_t>(d + 1);
    const int p = pos_[c], last = empty_[--n_empty_];
    empty_[p] = static_cast<std::uint8_t>(last), pos_[last] = static_cast<std::uint8_t>(p);
    empty_[n_empty_] = static_cast<std::uint8_t>(c), pos_[c] = static_cast<std::uint8_t>(n_empty_);
    stack_[sp_++] = static_cast<std::uint8_t>(c);
  }
  void undo_to(int mark) {
    while (sp_ > mark) {
      const int c = stack_[--sp_];
      const auto bit = static_cast<std::uint16_t>(~(1u << (value_[c] - 1)));
      row_[kT.row[c]] &= bit, col_[kT.col[c]] &= bit, box_[kT.box[c]] &= bit;
      value_[c] = 0;
      ++n_empty_;  // LIFO: the cell is still at index n_empty_ - 1
    }
  }
  std::uint16_t used(int u) const { return u < 9 ? row_[u] : u < 18 ? col_[u - 9] : box_[u - 18]; }

  // Singles to a fixpoint; false on a contradiction. Leaves best_ = the open cell with
  // the fewest candidates.
  bool propagate() {
    for (;;) {
      int best_count = 10;
      bool placed = false;
      for (int i = 0; i < n_empty_;) {
        const int c = empty_[i];
        const std::uint16_t cand = candidates(c);
        if (!cand) return false;
        if ((cand & (cand - 1)) == 0) {
          place(c, std::countr_zero(cand));
          placed = true;
          continue;  // empty_[i] is now another cell
        }
        const int k = kBits.n[cand];
        if (k < best_count) best_count = k, best_ = c;
        ++i;
      }
      if (n_empty_ == 0) return true;
      if (placed) continue;
      for (int u = 0; u < 27; ++u) {
        const std::uint16_t taken = used(u);
        if (taken == kAll) continue;
        std::uint16_t once = 0, twice = 0;
        for (int k = 0; k < 9; ++k) {
          const int c = kT.unit[u][k];
          if (value_[c]) continue;
          const std::uint16_t cand = candidates(c);
          twice |= once & cand;
          once |= cand;
        }
        if ((once | taken) != kAll) return false;
        std::uint16_t single = once & ~twice & ~taken & kAll;
        if (!single) continue;
        for (int k = 0; k < 9 && single; ++k) {
          const int c = kT.unit[u][k];
          if (value_[c]) continue;
          const std::uint16_t hit = candidates(c) & single;
          if (!hit) continue;
          if (hit & (hit - 1)) return false;
          place(c, std::countr_zero(hit));
          single &= static_cast<std::uint16_t>(~hit);
          placed = true;
        }
      }
      if (!placed) return true;
    }
  }

  void record() {
    ++solutions_;
    if (out_ && out_->found.size() < 2) out_->found.emplace_back(value_.begin(), value_.end());
    if (limit_ && solutions_ >= limit_) stop_ = true;
  }

  void search(int depth) {
    if (n_empty_ == 0) return record();
    if (depth + 1 > max_depth_) max_depth_ = depth + 1;
    ++guesses_;
    const int c = best_;
    const int mark = sp_;
    for (std::uint16_t cand = candidates(c); cand && !stop_; cand &= cand - 1) {
      if (max_nodes_ && nodes_ >= max_nodes_) {
        stop_ = gave_up_ = true;
        break;
      }
      ++nodes_;
      place(c, std::countr_zero(cand));
      if (propagate())
        search(depth + 1);
      else
        ++backtracks_;
      undo_to(mark);
    }
  }

  std::array<std::uint16_t, 9> row_{}, col_{}, box_{};
  std::array<std::uint8_t, 81> value_{}, empty_{}, pos_{}, stack_{};
  int n_empty_ = 0, sp_ = 0, best_ = 0;
  std::uint64_t limit_ = 2, max_nodes_ = 0, solutions_ = 0, guesses_ = 0, backtracks_ = 0,
                nodes_ = 0;
  int max_depth_ = 0;
  bool stop_ = false, gave_up_ = false;
  FastResult* out_ = nullptr;
};

}  // namespace

FastResult fast_count_9x9(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes) {
  LK_REQUIRE(p.box_rows == 3 && p.box_cols == 3, "the fast path is for 9x9 with 3x3 boxes");
  FastResult r;
  Solver s;
  if (!s.load(p.givens.data())) {
    r.complete = true;
    return r;
  }
  s.run(limit, max_nodes, &r);
  r.solutions = s.solutions();
  return r;
}

std::uint64_t fast_count_line(const char* line, std::uint64_t limit) {
  int givens[81];
  for (int c = 0; c < 81; ++c) givens[c] = line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0;
  Solver s;
  if (!s.load(givens)) return 0;
  s.run(limit, 0, nullptr);
  return s.solutions();
}

}  // namespace looplab::sudoku
