#include "generator/loop_sample.hpp"

#include <map>
#include <mutex>

#include "generator/loop_cells.hpp"
#include "generator/loop_count_frontier.hpp"
#include "generator/loop_frontier.hpp"
#include "generator/state_table.hpp"

namespace looplab::generator {

using Count = unsigned __int128;

struct LoopSampler::Tables {
  FrontierMachine machine;
  // completions[i]: for each frontier after i cells, the number of ways to finish it.
  std::vector<StateTable<Count>> completions;

  Tables(int rows, int cols) : machine(rows, cols) {}

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
    const Count* c = completions[static_cast<std::size_t>(cell) + 1].find(machine.encode(g));
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
  auto& layers = tables_->completions;
  layers.resize(static_cast<std::size_t>(n) + 1);
  // Forward: which frontiers occur after each cell.
  layers[0][m.encode(m.start())] = 0;
  for (int cell = 0; cell < n; ++cell) {
    layers[static_cast<std::size_t>(cell)].for_each([&](std::uint64_t key, const Count&) {
      for (bool in : {false, true}) {
        FrontierLabels g = m.decode(key);
        if (m.step(g, cell, in) == FrontierMachine::Outcome::Open)
          layers[static_cast<std::size_t>(cell) + 1][m.encode(g)] = 0;
      }
    });
  }
  // Backward: completions of each frontier.
  auto& last = layers[static_cast<std::size_t>(n)];
  last.for_each(
      [&](std::uint64_t key, const Count&) { last[key] = m.accepts_end(m.decode(key)) ? 1 : 0; });
  for (int cell = n - 1; cell >= 0; --cell) {
    auto& layer = layers[static_cast<std::size_t>(cell)];
    std::vector<std::pair<std::uint64_t, Count>> filled;
    layer.for_each([&](std::uint64_t key, const Count&) {
      const FrontierLabels f = m.decode(key);
      FrontierLabels g;
      filled.emplace_back(key, tables_->ways(cell, f, false, g) + tables_->ways(cell, f, true, g));
    });
    for (const auto& [key, ways] : filled) layer[key] = ways;
  }
}

LoopSampler::~LoopSampler() = default;

Count LoopSampler::count() const {
  return *tables_->completions[0].find(tables_->machine.encode(tables_->machine.start()));
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

slitherlink::EdgeSet LoopSampler::sample(core::Rng& rng) const {
  return edges_of_cells(rows_, cols_, sample_cells(rng));
}

slitherlink::EdgeSet uniform_random_loop(int rows, int cols, core::Rng& rng) {
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
