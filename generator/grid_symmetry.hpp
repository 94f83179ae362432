#pragma once
// The symmetries of an R x C grid as permutations of its cells: the 4 that keep the
// shape of a rectangle (identity, two mirrors, half turn), 8 on a square (plus the
// quarter turns and diagonal mirrors). They map loops to loops and clues to clues, so
// counts taken loop by loop need only one loop of each class.
#include <cstdint>
#include <vector>

namespace looplab::generator {

class GridSymmetry {
 public:
  GridSymmetry(int rows, int cols);
  int size() const { return static_cast<int>(perms_.size()); }
  // Image of a cell mask (R*C <= 64) under symmetry i.
  std::uint64_t apply(int i, std::uint64_t mask) const;
  // The least image of a mask, and how many distinct images it has.
  std::uint64_t canonical(std::uint64_t mask, int* class_size = nullptr) const;

 private:
  std::vector<std::vector<int>> perms_;  // perms_[i][cell] = image cell
};

}  // namespace looplab::generator
