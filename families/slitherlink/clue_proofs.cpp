#include "families/slitherlink/clue_proofs.hpp"

#include "core/progress.hpp"

namespace looplab::slitherlink {

ClueProofs::ClueProofs(const Puzzle& full, const EdgeSet& loop, core::Progress* progress)
    : rows_(full.rows), cols_(full.cols), full_(full.clues), loop_(loop.on), progress_(progress) {}

ClueProofs::ClueProofs(core::LoopGraph graph, std::vector<std::int8_t> clues, std::vector<std::uint8_t> loop,
                       core::Progress* progress)
    : graph_(std::move(graph)), full_(std::move(clues)), loop_(std::move(loop)), progress_(progress) {}

std::optional<bool> ClueProofs::unique(const std::vector<std::uint8_t>& present, std::uint64_t max_conflicts) {
  asked_ = full_;
  for (std::size_t i = 0; i < asked_.size(); ++i)
    if (!present[i]) asked_[i] = kNoClue;
  ++sat_questions_;
  core::Progress::Timed timed(progress_, "proofs");
  if (!sat_)
    sat_ = graph_ ? std::make_unique<SatEngine>(*graph_, SatEngine::FirstGuess::EdgesOff)
                  : std::make_unique<SatEngine>(rows_, cols_, SatEngine::FirstGuess::EdgesOff);
  sat_->set_clues(asked_);
  const solver::LoopSatResult r = sat_->count_loops(1, &loop_, max_conflicts);
  if (progress_) {
    progress_->add_count("proofs", 1);
    progress_->add_count("SAT calls", r.stats.sat_calls);
  }
  if (r.solutions == 0 && !r.complete) return std::nullopt;
  return r.solutions == 0;
}

void ClueProofs::retire(const std::vector<std::uint8_t>& present) {
  retired_.resize(present.size(), 0);
  for (std::size_t i = 0; i < present.size(); ++i)
    if (!present[i] && !retired_[i] && full_[i] != kNoClue) {
      retired_[i] = 1;
      if (sat_) sat_->retire_clue(static_cast<int>(i), full_[i]);
    }
}

std::optional<generator::ReduceStats> ClueProofs::reduce(std::vector<std::uint8_t>& present,
                                                         const std::vector<std::vector<int>>& orbits, core::Rng& rng,
                                                         std::uint64_t max_conflicts) {
  bool spent = false;
  const generator::ReduceStats reduced =
      generator::reduce_items(present, orbits, rng, [&](const std::vector<std::uint8_t>& keep) {
        if (spent) return false;
        const std::optional<bool> answer = unique(keep, max_conflicts);
        spent = !answer;
        if (answer.value_or(false)) retire(keep);
        return answer.value_or(false);
      });
  if (spent) return std::nullopt;
  return reduced;
}

bool ClueProofs::minimal(std::vector<std::uint8_t> present) {
  for (std::size_t i = 0; i < present.size(); ++i) {
    if (!present[i]) continue;
    present[i] = 0;
    if (*unique(present)) return false;
    present[i] = 1;
  }
  return true;
}

}  // namespace looplab::slitherlink
