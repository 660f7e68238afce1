#include "journal_codec.hpp"

#include <type_traits>

#include "jongtable/protocol/client_decode.hpp"
#include "jongtable/protocol/nymj_json.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace in = jongtable::protocol::in;

namespace {

json faces_json(const std::vector<nymj::Face>& faces) {
  json list = json::array();
  for (const auto face : faces) list.push_back(std::string(nymj::face_code(face)));
  return list;
}

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

json create_spec_json(const in::CreateTable& create) {
  json spec = {
      {"type", "create_table"},
      {"seq", 0},  // read back by the client decoder, which wants one
      {"bot_delay_ms", json::array({create.bot_delay_ms.first, create.bot_delay_ms.second})}};
  for (const auto& [name, value] : create.top_level.items()) spec[name] = value;
  if (create.bot_seed) spec["bot_seed"] = *create.bot_seed;
  // Written only when they say something, so tables stored before rulesets read the same.
  if (create.ruleset != "nymj") spec["ruleset"] = create.ruleset;
  if (!create.options.empty()) spec["options"] = create.options;
  if (create.scenario) {
    const auto& sc = create.scenario->scenario;
    json hands = json::array();
    for (const auto& hand : sc.hands) hands.push_back(faces_json(hand));
    json scenario = {{"seed", sc.seed},
                     {"ma", kernel::index(sc.ma)},
                     {"round", sc.round},
                     {"hands", hands},
                     {"draw_pile_top", faces_json(sc.draw_pile_top)}};
    if (!sc.tokens.empty()) scenario["tokens"] = sc.tokens;
    if (!create.scenario->rtt_ms.empty()) scenario["rtt_ms"] = create.scenario->rtt_ms;
    spec["scenario"] = scenario;
  }
  return spec;
}

std::optional<in::CreateTable> create_spec_from_json(const std::string& text) {
  protocol::Limits limits;
  limits.max_frame_bytes = 1 << 20;  // our own record, not a client's frame
  auto decoded = protocol::decode_client(text, limits);
  if (!decoded.message) return std::nullopt;
  if (auto* create = std::get_if<in::CreateTable>(&*decoded.message)) {
    // Tables stored before the games checked their top-level fields carry Not Your Ma's
    // Jong's settings there, defaults included, whatever the game: only Not Your Ma's Jong
    // reads them, and a setting also in its options was the options' (as it was then).
    if (create->ruleset != "nymj") create->top_level = json::object();
    for (const auto& [name, unused] : create->options.items()) create->top_level.erase(name);
    return *create;
  }
  return std::nullopt;
}

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

}  // namespace jongtable::server
