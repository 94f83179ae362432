#include "tests/support/peers.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace looplab::test {

std::string peers_dir() {
  if (const char* env = std::getenv("LOOPLAB_PEERS_DIR")) return env;
  return LOOPLAB_PEERS_DIR;
}

std::string source_dir() { return LOOPLAB_SOURCE_DIR; }

bool peers_available() {
  if (std::filesystem::is_directory(peers_dir())) return true;
  WARN("skipped: peer puzzles not found at " << peers_dir() << " (../shared/peers is absent in a plain clone)");
  return false;
}

std::vector<std::string> peer_lines(const std::string& relative_path) {
  std::ifstream in(peers_dir() + "/" + relative_path);
  REQUIRE(in.good());
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

std::vector<std::string> data_lines(const std::string& name) {
  std::ifstream in(source_dir() + "/tests/data/" + name);
  REQUIRE(in.good());
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

}  // namespace looplab::test
