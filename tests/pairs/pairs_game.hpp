#pragma once
// Pairs for the property harness (tests/properties/harness.hpp): games of basic bots at
// 2 and 3 seats, the clocks and the number of rounds varied by the seed.

#include <algorithm>
#include <array>
#include <vector>

#include "jongtable/pairs/apply.hpp"
#include "jongtable/pairs/match.hpp"
#include "jongtable/pairs/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct PairsGame {
  using Settings = pairs::Settings;
  using State = pairs::State;
  using Intent = pairs::Intent;
  using Outcome = pairs::Outcome;
  using View = pairs::View;
  static constexpr const char* name = "pairs";
  static constexpr int kGames = 2000;
  static constexpr int kDeepGames = 100;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.seats = 2 + static_cast<int>(seed % 2);
    s.rounds = 1 + static_cast<int>(seed % 5);
    s.claim_window = seed % 3 ? 2000 : 500;
    s.turn_clock = seed % 4 == 0 ? 0 : 20000;
    return s;
  }
  static int seats(const Settings& s) { return s.seats; }
  static int deck_size(const Settings&) { return pairs::kDeckSize; }
  static State create(const Settings& s, std::uint64_t seed) {
    return pairs::create_table(s, seed);
  }
  static Outcome apply(State& t, const Intent& i, Millis now) { return pairs::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return pairs::state_hash(t); }
  static bool over(const State& t) { return pairs::game_over(t); }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    const pairs::MatchResult r = pairs::play_match(s, seed, observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == pairs::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](const std::vector<pairs::CardId>& list) {
      for (pairs::CardId c : list) cards.push_back(pairs::index(c));
    };
    for (int s = 0; s < t.settings.seats; ++s) add(t.players[s].hand);
    add(t.pile);
    add(t.discards);
    add(t.set_aside);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == pairs::Phase::not_started) return {};
    std::vector<int> hidden;
    const auto add = [&](const std::vector<pairs::CardId>& list) {
      for (pairs::CardId c : list) hidden.push_back(pairs::index(c));
    };
    for (int s = 0; s < t.settings.seats; ++s) {
      if (seat(s) == viewer || seat(s) == t.winner) continue;  // a winning hand is public
      add(t.players[s].hand);
    }
    add(t.pile);
    add(t.set_aside);
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return pairs::view_for(t, viewer); }
  // The round's cards; the history's hands are of earlier deals, whose ids are dealt anew.
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](const std::vector<pairs::CardId>& list) {
      for (pairs::CardId c : list) cards.push_back(pairs::index(c));
    };
    add(v.hand);
    add(v.discards);
    add(v.winning_hand);
    add(v.legal.discard);
    if (v.window) cards.push_back(pairs::index(v.window->card));
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.hand); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(kernel::index(*viewer))].hand);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    for (const pairs::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<pairs::HandDealt>(&e.body)) {
        for (pairs::CardId c : dealt->cards) cards.push_back(pairs::index(c));
      } else if (const auto* drawn = std::get_if<pairs::CardDrawn>(&e.body); drawn && drawn->card) {
        cards.push_back(pairs::index(*drawn->card));
      } else if (const auto* won = std::get_if<pairs::WinDeclared>(&e.body)) {
        for (pairs::CardId c : won->hand) cards.push_back(pairs::index(c));
      } else if (const auto* thrown = std::get_if<pairs::CardDiscarded>(&e.body)) {
        cards.push_back(pairs::index(thrown->card));
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    if (v.legal.draw) moves.push_back(pairs::Draw{who});
    for (pairs::CardId c : v.legal.discard) moves.push_back(pairs::Discard{who, c});
    if (v.legal.declare_win) moves.push_back(pairs::DeclareWin{who});
    if (v.legal.claim) moves.push_back(pairs::Claim{who, v.window->id});
    if (v.legal.pass) moves.push_back(pairs::Pass{who, v.window->id});
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = rng.below(3) ? t.current : seat(static_cast<int>(rng.below(4)));
    const auto card = pairs::CardId(static_cast<std::uint8_t>(rng.below(pairs::kDeckSize + 2)));
    const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
    switch (rng.below(10)) {
      case 0:
        return pairs::StartGame{};
      case 1:
        return pairs::Draw{who};
      case 2:
        return pairs::Discard{who, card};
      case 3:
        return pairs::DeclareWin{who};
      case 4:
        return pairs::Claim{seat(static_cast<int>(rng.below(4))), window};
      case 5:
        return pairs::Pass{seat(static_cast<int>(rng.below(4))), window};
      case 6:
        return pairs::WindowExpired{window};
      case 7:
        return pairs::TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))};
      case 8: {
        const auto& hand = t.players[static_cast<std::size_t>(kernel::index(t.current))].hand;
        return pairs::Discard{t.current, hand.empty() ? card : hand[rng.below(hand.size())]};
      }
      default:
        return pairs::BeginNextRound{t.round + static_cast<int>(rng.below(2))};
    }
  }
};

}  // namespace jongtable::properties
