#include "families/family.hpp"

#include "core/json_depth.hpp"

#include "families/infinity_loop/family.hpp"
#include "families/infinity_loop/formats.hpp"
#include "families/masyu/family.hpp"
#include "families/slitherlink/family.hpp"
#include "families/sudoku/family.hpp"
#include "families/towers/family.hpp"

namespace looplab::families {

const std::vector<const Family*>& all_families() {
  // Detection order: the first family whose parser recognises a text wins, so the
  // formats most likely to be meant come first.
  static const std::vector<const Family*> families = {
      &slitherlink::family(),
      // After Slitherlink: a Solo ID is never a valid Loopy ID (its cell count differs),
      // and a unique 9x9 Sudoku has a digit above 4, which no Slitherlink grid has.
      &sudoku::family(),
      &towers::family(),  // `N:c/c/...`: no other family reads a bare `N:` prefix
      &infinity_loop::family(),
      // Last: a Pearl ID or text grid needs a B or W pearl, which no other format has, and
      // an all-letter body (`2x2:abab`) stays a Net ID.
      &masyu::family(),
  };
  return families;
}

const Family* find_family(std::string_view name) {
  for (const Family* f : all_families())
    if (f->name == name) return f;
  return nullptr;
}

Parsed<std::unique_ptr<Puzzle>> parse_puzzle(std::string_view text, const Family* family) {
  // Before any family's JSON parser sees it (see core/json_depth.hpp).
  if (auto deep = core::json_depth_error(text)) return *deep;
  if (family) {
    ParseOutcome out = family->parse(text);
    if (out.puzzle) return std::move(out.puzzle);
    if (out.error) return *out.error;
    return ParseError{"not a " + std::string(family->name) + " puzzle in any format looplab reads",
                      0};
  }
  // When several families claim a text but fail, the one that read furthest into it
  // most likely knows what was meant (e.g. "5x5w:..." is a Net ID that a Slitherlink
  // text-grid parser rejects at its first character); ties go to detection order.
  // A Net ID whose digits are all 0-3 is also a fully clued Loopy ID: its exact form
  // (W*H hex digits) says Net, so ∞ Loop reads it before Loopy can claim it.
  if (infinity_loop::has_net_id_form(text))
    if (ParseOutcome out = infinity_loop::family().parse(text); out.puzzle) return std::move(out.puzzle);
  std::optional<ParseError> best_error;
  const Family* guessed = nullptr;
  for (const Family* f : all_families()) {
    ParseOutcome out = f->parse(text);
    if (out.puzzle) return std::move(out.puzzle);
    if (out.error && (!best_error || out.error->position > best_error->position))
      best_error = out.error, guessed = f;
  }
  // The error is only as right as the guess: say what the text was read as.
  if (best_error) {
    best_error->problem = "read as " + std::string(guessed->name) + " (--family sets another): " + best_error->problem;
    return *best_error;
  }
  return ParseError{"unrecognised puzzle format (see `looplab convert --help` for the formats)", 0};
}

}  // namespace looplab::families
