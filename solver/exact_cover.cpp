#include "solver/exact_cover.hpp"

#include <algorithm>
#include <chrono>

#include "core/error.hpp"

namespace looplab::solver {

ExactCover::ExactCover(int primary_items, int secondary_items)
    : primary_(primary_items), secondary_(secondary_items) {
  LK_REQUIRE(primary_items >= 0 && secondary_items >= 0, "item counts must not be negative");
  const int n = primary_ + secondary_;
  left_.resize(static_cast<std::size_t>(n) + 2);
  right_.resize(static_cast<std::size_t>(n) + 2);
  // Primary headers 1..P hang in a circle through the root 0, secondary headers P+1..N
  // in a circle through N+1: the search walks only the first circle.
  auto ring = [&](int root, int first, int last) {
    int prev = root;
    for (int k = first; k <= last; ++k) left_[k] = prev, right_[prev] = k, prev = k;
    right_[prev] = root, left_[root] = prev;
  };
  ring(0, 1, primary_);
  ring(n + 1, primary_ + 1, n);
  nodes_.resize(static_cast<std::size_t>(n) + 2);
  for (int k = 0; k <= n; ++k) nodes_[k] = {0, k, k, 0};
  last_spacer_ = n + 1;
  nodes_[last_spacer_] = {0, 0, 0, 0};
  option_of_.assign(nodes_.size(), -1);
}

int ExactCover::add_option(std::span<const int> items) {
  std::vector<CoverEntry> entries;
  entries.reserve(items.size());
  for (int item : items) entries.push_back({item, 0});
  return add_option(entries);
}

int ExactCover::add_option(std::span<const CoverEntry> entries) {
  const int n = primary_ + secondary_;
  const int id = options();
  LK_REQUIRE(!entries.empty(), "an option needs at least one item");
  const int first = static_cast<int>(nodes_.size());
  for (std::size_t k = 0; k < entries.size(); ++k) {
    const auto [item, colour] = entries[k];
    LK_REQUIRE(item >= 0 && item < n, "option item out of range");
    LK_REQUIRE(colour >= 0, "colours are positive (0 = none)");
    LK_REQUIRE(colour == 0 || item >= primary_, "only secondary items take colours");
    for (std::size_t m = 0; m < k; ++m)
      LK_REQUIRE(entries[m].item != item, "an option names each item at most once");
    const int header = item + 1;
    const int x = static_cast<int>(nodes_.size());
    nodes_.push_back({header, nodes_[header].up, header, colour});
    nodes_[nodes_[header].up].down = x;
    nodes_[header].up = x;
    ++nodes_[header].top;  // a header's `top` is its item's length
    option_of_.push_back(id);
    has_colours_ |= colour > 0;
  }
  const int last = static_cast<int>(nodes_.size()) - 1;
  nodes_[last_spacer_].down = last;
  last_spacer_ = static_cast<int>(nodes_.size());
  nodes_.push_back({-(id + 1), first, 0, 0});
  option_of_.push_back(-1);
  option_start_.push_back(first);
  return id;
}

std::vector<int> ExactCover::option_items(int id) const {
  LK_REQUIRE(id >= 0 && id < options(), "option id out of range");
  std::vector<int> items;
  for (int x = option_start_[static_cast<std::size_t>(id)]; nodes_[x].top > 0; ++x)
    items.push_back(nodes_[x].top - 1);
  return items;
}

// The four link operations of DLX1 and the two colour operations of DLX2. Each undo
// walks in exactly the reverse order of its do, which is what makes the relinking valid.
template <bool kColours>
void ExactCover::hide(int p) {
  Node* nodes = nodes_.data();
  for (int q = p + 1; q != p;) {
    // Fields copied first: the stores below could alias nodes[q] for the compiler.
    const int x = nodes[q].top, u = nodes[q].up, d = nodes[q].down;
    if (x <= 0) {
      q = u;  // spacer: jump back to the first node of this option
    } else {
      if (!kColours || nodes[q].colour >= 0) {
        nodes[u].down = d;
        nodes[d].up = u;
        --nodes[x].top;
        ++updates_;
      }
      ++q;
    }
  }
}

template <bool kColours>
void ExactCover::unhide(int p) {
  Node* nodes = nodes_.data();
  for (int q = p - 1; q != p;) {
    const int x = nodes[q].top, u = nodes[q].up, d = nodes[q].down;
    if (x <= 0) {
      q = d;  // spacer: jump forward to the last node of this option
    } else {
      if (!kColours || nodes[q].colour >= 0) {
        nodes[u].down = q;
        nodes[d].up = q;
        ++nodes[x].top;
      }
      --q;
    }
  }
}

template <bool kColours>
void ExactCover::cover(int item) {
  for (int p = nodes_[item].down; p != item; p = nodes_[p].down) hide<kColours>(p);
  const int l = left_[item], r = right_[item];
  right_[l] = r;
  left_[r] = l;
}

template <bool kColours>
void ExactCover::uncover(int item) {
  const int l = left_[item], r = right_[item];
  right_[l] = item;
  left_[r] = item;
  for (int p = nodes_[item].up; p != item; p = nodes_[p].up) unhide<kColours>(p);
}

// Choosing an option that gives secondary item i colour c: options giving i another
// colour go, those giving it c stay but are marked (-1) so they do not purify again.
void ExactCover::purify(int p) {
  const int c = nodes_[p].colour, item = nodes_[p].top;
  for (int q = nodes_[item].down; q != item; q = nodes_[q].down) {
    if (nodes_[q].colour != c)
      hide<true>(q);
    else if (q != p)
      nodes_[q].colour = -1;
  }
}

void ExactCover::unpurify(int p) {
  const int c = nodes_[p].colour, item = nodes_[p].top;
  for (int q = nodes_[item].up; q != item; q = nodes_[q].up) {
    if (nodes_[q].colour < 0)
      nodes_[q].colour = c;
    else if (q != p)
      unhide<true>(q);
  }
}

template <bool kColours>
void ExactCover::commit(int p) {
  if (!kColours || nodes_[p].colour == 0)
    cover<kColours>(nodes_[p].top);
  else if (nodes_[p].colour > 0)
    purify(p);
}

template <bool kColours>
void ExactCover::uncommit(int p) {
  if (!kColours || nodes_[p].colour == 0)
    uncover<kColours>(nodes_[p].top);
  else if (nodes_[p].colour > 0)
    unpurify(p);
}

template <bool kColours>
struct ExactCover::Search {
  ExactCover& dlx;
  const ExactCoverRequest& request;
  ExactCoverResult& result;
  std::vector<int> chosen;    // node of the option chosen at each level
  std::vector<int> ids;       // scratch: option ids of a solution
  std::vector<int> shuffled;  // stack of shuffled candidate nodes, one slice per level
  bool stop = false;

  void found() {
    ++result.solutions;
    if ((request.keep_first && result.solutions == 1) || request.on_solution) {
      ids.clear();
      for (int node : chosen) ids.push_back(dlx.option_of_[node]);
      if (request.keep_first && result.solutions == 1) {
        result.first = ids;
        std::sort(result.first.begin(), result.first.end());
      }
      if (request.on_solution && !request.on_solution(ids)) stop = true;
    }
    if (request.limit != 0 && result.solutions >= request.limit) stop = true;
  }

  void try_option(int r) {
    auto& nodes = dlx.nodes_;
    chosen.push_back(r);
    for (int p = r + 1; p != r;) {
      if (nodes[p].top <= 0) {
        p = nodes[p].up;
      } else {
        dlx.commit<kColours>(p);
        ++p;
      }
    }
    run();
    for (int p = r - 1; p != r;) {
      if (nodes[p].top <= 0) {
        p = nodes[p].down;
      } else {
        dlx.uncommit<kColours>(p);
        --p;
      }
    }
    chosen.pop_back();
  }

  void run() {
    auto& nodes = dlx.nodes_;
    ++result.stats.nodes;
    if (request.max_nodes != 0 && result.stats.nodes > request.max_nodes) {
      result.gave_up = true;
      stop = true;
      return;
    }
    const auto& right = dlx.right_;
    if (right[0] == 0) {
      found();
      return;
    }
    // Minimum remaining values: the primary item with the fewest options left.
    // An item with one option left is forced, so the scan stops there too.
    int best = 0, best_len = INT32_MAX;
    for (int k = right[0]; k != 0; k = right[k]) {
      if (nodes[k].top < best_len) {
        best = k, best_len = nodes[k].top;
        if (best_len <= 1) break;
      }
    }
    if (best_len == 0) return;
    dlx.cover<kColours>(best);
    if (request.rng == nullptr) {
      for (int r = nodes[best].down; r != best && !stop; r = nodes[r].down) try_option(r);
    } else {
      // The column stays fixed while its options are tried (every branch undoes
      // itself), so a shuffled copy of it can be taken once, on a shared stack.
      const std::size_t base = shuffled.size();
      for (int r = nodes[best].down; r != best; r = nodes[r].down) shuffled.push_back(r);
      for (std::size_t i = shuffled.size() - base; i > 1; --i)
        std::swap(shuffled[base + i - 1],
                  shuffled[base + request.rng->below(static_cast<std::uint64_t>(i))]);
      for (std::size_t k = base; k < shuffled.size() && !stop; ++k) try_option(shuffled[k]);
      shuffled.resize(base);
    }
    dlx.uncover<kColours>(best);
  }
};

template <bool kColours>
void ExactCover::run_search(const ExactCoverRequest& request, ExactCoverResult& result) {
  Search<kColours> search{*this, request, result, {}, {}, {}, false};
  search.chosen.reserve(static_cast<std::size_t>(primary_));
  search.run();
  result.complete = !search.stop;
}

ExactCoverResult ExactCover::solve(const ExactCoverRequest& request) {
  const auto start = std::chrono::steady_clock::now();
  ExactCoverResult result;
  updates_ = 0;
  if (has_colours_)
    run_search<true>(request, result);
  else
    run_search<false>(request, result);
  result.stats.updates = updates_;
  result.stats.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace looplab::solver
