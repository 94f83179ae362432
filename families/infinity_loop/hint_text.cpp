// ∞ Loop's steps in its own words: the indication (the tile, block or fence to look at),
// the reasoning, then the conclusion in necessity words ("must be turned ┏", "must carry
// a pipe", "can't carry a pipe"). Positions are named one way everywhere: "row 3,
// column 4", 1-based.
#include <bit>
#include <memory>
#include <optional>
#include <string>

#include "families/infinity_loop/explain.hpp"
#include "families/infinity_loop/rules.hpp"
#include "families/infinity_loop/solver.hpp"

namespace looplab::infinity_loop {

namespace {

using families::capital;
using families::cell_name;
using families::Item;
using solver::Fact;
using solver::Step;

constexpr std::string_view kSideWords[4] = {"up", "right", "down", "left"};

std::string join_words(const std::vector<std::string>& parts, std::string_view last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? std::string(last) : std::string(", ")) + parts[i];
  return out;
}

class Teller final : public families::LoopTeller {
 public:
  explicit Teller(const Puzzle& p)
      : LoopTeller(core::Grid(p.rows, p.cols), {rules(), kTopTier}, "sides"), p_(p) {}

 private:
  int sides() const { return g_.num_edges(); }
  bool is_turn(int at) const { return at >= sides(); }
  int tile_of(int at) const { return (at - sides()) / 16; }
  int mask_of(int at) const { return (at - sides()) % 16; }
  std::string tile(int t) const { return "the tile at " + cell_name(t / p_.cols, t % p_.cols); }
  std::string kind(int t) const {
    return std::string(kKindNames[static_cast<std::size_t>(kind_of(p_.tiles[static_cast<std::size_t>(t)]))]);
  }
  // "┏ (pointing right and down)"
  static std::string turn(int mask) {
    std::vector<std::string> ends;
    for (int s = 0; s < 4; ++s)
      if (mask >> s & 1) ends.emplace_back(kSideWords[s]);
    return std::string(glyph(static_cast<std::uint8_t>(mask))) +
           (ends.empty() ? "" : " (pointing " + join_words(ends) + ")");
  }

  std::optional<Item> item(const Fact& f) const override {
    if (f.kind != Fact::Mark || !is_turn(f.at)) return LoopTeller::item(f);
    const int t = tile_of(f.at);
    return Item{Item::Where::Cell, t / p_.cols, t % p_.cols,
                f.value == kHas ? Item::Mark::Turn : Item::Mark::NotTurn, mask_of(f.at)};
  }

  std::optional<Item> place_item(const Fact& f) const override {
    if (f.kind == Fact::Clue)
      return Item{Item::Where::Cell, f.at / p_.cols, f.at % p_.cols, Item::Mark::Clue, f.value};
    return Item{Item::Where::Cell, f.at / p_.cols, f.at % p_.cols};
  }

  std::string edge(int e) const override {
    if (is_turn(e)) return tile(tile_of(e));
    const int R = p_.rows, C = p_.cols;
    if (g_.is_horizontal(e)) {
      const int r = e / C, c = e % C;
      if (r == 0) return "the border above " + cell_name(0, c);
      if (r == R) return "the border below " + cell_name(R - 1, c);
      return "the side below " + cell_name(r - 1, c);
    }
    const int k = e - g_.num_h_edges(), r = k / (C + 1), c = k % (C + 1);
    if (c == 0) return "the border left of " + cell_name(r, 0);
    if (c == C) return "the border right of " + cell_name(r, C - 1);
    return "the side right of " + cell_name(r, c - 1);
  }

  std::string face(int) const override { return "the grid"; }

  std::string conclusion(const std::vector<Fact>& marks) const override { return conclusion(marks, -1); }

  // The tile a local rule's reasoning names first ("The tee at row 1, column 2 has ..."),
  // which its conclusion then calls "it"; -1 for the other rules.
  int subject(const Step& s) const {
    if (s.rule != kBorder && s.rule != kNeighbourMatch && s.rule != kSharedSide) return -1;
    const auto t = tiles(s);
    return t.empty() ? -1 : t[0];
  }
  std::string told(const Step& s) const override {
    const std::string reason = why(s);
    return reason + ", so " + conclusion(s.conclusions, subject(s));
  }
  // Edges by place, those of `about` together first: "its right and bottom sides and
  // the side below row 2, column 3".
  std::string edges(const std::vector<int>& es, int about) const {
    static constexpr std::string_view kNames[4] = {"top", "right", "bottom", "left"};
    std::vector<std::string> own, others;
    for (int e : es) {
      int d = 0;
      while (about >= 0 && d < 4 && side_edge(about, d) != e) ++d;
      if (about >= 0 && d < 4)
        own.emplace_back(kNames[d]);
      else
        others.push_back(edge(e));
    }
    if (!own.empty()) others.insert(others.begin(), "its " + join_words(own) + (own.size() == 1 ? " side" : " sides"));
    return join_words(others);
  }
  std::string conclusion(const std::vector<Fact>& marks, int about) const {
    std::vector<std::string> parts;
    std::vector<int> pipes, empties, out_tiles;
    for (const Fact& f : marks) {
      if (!is_turn(f.at)) {
        (f.value == kHas ? pipes : empties).push_back(f.at);
      } else if (f.value == kHas) {
        parts.push_back((tile_of(f.at) == about ? std::string("it") : tile(tile_of(f.at))) + " must be turned " +
                        turn(mask_of(f.at)));
      } else if (std::find(out_tiles.begin(), out_tiles.end(), tile_of(f.at)) == out_tiles.end()) {
        out_tiles.push_back(tile_of(f.at));
      }
    }
    for (int t : out_tiles) {
      std::vector<std::string> glyphs;
      for (const Fact& f : marks)
        if (is_turn(f.at) && f.value == kHasNot && tile_of(f.at) == t)
          glyphs.emplace_back(glyph(static_cast<std::uint8_t>(mask_of(f.at))));
      parts.push_back((t == about ? std::string("it") : tile(t)) + " can't be turned " + join_words(glyphs, " or "));
    }
    if (!pipes.empty()) parts.push_back(edges(pipes, about) + (pipes.size() == 1 ? " must carry a pipe" : " must carry pipes"));
    if (!empties.empty())
      parts.push_back(edges(empties, about) + (empties.size() == 1 ? " can't carry a pipe" : " can't carry pipes"));
    return join_words(parts, ", and ");
  }

  std::string supposition(const Fact& f) const override {
    return tile(tile_of(f.at)) + " is turned " + turn(mask_of(f.at));
  }
  std::string guessed(const Fact& f) const override {
    return "it turned " + turn(mask_of(f.at));
  }

  // The turns a step's premises leave a tile: its shape's, less those a premise rules out.
  std::vector<int> turns_left(const Step& s, int t) const {
    std::vector<int> out;
    const std::uint8_t shape = p_.tiles[static_cast<std::size_t>(t)];
    for (unsigned d = rotations_of(shape); d; d &= d - 1) {
      const int m = std::countr_zero(d);
      bool fits = true;
      for (const Fact& f : s.premises) {
        if (f.kind != Fact::Mark) continue;
        if (is_turn(f.at)) {
          if (tile_of(f.at) == t && (f.value == kHas) != (mask_of(f.at) == m)) fits = false;
          continue;
        }
        for (int side = 0; side < 4; ++side)
          if (side_edge(t, side) == f.at && (m >> side & 1) != (f.value == kHas)) fits = false;
      }
      if (fits) out.push_back(m);
    }
    return out;
  }
  int side_edge(int t, int side) const {
    const int r = t / p_.cols, c = t % p_.cols;
    switch (side) {
      case kUp: return g_.h_edge(r, c);
      case kDown: return g_.h_edge(r + 1, c);
      case kLeft: return g_.v_edge(r, c);
      default: return g_.v_edge(r, c + 1);
    }
  }
  // "a pipe from above, the border on the left and no pipe from the right"
  std::string around(const Step& s, int t) const {
    static constexpr std::string_view kFrom[4] = {"above", "the right", "below", "the left"};
    static constexpr std::string_view kOn[4] = {"above", "on the right", "below", "on the left"};
    std::vector<std::string> parts;
    const int r = t / p_.cols, c = t % p_.cols;
    for (int side = 0; side < 4; ++side) {
      const int e = side_edge(t, side);
      const bool border = (side == kUp && r == 0) || (side == kDown && r == p_.rows - 1) ||
                          (side == kLeft && c == 0) || (side == kRight && c == p_.cols - 1);
      for (const Fact& f : s.premises)
        if (f.kind == Fact::Mark && f.at == e)
          parts.push_back(border ? "the border " + std::string(kOn[side])
                                 : (f.value == kHas ? "a pipe from " : "no pipe from ") + std::string(kFrom[side]));
    }
    return join_words(parts);
  }
  std::string glyphs(const std::vector<int>& masks) const {
    std::vector<std::string> g;
    for (int m : masks) g.emplace_back(glyph(static_cast<std::uint8_t>(m)));
    return join_words(g, " or ");
  }
  // The tiles a step read, by their shapes.
  static std::vector<int> tiles(const Step& s) {
    std::vector<int> out;
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Clue) out.push_back(f.at);
    return out;
  }
  std::string dot(const Step& s) const {
    const auto t = tiles(s);
    int r = p_.rows, c = p_.cols;
    for (int x : t) r = std::min(r, x / p_.cols), c = std::min(c, x % p_.cols);
    return "the point where rows " + std::to_string(r + 1) + " and " + std::to_string(r + 2) + " meet columns " +
           std::to_string(c + 1) + " and " + std::to_string(c + 2);
  }
  int ends(const Step& s) const {
    int n = 0;
    for (const Fact& f : s.premises)
      if (f.kind == Fact::Clue) n += std::popcount(static_cast<unsigned>(f.value));
    return n;
  }
  int crossings(const Step& s) const {
    int n = 0;
    for (const Fact& f : s.premises) n += f.kind == Fact::Mark && !is_turn(f.at) && f.value == kHas;
    return n;
  }

  std::string why(const Step& s) const override;
  std::string broken(const Step& c) const override;

  Puzzle p_;
};

std::string Teller::why(const Step& s) const {
  const auto t = tiles(s);
  const int first = t.empty() ? 0 : t[0];
  switch (s.rule) {
    case kBorder:
    case kNeighbourMatch: {
      const std::string seen = around(s, first);
      return "The " + kind(first) + " at " + cell_name(first / p_.cols, first % p_.cols) + " has " +
             (seen.empty() ? std::string("its turns ruled out") : seen) + "; only one of its turns fits";
    }
    case kSharedSide: {
      const auto left = turns_left(s, first);
      if (left.size() == 1)
        return capital(tile(first)) + " is turned " + glyph(static_cast<std::uint8_t>(left[0])).data();
      return "The " + kind(first) + " at " + cell_name(first / p_.cols, first % p_.cols) + " can only be " +
             glyphs(left) + ", which agree on these sides";
    }
    case kBlock:
      return "The four tiles around " + dot(s) +
             " must meet one another across the four sides there; no joint turn of them allows what follows";
    case kParity:
      return "The " + std::to_string(t.size()) + " tiles inside this fence have " + std::to_string(ends(s)) +
             " pipe ends, which pair up inside except those that cross it, and " +
             std::to_string(crossings(s)) + " of its other sides carry pipes";
    case kRegion:
      return "The " + std::to_string(t.size()) + " tiles joined to this side by undecided sides have " +
             std::to_string(ends(s)) + " pipe ends, and every other side around them is decided (" +
             std::to_string(crossings(s)) + " of the sides read carry pipes): the pipe ends pair up except those that cross";
    case kWire:
      return "The corners and straights marked pass the same bit (pipe or none) from side to side, tying two sides of " +
             tile(first) + " together";
    default:
      break;
  }
  return capital(rule_summary(s.rule));
}

std::string Teller::broken(const Step& c) const {
  const auto t = tiles(c);
  const int first = t.empty() ? 0 : t[0];
  switch (c.rule) {
    case kBorder:
    case kNeighbourMatch:
      return tile(first) + " would have no turn that fits its sides";
    case kBlock:
      return "the four tiles around " + dot(c) + " could not meet";
    case kParity:
      return "the pipe ends inside a fence could not pair up";
    case kRegion:
      if (!of(c, Fact::Place).empty()) return "the pipes could no longer form one network";
      return "a closed region's pipe ends could not pair up";
    case kWire:
      return "the ties would make two sides of " + tile(first) + " both equal and opposite";
    default:
      break;
  }
  return "the " + std::string(rules()[static_cast<std::size_t>(c.rule)].id) + " rule would break";
}

}  // namespace

std::unique_ptr<families::LoopTeller> teller(const Puzzle& p) {
  return std::make_unique<Teller>(p);
}

families::ShownStep show(const Puzzle& p, const Step& s) {
  return Teller(p).show(s);
}

}  // namespace looplab::infinity_loop
