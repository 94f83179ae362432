#pragma once
// Regin's all-different filter on plain arrays, shared by the hall_set rule (cells x
// values) and the fish rule (rows x columns of one value): given m variables with
// domains over up to 31 values, where every value of `must` has to be used, it finds
// which (variable, value) pairs no complete matching uses.
#include <array>

#include "solver/cp_engine.hpp"

namespace looplab::solver {

class HallFilter {
 public:
  // False when no matching covers every variable (a Hall set is over-full) or a value
  // of `must` fits nowhere; else drop[i] = the values variable i can never take.
  bool run(const Domain* dom, int m, Domain must, Domain* drop);

 private:
  static constexpr int kNodes = 2 * kMaxValues;
  bool augment(int i, Domain& seen);
  template <class Visit>
  void successors(int u, Visit&& visit) const;
  void strongconnect(int u);

  int m_ = 0;
  std::array<Domain, kMaxValues> dom_{};
  std::array<int, kMaxValues> cell_of_{};   // value -> matched variable
  std::array<int, kMaxValues> value_of_{};  // variable -> matched value
  std::array<int, kNodes> index_{}, low_{}, comp_{}, stack_{};
  std::array<bool, kNodes> on_stack_{};
  int index_counter_ = 0, stack_size_ = 0;
};

}  // namespace looplab::solver
