// Loopy game IDs: `WxH[tN][dD]:[DESC_]BODY`, W columns by H rows, for every grid type:
// the square grid's into Puzzle, the others' into GridPuzzle (grid_puzzle.hpp). The body
// is one entry a face in the grid's face order (core/loopy_grids.hpp): a digit, 'A'-'Z'
// for 10 and up, 'a'-'z' for runs of 1 to 26 faces without a clue.

#include "core/id_text.hpp"
#include "core/loopy_grids.hpp"
#include "core/run_letters.hpp"
#include "families/slitherlink/formats.hpp"
#include "families/slitherlink/grid_puzzle.hpp"

namespace looplab::slitherlink {

std::optional<std::string> size_problem(long rows, long cols) {
  if (rows < 1 || cols < 1 || rows > core::kMaxGridSide || cols > core::kMaxGridSide)
    return core::grid_size_error(std::to_string(rows), std::to_string(cols), 1, core::kMaxGridSide);
  return std::nullopt;
}

namespace {

struct Header {
  long w = 0, h = 0, type = 0;
  std::size_t body = 0;  // where the text after ':' starts
};

// `WxH[tN][dD]:`. nullopt when the text does not start like a Loopy ID at all.
std::optional<Parsed<Header>> read_header(std::string_view text) {
  // Recognised by its prefix: digits 'x' digits, then 't', 'd' or ':'.
  Header out;
  std::size_t i = 0;
  out.w = core::read_decimal(text, i);
  const std::size_t w_end = i;
  if (out.w == -1 || i >= text.size() || text[i] != 'x') return std::nullopt;
  ++i;
  const std::size_t h_start = i;
  out.h = core::read_decimal(text, i);
  if (out.h == -1 || i >= text.size() || (text[i] != 't' && text[i] != 'd' && text[i] != ':'))
    return std::nullopt;
  if (out.w == core::kTooManyDigits || out.h == core::kTooManyDigits)
    return error_at(text, 0,
                    core::grid_size_error(core::size_as_written(text, h_start, i),
                                          core::size_as_written(text, 0, w_end), 1, core::kMaxGridSide));
  if (text[i] == 't') {
    std::size_t at = i++;
    out.type = core::read_decimal(text, i);
    if (out.type < 0) return error_at(text, at, "grid type 't' needs a number");
  }
  if (i < text.size() && text[i] == 'd') {
    ++i;
    if (i >= text.size() || std::string_view("entih").find(text[i]) == std::string_view::npos)
      return error_at(text, i, "difficulty after 'd' must be one of e, n, t, h");
    ++i;
  }
  if (i >= text.size() || text[i] != ':') return error_at(text, i, "expected ':' before the clues");
  out.body = i + 1;
  return Parsed<Header>(out);
}

// The body text[i...] into `clues` (one a face, all kNoClue on entry); `sides(f)` is how
// many sides face f has, so the largest clue it takes. `faces` names the faces in messages
// ("cells"), `grid` the grid ("a 7x7 grid").
template <class Sides>
std::optional<ParseError> read_body(std::string_view text, std::size_t i, std::vector<std::int8_t>& clues,
                                    Sides sides, int most_sides, std::string_view faces, const std::string& grid) {
  const std::size_t count = clues.size();
  std::size_t face = 0;
  auto too_many = [&] { return error_at(text, i, "too many " + std::string(faces) + " for " + grid); };
  for (; i < text.size(); ++i) {
    const char c = text[i];
    int value = -1;
    if (c >= '0' && c <= '9')
      value = c - '0';
    else if (c >= 'A' && c <= 'Z' && most_sides >= 10)
      value = 10 + (c - 'A');
    if (value >= 0) {
      if (value > most_sides)
        return error_at(text, i, std::string("clue ") + c + " is impossible: " +
                                     (faces == "cells" ? std::string("a cell has only 4 sides")
                                                       : "no face has more than " + std::to_string(most_sides) + " sides"));
      if (face >= count) return too_many();
      if (const int n = sides(face); value > n)
        return error_at(text, i, std::string("clue ") + c + " is impossible: face " + std::to_string(face) +
                                     " has only " + std::to_string(n) + " sides");
      clues[face++] = static_cast<std::int8_t>(value);
    } else if (core::is_run_letter(c)) {
      face += static_cast<std::size_t>(core::run_length(c));
      if (face > count) return too_many();
    } else {
      return error_at(text, i, "stray character " + quote_char(c) + " in the clues");
    }
  }
  if (face < count)
    return error_at(text, text.size(),
                    "too few " + std::string(faces) + ": the clues cover " + std::to_string(face) + " of " +
                        std::to_string(count) + " " + std::string(faces));
  return std::nullopt;
}

void append_clues(std::string& out, const std::vector<std::int8_t>& clues) {
  int run = 0;
  for (std::int8_t c : clues) {
    if (c == kNoClue) {
      ++run;
      continue;
    }
    core::append_empty_run(out, run);
    run = 0;
    out += static_cast<char>(c < 10 ? '0' + c : 'A' + (c - 10));
  }
  core::append_empty_run(out, run);
}

}  // namespace

std::optional<Parsed<Puzzle>> parse_loopy_id(std::string_view text) {
  auto header = read_header(text);
  if (!header || !*header) return header ? std::optional<Parsed<Puzzle>>(header->error()) : std::nullopt;
  const Header& h = header->value();
  if (h.type != 0)
    return error_at(text, text.find('t'),
                    "grid type t" + std::to_string(h.type) + " is not supported: only square grids (t0)");
  if (auto bad = size_problem(h.h, h.w)) return error_at(text, 0, *bad);
  Puzzle p(static_cast<int>(h.h), static_cast<int>(h.w));
  const std::string grid = "a " + std::to_string(h.w) + "x" + std::to_string(h.h) + " grid";
  if (auto bad = read_body(text, h.body, p.clues, [](std::size_t) { return 4; }, 4, "cells", grid)) return *bad;
  return Parsed<Puzzle>(std::move(p));
}

std::optional<Parsed<GridPuzzle>> parse_loopy_grid_id(std::string_view text) {
  auto header = read_header(text);
  if (!header) return std::nullopt;
  if (!*header) return header->error();
  const Header& h = header->value();
  if (h.type == 0) return std::nullopt;  // the square grid's: parse_loopy_id
  std::size_t body = h.body;
  std::string_view desc;
  if (const std::size_t bar = text.find('_', body); bar != std::string_view::npos) {
    desc = text.substr(body, bar - body);
    body = bar + 1;
  }
  const int type = h.type > 1000 ? 1000 : static_cast<int>(h.type);
  // The size is the header's; anything else wrong is the description's (or, with none, the
  // clues' place, where a required description is missing).
  if (auto bad = core::loopy_size_problem(type, h.w, h.h)) return error_at(text, 0, *bad);
  if (auto bad = core::loopy_grid_problem(type, h.w, h.h, desc)) return error_at(text, h.body, *bad);
  GridPuzzle p(core::loopy_grid(type, static_cast<int>(h.w), static_cast<int>(h.h), desc));
  const core::LoopyGrid& g = *p.grid;
  int most = 0;
  for (const auto& f : g.faces) most = std::max(most, static_cast<int>(f.size()));
  const std::string grid = "a " + std::to_string(h.w) + "x" + std::to_string(h.h) + " " +
                           std::string(core::loopy_grid_type(type)->name) + " grid";
  if (auto bad = read_body(text, body, p.clues, [&](std::size_t f) { return static_cast<int>(g.faces[f].size()); },
                           most, "faces", grid))
    return *bad;
  return Parsed<GridPuzzle>(std::move(p));
}

std::string write_loopy_id(const Puzzle& p) {
  std::string out = std::to_string(p.cols) + "x" + std::to_string(p.rows) + "t0:";
  append_clues(out, p.clues);
  return out;
}

std::string write_loopy_id(const GridPuzzle& p) {
  const core::LoopyGrid& g = *p.grid;
  std::string out = std::to_string(g.width) + "x" + std::to_string(g.height) + "t" + std::to_string(g.type) + ":";
  if (!g.desc.empty()) out += g.desc + "_";
  append_clues(out, p.clues);
  return out;
}

}  // namespace looplab::slitherlink
