// Tables with a chosen deal, for rule tests, tutorials and scenario tables.
#include "jongtable/nymj/scenario.hpp"

#include <array>
#include <string>

#include "rules.hpp"

namespace jongtable::nymj {

ScenarioTable create_scenario(const Scenario& scenario) {
  const Settings& settings = scenario.settings;
  if (!is_valid(settings)) return {std::nullopt, "the settings are out of range"};
  const int seats = settings.seats;
  if (static_cast<int>(scenario.hands.size()) != seats) {
    return {std::nullopt, "give one hand per seat"};
  }
  if (index(scenario.ma) >= seats) return {std::nullopt, "Ma must be one of the seats"};
  if (!scenario.tokens.empty() && static_cast<int>(scenario.tokens.size()) != seats) {
    return {std::nullopt, "give tokens for every seat, or none"};
  }
  if (scenario.round < 1 || scenario.round > rounds_in_game(settings)) {
    return {std::nullopt, "the round must be between 1 and the game's last round"};
  }

  // Hand out physical copies face by face; more than three of a face cannot be.
  std::array<int, kFaceCount> copies_used{};
  std::string error;
  auto take = [&](Face face) -> CardId {
    if (!is_valid(face) || copies_used[index(face)] == kCopiesPerFace) {
      error = "a face is used more than three times";
      return CardId{};
    }
    return CardId(index(face) * kCopiesPerFace + copies_used[index(face)]++);
  };

  Table table = create_table(settings, scenario.seed);
  StagedDeal staged{scenario.ma, {}};
  // Dealing order: Ma's 11, then 10 to each seat after Ma, then the draw pile.
  for (int k = 0; k < seats; ++k) {
    const int s = (index(scenario.ma) + k) % seats;
    const std::size_t want = k == 0 ? 11 : 10;
    if (scenario.hands[s].size() != want) {
      return {std::nullopt, "Ma holds 11 cards and every other seat 10"};
    }
    for (Face face : scenario.hands[s]) staged.deck.push_back(take(face));
  }
  for (Face face : scenario.draw_pile_top) staged.deck.push_back(take(face));
  if (!error.empty()) return {std::nullopt, error};
  std::vector<CardId> rest;
  for (int f = 0; f < kFaceCount; ++f) {
    for (int c = copies_used[f]; c < kCopiesPerFace; ++c) rest.push_back(CardId(f * 3 + c));
  }
  shuffle(std::span(rest), table.rng);
  staged.deck.insert(staged.deck.end(), rest.begin(), rest.end());

  for (int s = 0; s < seats && !scenario.tokens.empty(); ++s) {
    if (scenario.tokens[s] < 0) return {std::nullopt, "tokens cannot be negative"};
    table.players[s].tokens = scenario.tokens[s];
  }
  table.round = scenario.round - 1;
  // Earlier rounds count towards the game's length, as if they had been played void.
  for (int r = 1; r < scenario.round; ++r) {
    RoundResult earlier;
    earlier.round = r;
    earlier.void_round = true;
    earlier.dealt_in = table.dealt_in;
    for (int s = 0; s < seats; ++s) earlier.tokens_after[s] = table.players[s].tokens;
    table.history.push_back(earlier);
  }
  table.staged = std::move(staged);
  return {std::move(table), ""};
}

}  // namespace jongtable::nymj
