#include "families/slitherlink/clue_proofs.hpp"

#include "core/progress.hpp"

namespace looplab::slitherlink {

ClueProofs::ClueProofs(const Puzzle& full, const EdgeSet& loop, core::Progress* progress)
    : full_(full), loop_(loop), progress_(progress) {}

bool ClueProofs::unique(const std::vector<std::uint8_t>& present) {
  Puzzle p = full_;
  for (std::size_t i = 0; i < p.clues.size(); ++i)
    if (!present[i]) p.clues[i] = kNoClue;
  ++sat_questions_;
  core::Progress::Timed timed(progress_, "proofs");
  if (!sat_) sat_ = std::make_unique<SatEngine>(full_.rows, full_.cols, SatEngine::FirstGuess::EdgesOff);
  sat_->set_clues(p);
  const SatResult r = sat_->count(1, &loop_);
  if (progress_) {
    progress_->add_count("proofs", 1);
    progress_->add_count("SAT calls", r.stats.sat_calls);
  }
  return r.solutions == 0;
}

bool ClueProofs::minimal(std::vector<std::uint8_t> present) {
  for (std::size_t i = 0; i < present.size(); ++i) {
    if (!present[i]) continue;
    present[i] = 0;
    if (unique(present)) return false;
    present[i] = 1;
  }
  return true;
}

}  // namespace looplab::slitherlink
