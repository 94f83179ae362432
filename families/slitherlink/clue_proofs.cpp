#include "families/slitherlink/clue_proofs.hpp"

#include "core/progress.hpp"

namespace looplab::slitherlink {

ClueProofs::ClueProofs(const Puzzle& full, const EdgeSet& loop, core::Progress* progress)
    : full_(full), loop_(loop), progress_(progress) {}

std::optional<bool> ClueProofs::unique(const std::vector<std::uint8_t>& present, std::uint64_t max_conflicts) {
  Puzzle p = full_;
  for (std::size_t i = 0; i < p.clues.size(); ++i)
    if (!present[i]) p.clues[i] = kNoClue;
  ++sat_questions_;
  core::Progress::Timed timed(progress_, "proofs");
  if (!sat_) sat_ = std::make_unique<SatEngine>(full_.rows, full_.cols, SatEngine::FirstGuess::EdgesOff);
  sat_->set_clues(p);
  const SatResult r = sat_->count(1, &loop_, max_conflicts);
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
    if (!present[i] && !retired_[i] && full_.clues[i] != kNoClue) {
      retired_[i] = 1;
      if (sat_) sat_->retire_clue(static_cast<int>(i), full_.clues[i]);
    }
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
