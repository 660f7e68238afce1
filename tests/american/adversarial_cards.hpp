#pragma once
// Cards built to make matching and reading expensive (docs/rules/american-card.md
// "Limits"), shared by the limit tests and the benchmark. Each is a card a host could
// paste.

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "jongtable/american/card_spec.hpp"

namespace jongtable::american::testing {

// One hand of `lines` lines of twelve singles of overlapping classes and a pair, with
// no fixed face: every variation passes the matcher's quick checks for any 14 cards of
// 13 faces, and the singles fit one another's groups in many ways. Each line is a
// different twelve of sixteen classes, with up to six suit choices and seven places
// for its pair.
inline std::string card_of_singles(int lines) {
  static const char* const kClasses[16] = {"1[any]",    "1[number]", "1[odd]",    "1[even]",
                                           "1[honour]", "1[wind]",   "1[dragon]", "1a[any]",
                                           "1b[any]",   "1c[any]",   "1a[odd]",   "1a[even]",
                                           "1b[odd]",   "1b[even]",  "1c[odd]",   "1c[even]"};
  std::string text = "hand 50 Singles\n";
  int written = 0;
  // Every set of four classes left out, in order, gives a line of its own.
  for (std::uint32_t left_out = 0; left_out < (1u << 16) && written < lines; ++left_out) {
    if (std::popcount(left_out) != 4) continue;
    // The pair and the first six singles take one another's sizes in any order.
    text += "= (2[any]";
    int singles = 0;
    for (int k = 0; k < 16; ++k) {
      if (left_out & (1u << k)) continue;
      text += std::string(" ") + kClasses[k] + (++singles == 6 ? ")" : "");
    }
    text += "\n";
    ++written;
  }
  return text;
}

// The most lines of singles a card may hold within the limits: the worst accepted card.
inline int most_lines_of_singles() {
  int accepted = 1;
  int refused = 1820;  // every line there is (16 choose 4)
  while (refused - accepted > 1) {
    const int lines = (accepted + refused) / 2;
    (std::holds_alternative<Card>(parse_card(card_of_singles(lines), "")) ? accepted : refused) =
        lines;
  }
  return accepted;
}

// Holdings of 14 cards of 13 faces (one pair): each reaches the assignment of every
// variation of card_of_singles. Dealt from `seed`.
inline std::vector<Holding> holdings_of_singles(int count, std::uint64_t seed) {
  std::vector<Holding> out;
  std::uint64_t z = seed;
  auto next = [&z](std::uint64_t bound) {
    z = z * 6364136223846793005ULL + 1442695040888963407ULL;
    return (z >> 33) % bound;
  };
  for (int i = 0; i < count; ++i) {
    Holding h;
    int faces = 0;
    while (faces < 13) {
      const auto f = static_cast<std::size_t>(next(kFaceCount - 1));  // never the Joker
      if (h.concealed[f] != 0) continue;
      h.concealed[f] = faces == 0 ? 2 : 1;
      ++faces;
    }
    out.push_back(h);
  }
  return out;
}

}  // namespace jongtable::american::testing
