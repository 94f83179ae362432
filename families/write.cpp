// families::Puzzle::write (families/family.hpp): the one place where a format that
// cannot hold a puzzle is refused, before any family's writer runs.
#include "core/error.hpp"
#include "families/family.hpp"

namespace looplab::families {

std::string Puzzle::write(std::string_view format) const {
  if (auto why = cannot_write(format)) throw InputError(*why);
  return write_as(format);
}

std::optional<std::string> Puzzle::write_if_it_can(std::string_view format) const {
  if (cannot_write(format)) return std::nullopt;
  return write_as(format);
}

}  // namespace looplab::families
