#include "generator/loop_sample.hpp"

#include <algorithm>
#include <map>
#include <mutex>

#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_frontier.hpp"
#include "generator/state_table.hpp"

namespace looplab::generator {

using Count = unsigned __int128;

// One layer: the frontiers that occur after some number of cells, sorted by key, and
// each one's number of completions. Sorted arrays (24 bytes a frontier) instead of hash
// tables keep every layer of a 10x10 grid in a few tens of MB.
struct Layer {
  std::vector<std::uint64_t> keys;
  std::vector<Count> ways;

  const Count* find(std::uint64_t key) const {
    const auto it = std::lower_bound(keys.begin(), keys.end(), key);
    if (it == keys.end() || *it != key) return nullptr;
    return &ways[static_cast<std::size_t>(it - keys.begin())];
  }
};

struct LoopSampler::Tables {
  FrontierMachine machine;
  std::vector<Layer> layers;  // layers[i]: the frontiers after i cells

  Tables(int rows, int cols) : machine(rows, cols) {}

  // Completions after deciding `cell` as `in` from frontier f (g gets the new frontier).
  Count ways(int cell, const FrontierLabels& f, bool in, FrontierLabels& g) const {
    g = f;
    switch (machine.step(g, cell, in)) {
      case FrontierMachine::Outcome::Dead:
        return 0;
      case FrontierMachine::Outcome::Closed:
        return 1;
      case FrontierMachine::Outcome::Open:
        break;
    }
    const Count* c = layers[static_cast<std::size_t>(cell) + 1].find(machine.encode(g));
    return c ? *c : 0;
  }
};

LoopSampler::LoopSampler(int rows, int cols)
    : rows_(rows), cols_(cols), transposed_(cols > kFrontierMaxWidth) {
  const int r = transposed_ ? cols : rows, c = transposed_ ? rows : cols;
  LK_REQUIRE(r >= 1 && c >= 1 && c <= kFrontierMaxWidth && r * c <= kSampleMaxCells,
             "sampler grid size");
  tables_ = std::make_unique<Tables>(r, c);
  const FrontierMachine& m = tables_->machine;
  const int n = r * c;
  auto& layers = tables_->layers;
  layers.resize(static_cast<std::size_t>(n) + 1);
  // Forward: which frontiers occur after each cell.
  layers[0].keys.push_back(m.encode(m.start()));
  StateTable<char> next;
  for (int cell = 0; cell < n; ++cell) {
    next.clear();
    for (std::uint64_t key : layers[static_cast<std::size_t>(cell)].keys)
      for (bool in : {false, true}) {
        FrontierLabels g = m.decode(key);
        if (m.step(g, cell, in) == FrontierMachine::Outcome::Open) next[m.encode(g)] = 1;
      }
    auto& keys = layers[static_cast<std::size_t>(cell) + 1].keys;
    keys.reserve(next.size());
    next.for_each([&](std::uint64_t key, char) { keys.push_back(key); });
    std::sort(keys.begin(), keys.end());
  }
  // Backward: completions of each frontier.
  for (std::uint64_t key : layers[static_cast<std::size_t>(n)].keys)
    layers[static_cast<std::size_t>(n)].ways.push_back(m.accepts_end(m.decode(key)) ? 1 : 0);
  for (int cell = n - 1; cell >= 0; --cell) {
    Layer& layer = layers[static_cast<std::size_t>(cell)];
    layer.ways.reserve(layer.keys.size());
    FrontierLabels g;
    for (std::uint64_t key : layer.keys) {
      const FrontierLabels f = m.decode(key);
      layer.ways.push_back(tables_->ways(cell, f, false, g) + tables_->ways(cell, f, true, g));
    }
  }
}

LoopSampler::~LoopSampler() = default;

Count LoopSampler::count() const {
  return tables_->layers[0].ways[0];
}

std::vector<std::uint8_t> LoopSampler::sample_cells(core::Rng& rng) const {
  const FrontierMachine& m = tables_->machine;
  const int r = m.rows(), c = m.cols();
  std::vector<std::uint8_t> walked(static_cast<std::size_t>(r * c), 0);
  Count k = uniform_below(rng, count());
  FrontierLabels f = m.start(), g;
  for (int cell = 0; cell < r * c; ++cell) {
    const Count out = tables_->ways(cell, f, false, g);
    bool in = false;
    if (k >= out) {
      k -= out;
      in = true;
    }
    walked[static_cast<std::size_t>(cell)] = in;
    if (m.step(f, cell, in) == FrontierMachine::Outcome::Closed) break;  // the rest is outside
  }
  if (!transposed_) return walked;
  std::vector<std::uint8_t> cells(walked.size());
  for (int i = 0; i < rows_; ++i)
    for (int j = 0; j < cols_; ++j)
      cells[static_cast<std::size_t>(i * cols_ + j)] =
          walked[static_cast<std::size_t>(j * rows_ + i)];
  return cells;
}

core::EdgeSet LoopSampler::sample(core::Rng& rng) const {
  return edges_of_cells(rows_, cols_, sample_cells(rng));
}

core::EdgeSet uniform_random_loop(int rows, int cols, core::Rng& rng) {
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::shared_ptr<const LoopSampler>> samplers;
  std::shared_ptr<const LoopSampler> sampler;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = samplers[{rows, cols}];
    if (!slot) slot = std::make_shared<const LoopSampler>(rows, cols);
    sampler = slot;
  }
  return sampler->sample(rng);
}

Count uniform_below(core::Rng& rng, Count n) {
  LK_REQUIRE(n > 0, "uniform_below needs n > 0");
  if (n <= ~std::uint64_t{0}) return rng.below(static_cast<std::uint64_t>(n));
  // Rejection from 128 random bits: accept below the largest multiple of n.
  const Count limit = ~Count{0} - (~Count{0} % n + 1) % n;
  for (;;) {
    const Count x = (static_cast<Count>(rng.next()) << 64) | rng.next();
    if (x <= limit) return x % n;
  }
}

}  // namespace looplab::generator
