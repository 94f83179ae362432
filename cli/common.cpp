#include "cli/common.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>
#include <iterator>

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

bool is_square_line(std::size_t cells) {
  for (std::size_t n = 4; n * n <= cells; ++n)
    if (n * n == cells) return true;
  return false;
}

std::vector<PuzzleInput> read_batch(const std::string& contents, const std::string& source,
                                    const families::Family* family) {
  std::vector<PuzzleInput> out;
  // Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the puzzle.
  std::string_view whole = trim(std::string_view(contents).substr(contents.starts_with("\xEF\xBB\xBF") ? 3 : 0));
  if (whole.empty()) throw InputError(source + ": empty input, no puzzle");
  auto as_one = families::parse_puzzle(whole, family);
  if (as_one) {
    out.push_back({source, std::move(as_one.value()), 0});
    return out;
  }
  // Not one puzzle: one puzzle a line, unless the text starts like a grid of rows (digits
  // and dots) or its first line is not a puzzle either; then the error of the whole text
  // is the one to report.
  std::size_t start = 0, line_no = 0;
  bool first = true;
  while (start <= contents.size()) {
    std::size_t end = contents.find('\n', start);
    if (end == std::string::npos) end = contents.size();
    std::string_view line = trim(std::string_view(contents).substr(start, end - start));
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
      if (first) throw InputError(source + ": " + as_one.error().describe());
      // One bad line does not cost the others their answers; the exit code still says it.
      skip_line(where, parsed.error().describe());
      continue;
    }
    first = false;
    out.push_back({where, std::move(parsed.value()), grade});
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
  auto parsed = families::parse_puzzle(trim(arg), family);
  if (!parsed) {
    if (looks_like_file_name(arg)) core::read_file(arg);  // throws "cannot read ARG: ..."
    throw InputError("puzzle argument: " + parsed.error().describe());
  }
  std::vector<PuzzleInput> out;
  out.push_back({"argument", std::move(parsed.value()), 0});
  return out;
}

std::size_t skipped_lines() { return skipped; }

void skip_line(const std::string& where, const std::string& why) {
  std::cerr << "looplab: " << where << ": " << why << " (skipped)\n";
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

CLI::Validator in_range(long double lo, long double hi) {
  auto shown = [](long double x) {
    if (x >= 0 && x == std::floor(x) && x < 18446744073709551616.0L)
      return std::to_string(static_cast<unsigned long long>(x));
    if (x < 0 && x == std::floor(x)) return "-" + std::to_string(static_cast<unsigned long long>(-x));
    std::ostringstream s;
    s << static_cast<double>(x);
    return s.str();
  };
  std::string range = shown(lo) + " to " + shown(hi);
  return CLI::Validator(
      [lo, hi, range](std::string& text) -> std::string {
        // Plain decimals only: strtold alone would also take " 3", "0x10" and "1e1", which
        // the option's own conversion then reads otherwise or refuses in its own words.
        static const std::regex decimal(R"(-?[0-9]+(\.[0-9]+)?)");
        if (!std::regex_match(text, decimal)) return "'" + text + "' is not a number (decimal digits only)";
        errno = 0;
        long double x = std::strtold(text.c_str(), nullptr);
        if (errno == ERANGE || x != x || x < lo || x > hi) return text + " is out of range (" + range + ")";
        return {};
      },
      range);
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
