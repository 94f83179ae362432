#include "cli/memory.hpp"

#include <cstdio>
#include <fstream>

namespace looplab::cli {

double available_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  double kb = 0;
  while (in >> key >> kb) {
    if (key == "MemAvailable:") return kb * 1024;
    in.ignore(1 << 10, '\n');
  }
  return 0;
}

std::string gigabytes(double bytes) {
  char buf[64];
  std::snprintf(buf, sizeof buf, bytes < 1e13 ? "%.2f GB" : "%.3g GB", bytes / 1e9);
  return buf;
}

}  // namespace looplab::cli
