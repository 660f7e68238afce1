#include "rulesets/nymj_journal.hpp"

#include <type_traits>

#include "jongtable/protocol/nymj_json.hpp"

namespace jongtable::server::nymj_journal {

using nlohmann::json;

namespace {

std::optional<nymj::CardId> card_from(const json& input, const char* key) {
  const auto found = input.find(key);
  if (found == input.end() || !found->is_object()) return std::nullopt;
  const int id = found->value("id", -1);
  if (id < 0 || id >= nymj::kDeckSize) return std::nullopt;
  return nymj::CardId(id);
}

kernel::Seat seat_from(const json& input) {
  return kernel::Seat(input.value("seat", 0));
}

}  // namespace

json intent_json(const nymj::Intent& intent) {
  return std::visit(
      [](const auto& i) -> json {
        using T = std::decay_t<decltype(i)>;
        if constexpr (std::is_same_v<T, nymj::StartGame>) {
          return {{"type", "start_game"}};
        } else if constexpr (std::is_same_v<T, nymj::Discard>) {
          return {{"type", "discard"},
                  {"seat", kernel::index(i.seat)},
                  {"card", protocol::card_json(i.card)}};
        } else if constexpr (std::is_same_v<T, nymj::DeclareWin>) {
          return {{"type", "declare_win"}, {"seat", kernel::index(i.seat)}};
        } else if constexpr (std::is_same_v<T, nymj::Steal>) {
          return {{"type", "steal"},
                  {"seat", kernel::index(i.seat)},
                  {"window", i.window},
                  {"one_way_latency_ms", i.one_way_latency}};
        } else if constexpr (std::is_same_v<T, nymj::Pass>) {
          return {{"type", "pass"}, {"seat", kernel::index(i.seat)}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, nymj::ExposeSet>) {
          return {{"type", "expose"},
                  {"seat", kernel::index(i.seat)},
                  {"first", protocol::card_json(i.first)},
                  {"second", protocol::card_json(i.second)}};
        } else if constexpr (std::is_same_v<T, nymj::ClaimWindowExpired>) {
          return {{"type", "claim_window_expired"}, {"window", i.window}};
        } else if constexpr (std::is_same_v<T, nymj::TurnClockExpired>) {
          return {{"type", "turn_clock_expired"}, {"decision", i.decision}};
        } else {
          static_assert(std::is_same_v<T, nymj::BeginNextRound>);
          return {{"type", "begin_next_round"}, {"round", i.round}};
        }
      },
      intent);
}

std::optional<nymj::Intent> intent_from_json(const json& input) {
  if (!input.is_object()) return std::nullopt;
  const std::string type = input.value("type", "");
  if (type == "start_game") return nymj::StartGame{};
  if (type == "discard") {
    const auto card = card_from(input, "card");
    if (!card) return std::nullopt;
    return nymj::Discard{seat_from(input), *card};
  }
  if (type == "declare_win") return nymj::DeclareWin{seat_from(input)};
  if (type == "steal") {
    return nymj::Steal{seat_from(input), input.value("window", 0u),
                       input.value("one_way_latency_ms", kernel::Millis{0})};
  }
  if (type == "pass") return nymj::Pass{seat_from(input), input.value("window", 0u)};
  if (type == "expose") {
    const auto first = card_from(input, "first");
    const auto second = card_from(input, "second");
    if (!first || !second) return std::nullopt;
    return nymj::ExposeSet{seat_from(input), *first, *second};
  }
  if (type == "claim_window_expired") return nymj::ClaimWindowExpired{input.value("window", 0u)};
  if (type == "turn_clock_expired") return nymj::TurnClockExpired{input.value("decision", 0u)};
  if (type == "begin_next_round") return nymj::BeginNextRound{input.value("round", 0)};
  return std::nullopt;
}

std::vector<std::string> dealt_deck(const nymj::Table& table) {
  std::vector<std::string> faces;
  faces.reserve(nymj::kDeckSize);
  for (int s = 0; s < table.settings.seats; ++s) {
    if (!table.dealt_in.contains(kernel::Seat(s))) continue;
    for (const auto card : table.players[static_cast<std::size_t>(s)].concealed)
      faces.emplace_back(nymj::face_code(nymj::face_of(card)));
  }
  for (auto it = table.draw_pile.rbegin(); it != table.draw_pile.rend(); ++it)
    faces.emplace_back(nymj::face_code(nymj::face_of(*it)));
  return faces;
}

}  // namespace jongtable::server::nymj_journal
