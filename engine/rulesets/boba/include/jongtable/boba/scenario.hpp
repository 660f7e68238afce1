#pragma once
// A Boba Mahjong table laid out by hand: for rule tests, tutorials and scenario tables.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/boba/state.hpp"

namespace jongtable::boba {

// Faces name cards; the two copies of a topping are handed out in turn.
struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat first{};
  std::array<std::vector<Face>, kSeats> hands;  // any size
  std::array<std::vector<Face>, kSeats> score_cards;
  std::array<std::vector<Face>, kPiles> piles;  // bottom to top
  std::vector<Face> supply;                     // drawn first to last
  // false: every card not named follows beneath `supply` in a seeded shuffle. true: the
  // supply is exactly `supply` and every card not named is out of the game.
  bool supply_exact = false;
};

// A table whose StartGame lays out exactly this, `first` to play; or why it cannot be.
struct ScenarioTable {
  std::optional<State> state;
  std::string error;
};
[[nodiscard]] ScenarioTable create_scenario(const Scenario& scenario);

}  // namespace jongtable::boba
