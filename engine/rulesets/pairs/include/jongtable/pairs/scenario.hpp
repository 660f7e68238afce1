#pragma once
// A Pairs table dealt from chosen hands and pile top: for rule tests, tutorials and the
// server's scenario tables.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {

struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat dealer{};
  // One per seat, face codes separated by spaces ("R1 R1 B3 B4 B6"): 1-6 cards each.
  std::vector<std::string> hands;
  std::string pile_top;  // drawn first to last
  // false: every card not named lies beneath `pile_top`, shuffled. true: the pile is
  // exactly `pile_top`, and every card not named is set aside for the round.
  bool pile_exact = false;
  std::vector<int> points;  // optional, per seat
  int round = 1;            // earlier rounds count as played (draw games)
};

// A table whose StartGame deals exactly this, the dealer to draw; or why it cannot be.
struct ScenarioTable {
  std::optional<State> state;
  std::string error;
};
[[nodiscard]] ScenarioTable create_scenario(const Scenario& scenario);

// "R1 R1 B3" -> faces; nothing if a code is unknown.
[[nodiscard]] std::optional<std::vector<Face>> faces_from_codes(const std::string& codes);

}  // namespace jongtable::pairs
