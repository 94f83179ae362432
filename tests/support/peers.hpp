#pragma once
// Access to ../shared/peers (puzzles made by other programs). A user's clone has no
// such folder: tests that need it call peers_available(), which WARNs with a clear
// "skipped" message, and return.
#include <string>
#include <vector>

namespace looplab::test {

std::string peers_dir();
// True when the folder exists; otherwise records a skip message in the test output.
bool peers_available();
// Lines of a file under peers_dir(), without blank lines.
std::vector<std::string> peer_lines(const std::string& relative_path);
std::string source_dir();
// Lines of a file under tests/data, without blank lines and `#` comments.
std::vector<std::string> data_lines(const std::string& name);

}  // namespace looplab::test
