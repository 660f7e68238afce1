#pragma once
// A table set up with chosen hands and wall top: for rule tests and tutorials.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "jongtable/american/state.hpp"

namespace jongtable::american {

struct Scenario {
  Settings settings;
  std::uint64_t seed = 1;
  Seat east{};
  // One per seat, face codes separated by spaces ("C1 C1 RD J").
  std::vector<std::string> hands;
  // Optional, per seat: groups already exposed, one string of codes per group, the
  // group's face first ("B5 B5 J").
  std::vector<std::vector<std::string>> exposed;
  std::string wall_top;     // drawn first to last; the rest of the cards follow shuffled
  bool charleston = false;  // false: play starts at once with East to discard
  std::vector<int> scores;  // optional, per seat
};

// The table with the scenario's deal staged, not yet started (a server's table waits for
// its players, then StartGame deals what was staged), or why the scenario is impossible.
[[nodiscard]] std::variant<State, std::string> stage(const Scenario& scenario);

// The table, already started, or why the scenario is impossible.
[[nodiscard]] std::variant<State, std::string> build(const Scenario& scenario);

// "C1 C1 RD" -> faces, or nothing when a code is unknown.
[[nodiscard]] std::optional<std::vector<Face>> faces_from_codes(std::string_view codes);

}  // namespace jongtable::american
