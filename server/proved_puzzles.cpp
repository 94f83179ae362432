#include "server/proved_puzzles.hpp"

namespace looplab::server {

std::shared_ptr<const families::Puzzle> ProvedPuzzles::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  auto it = index_.find(key);
  if (it == index_.end()) return nullptr;
  recent_.splice(recent_.begin(), recent_, it->second);
  return it->second->second;
}

void ProvedPuzzles::keep(const std::string& key, std::shared_ptr<const families::Puzzle> puzzle) {
  std::lock_guard lock(mutex_);
  if (auto it = index_.find(key); it != index_.end()) {
    recent_.splice(recent_.begin(), recent_, it->second);
    return;
  }
  recent_.emplace_front(key, std::move(puzzle));
  index_.emplace(key, recent_.begin());
  while (recent_.size() > capacity_) {
    index_.erase(recent_.back().first);
    recent_.pop_back();
  }
}

std::size_t ProvedPuzzles::size() const {
  std::lock_guard lock(mutex_);
  return recent_.size();
}

}  // namespace looplab::server
