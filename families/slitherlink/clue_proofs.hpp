#pragma once
// Uniqueness proofs for the clue sets of one loop, as clue removal asks them: thousands
// of questions "is this subset of the loop's clues still unique?" on one grid.
//
// Every question goes to one SAT engine kept for the whole attempt (sat_engine.hpp): the
// clues are assumptions, so removing one drops an assumption, and every loop cut and
// learned clause serves the next question. (Asking the propagation solver first, for 64
// nodes, made 20x20 extreme generation 4x slower: its root lookahead alone costs more
// than an incremental SAT answer.)
// The second-solution search excludes the known loop with a clause of its own. The
// square grid and Loopy's other grids ask alike: a clue belongs to a face.
// An answer is a proof. A caller may bound a question's CaDiCaL conflicts; a question
// that spends them has no answer (nullopt), never a guess.
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "families/slitherlink/puzzle.hpp"
#include "families/slitherlink/sat_engine.hpp"
#include "generator/reduce.hpp"

namespace looplab::core {
class Progress;
}

namespace looplab::slitherlink {

class ClueProofs {
 public:
  // `loop` is a solution of every subset of `full`'s clues (they are its clues). Each
  // question adds its time to the phase "proofs" of `progress` (may be null), and counts
  // "proofs" and "SAT calls", as it goes: near minimality they are most of a big grid's time.
  ClueProofs(const Puzzle& full, const EdgeSet& loop, core::Progress* progress = nullptr);
  // Any grid: `clues` one a face of `graph`, `loop` one flag an edge.
  ClueProofs(core::LoopGraph graph, std::vector<std::int8_t> clues, std::vector<std::uint8_t> loop,
             core::Progress* progress = nullptr);

  // Whether the clues with present[i] = 1 have `loop` as their only solution; nullopt
  // when the search spent `max_conflicts` (0 = no bound) without deciding.
  std::optional<bool> unique(const std::vector<std::uint8_t>& present, std::uint64_t max_conflicts = 0);
  // The clues absent from `present` are gone for good: no later question has them
  // (removal for uniqueness is monotone, so after a unique set every question is about
  // a subset of it). The engine then drops every cut and clause that needs them, which
  // keeps its database, and each later call, small.
  void retire(const std::vector<std::uint8_t>& present);
  // Clue removal for uniqueness alone (generator/reduce.hpp, single clues or `orbits`)
  // on these proofs: every set kept is proven unique, and what goes is retired. nullopt
  // when a question spent `max_conflicts`: the caller drops the attempt, never guesses.
  std::optional<generator::ReduceStats> reduce(std::vector<std::uint8_t>& present,
                                               const std::vector<std::vector<int>>& orbits, core::Rng& rng,
                                               std::uint64_t max_conflicts);
  // Whether no single present clue can go with the puzzle staying unique (`present`
  // itself unique): the one meaning of "minimal".
  bool minimal(std::vector<std::uint8_t> present);

  std::uint64_t sat_questions() const { return sat_questions_; }

 private:
  std::optional<core::LoopGraph> graph_;  // Loopy's other grids; none: the square grid of `rows_` x `cols_`
  int rows_ = 0, cols_ = 0;
  std::vector<std::int8_t> full_;  // per face
  std::vector<std::uint8_t> loop_;  // per edge
  core::Progress* progress_;
  std::unique_ptr<SatEngine> sat_;  // made at the first question
  std::vector<std::int8_t> asked_;  // scratch: the clues of a question
  std::uint64_t sat_questions_ = 0;
  std::vector<std::uint8_t> retired_;  // per face
};

}  // namespace looplab::slitherlink
