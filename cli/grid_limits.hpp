#pragma once
// The size limits of the grid-counting methods, checked in one place so that a refusal
// names the methods that can handle the grid instead of running for years.
#include <string>

namespace looplab::cli {

// Throws InputError when rows or cols is below 1, the method is unknown, or the grid
// is beyond it. Methods: "flood", "search", "frontier", "cells" (count loops), "enumerate",
// "unique" (count unique), "unique-transversal" (count unique --method transversal).
void check_grid_for(const std::string& method, int rows, int cols);

}  // namespace looplab::cli
