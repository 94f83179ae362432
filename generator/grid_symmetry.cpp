#include "generator/grid_symmetry.hpp"

#include <algorithm>

namespace looplab::generator {

GridSymmetry::GridSymmetry(int rows, int cols) {
  auto add = [&](auto map) {
    std::vector<int> p(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) p[static_cast<std::size_t>(r * cols + c)] = map(r, c);
    perms_.push_back(std::move(p));
  };
  add([&](int r, int c) { return r * cols + c; });
  add([&](int r, int c) { return r * cols + (cols - 1 - c); });
  add([&](int r, int c) { return (rows - 1 - r) * cols + c; });
  add([&](int r, int c) { return (rows - 1 - r) * cols + (cols - 1 - c); });
  if (rows == cols) {
    add([&](int r, int c) { return c * cols + r; });
    add([&](int r, int c) { return (cols - 1 - c) * cols + (rows - 1 - r); });
    add([&](int r, int c) { return c * cols + (rows - 1 - r); });
    add([&](int r, int c) { return (cols - 1 - c) * cols + r; });
  }
}

std::uint64_t GridSymmetry::apply(int i, std::uint64_t mask) const {
  std::uint64_t image = 0;
  const auto& p = perms_[static_cast<std::size_t>(i)];
  for (; mask; mask &= mask - 1)
    image |= std::uint64_t{1} << p[static_cast<std::size_t>(__builtin_ctzll(mask))];
  return image;
}

std::uint64_t GridSymmetry::canonical(std::uint64_t mask, int* class_size) const {
  std::vector<std::uint64_t> images;
  for (int i = 0; i < size(); ++i) {
    const std::uint64_t image = apply(i, mask);
    if (std::find(images.begin(), images.end(), image) == images.end()) images.push_back(image);
  }
  if (class_size) *class_size = static_cast<int>(images.size());
  return *std::min_element(images.begin(), images.end());
}

}  // namespace looplab::generator
