#include "jongtable/protocol/american_json.hpp"

#include "game_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol::american_json {

using nlohmann::json;
using namespace jongtable::american;

namespace {

using game_json::remaining;
using game_json::seat_or_null;
using game_json::turn_in_ms;

json cards(const std::vector<CardId>& list) {
  json out = json::array();
  for (const auto c : list) out.push_back(card(c));
  return out;
}

std::string_view direction_code(Direction direction) {
  switch (direction) {
    case Direction::right:
      return "right";
    case Direction::across:
      return "across";
    case Direction::left:
      break;
  }
  return "left";
}

json group_json(const ExposedGroup& group) {
  return {{"face", std::string(face_code(group.face))}, {"cards", cards(group.cards)}};
}

json groups_json(const std::vector<ExposedGroup>& groups) {
  json out = json::array();
  for (const auto& group : groups) out.push_back(group_json(group));
  return out;
}

json win_json(const Win& win) {
  return {{"seat", kernel::index(win.seat)},
          {"hand", win.hand},
          {"hand_name", win.hand_name},
          {"points", win.points},
          {"self_drawn", win.self_drawn},
          {"jokerless", win.jokerless},
          {"value", win.value}};
}

json choice_json(const SealedChoice& choice) {
  return {{"cards", cards(choice.cards)}, {"blind", choice.blind}, {"yes", choice.yes}};
}

json sealed_json(const SealedStepView& s, kernel::Millis now) {
  return {{"charleston", s.charleston},
          {"direction", std::string(direction_code(s.direction))},
          {"step", s.step},
          {"steps", s.steps},
          {"blind_allowed", s.blind_allowed},
          {"to", kernel::index(s.to)},
          {"closes_in_ms", turn_in_ms(s.deadline, now)},
          {"my_choice", s.my_choice ? choice_json(*s.my_choice) : json(nullptr)}};
}

json legal_json(const LegalActions& legal) {
  json exposures = json::array();
  for (const auto& option : legal.expose_options)
    exposures.push_back({{"cards", cards(option.cards)}, {"size", option.size}});
  json exchanges = json::array();
  for (const auto& option : legal.joker_exchanges) {
    exchanges.push_back({{"card", card(option.card)},
                         {"seat", kernel::index(option.owner)},
                         {"set", option.group}});
  }
  return {{"pass_cards", legal.pass_cards},
          {"passable", cards(legal.passable)},
          {"max_blind", legal.max_blind},
          {"vote", legal.vote},
          {"offer_courtesy", legal.offer_courtesy},
          {"discard", cards(legal.discard)},
          {"declare_win", legal.declare_mah_jongg},
          {"joker_steal", std::move(exchanges)},
          {"pass", legal.pass_call},
          {"call_mah_jongg", legal.call_mah_jongg},
          {"claim", std::move(exposures)}};
}

// The hint for the viewer alone: computed from its own cards and exposures (the view
// holds nothing else of theirs), so it can never tell of another seat's cards.
// `near` holds every hand still in reach, nearest first: the first three are the hint.
json nearest_json(const View& v, const std::vector<NearHand>& near_hands) {
  json out = json::array();
  for (const NearHand& near : near_hands) {
    if (out.size() == 3) break;
    json needs = json::array();
    for (const MissingCards& m : near.still_missing) {
      json faces = json::array();
      for (int f = 0; f < kFaceCount; ++f) {
        const Face face = Face(static_cast<std::uint8_t>(f));
        if (m.faces & bit(face)) faces.push_back(std::string(face_code(face)));
      }
      needs.push_back({{"count", m.count}, {"faces", std::move(faces)}});
    }
    out.push_back({{"hand", near.hand},
                   {"name", v.card->hands[static_cast<std::size_t>(near.hand)].name},
                   {"points", near.points},
                   {"missing", near.missing},
                   {"needs", std::move(needs)}});
  }
  return out;
}

// Cards still missing for every hand of the card, by its index; null for a hand out of
// reach (its exposures do not fit, or what it needs can no longer come).
json missing_by_hand(const View& v, const std::vector<NearHand>& near_hands) {
  json out = json::array();
  if (!v.viewer || !v.card) return out;
  out = json(std::vector<std::nullptr_t>(v.card->hands.size(), nullptr));
  for (const NearHand& near : near_hands) out[static_cast<std::size_t>(near.hand)] = near.missing;
  return out;
}

json printed_group(const PrintedGroup& g) {
  static constexpr std::array<const char*, 6> kSuits = {"C", "D", "B", "a", "b", "c"};
  json out = {{"size", g.size}};
  if (g.face) out["face"] = std::string(face_code(*g.face));
  if (g.suit >= 0) out["suit"] = kSuits[static_cast<std::size_t>(g.suit)];
  if (g.number_var >= 0) {
    out["var"] = g.number_var == 0 ? "n" : "m";
    out["plus"] = g.number;
  } else if (g.suit >= 0 && g.kinds.empty()) {
    out["number"] = g.number;
  }
  if (!g.kinds.empty()) {
    json kinds = json::array();
    std::string_view rest = g.kinds;
    for (auto bar = rest.find('|'); bar != std::string_view::npos; bar = rest.find('|')) {
      kinds.push_back(std::string(rest.substr(0, bar)));
      rest.remove_prefix(bar + 1);
    }
    kinds.push_back(std::string(rest));
    out["kinds"] = std::move(kinds);
  }
  if (g.any_order) out["any_order"] = true;
  return out;
}

}  // namespace

json card_json(const Card& c) {
  json hands = json::array();
  for (const HandEntry& hand : c.hands) {
    json lines = json::array();
    for (const auto& line : hand.lines) {
      json groups = json::array();
      for (const PrintedGroup& g : line) groups.push_back(printed_group(g));
      lines.push_back(std::move(groups));
    }
    hands.push_back({{"name", hand.name}, {"points", hand.points}, {"lines", std::move(lines)}});
  }
  return {{"hands", std::move(hands)}};
}

json card(CardId c) {
  return {{"id", index(c)}, {"face", std::string(face_code(face_of(c)))}};
}

json settings(const Settings& s) {
  return {{"seats", s.seats},
          {"hands", std::string(hands_code(s.hands))},
          {"charleston_extras", s.charleston_extras},
          {"dead_hand", s.dead_hand},
          {"custom_card", !s.card.empty()},
          {"call_window_ms", s.call_window},
          {"pass_clock_ms", s.pass_clock},
          {"turn_clock_ms", s.turn_clock},
          {"between_rounds_ms", s.between_rounds}};
}

json catalogue() {
  json faces = json::array();
  for (const auto& entry : american::catalogue()) {
    const int f = index(entry.face);
    std::string suit = "winds";
    if (is_number(entry.face)) {
      static constexpr std::array<const char*, 3> kSuits = {"craks", "dots", "bams"};
      suit = kSuits[static_cast<std::size_t>(suit_of(entry.face))];
    } else if (f < 30) {
      suit = "dragons";
    } else if (entry.face == kFlower) {
      suit = "flowers";
    } else if (entry.face == kJoker) {
      suit = "jokers";
    }
    faces.push_back({{"face", std::string(entry.code)},
                     {"name", std::string(entry.name)},
                     {"suit", suit},
                     {"rank", is_number(entry.face) ? rank_of(entry.face) : 0},
                     {"copies", copies_of(entry.face)}});
  }
  return faces;
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::charleston:
      return "charleston";
    case Phase::dance_vote:
      return "dance_vote";
    case Phase::courtesy:
      return "courtesy";
    case Phase::awaiting_discard:
      return "awaiting_discard";
    case Phase::call_window:
      return "claim_window";
    case Phase::round_over:
      return "round_over";
    case Phase::game_over:
      break;
  }
  return "game_over";
}

json round_result(const RoundResult& r, int seats) {
  json hands = json::array();
  for (int s = 0; s < seats; ++s) {
    const auto i = static_cast<std::size_t>(s);
    hands.push_back({{"seat", s},
                     {"exposed", groups_json(r.exposed[i])},
                     {"points", r.points[i]},
                     {"score", r.scores_after[i]}});
  }
  json winning_groups = json::array();
  for (const auto& group : r.winning_groups) winning_groups.push_back(cards(group));
  return {{"round", r.round},
          {"east", kernel::index(r.east)},
          {"win", r.win ? win_json(*r.win) : json(nullptr)},
          {"winning_hand", cards(r.winning_hand)},
          {"winning_groups", std::move(winning_groups)},
          {"dead", game_json::seat_list(r.dead, seats)},
          {"hands", std::move(hands)}};
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
  // One pass over the card for the hint and the marks on the card alike.
  const auto near_hands = v.card ? nearest_hands_for(v, static_cast<int>(v.card->hands.size()))
                                 : std::vector<NearHand>{};
  json seat_list = json::array();
  for (const auto& s : v.seats) {
    seat_list.push_back({{"seat", kernel::index(s.seat)},
                         {"score", s.score},
                         {"concealed_count", s.concealed_count},
                         {"exposed", groups_json(s.exposed)},
                         {"dead", s.dead},
                         {"chosen", s.chosen}});
  }
  json history = json::array();
  for (const auto& r : v.history) history.push_back(round_result(r, seats));
  json window = nullptr;
  if (v.window) {
    window = {{"id", v.window->id},
              {"discarder", kernel::index(v.window->discarder)},
              {"card", card(v.window->card)},
              {"closes_in_ms", remaining(v.window->closes_at, now)},
              {"called", game_json::seat_list(v.window->called, seats)},
              {"answered", v.window->answered}};
  }
  return {{"viewer", seat_or_null(v.viewer)},
          {"phase", std::string(phase_code(v.phase))},
          {"round", v.round},
          {"rounds", v.rounds},
          {"east", kernel::index(v.east)},
          {"current", kernel::index(v.current)},
          {"decision", v.decision},
          {"turn_in_ms", turn_in_ms(v.decision_deadline, now)},
          {"wall", v.wall_count},
          {"settings", settings(v.settings)},
          {"seats", std::move(seat_list)},
          {"hand", cards(v.hand)},
          {"just_drawn", v.just_drawn ? card(*v.just_drawn) : json(nullptr)},
          {"discard_pile", cards(v.discards)},
          {"sealed", v.sealed ? sealed_json(*v.sealed, now) : json(nullptr)},
          {"window", std::move(window)},
          {"legal", legal_json(v.legal)},
          {"nearest", nearest_json(v, near_hands)},
          {"missing_by_hand", missing_by_hand(v, near_hands)},
          {"history", std::move(history)},
          {"result", v.result ? game_result(*v.result, seats) : json(nullptr)}};
}

json event(const EventBody& body, kernel::Millis now, int seats) {
  return std::visit(
      Overloaded{
          [](const GameStarted& e) -> json {
            return {
                {"type", "game_started"}, {"east", kernel::index(e.east)}, {"rounds", e.rounds}};
          },
          [](const RoundStarted& e) -> json {
            return {{"type", "round_started"},
                    {"round", e.round},
                    {"east", kernel::index(e.east)},
                    {"wall", e.wall}};
          },
          [](const HandDealt& e) -> json {
            return {
                {"type", "hand_dealt"}, {"seat", kernel::index(e.seat)}, {"cards", cards(e.cards)}};
          },
          [now](const SealedStepStarted& e) -> json {
            return {{"type", "sealed_step_started"},
                    {"phase", std::string(phase_code(e.phase))},
                    {"charleston", e.charleston},
                    {"direction", std::string(direction_code(e.direction))},
                    {"blind_allowed", e.blind_allowed},
                    {"decision", e.decision},
                    {"closes_in_ms", turn_in_ms(e.deadline, now)}};
          },
          [](const ChoiceSealed& e) -> json {
            return {{"type", "choice_sealed"}, {"seat", kernel::index(e.seat)}};
          },
          [](const CardsPassed& e) -> json {
            return {{"type", "cards_passed"},
                    {"from", kernel::index(e.from)},
                    {"to", kernel::index(e.to)},
                    {"own", cards(e.own)},
                    {"blind", e.blind}};
          },
          [](const CardsReceived& e) -> json {
            return {{"type", "cards_received"},
                    {"from", kernel::index(e.from)},
                    {"to", kernel::index(e.to)},
                    {"cards", cards(e.cards)},
                    {"forwarded", e.forwarded}};
          },
          [](const PassCompleted& e) -> json {
            return {{"type", "pass_completed"},
                    {"charleston", e.charleston},
                    {"direction", std::string(direction_code(e.direction))}};
          },
          [](const VoteResolved& e) -> json {
            return {{"type", "vote_resolved"}, {"dance_again", e.dance_again}};
          },
          [seats](const CourtesyExchanged& e) -> json {
            json count = json::array();
            for (int s = 0; s < seats; ++s) count.push_back(e.count[static_cast<std::size_t>(s)]);
            return {{"type", "courtesy_exchanged"}, {"count", std::move(count)}};
          },
          [](const CardDrawn& e) -> json {
            return {{"type", "card_drawn"},
                    {"seat", kernel::index(e.seat)},
                    {"card", e.card ? card(*e.card) : json(nullptr)},
                    {"wall", e.wall}};
          },
          [now](const TurnStarted& e) -> json {
            return {{"type", "turn_started"},
                    {"seat", kernel::index(e.seat)},
                    {"decision", e.decision},
                    {"turn_in_ms", turn_in_ms(e.deadline, now)},
                    {"drew", e.drew}};
          },
          [now](const Discarded& e) -> json {
            return {{"type", "card_discarded"},
                    {"seat", kernel::index(e.seat)},
                    {"card", card(e.card)},
                    {"window", e.window},
                    {"closes_in_ms", e.window == 0 ? 0 : remaining(e.closes_at, now)},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [](const CallMade& e) -> json {
            return {
                {"type", "claim_called"}, {"seat", kernel::index(e.seat)}, {"window", e.window}};
          },
          [](const CallPassed& e) -> json {
            return {
                {"type", "claim_passed"}, {"seat", kernel::index(e.seat)}, {"window", e.window}};
          },
          [](const WindowClosed& e) -> json {
            return {{"type", "claim_window_closed"},
                    {"window", e.window},
                    {"awarded_to", seat_or_null(e.awarded_to)},
                    {"mah_jongg", e.mah_jongg}};
          },
          [](const GroupExposed& e) -> json {
            return {{"type", "group_exposed"},
                    {"seat", kernel::index(e.seat)},
                    {"from", kernel::index(e.from)},
                    {"group", group_json(e.group)}};
          },
          [](const JokerExchanged& e) -> json {
            return {{"type", "joker_exchanged"},
                    {"seat", kernel::index(e.seat)},
                    {"card", card(e.card)},
                    {"owner", kernel::index(e.owner)},
                    {"set", e.group},
                    {"joker", card(e.joker)}};
          },
          [](const HandWentDead& e) -> json {
            return {{"type", "hand_went_dead"}, {"seat", kernel::index(e.seat)}};
          },
          [](const MahJonggDeclared& e) -> json {
            return {{"type", "mah_jongg_declared"},
                    {"seat", kernel::index(e.seat)},
                    {"revealed", cards(e.revealed)},
                    {"win", win_json(e.win)}};
          },
          [seats](const RoundEnded& e) -> json {
            return {{"type", "round_ended"}, {"result", round_result(*e.result, seats)}};
          },
          [seats](const GameEnded& e) -> json {
            return {{"type", "game_ended"}, {"result", game_result(e.result, seats)}};
          },
      },
      body);
}

}  // namespace jongtable::protocol::american_json
