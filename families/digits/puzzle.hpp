#pragma once
// The type-erased puzzle (families/family.hpp) of a family whose model is a square grid
// of digits 1..n, Latin-square style. Everything but the family's own
// work is shared: the class, the solution check's reading of {"grid": [[...]]} or text
// under "grid" or "h", make_puzzle and model_of. The family passes `Ops`:
//
//   using Model = ...;                                    the family's puzzle, with
//                                                         `givens` (per cell, 0 or its digit)
//   static const Family& family();
//   static int size(const Model&);                        n
//   static std::string write(const Model&, std::string_view format);   one of formats
//   static nlohmann::json to_json(const Model&);          what write(.., "json") writes
//   static SolveReport solve(const Model&, const SolveRequest&);
//   static Rating rate(const Model&);
//   static std::vector<Model> one_clue_fewer(const Model&);  each clue or given taken away
//   // A solution given as text: nullopt with `out` filled, else why it is not one.
//   static std::optional<std::string> read_text(const Model&, const std::string&, Grid& out);
//   static std::optional<std::string> check(const Model&, const Grid&);  independent checker
//   static constexpr std::string_view kSolutionShape;     the message for another shape
//   static Hint hint(const Model&, const std::vector<std::string>& state);   Puzzle::hint
//   static Path path(const Model&);                        Puzzle::path
//   static std::optional<std::string> cannot_write(const Model&, std::string_view format);
//                                                          optional: Puzzle::cannot_write
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "families/digits/explain.hpp"
#include "families/family.hpp"
#include "families/digits/json.hpp"

namespace looplab::families {

template <class Ops>
class GridDigitsPuzzle final : public Puzzle {
 public:
  using Model = typename Ops::Model;
  // `rating`: what Ops::rate(p) gives, when the caller has it already (a generator
  // rates what it makes), so rating the puzzle again costs nothing.
  explicit GridDigitsPuzzle(Model p, std::optional<Rating> rating = std::nullopt)
      : p_(std::move(p)), rating_(std::move(rating)) {}
  const Family& family() const override { return Ops::family(); }
  int rows() const override { return Ops::size(p_); }
  int cols() const override { return Ops::size(p_); }
  std::string write_as(std::string_view format) const override { return Ops::write(p_, format); }
  std::optional<std::string> cannot_write(std::string_view format) const override {
    if constexpr (requires { Ops::cannot_write(p_, format); }) return Ops::cannot_write(p_, format);
    return std::nullopt;
  }
  nlohmann::json to_json() const override { return Ops::to_json(p_); }
  SolveReport solve(const SolveRequest& request) const override { return Ops::solve(p_, request); }
  Rating rate_from(const families::Proof*) const override { return rating_ ? *rating_ : Ops::rate(p_); }
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::vector<int> g;
    return read_solution(solution, g);
  }
  std::optional<std::vector<std::unique_ptr<Puzzle>>> one_clue_fewer() const override {
    std::vector<std::unique_ptr<Puzzle>> out;
    for (Model& fewer : Ops::one_clue_fewer(p_)) out.push_back(std::make_unique<GridDigitsPuzzle>(std::move(fewer)));
    return out;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::vector<int> g;
    if (auto why = read_solution(solution, g)) return why;
    return Ops::check(p_, g);
  }
  Hint hint(const std::vector<std::string>& state) const override { return Ops::hint(p_, state); }
  Path path() const override { return Ops::path(p_); }
  std::optional<SolutionMarks> solution_marks(const nlohmann::json& solution) const override {
    std::vector<int> g;
    if (read_solution(solution, g)) return std::nullopt;
    return digits_solution_marks(Ops::size(p_), p_.givens, g);
  }
  const Model& model() const { return p_; }

 private:
  // The digits of a solution in any of its shapes, or why it has none.
  std::optional<std::string> read_solution(const nlohmann::json& solution, std::vector<int>& g) const {
    const int n = Ops::size(p_);
    const nlohmann::json* text = nullptr;
    if (solution.is_object() && solution.contains("grid") && solution["grid"].is_string())
      text = &solution["grid"];
    else if (solution.is_object() && solution.contains("h") && solution["h"].is_string())
      text = &solution["h"];
    if (text) {
      if (auto why = Ops::read_text(p_, text->template get<std::string>(), g)) return why;
      if (g.size() != static_cast<std::size_t>(n) * static_cast<std::size_t>(n))
        return "the solution has " + std::to_string(g.size()) + " cells, expected " + std::to_string(n * n);
    } else if (solution.is_object() && solution.contains("grid")) {
      std::string why;
      auto cells = grid_from_json(solution["grid"], n, n, why);
      if (!cells) return why;
      g = std::move(*cells);
    } else {
      return std::string(Ops::kSolutionShape);
    }
    return std::nullopt;
  }

  Model p_;
  std::optional<Rating> rating_;
};

template <class Ops>
std::unique_ptr<Puzzle> make_grid_digits_puzzle(typename Ops::Model p,
                                                std::optional<Rating> rating = std::nullopt) {
  return std::make_unique<GridDigitsPuzzle<Ops>>(std::move(p), std::move(rating));
}

template <class Ops>
const typename Ops::Model& grid_digits_model(const Puzzle& p) {
  LK_REQUIRE(&p.family() == &Ops::family(), "a puzzle of another family");
  return static_cast<const GridDigitsPuzzle<Ops>&>(p).model();
}

}  // namespace looplab::families
