#include "jongtable/american/scenario.hpp"

#include <algorithm>

#include "rules.hpp"

namespace jongtable::american {

std::optional<std::vector<Face>> faces_from_codes(std::string_view codes) {
  std::vector<Face> faces;
  std::size_t pos = 0;
  while (pos < codes.size()) {
    while (pos < codes.size() && codes[pos] == ' ') ++pos;
    if (pos >= codes.size()) break;
    std::size_t end = codes.find(' ', pos);
    if (end == std::string_view::npos) end = codes.size();
    const auto face = face_from_code(codes.substr(pos, end - pos));
    if (!face) return std::nullopt;
    faces.push_back(*face);
    pos = end;
  }
  return faces;
}

std::variant<State, std::string> stage(const Scenario& scenario) {
  if (auto bad = invalid_setting(scenario.settings)) return "invalid setting " + std::string(*bad);
  const int n = scenario.settings.seats;
  State state = create_table(scenario.settings, scenario.seed);
  std::array<int, kFaceCount> used{};
  std::array<bool, kCardCount> taken{};
  auto take = [&](Face face) -> std::optional<CardId> {
    auto& u = used[static_cast<std::size_t>(index(face))];
    if (u >= copies_of(face)) return std::nullopt;
    const auto card = CardId(static_cast<std::uint8_t>(index(first_card(face)) + u++));
    taken[static_cast<std::size_t>(index(card))] = true;
    return card;
  };
  auto take_all = [&](std::string_view codes,
                      std::vector<CardId>& into) -> std::optional<std::string> {
    const auto faces = faces_from_codes(codes);
    if (!faces) return "unknown code in '" + std::string(codes) + "'";
    for (Face f : *faces) {
      const auto card = take(f);
      if (!card) return "too many " + std::string(face_code(f));
      into.push_back(*card);
    }
    return std::nullopt;
  };
  StagedDeal deal;
  deal.east = scenario.east;
  deal.charleston = scenario.charleston;
  if (static_cast<int>(scenario.hands.size()) != n) return "one hand per seat";
  for (int s = 0; s < n; ++s) {
    if (auto e = take_all(scenario.hands[static_cast<std::size_t>(s)],
                          deal.concealed[static_cast<std::size_t>(s)]))
      return *e;
    if (static_cast<std::size_t>(s) < scenario.exposed.size()) {
      for (const std::string& g : scenario.exposed[static_cast<std::size_t>(s)]) {
        ExposedGroup group;
        if (auto e = take_all(g, group.cards)) return *e;
        if (group.cards.empty() || is_joker(group.cards.front()))
          return "a group starts with its face";
        group.face = face_of(group.cards.front());
        std::sort(group.cards.begin(), group.cards.end());
        deal.exposed[static_cast<std::size_t>(s)].push_back(group);
      }
    }
  }
  std::vector<CardId> top;
  if (auto e = take_all(scenario.wall_top, top)) return *e;
  std::vector<CardId> rest;
  for (int c = 0; c < kCardCount; ++c) {
    if (!taken[static_cast<std::size_t>(c)]) rest.push_back(CardId(static_cast<std::uint8_t>(c)));
  }
  kernel::Rng rng(scenario.seed ^ 0x5ce7a710ULL);
  kernel::shuffle(std::span<CardId>(rest), rng);
  deal.wall = rest;
  for (auto it = top.rbegin(); it != top.rend(); ++it) deal.wall.push_back(*it);
  state.staged = deal;
  for (std::size_t s = 0; s < scenario.scores.size() && s < kMaxPlayers; ++s) {
    state.players[s].score = scenario.scores[s];
  }
  return state;
}

std::variant<State, std::string> build(const Scenario& scenario) {
  auto staged = stage(scenario);
  auto* state = std::get_if<State>(&staged);
  if (state == nullptr) return staged;
  Outcome out;
  apply(*state, StartGame{}, 0, out);
  if (!out.ok()) return "the game did not start";
  return staged;
}

}  // namespace jongtable::american
