// Tables with a chosen deal, for rule tests, tutorials and scenario tables.
#include "jongtable/pairs/scenario.hpp"

#include <array>
#include <sstream>

namespace jongtable::pairs {

std::optional<std::vector<Face>> faces_from_codes(const std::string& codes) {
  std::vector<Face> faces;
  std::istringstream in(codes);
  std::string code;
  while (in >> code) {
    const auto face = face_from_code(code);
    if (!face) return std::nullopt;
    faces.push_back(*face);
  }
  return faces;
}

ScenarioTable create_scenario(const Scenario& scenario) {
  const Settings& settings = scenario.settings;
  if (auto bad = invalid_setting(settings)) {
    return {std::nullopt, "the setting '" + std::string(*bad) + "' is out of range"};
  }
  const int seats = settings.seats;
  if (static_cast<int>(scenario.hands.size()) != seats) {
    return {std::nullopt, "give one hand per seat"};
  }
  if (!scenario.points.empty() && static_cast<int>(scenario.points.size()) != seats) {
    return {std::nullopt, "give points for every seat, or none"};
  }
  if (kernel::index(scenario.dealer) >= seats) {
    return {std::nullopt, "the dealer must be one of the seats"};
  }
  if (scenario.round < 1 || scenario.round > settings.rounds) {
    return {std::nullopt, "the round must be between 1 and the game's last round"};
  }

  // Physical copies are handed out face by face.
  std::array<int, kFaceCount> used{};
  std::string error;
  auto take = [&](Face face) {
    if (used[index(face)] == kCopies) {
      error = "the face " + std::string(face_code(face)) + " is used too many times";
      return CardId{};
    }
    return card_of(face, used[index(face)]++);
  };

  State state = create_table(settings, scenario.seed);
  StagedDeal staged;
  staged.dealer = scenario.dealer;
  for (int s = 0; s < seats; ++s) {
    const auto hand = faces_from_codes(scenario.hands[s]);
    if (!hand) return {std::nullopt, "unknown face code in hand " + std::to_string(s)};
    if (hand->empty() || hand->size() > kWinningSize) {
      return {std::nullopt, "every hand holds 1 to 6 cards"};
    }
    for (Face face : *hand) staged.hands[s].push_back(take(face));
  }
  const auto top = faces_from_codes(scenario.pile_top);
  if (!top) return {std::nullopt, "unknown face code in the pile"};
  std::vector<CardId> named;
  for (Face face : *top) named.push_back(take(face));
  if (!error.empty()) return {std::nullopt, error};
  std::vector<CardId> rest;
  for (int f = 0; f < kFaceCount; ++f) {
    for (int c = used[f]; c < kCopies; ++c) {
      rest.push_back(card_of(Face(static_cast<std::uint8_t>(f)), c));
    }
  }
  kernel::shuffle(std::span<CardId>(rest), state.rng);
  // The pile is drawn from the back: the rest (or nothing) first, then the top reversed.
  if (scenario.pile_exact) {
    staged.set_aside = std::move(rest);
  } else {
    staged.pile = std::move(rest);
  }
  staged.pile.insert(staged.pile.end(), named.rbegin(), named.rend());

  for (int s = 0; s < seats && !scenario.points.empty(); ++s) {
    if (scenario.points[s] < 0) return {std::nullopt, "points cannot be negative"};
    state.players[s].points = scenario.points[s];
  }
  state.round = scenario.round - 1;
  // Earlier rounds count towards the game's length, as draw games.
  for (int r = 1; r < scenario.round; ++r) {
    RoundResult earlier;
    earlier.round = r;
    for (int s = 0; s < seats; ++s) earlier.points_after[s] = state.players[s].points;
    state.history.push_back(earlier);
  }
  state.staged = std::move(staged);
  return {std::move(state), ""};
}

}  // namespace jongtable::pairs
