#pragma once
// The type-erased puzzle (families/family.hpp) of a family whose solutions are loops on a
// grid of dots. Everything but the family's own work is shared: the class, the reading
// of a solution's h/v (families/loop/json.hpp), the proof search a solve hands to the
// rater, the solution's picture, make_puzzle and model_of. The family passes `Ops`:
//
//   using Model = ...;                          the family's puzzle (`rows`, `cols`)
//   using Known = ...;                          what a generator knows of a puzzle it
//                                               made, handed to rate (std::monostate: nothing)
//   static const Family& family();
//   static constexpr std::string_view kName;    the family in messages ("Slitherlink")
//   static core::Grid dots(const Model&);       the grid its loops are edge sets of
//   static std::string write(const Model&, std::string_view format);  each format but
//                                               svg-solution
//   static nlohmann::json to_json(const Model&);  the puzzle object, which "json" writes
//   static std::string write_svg(const Model&, const core::EdgeSet* loop);
//   static LoopSolveResult proof_search(const Model&);  the search a uniqueness proof makes
//   static LoopSolveResult search(const Model&, const SolveRequest&);  any other search
//   static SolveReport report(const Model&, const LoopSolveResult&, bool picture);
//   static Rating rate(const Model&, const Known&, const LoopSolveResult* proof);
//   static std::vector<Model> one_clue_fewer(const Model&);  each clue taken away
//   static std::optional<std::string> check(const Model&, const core::EdgeSet&);  the checker
//   static Hint hint(const Model&, const std::vector<std::string>& state,
//                    const core::ProvedOnce<core::EdgeSet>& kept);  the one solution kept in `kept`
//   static Path path(const Model&);
//   static std::optional<std::string> cannot_write(const Model&, std::string_view format);
//                                               optional: Puzzle::cannot_write
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "families/family.hpp"
#include "families/loop/explain.hpp"
#include "families/loop/json.hpp"
#include "families/loop/solve.hpp"
#include "core/proved_once.hpp"

namespace looplab::families {

template <class Ops>
class LoopPuzzle final : public Puzzle {
 public:
  using Model = typename Ops::Model;
  using Known = typename Ops::Known;
  // `proof`: what Ops::proof_search(p) gives, when the caller has it already (a generator
  // proves what it makes), so neither a solve nor the rater searches again.
  explicit LoopPuzzle(Model p, Known known = {}, std::optional<LoopSolveResult> proof = std::nullopt)
      : p_(std::move(p)), known_(std::move(known)), proof_(std::move(proof)) {}
  const Family& family() const override { return Ops::family(); }
  int rows() const override { return p_.rows; }
  int cols() const override { return p_.cols; }

  std::optional<std::string> cannot_write(std::string_view format) const override {
    if constexpr (requires { Ops::cannot_write(p_, format); }) return Ops::cannot_write(p_, format);
    return std::nullopt;
  }
  std::string write_as(std::string_view format) const override {
    if (format != "svg-solution") return Ops::write(p_, format);
    // The first solution the proof search finds, as every family draws its own.
    const LoopSolveResult r = Ops::proof_search(p_);
    if (!r.first) throw InputError("the puzzle has no solution to draw");
    return Ops::write_svg(p_, &*r.first);
  }
  nlohmann::json to_json() const override { return Ops::to_json(p_); }
  SolveReport solve(const SolveRequest& request) const override {
    // Only the plain proof search (limit 2, no budget) is the one rating reuses; any budget,
    // a node count or SAT conflicts, goes the bounded way.
    if (request.all || request.limit != 2 || request.max_nodes != 0 || request.max_conflicts != 0) {
      LoopSolveResult r = Ops::search(p_, request);
      core::offer_if_proved(solution_, r);
      return Ops::report(p_, r, request.picture);
    }
    auto proof = std::make_shared<SearchProof>();
    // The generator's own search when it handed one over; else the search rating makes too.
    proof->result = proof_ ? *proof_ : Ops::proof_search(p_);
    core::offer_if_proved(solution_, proof->result);
    SolveReport report = Ops::report(p_, proof->result, request.picture);
    report.proof = std::move(proof);
    return report;
  }
  std::optional<std::vector<std::unique_ptr<Puzzle>>> one_clue_fewer() const override {
    std::vector<std::unique_ptr<Puzzle>> out;
    for (Model& fewer : Ops::one_clue_fewer(p_)) out.push_back(std::make_unique<LoopPuzzle>(std::move(fewer)));
    return out;
  }
  // A solution's shape is checked apart from its rules: a typo is bad input (exit 2).
  std::optional<std::string> malformed(const nlohmann::json& solution) const override {
    std::string why;
    if (!edges(solution, why)) return why;
    return std::nullopt;
  }
  std::optional<std::string> check(const nlohmann::json& solution) const override {
    std::string why;
    auto loop = edges(solution, why);
    if (!loop) return why;
    return Ops::check(p_, *loop);
  }
  Hint hint(const std::vector<std::string>& state) const override { return Ops::hint(p_, state, solution_); }
  Path path() const override { return Ops::path(p_); }
  std::optional<SolutionMarks> solution_marks(const nlohmann::json& solution) const override {
    std::string why;
    auto loop = edges(solution, why);
    if (!loop) return std::nullopt;
    return loop_solution_marks(Ops::dots(p_), *loop);
  }

  const Model& model() const { return p_; }

 private:
  struct SearchProof final : Proof {
    LoopSolveResult result;  // of Ops::proof_search
  };
  std::optional<core::EdgeSet> edges(const nlohmann::json& solution, std::string& why) const {
    const core::Grid dots = Ops::dots(p_);
    return loop_solution_edges(solution, dots.rows(), dots.cols(), Ops::kName, why);
  }
  Rating rate_from(const Proof* proof) const override {
    const auto* search = dynamic_cast<const SearchProof*>(proof);
    return Ops::rate(p_, known_, search ? &search->result : nullptr);
  }

  Model p_;
  Known known_;
  std::optional<LoopSolveResult> proof_;  // a value fixed at construction
  core::ProvedOnce<core::EdgeSet> solution_;     // the one solution, once a hint or a solve has proved it
};

template <class Ops>
std::unique_ptr<Puzzle> make_loop_puzzle(typename Ops::Model p, typename Ops::Known known = {},
                                         std::optional<LoopSolveResult> proof = std::nullopt) {
  return std::make_unique<LoopPuzzle<Ops>>(std::move(p), std::move(known), std::move(proof));
}

template <class Ops>
const typename Ops::Model& loop_model(const Puzzle& p) {
  // A dynamic_cast, not a static one: a family may have puzzles of another class
  // (Slitherlink on Loopy's other grids), which are not this model.
  const auto* loop = dynamic_cast<const LoopPuzzle<Ops>*>(&p);
  LK_REQUIRE(loop, "a puzzle of another family or grid");
  return loop->model();
}

}  // namespace looplab::families
