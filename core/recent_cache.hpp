#pragma once
// A thread's last few values by key, for tables built from a key that a thread asks for
// again and again (a grid's geometry while a generator removes clues) but that may come
// in endless variety (a new Penrose patch per attempt, a server's requests): a cache that
// kept every key would grow without bound. A value lives on with whoever holds it after
// the cache lets it go, so a holder never sees it change or vanish.
//
//   auto& cache = core::thread_workspace<core::RecentCache<Key, Table>>();
//   std::shared_ptr<const Table> t = cache.get(key, [&] { return Table(key); });
#include <algorithm>
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace looplab::core {

template <class Key, class T, std::size_t N = 8>
class RecentCache {
 public:
  // The value of `key`, made by `make()` unless one of the last N keys asked for.
  template <class Make>
  std::shared_ptr<const T> get(const Key& key, Make&& make) {
    auto hit = std::find_if(entries_.begin(), entries_.end(), [&](const auto& e) { return e.first == key; });
    if (hit == entries_.end()) {
      if (entries_.size() == N) entries_.pop_back();
      entries_.emplace(entries_.begin(), key, std::make_shared<const T>(make()));
      return entries_.front().second;
    }
    std::rotate(entries_.begin(), hit, hit + 1);  // most recent first
    return entries_.front().second;
  }

  std::size_t size() const { return entries_.size(); }

 private:
  std::vector<std::pair<Key, std::shared_ptr<const T>>> entries_;
};

}  // namespace looplab::core
