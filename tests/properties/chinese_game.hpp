#pragma once
// Chinese Mah Jongg for the property harness: games of basic bots at 3-6 seats, with and
// without Flowers and a limit.

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <vector>

#include "jongtable/chinese/apply.hpp"
#include "jongtable/chinese/match.hpp"
#include "jongtable/chinese/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct ChineseGame {
  using Settings = chinese::Settings;
  using State = chinese::State;
  using Intent = chinese::Intent;
  using Outcome = chinese::Outcome;
  using View = chinese::View;
  static constexpr const char* name = "chinese";
  static constexpr int kGames = 200;
  static constexpr int kDeepGames = 16;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.seats = 3 + static_cast<int>(seed % 4);
    s.flowers = s.seats <= 4 && seed % 3 == 0;
    s.limit = seed % 5 == 2 ? 100 : 0;
    s.claim_window = seed % 2 ? 2500 : 800;
    s.turn_clock = seed % 9 == 0 ? 0 : 30000;
    return s;
  }
  static int seats(const Settings& s) { return s.seats; }
  // Five players add the four Flowers (cards 136-139); six, or Flowers on, all eight.
  static int deck_size(const Settings& s) {
    if (s.seats == 5) return chinese::kStandardCards + 4;
    if (s.seats == 6 || s.flowers) return chinese::kCardCount;
    return chinese::kStandardCards;
  }
  static State create(const Settings& s, std::uint64_t seed) {
    return chinese::create_table(s, seed);
  }
  static Outcome apply(State& t, const Intent& i, Millis now) { return chinese::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return chinese::state_hash(t); }
  static bool over(const State& t) { return chinese::game_over(t); }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    std::array<chinese::BasicBot, chinese::kMaxPlayers> bots{
        chinese::BasicBot(seed),     chinese::BasicBot(seed + 1), chinese::BasicBot(seed + 2),
        chinese::BasicBot(seed + 3), chinese::BasicBot(seed + 4), chinese::BasicBot(seed + 5)};
    const chinese::MatchResult r = chinese::play_match(
        s, seed, std::span<chinese::BasicBot>(bots.data(), static_cast<std::size_t>(s.seats)),
        observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == chinese::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](chinese::CardId c) { cards.push_back(chinese::index(c)); };
    for (int s = 0; s < t.settings.seats; ++s) {
      const chinese::Player& p = t.players[s];
      std::for_each(p.concealed.begin(), p.concealed.end(), add);
      for (const auto& meld : p.exposed) std::for_each(meld.cards.begin(), meld.cards.end(), add);
      std::for_each(p.flowers.begin(), p.flowers.end(), add);
    }
    std::for_each(t.wall.begin(), t.wall.end(), add);
    std::for_each(t.discards.begin(), t.discards.end(), add);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == chinese::Phase::not_started) return {};
    std::vector<int> hidden;
    for (int s = 0; s < t.settings.seats; ++s) {
      if (seat(s) == viewer) continue;
      for (chinese::CardId c : t.players[s].concealed) hidden.push_back(chinese::index(c));
    }
    for (chinese::CardId c : t.wall) hidden.push_back(chinese::index(c));
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return chinese::view_for(t, viewer); }
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](chinese::CardId c) { cards.push_back(chinese::index(c)); };
    std::for_each(v.cards.begin(), v.cards.end(), add);
    if (v.just_drawn) add(*v.just_drawn);
    for (const auto& s : v.seats) {
      for (const auto& meld : s.exposed) std::for_each(meld.cards.begin(), meld.cards.end(), add);
      std::for_each(s.flowers.begin(), s.flowers.end(), add);
    }
    std::for_each(v.discards.begin(), v.discards.end(), add);
    if (v.window) add(v.window->card);
    std::for_each(v.legal.discard.begin(), v.legal.discard.end(), add);
    for (const auto& option : v.legal.calls)
      std::for_each(option.cards.begin(), option.cards.end(), add);
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.cards); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(kernel::index(*viewer))].concealed);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    for (const chinese::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<chinese::HandDealt>(&e.body)) {
        for (chinese::CardId c : dealt->cards) cards.push_back(chinese::index(c));
      } else if (const auto* drawn = std::get_if<chinese::CardDrawn>(&e.body);
                 drawn && drawn->card) {
        cards.push_back(chinese::index(*drawn->card));
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    for (chinese::CardId c : v.legal.discard) moves.push_back(chinese::Discard{who, c});
    if (v.legal.declare_mah_jongg) moves.push_back(chinese::DeclareMahJongg{who});
    if (v.legal.pass) moves.push_back(chinese::Pass{who, v.window->id});
    for (const auto& option : v.legal.calls) {
      moves.push_back(
          chinese::Call{who, v.window->id, option.type,
                        std::vector<chinese::CardId>(option.cards.begin(), option.cards.end()),
                        option.mah_jongg});
    }
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = seat(static_cast<int>(rng.below(7)));
    const auto card = chinese::CardId(static_cast<int>(rng.below(chinese::kCardCount + 2)));
    const auto other = chinese::CardId(static_cast<int>(rng.below(chinese::kCardCount)));
    const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
    const auto type = chinese::GroupType(rng.below(4));
    switch (rng.below(8)) {
      case 0:
        return chinese::Discard{rng.below(2) ? t.current : who, card};
      case 1:
        return chinese::Call{who, window, type, {card}, rng.below(2) == 0};
      case 2:
        return chinese::Call{who, window, type, {card, other}, rng.below(2) == 0};
      case 3:
        return chinese::Pass{who, window};
      case 4:
        return chinese::DeclareMahJongg{who};
      case 5:
        return chinese::WindowExpired{window};
      case 6:
        return chinese::TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))};
      default:
        return chinese::BeginNextHand{t.hand + static_cast<int>(rng.below(2))};
    }
  }
};

}  // namespace jongtable::properties
