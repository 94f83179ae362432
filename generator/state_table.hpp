#pragma once
// A flat open-addressing hash map from 64-bit frontier keys to a value, for the layers
// of the frontier dynamic programs: insert-or-add and a scan over the filled slots, no
// erase. Linear probing in one array of slots, grown to keep the load under one half;
// key ~0 marks an empty slot (no frontier encodes to it).
#include <cstdint>
#include <utility>
#include <vector>

namespace looplab::generator {

template <class Value>
class StateTable {
 public:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

  explicit StateTable(std::size_t expected = 16) { rehash(capacity_for(expected)); }

  std::size_t size() const { return size_; }
  void clear() {
    for (auto& s : slots_) s.first = kEmpty;
    size_ = 0;
  }

  // The value stored under key, inserted as Value{} first if absent.
  Value& operator[](std::uint64_t key) {
    if (2 * (size_ + 1) > slots_.size()) rehash(slots_.size() * 2);
    std::size_t i = slot_of(key);
    while (slots_[i].first != kEmpty) {
      if (slots_[i].first == key) return slots_[i].second;
      i = (i + 1) & mask_;
    }
    slots_[i].first = key;
    slots_[i].second = Value{};
    ++size_;
    return slots_[i].second;
  }

  const Value* find(std::uint64_t key) const {
    for (std::size_t i = slot_of(key); slots_[i].first != kEmpty; i = (i + 1) & mask_)
      if (slots_[i].first == key) return &slots_[i].second;
    return nullptr;
  }

  template <class F>
  void for_each(F&& f) const {
    for (const auto& s : slots_)
      if (s.first != kEmpty) f(s.first, s.second);
  }

 private:
  static std::size_t capacity_for(std::size_t n) {
    std::size_t c = 16;
    while (c < 2 * n) c *= 2;
    return c;
  }
  std::size_t slot_of(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  void rehash(std::size_t capacity) {
    std::vector<std::pair<std::uint64_t, Value>> old;
    old.swap(slots_);
    slots_.assign(capacity, {kEmpty, Value{}});
    mask_ = capacity - 1;
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    size_ = 0;
    for (auto& s : old)
      if (s.first != kEmpty) (*this)[s.first] = std::move(s.second);
  }

  std::vector<std::pair<std::uint64_t, Value>> slots_;
  std::size_t mask_ = 0, size_ = 0;
  int shift_ = 64;
};

}  // namespace looplab::generator
