#include "jongtable/protocol/boba_json.hpp"

#include "game_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol::boba_json {

using nlohmann::json;
using namespace jongtable::boba;

namespace {

using game_json::seat_or_null;
using game_json::turn_in_ms;

json cards(std::span<const CardId> list) {
  json out = json::array();
  for (const auto c : list) out.push_back(card(c));
  return out;
}

json piles_json(const std::array<std::vector<CardId>, kPiles>& piles) {
  json out = json::array();
  for (const auto& pile : piles) out.push_back(cards(pile));
  return out;
}

std::string_view trigger_code(EndTrigger trigger) {
  switch (trigger) {
    case EndTrigger::ten_score_cards:
      return "ten_score_cards";
    case EndTrigger::supply_empty:
      return "supply_empty";
    case EndTrigger::turn_limit:
      return "turn_limit";
  }
  return "supply_empty";
}

std::string_view decided_code(DecidedBy by) {
  switch (by) {
    case DecidedBy::points:
      return "points";
    case DecidedBy::all_score_cards:
      return "all_score_cards";
    case DecidedBy::fewer_score_cards:
      return "fewer_score_cards";
    case DecidedBy::shared:
      break;
  }
  return "shared";
}

std::string_view reason_code(DrawReason reason) {
  switch (reason) {
    case DrawReason::draw:
      return "draw";
    case DrawReason::draw_again:
      return "draw_again";
    case DrawReason::empty_hand:
      break;
  }
  return "empty_hand";
}

json score_json(const Score& score) {
  return {{"cards", cards(score.cards)},
          {"freshness", score.points.freshness},
          {"smoothness", score.points.smoothness},
          {"complexity", score.points.complexity},
          {"presentation", score.points.presentation},
          {"total", score.total()}};
}

json set_option(const SetOption& option) {
  json hand = json::array();
  for (int i = 0; i < option.from_hand; ++i)
    hand.push_back(card(option.cards[static_cast<std::size_t>(i)]));
  json out = {{"cards", std::move(hand)},
              {"pile", option.pile ? json(*option.pile) : json(nullptr)}};
  if (option.pile) out["pile_card"] = card(option.cards[2]);
  return out;
}

json legal_json(const LegalActions& legal) {
  json sets = json::array();
  for (const auto& option : legal.sets) sets.push_back(set_option(option));
  return {{"draw_supply", legal.draw_supply}, {"take_pile", legal.take_pile},
          {"make_set", std::move(sets)},      {"end_sets", legal.end_sets},
          {"discard", legal.discard},         {"discard_piles", legal.discard_piles}};
}

}  // namespace

json card(CardId c) {
  return {{"id", index(c)}, {"face", std::string(face_code(face_of(c)))}};
}

json settings(const Settings& s) {
  return {{"seats", s.seats}, {"turn_clock_ms", s.turn_clock}};
}

json catalogue() {
  // The lobby's catalogue has one shape for every game: a flavour or "topping" as the
  // suit, the number (0 for a topping) as the rank.
  json faces = json::array();
  for (const auto& entry : boba::catalogue()) {
    const int i = index(entry.face);
    const bool number = i < kNumberCards;
    faces.push_back({{"face", std::string(entry.code)},
                     {"name", std::string(entry.name)},
                     {"suit", number ? std::string(flavour_code(Flavour(i / kNumbers)))
                                     : std::string("topping")},
                     {"rank", number ? i % kNumbers : 0},
                     {"copies", number ? 1 : kToppingCopies}});
  }
  return faces;
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::drawing:
      return "drawing";
    case Phase::sets_or_draw:
      return "sets_or_draw";
    case Phase::making_sets:
      return "making_sets";
    case Phase::hand_limit:
      return "hand_limit";
    case Phase::game_over:
      break;
  }
  return "game_over";
}

json game_result(const GameResult& r) {
  json players = json::array();
  for (const auto& p : r.players) {
    players.push_back({{"best", score_json(p.best)},
                       {"all_cards", score_json(p.all_cards)},
                       {"score_cards", p.score_cards}});
  }
  json standings = json::array();
  json scores = json::array();
  for (const auto& p : r.players) scores.push_back(p.best.total());
  if (r.winner) {
    standings.push_back(kernel::index(*r.winner));
    standings.push_back(1 - kernel::index(*r.winner));
  } else {
    standings = {0, 1};
  }
  return {{"players", std::move(players)},
          {"winner", seat_or_null(r.winner)},
          {"decided_by", std::string(decided_code(r.decided_by))},
          {"standings", std::move(standings)},
          {"scores", std::move(scores)}};
}

json view(const View& v, kernel::Millis now) {
  json players = json::array();
  for (const auto& p : v.players) {
    players.push_back({{"seat", kernel::index(p.seat)},
                       {"hand_count", p.hand_count},
                       {"score_cards", cards(p.score_cards)}});
  }
  return {{"viewer", seat_or_null(v.viewer)},
          {"phase", std::string(phase_code(v.phase))},
          {"first_player", kernel::index(v.first)},
          {"current", kernel::index(v.current)},
          {"turn", v.turn},
          {"sets_this_turn", v.sets_this_turn},
          {"decision", v.decision},
          {"turn_in_ms", turn_in_ms(v.decision_deadline, now)},
          {"last_turn", seat_or_null(v.last_turn)},
          {"end_trigger",
           v.end_trigger ? json(std::string(trigger_code(*v.end_trigger))) : json(nullptr)},
          {"supply", v.supply_count},
          {"removed", v.removed_count},
          {"piles", piles_json(v.piles)},
          {"settings", settings(v.settings)},
          {"seats", std::move(players)},
          {"hand", cards(v.hand)},
          {"legal", legal_json(v.legal)},
          {"result", v.result ? game_result(*v.result) : json(nullptr)}};
}

json event(const EventBody& body, kernel::Millis now) {
  return std::visit(Overloaded{
                        [](const GameStarted& e) -> json {
                          return {{"type", "game_started"},
                                  {"first_player", kernel::index(e.first)},
                                  {"piles", piles_json(e.piles)},
                                  {"supply", e.supply},
                                  {"zeros_reshuffled", e.zeros_reshuffled}};
                        },
                        [](const HandDealt& e) -> json {
                          return {{"type", "hand_dealt"},
                                  {"seat", kernel::index(e.seat)},
                                  {"cards", cards(e.cards)}};
                        },
                        [now](const TurnStarted& e) -> json {
                          return {{"type", "turn_started"},
                                  {"seat", kernel::index(e.seat)},
                                  {"decision", e.decision},
                                  {"turn_in_ms", turn_in_ms(e.deadline, now)},
                                  {"last_turn", e.last_turn}};
                        },
                        [](const SupplyDrawn& e) -> json {
                          // The other seat's copy has no cards: only how many.
                          return {{"type", "supply_drawn"},
                                  {"seat", kernel::index(e.seat)},
                                  {"cards", e.cards.empty() ? json(nullptr) : cards(e.cards)},
                                  {"count", e.count},
                                  {"supply", e.supply},
                                  {"reason", std::string(reason_code(e.reason))},
                                  {"by_turn_clock", e.by_turn_clock}};
                        },
                        [](const PileTopTaken& e) -> json {
                          return {{"type", "pile_top_taken"},
                                  {"seat", kernel::index(e.seat)},
                                  {"pile", e.pile},
                                  {"card", card(e.card)},
                                  {"draw_again", e.draw_again}};
                        },
                        [](const SetMade& e) -> json {
                          json others = json::array();
                          for (const auto& o : e.others)
                            others.push_back({{"card", card(o.card)},
                                              {"pile", o.pile ? json(*o.pile) : json(nullptr)}});
                          return {{"type", "set_made"},
                                  {"seat", kernel::index(e.seat)},
                                  {"cards", cards(e.cards)},
                                  {"from_pile", e.from_pile ? json(*e.from_pile) : json(nullptr)},
                                  {"kept", card(e.kept)},
                                  {"others", std::move(others)},
                                  {"sets_this_turn", e.sets_this_turn}};
                        },
                        [](const SetsEnded& e) -> json {
                          return {{"type", "sets_ended"},
                                  {"seat", kernel::index(e.seat)},
                                  {"sets", e.sets},
                                  {"by_turn_clock", e.by_turn_clock}};
                        },
                        [](const CardDiscarded& e) -> json {
                          return {{"type", "card_discarded"},
                                  {"seat", kernel::index(e.seat)},
                                  {"card", card(e.card)},
                                  {"pile", e.pile},
                                  {"by_turn_clock", e.by_turn_clock}};
                        },
                        [](const TurnEnded& e) -> json {
                          return {{"type", "turn_ended"}, {"seat", kernel::index(e.seat)}};
                        },
                        [](const LastTurnCalled& e) -> json {
                          return {{"type", "last_turn_called"},
                                  {"seat", kernel::index(e.last)},
                                  {"trigger", std::string(trigger_code(e.trigger))}};
                        },
                        [](const GameEnded& e) -> json {
                          return {{"type", "game_ended"}, {"result", game_result(*e.result)}};
                        },
                    },
                    body);
}

}  // namespace jongtable::protocol::boba_json
