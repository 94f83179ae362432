#pragma once
// What the machine has, for commands that refuse a job by the memory it would need
// (rather than by a guess of its time) and say so in figures.
#include <string>

namespace looplab::cli {

// MemAvailable from /proc/meminfo, in bytes; 0 when unknown.
double available_memory();

// "1.23 GB" (three significant digits beyond 10 TB).
std::string gigabytes(double bytes);

}  // namespace looplab::cli
