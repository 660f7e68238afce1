#pragma once
// Gimme! Mahjong for the property harness: games of basic bots at 2-4 seats, the
// optional rules varied by the seed.

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <vector>

#include "jongtable/gimme/apply.hpp"
#include "jongtable/gimme/match.hpp"
#include "jongtable/gimme/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct GimmeGame {
  using Settings = gimme::Settings;
  using State = gimme::State;
  using Intent = gimme::Intent;
  using Outcome = gimme::Outcome;
  using View = gimme::View;
  static constexpr const char* name = "gimme";
  static constexpr int kGames = 600;
  static constexpr int kDeepGames = 40;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.seats = 2 + static_cast<int>(seed % 3);
    s.pesky_pairs_1 = seed % 5 == 1;
    s.pesky_pairs_2 = seed % 7 == 2;
    s.mahjong_first = seed % 4 == 3;
    s.bonuses = seed % 6 != 4;
    s.gimme_window = seed % 2 ? 2500 : 800;
    s.turn_clock = seed % 9 == 0 ? 0 : 30000;
    return s;
  }
  static int seats(const Settings& s) { return s.seats; }
  static int deck_size(const Settings&) { return gimme::kTileCount; }
  static State create(const Settings& s, std::uint64_t seed) {
    return gimme::create_table(s, seed);
  }
  static Outcome apply(State& t, const Intent& i, Millis now) { return gimme::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return gimme::state_hash(t); }
  static bool over(const State& t) { return gimme::game_over(t); }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    std::array<gimme::BasicBot, 4> bots{gimme::BasicBot(seed), gimme::BasicBot(seed + 1),
                                        gimme::BasicBot(seed + 2), gimme::BasicBot(seed + 3)};
    const gimme::MatchResult r = gimme::play_match(
        s, seed, std::span<gimme::BasicBot>(bots.data(), static_cast<std::size_t>(s.seats)),
        observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == gimme::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](gimme::TileId tile) { cards.push_back(gimme::index(tile)); };
    for (int s = 0; s < t.settings.seats; ++s) {
      std::for_each(t.players[s].concealed.begin(), t.players[s].concealed.end(), add);
      for (const auto& set : t.players[s].exposed)
        std::for_each(set.tiles.begin(), set.tiles.end(), add);
    }
    std::for_each(t.pool.begin(), t.pool.end(), add);
    std::for_each(t.dropped.begin(), t.dropped.end(), add);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == gimme::Phase::not_started) return {};
    std::vector<int> hidden;
    for (int s = 0; s < t.settings.seats; ++s) {
      if (seat(s) == viewer || t.players[s].finished) continue;  // a finished hand is public
      for (gimme::TileId tile : t.players[s].concealed) hidden.push_back(gimme::index(tile));
    }
    for (gimme::TileId tile : t.pool) hidden.push_back(gimme::index(tile));
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return gimme::view_for(t, viewer); }
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](gimme::TileId tile) { cards.push_back(gimme::index(tile)); };
    std::for_each(v.hand.begin(), v.hand.end(), add);
    if (v.just_drawn) add(*v.just_drawn);
    for (const auto& s : v.seats) {
      std::for_each(s.revealed.begin(), s.revealed.end(), add);
      for (const auto& set : s.exposed) std::for_each(set.tiles.begin(), set.tiles.end(), add);
    }
    std::for_each(v.dropped.begin(), v.dropped.end(), add);
    if (v.window) add(v.window->tile);
    std::for_each(v.legal.drop.begin(), v.legal.drop.end(), add);
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.hand); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(kernel::index(*viewer))].concealed);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    for (const gimme::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<gimme::HandDealt>(&e.body)) {
        for (gimme::TileId tile : dealt->tiles) cards.push_back(gimme::index(tile));
      } else if (const auto* drawn = std::get_if<gimme::TileDrawn>(&e.body); drawn && drawn->tile) {
        cards.push_back(gimme::index(*drawn->tile));
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    for (gimme::TileId tile : v.legal.drop) moves.push_back(gimme::Drop{who, tile});
    if (v.legal.declare_mahjong) moves.push_back(gimme::DeclareMahjong{who});
    if (v.legal.pass) moves.push_back(gimme::Pass{who, v.window->id});
    for (const auto& option : v.legal.gimme_options) {
      moves.push_back(gimme::Gimme{who, v.window->id,
                                   std::vector<gimme::TileId>(option.begin(), option.end())});
    }
    for (const auto& steal : v.legal.joker_steals)
      moves.push_back(gimme::JokerSteal{who, steal.tile, steal.owner, steal.set});
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = seat(static_cast<int>(rng.below(5)));
    const auto tile = gimme::TileId(static_cast<int>(rng.below(gimme::kTileCount + 2)));
    const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
    switch (rng.below(8)) {
      case 0:
        return gimme::Drop{rng.below(2) ? t.current : who, tile};
      case 1:
        return gimme::Gimme{who, window, {tile}};
      case 2:
        return gimme::Gimme{who, window, {tile, gimme::TileId(static_cast<int>(rng.below(116)))}};
      case 3:
        return gimme::Pass{who, window};
      case 4:
        return gimme::JokerSteal{who, tile, seat(static_cast<int>(rng.below(4))),
                                 static_cast<int>(rng.below(3))};
      case 5:
        return gimme::DeclareMahjong{who};
      case 6:
        return gimme::TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))};
      default:
        return gimme::BeginNextRound{t.round + static_cast<int>(rng.below(2))};
    }
  }
};

}  // namespace jongtable::properties
