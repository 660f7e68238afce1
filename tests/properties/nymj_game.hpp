#pragma once
// Not Your Ma's Jong for the property harness: games of basic bots (the bots' own match
// loop), 3 or 4 seats, full games and short ones.

#include <algorithm>
#include <string>
#include <vector>

#include "jongtable/bots/match.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct NymjGame {
  using Settings = nymj::Settings;
  using State = nymj::Table;
  using Intent = nymj::Intent;
  using Outcome = nymj::Outcome;
  using View = nymj::TableView;
  static constexpr const char* name = "nymj";
  static constexpr int kGames = 300;
  static constexpr int kDeepGames = 12;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.seats = seed % 2 ? 4 : 3;
    s.rounds = seed % 3 == 0 ? 2 : 0;
    s.turn_clock = seed % 5 == 0 ? 0 : 30000;
    s.claim_window = seed % 2 ? 2500 : 800;
    return s;
  }
  static int seats(const Settings& s) { return s.seats; }
  static int deck_size(const Settings&) { return nymj::kDeckSize; }
  static State create(const Settings& s, std::uint64_t seed) { return nymj::create_table(s, seed); }
  static Outcome apply(State& t, const Intent& i, Millis now) { return nymj::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return nymj::state_hash(t); }
  static bool over(const State& t) { return t.phase == nymj::Phase::game_over; }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    std::vector<std::unique_ptr<bots::Bot>> players;
    for (int i = 0; i < s.seats; ++i)
      players.push_back(bots::make_bot(bots::Strength::basic, bots::bot_seed(seed, seat(i))));
    const bots::MatchResult r = bots::play_match(s, seed, players, 200000, observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == nymj::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](nymj::CardId c) { cards.push_back(nymj::index(c)); };
    for (const auto& p : t.players) {
      std::for_each(p.concealed.begin(), p.concealed.end(), add);
      for (const auto& set : p.exposed) std::for_each(set.cards.begin(), set.cards.end(), add);
    }
    std::for_each(t.draw_pile.begin(), t.draw_pile.end(), add);
    std::for_each(t.discard_pile.begin(), t.discard_pile.end(), add);
    if (t.stolen_card) add(*t.stolen_card);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == nymj::Phase::not_started) return {};
    std::vector<int> hidden;
    for (std::size_t s = 0; s < t.players.size(); ++s) {
      if (viewer && nymj::index(*viewer) == static_cast<int>(s)) continue;
      for (nymj::CardId c : t.players[s].concealed) hidden.push_back(nymj::index(c));
    }
    for (nymj::CardId c : t.draw_pile) hidden.push_back(nymj::index(c));
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return nymj::view_for(t, viewer); }
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](nymj::CardId c) { cards.push_back(nymj::index(c)); };
    std::for_each(v.hand.begin(), v.hand.end(), add);
    if (v.just_drawn) add(*v.just_drawn);
    if (v.stolen_card) add(*v.stolen_card);
    std::for_each(v.discard_pile.begin(), v.discard_pile.end(), add);
    for (const auto& s : v.seats) {
      for (const auto& set : s.exposed) std::for_each(set.cards.begin(), set.cards.end(), add);
    }
    if (v.window) add(v.window->card);
    for (const auto& [first, second] : v.legal.expose_options) add(first), add(second);
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.hand); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer || t.phase == nymj::Phase::not_started) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(nymj::index(*viewer))].concealed);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    for (const nymj::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<nymj::HandDealt>(&e.body)) {
        for (nymj::CardId c : dealt->cards) cards.push_back(nymj::index(c));
      } else if (const auto* drawn = std::get_if<nymj::CardDrawn>(&e.body); drawn && drawn->card) {
        cards.push_back(nymj::index(*drawn->card));
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    if (v.legal.discard) {
      for (nymj::CardId c : v.hand) moves.push_back(nymj::Discard{who, c});
    }
    if (v.legal.declare_win) moves.push_back(nymj::DeclareWin{who});
    if (v.legal.steal) moves.push_back(nymj::Steal{who, v.window->id, 0});
    if (v.legal.pass) moves.push_back(nymj::Pass{who, v.window->id});
    for (const auto& [first, second] : v.legal.expose_options)
      moves.push_back(nymj::ExposeSet{who, first, second});
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = seat(static_cast<int>(rng.below(5)));
    const auto card = nymj::CardId(static_cast<std::uint8_t>(rng.below(nymj::kDeckSize + 2)));
    const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
    switch (rng.below(9)) {
      case 0:
        return nymj::StartGame{};
      case 1:
        return nymj::Discard{rng.below(2) ? t.current : who, card};
      case 2:
        return nymj::DeclareWin{rng.below(2) ? t.current : who};
      case 3:
        return nymj::Steal{who, window, static_cast<Millis>(rng.below(400))};
      case 4:
        return nymj::Pass{who, window};
      case 5:
        return nymj::ExposeSet{rng.below(2) ? t.current : who, card, card};
      case 6:
        return nymj::ClaimWindowExpired{window};
      case 7:
        return nymj::TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))};
      default:
        return nymj::BeginNextRound{t.round + static_cast<int>(rng.below(2)) - 1};
    }
  }
};

}  // namespace jongtable::properties
