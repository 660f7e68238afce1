#pragma once
// American Mah Jongg for the property harness: games of basic bots at 3 and 4 seats, on
// the advanced and beginner cards, with and without the Charleston's extras.

#include <algorithm>
#include <string>
#include <vector>

#include "jongtable/american/apply.hpp"
#include "jongtable/american/match.hpp"
#include "jongtable/american/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct AmericanGame {
  using Settings = american::Settings;
  using State = american::State;
  using Intent = american::Intent;
  using Outcome = american::Outcome;
  using View = american::View;
  static constexpr const char* name = "american";
  static constexpr int kGames = 40;
  static constexpr int kDeepGames = 4;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.seats = seed % 2 ? 4 : 3;
    s.hands = seed % 4 < 2 ? american::HandsChoice::advanced : american::HandsChoice::beginner;
    s.charleston_extras = seed % 3 != 0;
    return s;
  }
  static int seats(const Settings& s) { return s.seats; }
  static int deck_size(const Settings&) { return american::kCardCount; }
  static State create(const Settings& s, std::uint64_t seed) {
    return american::create_table(s, seed);
  }
  static Outcome apply(State& t, const Intent& i, Millis now) { return american::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return american::state_hash(t); }
  static bool over(const State& t) { return american::game_over(t); }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    const american::MatchResult r = american::play_match(s, seed, observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == american::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](american::CardId c) { cards.push_back(american::index(c)); };
    for (int s = 0; s < t.settings.seats; ++s) {
      const american::Player& p = t.players[static_cast<std::size_t>(s)];
      std::for_each(p.concealed.begin(), p.concealed.end(), add);
      for (const auto& group : p.exposed)
        std::for_each(group.cards.begin(), group.cards.end(), add);
    }
    std::for_each(t.wall.begin(), t.wall.end(), add);
    std::for_each(t.discards.begin(), t.discards.end(), add);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == american::Phase::not_started) return {};
    std::vector<int> hidden;
    for (int s = 0; s < t.settings.seats; ++s) {
      if (seat(s) == viewer) continue;
      for (american::CardId c : t.players[static_cast<std::size_t>(s)].concealed)
        hidden.push_back(american::index(c));
    }
    for (american::CardId c : t.wall) hidden.push_back(american::index(c));
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return american::view_for(t, viewer); }
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](american::CardId c) { cards.push_back(american::index(c)); };
    std::for_each(v.hand.begin(), v.hand.end(), add);
    if (v.just_drawn) add(*v.just_drawn);
    std::for_each(v.discards.begin(), v.discards.end(), add);
    for (const auto& s : v.seats) {
      for (const auto& group : s.exposed)
        std::for_each(group.cards.begin(), group.cards.end(), add);
    }
    if (v.sealed && v.sealed->my_choice)
      std::for_each(v.sealed->my_choice->cards.begin(), v.sealed->my_choice->cards.end(), add);
    if (v.window) add(v.window->card);
    std::for_each(v.legal.passable.begin(), v.legal.passable.end(), add);
    std::for_each(v.legal.discard.begin(), v.legal.discard.end(), add);
    for (const auto& option : v.legal.expose_options)
      std::for_each(option.cards.begin(), option.cards.end(), add);
    for (const auto& exchange : v.legal.joker_exchanges) add(exchange.card);
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.hand); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(kernel::index(*viewer))].concealed);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    const auto add = [&](american::CardId c) { cards.push_back(american::index(c)); };
    for (const american::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<american::HandDealt>(&e.body)) {
        std::for_each(dealt->cards.begin(), dealt->cards.end(), add);
      } else if (const auto* drawn = std::get_if<american::CardDrawn>(&e.body);
                 drawn && drawn->card) {
        add(*drawn->card);
      } else if (const auto* passed = std::get_if<american::CardsPassed>(&e.body)) {
        std::for_each(passed->own.begin(), passed->own.end(), add);
      } else if (const auto* received = std::get_if<american::CardsReceived>(&e.body)) {
        std::for_each(received->cards.begin(), received->cards.end(), add);
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    const auto& passable = v.legal.passable;
    if (v.legal.pass_cards && passable.size() >= 3)
      moves.push_back(american::PassCards{who, {passable.begin(), passable.begin() + 3}, 0});
    if (v.legal.vote) {
      moves.push_back(american::VoteDanceAgain{who, true});
      moves.push_back(american::VoteDanceAgain{who, false});
    }
    if (v.legal.offer_courtesy) {
      moves.push_back(american::OfferCourtesy{who, {}});
      if (!passable.empty()) moves.push_back(american::OfferCourtesy{who, {passable.front()}});
    }
    for (american::CardId c : v.legal.discard) moves.push_back(american::Discard{who, c});
    if (v.legal.declare_mah_jongg) moves.push_back(american::DeclareMahJongg{who});
    for (const auto& exchange : v.legal.joker_exchanges) {
      moves.push_back(american::ExchangeJoker{who, exchange.card, exchange.owner, exchange.group});
    }
    if (v.legal.pass_call) moves.push_back(american::PassCall{who, v.window->id});
    if (v.legal.call_mah_jongg) moves.push_back(american::Call{who, v.window->id, true, {}});
    for (const auto& option : v.legal.expose_options)
      moves.push_back(american::Call{who, v.window->id, false, option.cards});
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = seat(static_cast<int>(rng.below(6)));
    const auto card = american::CardId(static_cast<int>(rng.below(american::kCardCount + 2)));
    const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
    switch (rng.below(11)) {
      case 0:
        return american::StartGame{};
      case 1:
        return american::PassCards{
            who, {card, card, card}, 0, t.decision - static_cast<std::uint32_t>(rng.below(2))};
      case 2:
        return american::VoteDanceAgain{who, rng.below(2) == 0};
      case 3:
        return american::OfferCourtesy{who, {card}};
      case 4:
        return american::Discard{rng.below(2) ? t.current : who, card};
      case 5:
        return american::Call{who, window, rng.below(2) == 0, {card}};
      case 6:
        return american::PassCall{who, window};
      case 7:
        return american::ExchangeJoker{who, card, seat(static_cast<int>(rng.below(4))),
                                       static_cast<int>(rng.below(4))};
      case 8:
        return american::DeclareMahJongg{who};
      case 9:
        return american::TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))};
      default:
        return american::BeginNextRound{t.round + static_cast<int>(rng.below(2))};
    }
  }
};

}  // namespace jongtable::properties
