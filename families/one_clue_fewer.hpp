#pragma once
// What a family's Puzzle::one_clue_fewer is made of: the model with each clue of one
// field taken away in turn (families/family.hpp, families::is_minimal).
#include <vector>

namespace looplab::families {

// A copy of `model` for each entry of `model.*field` that is not `none`, with that entry
// set to `none`; in the order of the field.
template <class Model, class T, class None>
std::vector<Model> without_each(const Model& model, std::vector<T> Model::*field, None none) {
  std::vector<Model> out;
  const std::vector<T>& values = model.*field;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i] == static_cast<T>(none)) continue;
    out.push_back(model);
    (out.back().*field)[i] = static_cast<T>(none);
  }
  return out;
}

}  // namespace looplab::families
