// Placeholder until the counting solver (solver/ + families/slitherlink/solve.*) lands.
#include "families/slitherlink/report.hpp"

namespace looplab::slitherlink {

families::SolveReport solve_report(const Puzzle&, const families::SolveRequest&) {
  throw InputError("the Slitherlink solver is not built yet");
}

nlohmann::json rate_report(const Puzzle&) { throw InputError("the Slitherlink rater is not built yet"); }

}  // namespace looplab::slitherlink
