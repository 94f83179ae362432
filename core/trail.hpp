#pragma once
// Undo trail for search: instead of copying the whole state at a guess, every write
// to a tracked array first records (slot, old value). Undoing to a mark restores the
// state exactly, in reverse order, at a cost proportional to what changed.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace looplab::core {

template <class Value>
class Trail {
 public:
  using Mark = std::size_t;

  // Writes `value` to `slot`, remembering the old value.
  void assign(Value& slot, Value value) {
    entries_.push_back({&slot, slot});
    slot = value;
  }
  Mark mark() const { return entries_.size(); }
  void undo_to(Mark m) {
    while (entries_.size() > m) {
      Entry& e = entries_.back();
      *e.slot = e.old;
      entries_.pop_back();
    }
  }
  void clear() { entries_.clear(); }
  std::size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    Value* slot;
    Value old;
  };
  std::vector<Entry> entries_;
};

}  // namespace looplab::core
