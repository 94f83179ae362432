#pragma once
// The rating agreement test over lines "<letter> <id>" (Tatham's solo.txt, towers.txt
// in the peers folder; the sets of tests/data): `rate_one(id)` checks whatever else the
// test wants of the puzzle and returns looplab's level; the letters name the peer's.
// The confusion table is WARNed and at least `percent` of the levels must agree.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "tests/support/confusion.hpp"
#include "tests/support/peers.hpp"

namespace looplab::test {

// The same over lines read already (test::data_lines: the sets in tests/data).
template <class RateOne>
void check_levels(const std::vector<std::string>& lines, const std::map<char, std::string>& letters,
                  const std::string& title, RateOne rate_one, int percent) {
  Confusion confusion;
  for (const std::string& line : lines) {
    INFO(line);
    const std::string got = rate_one(line.substr(2));
    confusion.add(letters.at(line[0]), got);
  }
  WARN(confusion.table(title));
  CHECK(confusion.agree() * 100 >= percent * confusion.total());
}

template <class RateOne>
void check_peer_levels(const std::string& file, const std::map<char, std::string>& letters,
                       const std::string& title, RateOne rate_one, int percent = 85) {
  check_levels(peer_lines(file), letters, title, rate_one, percent);
}

}  // namespace looplab::test
