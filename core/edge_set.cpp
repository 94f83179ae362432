#include "core/edge_set.hpp"

namespace looplab::core {

std::string EdgeSet::h() const {
  std::string s(static_cast<std::size_t>((rows + 1) * cols), '0');
  for (std::size_t i = 0; i < s.size(); ++i) s[i] = on[i] ? '1' : '0';
  return s;
}

std::string EdgeSet::v() const {
  const std::size_t base = static_cast<std::size_t>((rows + 1) * cols);
  std::string s(static_cast<std::size_t>(rows * (cols + 1)), '0');
  for (std::size_t i = 0; i < s.size(); ++i) s[i] = on[base + i] ? '1' : '0';
  return s;
}

std::optional<EdgeSet> edges_from_strings(int rows, int cols, const std::string& h,
                                          const std::string& v, std::string* why) {
  auto fail = [&](std::string msg) -> std::optional<EdgeSet> {
    if (why) *why = std::move(msg);
    return std::nullopt;
  };
  const std::size_t nh = static_cast<std::size_t>((rows + 1) * cols);
  const std::size_t nv = static_cast<std::size_t>(rows * (cols + 1));
  // The shape in numbers: each family reads rows and columns its own way (edges of
  // cells, steps between cell centres), and the numbers are right for every one.
  auto wrong = [&](const char* name, std::size_t size, std::size_t want, int lines, int per_line) {
    return fail(std::string(name) + " has " + std::to_string(size) + " characters, expected " + std::to_string(want) +
                " (" + std::to_string(lines) + " rows of " + std::to_string(per_line) + ")");
  };
  if (h.size() != nh) return wrong("h", h.size(), nh, rows + 1, cols);
  if (v.size() != nv) return wrong("v", v.size(), nv, rows, cols + 1);
  EdgeSet e(rows, cols);
  auto put = [&](const std::string& s, std::size_t base, const char* name) {
    for (std::size_t i = 0; i < s.size(); ++i) {
      char ch = s[i];
      if (ch == '1' || ch == 'y')
        e.on[base + i] = 1;
      else if (ch != '0' && ch != 'n') {
        if (why)
          *why = std::string("stray character '") + ch + "' in " + name + " at character " +
                 std::to_string(i + 1);
        return false;
      }
    }
    return true;
  };
  if (!put(h, 0, "h") || !put(v, nh, "v")) return std::nullopt;
  return e;
}

}  // namespace looplab::core
