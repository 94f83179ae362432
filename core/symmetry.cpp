#include "core/symmetry.hpp"

#include <algorithm>

namespace looplab::core {

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  if (name == "none") return Symmetry::None;
  if (name == "rot2") return Symmetry::Rot2;
  if (name == "rot4") return Symmetry::Rot4;
  if (name == "mirror") return Symmetry::Mirror;
  return std::nullopt;
}

std::string_view to_string(Symmetry s) {
  switch (s) {
    case Symmetry::None: return "none";
    case Symmetry::Rot2: return "rot2";
    case Symmetry::Rot4: return "rot4";
    case Symmetry::Mirror: return "mirror";
  }
  return "none";
}

bool symmetry_fits(Symmetry s, int rows, int cols) { return s != Symmetry::Rot4 || rows == cols; }

std::vector<std::vector<int>> cell_orbits(int rows, int cols, Symmetry s) {
  if (s == Symmetry::Rot4 && rows != cols) s = Symmetry::Rot2;
  std::vector<int> seen(static_cast<std::size_t>(rows * cols), 0);
  std::vector<std::vector<int>> orbits;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (seen[static_cast<std::size_t>(r * cols + c)]) continue;
      std::vector<std::pair<int, int>> images = {{r, c}};
      if (s == Symmetry::Rot2) images.push_back({rows - 1 - r, cols - 1 - c});
      if (s == Symmetry::Mirror) images.push_back({r, cols - 1 - c});
      if (s == Symmetry::Rot4) {
        images.push_back({c, rows - 1 - r});
        images.push_back({rows - 1 - r, cols - 1 - c});
        images.push_back({cols - 1 - c, r});
      }
      std::vector<int> orbit;
      for (auto [rr, cc] : images) {
        int id = rr * cols + cc;
        if (!seen[static_cast<std::size_t>(id)]) seen[static_cast<std::size_t>(id)] = 1, orbit.push_back(id);
      }
      std::sort(orbit.begin(), orbit.end());
      orbits.push_back(std::move(orbit));
    }
  return orbits;
}

}  // namespace looplab::core
