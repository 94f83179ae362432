#pragma once
// The puzzles /api/hint has proved unique, kept so that the next hint on the same puzzle
// (a player asking again, a move later) reuses the object and the solution it proved
// (core/proved_once.hpp) instead of proving it again. A puzzle is known by its
// object's JSON (Puzzle::to_json), so the same clues posted twice are one puzzle. At most
// `capacity` puzzles are kept, the one asked for least recently dropped first; shared
// between the server's workers.
#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>

#include "families/family.hpp"

namespace looplab::server {

class ProvedPuzzles {
 public:
  explicit ProvedPuzzles(std::size_t capacity) : capacity_(capacity) {}
  // The kept puzzle known as `key`, or null.
  std::shared_ptr<const families::Puzzle> find(const std::string& key);
  // Keeps `puzzle` as `key`, proved unique by the caller.
  void keep(const std::string& key, std::shared_ptr<const families::Puzzle> puzzle);
  std::size_t size() const;

 private:
  using Entry = std::pair<std::string, std::shared_ptr<const families::Puzzle>>;
  std::size_t capacity_;
  mutable std::mutex mutex_;
  std::list<Entry> recent_;  // most recently asked first
  std::unordered_map<std::string, std::list<Entry>::iterator> index_;
};

}  // namespace looplab::server
