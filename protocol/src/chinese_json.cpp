#include "jongtable/protocol/chinese_json.hpp"

#include "game_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol::chinese_json {

using nlohmann::json;
using namespace jongtable::chinese;

namespace {

using game_json::remaining;
using game_json::seat_or_null;
using game_json::turn_in_ms;

template <typename Cards>
json cards(const Cards& list) {
  json out = json::array();
  for (const auto c : list) out.push_back(card(c));
  return out;
}

// What a group counts as: a face code, or "XW" for the extra Wind (Flower cards played
// as North-East or Extra Wind at five or six players).
std::string kind_code(Kind kind) {
  if (kind == kExtraWind) return "XW";
  return std::string(face_code(Face(static_cast<std::uint8_t>(index(kind)))));
}

std::string_view wind_code(Wind wind) {
  switch (wind) {
    case Wind::east:
      return "east";
    case Wind::south:
      return "south";
    case Wind::south_west:
      return "south_west";
    case Wind::west:
      return "west";
    case Wind::north:
      return "north";
    case Wind::north_east:
      break;
  }
  return "north_east";
}

std::string_view bonus_code(Bonus bonus) {
  switch (bonus) {
    case Bonus::mah_jongg:
      return "mah_jongg";
    case Bonus::no_chows:
      return "no_chows";
    case Bonus::last_card_drawn:
      return "last_card_drawn";
    case Bonus::flowers:
      break;
  }
  return "flowers";
}

std::string_view double_code(DoubleReason reason) {
  switch (reason) {
    case DoubleReason::all_concealed:
      return "all_concealed";
    case DoubleReason::dragon_set:
      return "dragon_set";
    case DoubleReason::own_wind_set:
      return "own_wind_set";
    case DoubleReason::one_suit_with_honours:
      return "one_suit_with_honours";
    case DoubleReason::pure_one_suit:
      return "pure_one_suit";
    case DoubleReason::only_honours:
      return "only_honours";
    case DoubleReason::all_four_flowers:
      return "all_four_flowers";
    case DoubleReason::all_four_seasons:
      break;
  }
  return "all_four_seasons";
}

json meld_json(const Meld& meld) {
  return {{"type", std::string(group_code(meld.group.type))},
          {"kind", kind_code(meld.group.kind)},
          {"cards", cards(meld.cards)},
          {"from", kernel::index(meld.from)}};
}

json melds_json(const Melds& melds) {
  json out = json::array();
  for (const auto& meld : melds) out.push_back(meld_json(meld));
  return out;
}

json score_json(const HandScore& score) {
  json groups = json::array();
  for (const auto& g : score.groups) {
    groups.push_back({{"type", std::string(group_code(g.group.type))},
                      {"kind", kind_code(g.group.kind)},
                      {"size", g.group.size},
                      {"exposed", g.group.exposed},
                      {"points", g.points}});
  }
  json bonuses = json::array();
  for (const auto& b : score.bonuses)
    bonuses.push_back({{"bonus", std::string(bonus_code(b.bonus))}, {"points", b.points}});
  json doubles = json::array();
  for (const auto& d : score.doubles)
    doubles.push_back({{"reason", std::string(double_code(d.reason))}, {"times", d.times}});
  return {{"groups", std::move(groups)},
          {"set_points", score.set_points},
          {"bonuses", std::move(bonuses)},
          {"doubles", std::move(doubles)},
          {"base", score.base},
          {"doublings", score.doublings},
          {"total", score.total}};
}

json legal_json(const LegalActions& legal) {
  json calls = json::array();
  for (const auto& option : legal.calls) {
    calls.push_back({{"group", std::string(group_code(option.type))},
                     {"cards", cards(option.cards)},
                     {"mah_jongg", option.mah_jongg}});
  }
  return {{"discard", cards(legal.discard)},
          {"declare_win", legal.declare_mah_jongg},
          {"pass", legal.pass},
          {"call", std::move(calls)}};
}

}  // namespace

json card(CardId c) {
  return {{"id", index(c)}, {"face", std::string(face_code(face_of(c)))}};
}

std::string_view group_code(GroupType type) {
  switch (type) {
    case GroupType::pair:
      return "pair";
    case GroupType::pung:
      return "pung";
    case GroupType::kong:
      return "kong";
    case GroupType::chow:
      break;
  }
  return "chow";
}

json settings(const Settings& s) {
  return {{"seats", s.seats},
          {"flowers", s.flowers},
          {"limit", s.limit},
          {"claim_window_ms", s.claim_window},
          {"turn_clock_ms", s.turn_clock},
          {"between_hands_ms", s.between_hands}};
}

json catalogue(const Settings& settings) {
  static constexpr std::array<std::string_view, 6> kSuits = {"craks",   "dots",  "bams",
                                                             "dragons", "winds", "flowers"};
  json faces = json::array();
  for (const auto& entry : chinese::catalogue()) {
    if (!in_deck(entry.face, settings)) continue;
    const int f = index(entry.face);
    const bool flower = is_flower_card(entry.face);
    const Kind kind = flower ? kExtraWind : Kind(static_cast<std::uint8_t>(f));
    faces.push_back(
        {{"face", std::string(entry.code)},
         {"name", std::string(entry.name)},
         {"suit", std::string(kSuits[flower ? 5 : static_cast<std::size_t>(suit_of(kind))])},
         {"rank", flower ? (f - index(kFirstFlower)) % 4 + 1 : rank_of(kind)},
         {"copies", copies_of(entry.face)}});
  }
  return faces;
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::discarding:
      return "awaiting_discard";
    case Phase::claim_window:
      return "claim_window";
    case Phase::hand_over:
      return "hand_over";
    case Phase::game_over:
      break;
  }
  return "game_over";
}

json hand_result(const HandResult& r, int seats) {
  json hands = json::array();
  for (int s = 0; s < seats; ++s) {
    const auto i = static_cast<std::size_t>(s);
    json payments = json::array();
    for (int to = 0; to < seats; ++to)
      payments.push_back(r.payments[i][static_cast<std::size_t>(to)]);
    hands.push_back({{"seat", s},
                     {"concealed", cards(r.concealed[i])},
                     {"exposed", melds_json(r.exposed[i])},
                     {"score", r.winner ? score_json(r.scores[i]) : json(nullptr)},
                     {"pays", std::move(payments)},
                     {"net", r.net[i]},
                     {"total", r.scores_after[i]}});
  }
  return {{"hand", r.hand},
          {"east", kernel::index(r.east)},
          {"ended_by", r.ended_by == HandEnd::mah_jongg ? "mah_jongg" : "wall_exhausted"},
          {"winner", seat_or_null(r.winner)},
          {"seats", std::move(hands)}};
}

json game_result(const GameResult& r, int seats) {
  json standings = json::array();
  for (const auto s : r.standings) standings.push_back(kernel::index(s));
  json scores = json::array();
  for (int s = 0; s < seats; ++s) scores.push_back(r.scores[static_cast<std::size_t>(s)]);
  return {{"standings", std::move(standings)},
          {"winners", game_json::seat_list(r.winners, seats)},
          {"scores", std::move(scores)}};
}

json view(const View& v, kernel::Millis now) {
  const int seats = v.settings.seats;
  json seat_list = json::array();
  for (const auto& s : v.seats) {
    seat_list.push_back({{"seat", kernel::index(s.seat)},
                         {"wind", std::string(wind_code(s.wind))},
                         {"score", s.score},
                         {"concealed_count", s.concealed_count},
                         {"exposed", melds_json(s.exposed)},
                         {"flowers", cards(s.flowers)}});
  }
  json history = json::array();
  for (const auto& r : v.history) history.push_back(hand_result(r, seats));
  json window = nullptr;
  if (v.window) {
    window = {{"id", v.window->id},
              {"discarder", kernel::index(v.window->discarder)},
              {"card", card(v.window->card)},
              {"closes_in_ms", remaining(v.window->closes_at, now)},
              {"answered", v.window->answered}};
  }
  json last = nullptr;
  if (v.last_discard)
    last = {{"seat", kernel::index(v.last_discard->seat)}, {"card", card(v.last_discard->card)}};
  return {{"viewer", seat_or_null(v.viewer)},
          {"phase", std::string(phase_code(v.phase))},
          {"hand_number", v.hand},
          {"hands", v.hands},
          {"east", kernel::index(v.east)},
          {"current", kernel::index(v.current)},
          {"decision", v.decision},
          {"turn_in_ms", turn_in_ms(v.decision_deadline, now)},
          {"wall", v.wall_count},
          {"settings", settings(v.settings)},
          {"seats", std::move(seat_list)},
          {"hand", cards(v.cards)},
          {"just_drawn", v.just_drawn ? card(*v.just_drawn) : json(nullptr)},
          {"last_discard", std::move(last)},
          {"discard_pile", cards(v.discards)},
          {"window", std::move(window)},
          {"legal", legal_json(v.legal)},
          {"history", std::move(history)},
          {"result", v.result ? game_result(*v.result, seats) : json(nullptr)}};
}

json event(const EventBody& body, kernel::Millis now, int seats) {
  return std::visit(
      Overloaded{
          [](const GameStarted& e) -> json {
            return {{"type", "game_started"},
                    {"east", kernel::index(e.first_east)},
                    {"hands", e.hands}};
          },
          [](const HandStarted& e) -> json {
            return {{"type", "hand_started"},
                    {"hand", e.hand},
                    {"east", kernel::index(e.east)},
                    {"wall", e.wall}};
          },
          [](const HandDealt& e) -> json {
            return {
                {"type", "hand_dealt"}, {"seat", kernel::index(e.seat)}, {"cards", cards(e.cards)}};
          },
          [](const FlowerLaidDown& e) -> json {
            return {{"type", "flower_laid_down"},
                    {"seat", kernel::index(e.seat)},
                    {"card", card(e.flower)}};
          },
          [](const CardDrawn& e) -> json {
            return {{"type", "card_drawn"},
                    {"seat", kernel::index(e.seat)},
                    {"card", e.card ? card(*e.card) : json(nullptr)},
                    {"wall", e.wall},
                    {"replacement", e.replacement}};
          },
          [now](const TurnStarted& e) -> json {
            return {{"type", "turn_started"},
                    {"seat", kernel::index(e.seat)},
                    {"decision", e.decision},
                    {"turn_in_ms", turn_in_ms(e.deadline, now)},
                    {"drew", e.drew}};
          },
          [now](const CardDiscarded& e) -> json {
            return {{"type", "card_discarded"},
                    {"seat", kernel::index(e.seat)},
                    {"card", card(e.card)},
                    {"window", e.window},
                    {"closes_in_ms", remaining(e.closes_at, now)},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [](const CallReceived& e) -> json {
            return {
                {"type", "call_received"}, {"seat", kernel::index(e.seat)}, {"window", e.window}};
          },
          [](const PassReceived& e) -> json {
            return {
                {"type", "pass_received"}, {"seat", kernel::index(e.seat)}, {"window", e.window}};
          },
          [](const WindowClosed& e) -> json {
            return {{"type", "claim_window_closed"},
                    {"window", e.window},
                    {"awarded_to", seat_or_null(e.awarded_to)}};
          },
          [](const GroupExposed& e) -> json {
            return {{"type", "group_exposed"},
                    {"seat", kernel::index(e.seat)},
                    {"group", meld_json(e.meld)},
                    {"mah_jongg", e.mah_jongg}};
          },
          [](const MahJonggDeclared& e) -> json {
            return {{"type", "mah_jongg_declared"},
                    {"seat", kernel::index(e.seat)},
                    {"revealed", cards(e.revealed)},
                    {"by_call", e.by_call},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [seats](const HandEnded& e) -> json {
            return {{"type", "hand_ended"}, {"result", hand_result(*e.result, seats)}};
          },
          [seats](const GameEnded& e) -> json {
            return {{"type", "game_ended"}, {"result", game_result(e.result, seats)}};
          },
      },
      body);
}

}  // namespace jongtable::protocol::chinese_json
