#include "cli/common.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <thread>
#include <iterator>
#include <optional>

#include <nlohmann/json.hpp>

#include "core/file.hpp"

namespace looplab::cli {

namespace {

std::size_t skipped = 0;  // bad lines of batches, reported and passed over

std::string_view trim(std::string_view s) {
  std::size_t a = s.find_first_not_of(" \t\r\n");
  if (a == std::string_view::npos) return {};
  std::size_t b = s.find_last_not_of(" \t\r\n");
  return s.substr(a, b - a + 1);
}

bool looks_like_file_name(std::string_view s) {
  std::size_t dot = s.rfind('.');
  if (dot == std::string_view::npos || dot + 1 >= s.size() || s.size() - dot > 6) return false;
  for (char c : s.substr(dot + 1))
    if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  return s.find(':') == std::string_view::npos && s.find('?') == std::string_view::npos;
}

// The address of one of Tatham's web puzzles carries the game ID after ".html#"; a
// player pastes the whole address.
std::string_view game_id_of(std::string_view s) {
  const std::size_t page = s.find(".html#");
  return page == std::string_view::npos ? s : s.substr(page + 6);
}

// PARAMS#SEED is Tatham's random-seed form: it names a puzzle by the seed his generator
// draws it from, so no other program can read the puzzle out of it.
std::optional<std::string> random_seed_problem(std::string_view s) {
  if (s.empty() || !std::isdigit(static_cast<unsigned char>(s[0])) || s.find('#') == std::string_view::npos ||
      s.find_first_of(": \t") != std::string_view::npos)
    return std::nullopt;
  return "'" + std::string(s) +
         "' is a random-seed ID, which only the program that drew it can turn into a puzzle: give the "
         "game ID instead (PARAMS:DESCRIPTION; in Tatham's games, Game > Specific...)";
}

// A looplab pack (io/pack.hpp) is a batch too: its entries are puzzles in the family's
// JSON form, each answered as FILE:ID. Anything else that starts with '{' is not.
std::optional<std::vector<PuzzleInput>> pack_puzzles(std::string_view text, const std::string& source,
                                                     const families::Family* family) {
  const nlohmann::json pack = nlohmann::json::parse(text, nullptr, false);
  if (!pack.is_object() || pack.value("format", nlohmann::json()) != "looplab-pack" ||
      !pack.contains("puzzles") || !pack["puzzles"].is_array())
    return std::nullopt;
  std::vector<PuzzleInput> out;
  std::size_t number = 0;
  for (const nlohmann::json& entry : pack["puzzles"]) {
    ++number;
    const nlohmann::json id = entry.is_object() ? entry.value("id", nlohmann::json()) : nlohmann::json();
    const std::string where = source + ":" + (id.is_string() ? id.get<std::string>() : "puzzle " + std::to_string(number));
    auto parsed = families::parse_puzzle(entry.dump(), family);
    if (!parsed) {
      skip_line(where, parsed.error().describe());
      continue;
    }
    out.push_back({where, std::move(parsed.value()), 0, true});
  }
  if (out.empty() && number == 0) throw InputError(source + ": a pack without puzzles");
  return out;
}

// -?[0-9]+(\.[0-9]+)?, by hand: std::regex recurses once a digit and overflows the stack
// on an argument of 30,000 digits.
bool is_decimal(std::string_view s) {
  if (s.starts_with('-')) s.remove_prefix(1);
  const std::size_t dot = s.find('.');
  auto digits = [](std::string_view part) {
    return !part.empty() && part.find_first_not_of("0123456789") == std::string_view::npos;
  };
  return dot == std::string_view::npos ? digits(s) : digits(s.substr(0, dot)) && digits(s.substr(dot + 1));
}

bool is_square_line(std::size_t cells) {
  for (std::size_t n = 4; n * n <= cells; ++n)
    if (n * n == cells) return true;
  return false;
}

std::vector<PuzzleInput> read_batch(const std::string& contents, const std::string& source,
                                    const families::Family* family) {
  std::vector<PuzzleInput> out;
  // Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the puzzle.
  std::string_view whole =
      game_id_of(trim(std::string_view(contents).substr(contents.starts_with("\xEF\xBB\xBF") ? 3 : 0)));
  if (whole.empty()) throw InputError(source + ": empty input, no puzzle");
  auto as_one = families::parse_puzzle(whole, family);
  if (as_one) {
    out.push_back({source, std::move(as_one.value()), 0});
    return out;
  }
  if (whole.starts_with("{")) {
    if (auto pack = pack_puzzles(whole, source, family)) return std::move(*pack);
  }
  // Not one puzzle: one puzzle a line, unless the text starts like a grid of rows (digits
  // and dots) or its first line is not a puzzle either; then the error of the whole text
  // is the one to report.
  std::size_t start = 0, line_no = 0;
  bool first = true;
  while (start <= contents.size()) {
    std::size_t end = contents.find('\n', start);
    if (end == std::string::npos) end = contents.size();
    std::string_view line = game_id_of(trim(std::string_view(contents).substr(start, end - start)));
    ++line_no;
    start = end + 1;
    if (line.empty() || line[0] == '#') continue;
    char grade = 0;
    if (line.size() > 2 && std::isalpha(static_cast<unsigned char>(line[0])) && line[1] == ' ') {
      grade = line[0];
      line = trim(line.substr(2));
    }
    std::string where = source + ":" + std::to_string(line_no);
    // A first line of digits and dots is a row of a grid (the whole text's error is the
    // one to report) unless it holds a square number of cells: one-line puzzles of digits.
    if (first && line.find_first_not_of("0123456789.") == std::string_view::npos &&
        !is_square_line(line.size()))
      throw InputError(source + ": " + as_one.error().describe());
    auto parsed = families::parse_puzzle(line, family);
    if (!parsed) {
      if (auto seed = random_seed_problem(line)) {
        if (first) throw InputError(where + ": " + *seed);
        skip_line(where, *seed);
        continue;
      }
      if (first) throw InputError(source + ": " + as_one.error().describe());
      // One bad line does not cost the others their answers; the exit code still says it.
      skip_line(where, parsed.error().describe());
      continue;
    }
    first = false;
    out.push_back({where, std::move(parsed.value()), grade, true});
  }
  return out;
}

}  // namespace

std::vector<PuzzleInput> read_puzzles(const std::string& arg, const families::Family* family) {
  if (trim(arg).empty()) throw InputError("empty puzzle argument");
  if (arg == "-") {
    std::string contents((std::istreambuf_iterator<char>(std::cin)),
                         std::istreambuf_iterator<char>());
    return read_batch(contents, "<stdin>", family);
  }
  struct stat st {};
  if (::stat(arg.c_str(), &st) == 0) return read_batch(core::read_file(arg), arg, family);
  const std::string_view id = game_id_of(trim(arg));
  auto parsed = families::parse_puzzle(id, family);
  if (!parsed) {
    if (looks_like_file_name(arg)) core::read_file(arg);  // throws "cannot read ARG: ..."
    if (auto seed = random_seed_problem(id)) throw InputError("puzzle argument: " + *seed);
    throw InputError("puzzle argument: " + parsed.error().describe());
  }
  std::vector<PuzzleInput> out;
  out.push_back({"argument", std::move(parsed.value()), 0});
  return out;
}

std::size_t skipped_lines() { return skipped; }

std::string cut_long_words(std::string_view message) {
  std::string out;
  std::size_t i = 0;
  while (i < message.size()) {
    const std::size_t end = std::min(message.find_first_of(" \t\n", i), message.size());
    const std::string_view word = message.substr(i, end - i);
    out += word.size() > 80 ? std::string(word.substr(0, 77)) + "..." : std::string(word);
    if (end < message.size()) out += message[end];
    i = end + 1;
  }
  return out;
}

void skip_line(const std::string& where, const std::string& why) {
  std::cerr << "looplab: " << cut_long_words(where + ": " + why) << " (skipped)\n";
  ++skipped;
}

std::string family_formats_help() {
  auto joined = [](const std::vector<std::string_view>& v) {
    std::string s;
    for (auto n : v) s += (s.empty() ? "" : ", ") + std::string(n);
    return s.empty() ? std::string("-") : s;
  };
  std::string out = "Families (detected from the format; --family forces one; `looplab list` says more):\n";
  for (const families::Family* f : families::all_families())
    out += "  " + std::string(f->name) + " reads " + joined(f->read_formats) + "; writes " + joined(f->formats) + "\n";
  return out;
}

void add_family_option(CLI::App& cmd, std::string& family_name) {
  std::vector<std::string> names;
  for (const families::Family* f : families::all_families()) names.emplace_back(f->name);
  cmd.add_option("--family", family_name, "Puzzle family, when the format does not tell")
      ->check(CLI::IsMember(names));
}

const families::Family* family_named(const std::string& name) {
  return name.empty() ? nullptr : families::find_family(name);
}

CLI::Validator in_range(long double lo, long double hi, bool above_lo) {
  auto shown = [](long double x) {
    if (x >= 0 && x == std::floor(x) && x < 18446744073709551616.0L)
      return std::to_string(static_cast<unsigned long long>(x));
    if (x < 0 && x == std::floor(x)) return "-" + std::to_string(static_cast<unsigned long long>(-x));
    std::ostringstream s;
    s << static_cast<double>(x);
    return s.str();
  };
  std::string range = (above_lo ? "above " : "") + shown(lo) + " to " + shown(hi);
  return CLI::Validator(
      [lo, hi, above_lo, range](std::string& text) -> std::string {
        // Plain decimals only: strtold alone would also take " 3", "0x10" and "1e1", which
        // the option's own conversion then reads otherwise or refuses in its own words.
        if (!is_decimal(text)) return "'" + text + "' is not a number (decimal digits only)";
        errno = 0;
        long double x = std::strtold(text.c_str(), nullptr);
        // A fractional bound came here as a double (0.001 is not 0.001L): a value that
        // reads as the same double is the bound itself.
        auto same = [](long double a, long double b) {
          return a == b || (b != std::floor(b) && static_cast<double>(a) == static_cast<double>(b));
        };
        const bool below = above_lo ? x < lo || same(x, lo) : x < lo && !same(x, lo);
        if (errno == ERANGE || x != x || below || (x > hi && !same(x, hi))) return text + " is out of range (" + range + ")";
        return {};
      },
      range);
}

int jobs_of(int jobs) {
  if (jobs < 0) throw InputError("--jobs must be 0 (all cores) or more");
  return jobs > 0 ? jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void emit(const std::string& text, const std::string& path) {
  if (path.empty() || path == "-") {
    std::cout << text;
    std::cout.flush();
  } else {
    core::write_file_atomic(path, text);
  }
}

std::filesystem::path sibling_program(const std::string& name) {
  std::error_code ec;
  auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  return (ec ? std::filesystem::path(".") : self.parent_path()) / name;
}

}  // namespace looplab::cli
