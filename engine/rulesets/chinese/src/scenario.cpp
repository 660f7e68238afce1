// Tables with a chosen deal, for rule tests, tutorials and scenario tables.
#include "jongtable/chinese/scenario.hpp"

#include <algorithm>
#include <sstream>

namespace jongtable::chinese {
namespace {

// The group these cards make laid faceup, or nothing.
std::optional<Group> group_of(const std::vector<CardId>& cards) {
  std::vector<int> kinds;
  for (CardId c : cards) kinds.push_back(index(kind_of(c)));
  std::sort(kinds.begin(), kinds.end());
  const auto n = static_cast<std::uint8_t>(cards.size());
  if (n < 3 || n > 4) return std::nullopt;
  if (kinds.front() == kinds.back()) {
    return Group{n == 3 ? GroupType::pung : GroupType::kong, Kind(kinds[0]), n, true};
  }
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    const Kind k = Kind(kinds[i]);
    if (!is_numbered(k) || suit_of(k) != suit_of(Kind(kinds[0]))) return std::nullopt;
    if (i > 0 && kinds[i] != kinds[i - 1] + 1) return std::nullopt;
  }
  return Group{GroupType::chow, Kind(kinds[0]), n, true};
}

}  // namespace

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
  if (static_cast<int>(scenario.hands.size()) != seats)
    return {std::nullopt, "give one hand per seat"};
  if (!scenario.exposed.empty() && static_cast<int>(scenario.exposed.size()) != seats) {
    return {std::nullopt, "give exposed groups for every seat, or none"};
  }
  if (!scenario.scores.empty() && static_cast<int>(scenario.scores.size()) != seats) {
    return {std::nullopt, "give scores for every seat, or none"};
  }
  if (kernel::index(scenario.east) >= seats) return {std::nullopt, "East must be one of the seats"};
  if (scenario.hand < 1 || scenario.hand > hands_in_game(settings)) {
    return {std::nullopt, "the hand must be between 1 and the game's last hand"};
  }

  std::array<int, kFaceCount> used{};
  std::string error;
  auto take = [&](Face face) {
    if (!in_deck(face, settings)) {
      error = "the card " + std::string(face_code(face)) + " is not in this deck";
      return CardId{};
    }
    if (used[index(face)] == copies_of(face)) {
      error = "the face " + std::string(face_code(face)) + " is used too many times";
      return CardId{};
    }
    return CardId(index(first_card(face)) + used[index(face)]++);
  };

  State state = create_table(settings, scenario.seed);
  StagedDeal staged;
  staged.east = scenario.east;
  const int dealt = winning_size(settings) - 1;
  for (int s = 0; s < seats; ++s) {
    const auto hand = faces_from_codes(scenario.hands[s]);
    if (!hand) return {std::nullopt, "unknown face code in hand " + std::to_string(s)};
    if (hand->size() > kMaxConcealed) return {std::nullopt, "a hand holds at most 14 cards"};
    int holding = static_cast<int>(hand->size());
    for (Face face : *hand) staged.concealed[s].insert_sorted(take(face));
    if (!scenario.exposed.empty()) {
      for (const std::string& codes : scenario.exposed[s]) {
        const auto faces = faces_from_codes(codes);
        if (!faces) return {std::nullopt, "unknown face code in a group"};
        std::vector<CardId> cards;
        for (Face face : *faces) cards.push_back(take(face));
        const auto group = group_of(cards);
        if (!group || staged.exposed[s].size() == staged.exposed[s].capacity()) {
          return {std::nullopt, "an exposed group is a pung, kong or chow"};
        }
        Meld meld;
        meld.group = *group;
        for (CardId c : cards) meld.cards.insert_sorted(c);
        meld.from = Seat(static_cast<std::uint8_t>((s + seats - 1) % seats));
        staged.exposed[s].push_back(meld);
        holding += static_cast<int>(cards.size());
      }
    }
    const int expected = dealt + (s == kernel::index(scenario.east) ? 1 : 0);
    if (holding != expected) {
      return {std::nullopt, "seat " + std::to_string(s) + " must hold " + std::to_string(expected) +
                                " cards, counting exposed groups"};
    }
  }
  const auto top = faces_from_codes(scenario.wall_top);
  if (!top) return {std::nullopt, "unknown face code in the wall"};
  std::vector<CardId> wall_top;
  for (Face face : *top) wall_top.push_back(take(face));
  if (!error.empty()) return {std::nullopt, error};
  std::vector<CardId> rest;
  for (int f = 0; f < kFaceCount; ++f) {
    if (!in_deck(Face(f), settings)) continue;
    for (int c = used[f]; c < copies_of(Face(f)); ++c) {
      rest.push_back(CardId(index(first_card(Face(f))) + c));
    }
  }
  kernel::shuffle(std::span<CardId>(rest), state.rng);
  // The wall is drawn from the back: the rest first, then the chosen top reversed.
  staged.wall.assign(rest.begin(), rest.end());
  for (auto it = wall_top.rbegin(); it != wall_top.rend(); ++it) staged.wall.push_back(*it);

  for (int s = 0; s < seats && !scenario.scores.empty(); ++s) {
    state.players[s].score = scenario.scores[s];
  }
  state.hand = scenario.hand - 1;
  for (int h = 1; h < scenario.hand; ++h) {
    HandResult earlier;
    earlier.hand = h;
    for (int s = 0; s < seats; ++s) earlier.scores_after[s] = state.players[s].score;
    state.history.push_back(earlier);
  }
  state.staged = std::move(staged);
  return {std::move(state), ""};
}

}  // namespace jongtable::chinese
