#include "jongtable/protocol/gimme_json.hpp"

#include <span>

#include "game_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol::gimme_json {

using nlohmann::json;
using namespace jongtable::gimme;

namespace {

using game_json::remaining;
using game_json::turn_in_ms;
using game_json::window_answer;

json tiles(std::span<const TileId> list) {
  return game_json::card_list(list, tile);
}

json set_json(const GimmeSet& set) {
  return {{"face", std::string(face_code(set.face))},
          {"tiles", tiles({set.tiles.begin(), set.tiles.end()})}};
}

json sets_json(const GimmeSets& sets) {
  json out = json::array();
  for (const auto& set : sets) out.push_back(set_json(set));
  return out;
}

json score_json(const Score& score) {
  json bonuses = json::array();
  if (score.first) bonuses.push_back("first");
  if (score.one_suit) bonuses.push_back("one_suit");
  if (score.no_jokers) bonuses.push_back("no_jokers");
  if (score.even_or_odd) bonuses.push_back("even_or_odd");
  return {{"points", score.points}, {"bonuses", bonuses}};
}

std::string_view round_end_code(RoundEnd end) {
  switch (end) {
    case RoundEnd::pool_empty:
      return "pool_empty";
    case RoundEnd::one_left:
      return "one_left";
    case RoundEnd::turn_cap:
      break;
  }
  return "turn_cap";
}

json legal_json(const LegalActions& legal) {
  json gimmes = json::array();
  for (const auto& option : legal.gimme_options)
    gimmes.push_back(tiles({option.begin(), option.end()}));
  json steals = json::array();
  for (const auto& steal : legal.joker_steals) {
    steals.push_back(
        {{"card", tile(steal.tile)}, {"seat", index(steal.owner)}, {"set", steal.set}});
  }
  return {{"discard", tiles({legal.drop.begin(), legal.drop.end()})},
          {"declare_win", legal.declare_mahjong},
          {"pass", legal.pass},
          {"claim", std::move(gimmes)},
          {"joker_steal", std::move(steals)}};
}

}  // namespace

json tile(TileId t) {
  return {{"id", index(t)}, {"face", std::string(face_code(face_of(t)))}};
}

json settings(const Settings& s) {
  return {{"seats", s.seats},
          {"gimme_window_ms", s.gimme_window},
          {"turn_clock_ms", s.turn_clock},
          {"between_rounds_ms", s.between_rounds},
          {"rounds", s.rounds == 0 ? s.seats : s.rounds},
          {"bonuses", s.bonuses},
          {"pesky_pairs_1", s.pesky_pairs_1},
          {"pesky_pairs_2", s.pesky_pairs_2},
          {"mahjong_first", s.mahjong_first}};
}

json catalogue() {
  json faces = json::array();
  for (const auto& entry : gimme::catalogue()) {
    faces.push_back({{"face", std::string(entry.code)},
                     {"name", std::string(entry.name)},
                     {"suit", std::string(suit_code(suit_of(entry.face)))},
                     {"rank", rank_of(entry.face)},
                     {"copies", copies_of(entry.face)}});
  }
  return faces;
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::awaiting_drop:
      return "awaiting_discard";
    case Phase::gimme_window:
      return "claim_window";
    case Phase::round_over:
      return "round_over";
    case Phase::game_over:
      break;
  }
  return "game_over";
}

json round_result(const RoundResult& r, int seats) {
  json finishes = json::array();
  for (const auto& f : r.finishes)
    finishes.push_back({{"seat", index(f.seat)}, {"score", score_json(f.score)}});
  json hands = json::array();
  for (int s = 0; s < seats; ++s) {
    const auto i = static_cast<std::size_t>(s);
    hands.push_back({{"seat", s},
                     {"concealed", tiles({r.concealed[i].begin(), r.concealed[i].end()})},
                     {"exposed", sets_json(r.exposed[i])},
                     {"points", r.points[i]},
                     {"score", r.scores_after[i]}});
  }
  return {{"round", r.round},
          {"first_player", index(r.first_player)},
          {"ended_by", std::string(round_end_code(r.ended_by))},
          {"finishes", std::move(finishes)},
          {"hands", std::move(hands)}};
}

json game_result(const GameResult& r, int seats) {
  json standings = json::array();
  for (const auto s : r.standings) standings.push_back(index(s));
  json scores = json::array();
  for (int s = 0; s < seats; ++s) scores.push_back(r.scores[static_cast<std::size_t>(s)]);
  return {{"standings", std::move(standings)},
          {"winners", game_json::seat_list(r.winners, seats)},
          {"shared", r.shared()},
          {"scores", std::move(scores)}};
}

json view(const View& v, kernel::Millis now) {
  const int seats = v.settings.seats;
  json seat_list = json::array();
  for (const auto& s : v.seats) {
    seat_list.push_back({{"seat", index(s.seat)},
                         {"score", s.score},
                         {"concealed_count", s.concealed_count},
                         {"exposed", sets_json(s.exposed)},
                         {"finished", s.finished},
                         {"revealed", tiles({s.revealed.begin(), s.revealed.end()})}});
  }
  json history = json::array();
  for (const auto& r : v.history) history.push_back(round_result(r, seats));
  json window = nullptr;
  if (v.window) {
    window = {{"id", v.window->id},
              {"dropper", index(v.window->dropper)},
              {"card", tile(v.window->tile)},
              {"closes_in_ms", remaining(v.window->closes_at, now)},
              {"called", game_json::seat_list(v.window->called, seats)},
              {"answered", v.window->answered}};
  }
  json last_drop = nullptr;
  if (v.last_drop)
    last_drop = {{"seat", index(v.last_drop->seat)}, {"card", tile(v.last_drop->tile)}};
  return {{"viewer", v.viewer ? json(index(*v.viewer)) : json(nullptr)},
          {"phase", std::string(phase_code(v.phase))},
          {"round", v.round},
          {"rounds", v.rounds},
          {"first_player", index(v.first_player)},
          {"current", index(v.current)},
          {"decision", v.decision},
          {"turn_in_ms", turn_in_ms(v.decision_deadline, now)},
          {"pool", v.pool_count},
          {"settings", settings(v.settings)},
          {"seats", std::move(seat_list)},
          {"hand", tiles({v.hand.begin(), v.hand.end()})},
          {"just_drawn", v.just_drawn ? tile(*v.just_drawn) : json(nullptr)},
          {"last_drop", std::move(last_drop)},
          {"discard_pile", tiles({v.dropped.begin(), v.dropped.end()})},
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
                    {"first_player", index(e.first_player)},
                    {"rounds", e.rounds}};
          },
          [](const RoundStarted& e) -> json {
            return {{"type", "round_started"},
                    {"round", e.round},
                    {"first_player", index(e.first_player)},
                    {"pool", e.pool}};
          },
          [](const HandDealt& e) -> json {
            return {{"type", "hand_dealt"},
                    {"seat", index(e.seat)},
                    {"cards", tiles({e.tiles.begin(), e.tiles.end()})}};
          },
          [](const TileDrawn& e) -> json {
            return {{"type", "card_drawn"},
                    {"seat", index(e.seat)},
                    {"card", e.tile ? tile(*e.tile) : json(nullptr)},
                    {"pool", e.pool}};
          },
          [now](const TurnStarted& e) -> json {
            return {{"type", "turn_started"},
                    {"seat", index(e.seat)},
                    {"decision", e.decision},
                    {"turn_in_ms", turn_in_ms(e.deadline, now)},
                    {"drew", e.drew}};
          },
          [](const JokerStolen& e) -> json {
            return {{"type", "joker_stolen"},  {"seat", index(e.seat)}, {"card", tile(e.tile)},
                    {"owner", index(e.owner)}, {"set", e.set},          {"joker", tile(e.joker)}};
          },
          [now](const TileDropped& e) -> json {
            return game_json::card_discarded(e.seat, tile(e.tile), e.window, e.closes_at, now,
                                             e.by_turn_clock);
          },
          [](const GimmeCalled& e) -> json {
            return window_answer("claim_called", e.seat, e.window);
          },
          [](const GimmePassed& e) -> json {
            return window_answer("claim_passed", e.seat, e.window);
          },
          [](const WindowClosed& e) -> json {
            return game_json::window_closed(e.window, e.awarded_to);
          },
          [](const SetLaidDown& e) -> json {
            return {{"type", "set_exposed"},
                    {"seat", index(e.seat)},
                    {"from", index(e.from)},
                    {"set", set_json(e.set)}};
          },
          [](const MahjongDeclared& e) -> json {
            return {{"type", "mahjong_declared"},
                    {"seat", index(e.seat)},
                    {"revealed", tiles({e.revealed.begin(), e.revealed.end()})},
                    {"score", score_json(e.score)},
                    {"by_turn_clock", e.by_turn_clock}};
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

}  // namespace jongtable::protocol::gimme_json
