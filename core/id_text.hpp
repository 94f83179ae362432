#pragma once
// What the one-line puzzle IDs of several families share: the decimal sizes of Tatham's
// `WxH:` IDs and of puzz.link's `/W/H/` fields, and the puzz.link URL forms looplab reads.
#include <cctype>
#include <string>
#include <string_view>

namespace looplab::core {

// What read_decimal returns for more than `max_digits` digits: a size that long is bad
// input to name, not an overflow (its digits are skipped, so the ID is still recognised).
inline constexpr long kTooManyDigits = -2;

// A decimal number at text[i...], i moved past it; -1 when there is none,
// kTooManyDigits when it has more than `max_digits` digits.
inline long read_decimal(std::string_view text, std::size_t& i, std::size_t max_digits = 6) {
  const std::size_t start = i;
  long n = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
    if (i - start >= max_digits) {
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      return kTooManyDigits;
    }
    n = n * 10 + (text[i++] - '0');
  }
  return i == start ? -1 : n;
}

// A size as an ID writes it, text[begin, end): its digits, cut after 12 with "...", so
// that a size too long to read (kTooManyDigits) is still named in the message.
inline std::string size_as_written(std::string_view text, std::size_t begin, std::size_t end) {
  std::string digits(text.substr(begin, end - begin));
  return digits.size() > 12 ? digits.substr(0, 12) + "..." : digits;
}

// The one message for a grid size out of a family's range, each side as written.
inline std::string grid_size_error(std::string_view rows, std::string_view cols, long lo, long hi) {
  return "grid size " + std::string(rows) + "x" + std::string(cols) +
         " (rows x columns) is out of range: each side must be " + std::to_string(lo) + " to " +
         std::to_string(hi);
}

// A number followed by '/' (a field of a puzz.link URL), i moved past both; -1 otherwise.
inline long read_url_field(std::string_view text, std::size_t& i) {
  const long n = read_decimal(text, i);
  if (n < 0 || i >= text.size() || text[i] != '/') return -1;  // a too long one too
  ++i;
  return n;
}

// The index just past a puzz.link or pzv.jp prefix of text (full URL, without scheme, or
// the bare `p?`), or npos when text has none.
inline std::size_t after_puzzlink_prefix(std::string_view text) {
  constexpr std::string_view kPrefixes[] = {"https://puzz.link/p?", "http://puzz.link/p?",
                                            "https://pzv.jp/p.html?", "http://pzv.jp/p.html?",
                                            "puzz.link/p?", "pzv.jp/p.html?", "p.html?", "p?"};
  for (std::string_view prefix : kPrefixes)
    if (text.substr(0, prefix.size()) == prefix) return prefix.size();
  return std::string_view::npos;
}

}  // namespace looplab::core
