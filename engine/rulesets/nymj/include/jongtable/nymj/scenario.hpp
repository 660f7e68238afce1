#pragma once
// A table set up with chosen hands, draw pile and Ma: for rule tests, tutorials and
// the server's --allow-scenarios tables.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/nymj/table.hpp"

namespace jongtable::nymj {

struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat ma{};
  std::vector<std::vector<Face>> hands;  // one per seat: Ma 11 cards, others 10
  std::vector<Face> draw_pile_top;       // drawn first to last; the rest follow shuffled
  std::vector<int> tokens;               // optional, per seat
  int round = 1;
};

// A table whose StartGame deals exactly this (round `round`, Ma to discard first); or
// why it cannot be.
struct ScenarioTable {
  std::optional<Table> table;
  std::string error;
};
[[nodiscard]] ScenarioTable create_scenario(const Scenario& scenario);

}  // namespace jongtable::nymj
