#pragma once
// A table set up with chosen hands and the top of the draw pile: for rule tests,
// tutorials and the server's scenario tables.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/chinese/state.hpp"

namespace jongtable::chinese {

struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat east{};
  // One per seat, face codes separated by spaces ("C1 C1 RD F2"). East holds one card more
  // than the others, counting exposed groups: 14 and 13 (six players 11 and 10).
  std::vector<std::string> hands;
  // Optional, per seat: groups already laid down, one string of codes per group.
  std::vector<std::vector<std::string>> exposed;
  std::string wall_top;     // drawn first to last; the rest of the wall follows shuffled
  std::vector<int> scores;  // optional, per seat
  int hand = 1;             // earlier hands count as played (void)
};

struct ScenarioTable {
  std::optional<State> state;
  std::string error;
};
[[nodiscard]] ScenarioTable create_scenario(const Scenario& scenario);

[[nodiscard]] std::optional<std::vector<Face>> faces_from_codes(const std::string& codes);

}  // namespace jongtable::chinese
