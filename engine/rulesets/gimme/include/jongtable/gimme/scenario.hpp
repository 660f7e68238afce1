#pragma once
// A table set up with chosen hands, pool top and first player: for rule tests, tutorials
// and the server's scenario tables.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/gimme/state.hpp"

namespace jongtable::gimme {

struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat first_player{};
  // One per seat, face codes separated by spaces ("D1 D1 C5 J"): 1-13 tiles each.
  std::vector<std::string> hands;
  // Optional, per seat: Gimme sets already laid down, one string of codes per set.
  std::vector<std::vector<std::string>> exposed;
  std::string pool_top;     // drawn first to last; the rest of the pool follows shuffled
  std::vector<int> scores;  // optional, per seat
  int round = 1;            // earlier rounds count as played (and scored nothing)
};

// A table whose StartGame deals exactly this; or why it cannot be.
struct ScenarioTable {
  std::optional<State> state;
  std::string error;
};
[[nodiscard]] ScenarioTable create_scenario(const Scenario& scenario);

// "D1 D1 J" -> faces; nothing if a code is unknown.
[[nodiscard]] std::optional<std::vector<Face>> faces_from_codes(const std::string& codes);

}  // namespace jongtable::gimme
