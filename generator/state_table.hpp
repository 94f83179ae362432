#pragma once
// A flat open-addressing hash map from 64-bit frontier keys to a value, for the layers
// of the frontier dynamic programs: insert-or-add and a scan over the filled slots, no
// erase. Linear probing in one array of slots, grown to keep the load under one half;
// key ~0 marks an empty slot (no frontier encodes to it).
#include <cstdint>
#include <algorithm>
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

namespace looplab::generator {

// The layers of the modular counters: a flat open-addressing table from 64-bit keys to
// `width` residues, one row of width + 1 words per slot ([key, r0, r1, ...], so a probe
// and its update touch one or two cache lines). add() sums residues modulo primes
// below 2^63, where a + b never overflows a word. Grows at load 3/4; no erase.
class ResidueTable {
 public:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

  ResidueTable(int width, std::size_t expected) : width_(width) { rehash(capacity_for(expected)); }

  // Slots for `expected` keys at load at most one half.
  static std::size_t capacity_for(std::size_t expected) {
    std::size_t c = 16;
    while (c < 2 * expected) c *= 2;
    return c;
  }
  static std::size_t bytes_for(int width, std::size_t capacity) {
    return capacity * (static_cast<std::size_t>(width) + 1) * sizeof(std::uint64_t);
  }

  std::size_t size() const { return size_; }
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }
  void clear() {
    for (std::size_t i = 0; i < slots_.size(); i += stride()) slots_[i] = kEmpty;
    size_ = 0;
  }

  // Width is the table's width; a compile-time Width > 0 (equal to it) unrolls the sums.
  template <int Width = 0>
  void add(std::uint64_t key, const std::uint64_t* values, const std::uint64_t* primes) {
    std::uint64_t* row = find_or_insert(key);
    const int width = Width > 0 ? Width : width_;
    for (int r = 0; r < width; ++r) {
      const std::uint64_t s = row[1 + r] + values[r];
      row[1 + r] = s >= primes[r] ? s - primes[r] : s;
    }
  }

  // Starts loading the slot of key into the cache: a layer's adds land all over a table
  // far larger than the cache, so callers announce a batch of keys before adding them.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[slot_of(key) * stride()], 1); }

  // f(key, residues) for every key held.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t i = 0; i < slots_.size(); i += stride())
      if (slots_[i] != kEmpty) f(slots_[i], &slots_[i + 1]);
  }

 private:
  std::size_t stride() const { return static_cast<std::size_t>(width_) + 1; }
  std::size_t slot_of(std::uint64_t key) const {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> shift_);
  }
  std::uint64_t* find_or_insert(std::uint64_t key) {
    if (4 * (size_ + 1) > 3 * capacity_) rehash(capacity_ * 2);
    for (std::size_t i = slot_of(key);; i = (i + 1) & (capacity_ - 1)) {
      std::uint64_t* row = &slots_[i * stride()];
      if (row[0] == key) return row;
      if (row[0] == kEmpty) {
        row[0] = key;
        std::fill(row + 1, row + stride(), std::uint64_t{0});
        ++size_;
        return row;
      }
    }
  }
  void rehash(std::size_t capacity) {
    std::vector<std::uint64_t> old;
    old.swap(slots_);
    capacity_ = capacity;
    slots_.assign(capacity * stride(), 0);
    for (std::size_t i = 0; i < slots_.size(); i += stride()) slots_[i] = kEmpty;
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    size_ = 0;
    for (std::size_t i = 0; i < old.size(); i += stride())
      if (old[i] != kEmpty) std::copy(&old[i], &old[i] + stride(), find_or_insert(old[i]));
  }

  int width_;
  std::vector<std::uint64_t> slots_;
  std::size_t capacity_ = 0, size_ = 0;
  int shift_ = 64;
};

}  // namespace looplab::generator
