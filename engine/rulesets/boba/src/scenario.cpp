// Tables with a chosen layout, for rule tests, tutorials and scenario tables.
#include "jongtable/boba/scenario.hpp"

#include <algorithm>

namespace jongtable::boba {

ScenarioTable create_scenario(const Scenario& scenario) {
  if (auto bad = invalid_setting(scenario.settings)) {
    return {std::nullopt, "the setting " + std::string(*bad) + " is out of range"};
  }
  if (index(scenario.first) >= kSeats) return {std::nullopt, "first must be seat 0 or 1"};

  std::array<bool, kDeckSize> used{};
  std::string error;
  auto take = [&](Face face) -> CardId {
    if (!is_valid(face)) {
      error = "no such face";
      return CardId{};
    }
    if (index(face) < kNumberCards) {
      const CardId card{static_cast<std::uint8_t>(index(face))};
      if (used[index(card)]) error = "a number card is named twice";
      used[index(card)] = true;
      return card;
    }
    const auto topping = static_cast<Topping>(index(face) - kNumberCards);
    for (int copy = 0; copy < kToppingCopies; ++copy) {
      const CardId card = topping_card(topping, copy);
      if (!used[index(card)]) {
        used[index(card)] = true;
        return card;
      }
    }
    error = "a topping is named more than twice";
    return CardId{};
  };
  auto take_all = [&](const std::vector<Face>& faces) {
    std::vector<CardId> cards;
    for (Face face : faces) cards.push_back(take(face));
    return cards;
  };

  State state = create_table(scenario.settings, scenario.seed);
  StagedDeal staged;
  staged.first = scenario.first;
  for (int s = 0; s < kSeats; ++s) {
    staged.hands[s] = take_all(scenario.hands[s]);
    staged.score_cards[s] = take_all(scenario.score_cards[s]);
  }
  for (int p = 0; p < kPiles; ++p) staged.piles[p] = take_all(scenario.piles[p]);
  std::vector<CardId> top = take_all(scenario.supply);
  if (!error.empty()) return {std::nullopt, error};
  std::vector<CardId> rest;
  for (int id = 0; id < kDeckSize; ++id) {
    if (!used[id]) rest.push_back(CardId(static_cast<std::uint8_t>(id)));
  }
  if (scenario.supply_exact) {
    staged.removed = std::move(rest);
  } else {
    kernel::shuffle(std::span(rest), state.rng);
    staged.supply = std::move(rest);
  }
  // The supply's top is its back: the named cards go on last, first-drawn last of all.
  staged.supply.insert(staged.supply.end(), top.rbegin(), top.rend());
  state.staged = std::move(staged);
  return {std::move(state), ""};
}

}  // namespace jongtable::boba
