#pragma once
// A confusion table of graded levels (rows = the peer's, columns = ours), for the
// rating agreement tests: counts, agreement, and a printable table.
#include <map>
#include <sstream>
#include <string>

namespace looplab::test {

class Confusion {
 public:
  void add(const std::string& want, const std::string& got) {
    ++cells_[want][got];
    ++total_;
    agree_ += want == got;
  }
  int agree() const { return agree_; }
  int total() const { return total_; }
  std::string table(const std::string& title) const {
    std::ostringstream out;
    out << title << ", rows = peer, columns = looplab (" << agree_ << "/" << total_ << " agree)\n";
    for (const auto& [want, row] : cells_) {
      out << "  " << want << ":";
      for (const auto& [got, k] : row) out << ' ' << got << '=' << k;
      out << '\n';
    }
    return out.str();
  }

 private:
  std::map<std::string, std::map<std::string, int>> cells_;
  int agree_ = 0, total_ = 0;
};

}  // namespace looplab::test
