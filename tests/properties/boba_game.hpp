#pragma once
// Boba Mahjong for the property harness: two basic bots, with and without a turn clock.

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "jongtable/boba/apply.hpp"
#include "jongtable/boba/match.hpp"
#include "jongtable/boba/view.hpp"
#include "property_game.hpp"

namespace jongtable::properties {

struct BobaGame {
  using Settings = boba::Settings;
  using State = boba::State;
  using Intent = boba::Intent;
  using Outcome = boba::Outcome;
  using View = boba::View;
  static constexpr const char* name = "boba";
  static constexpr int kGames = 1000;
  static constexpr int kDeepGames = 60;

  static Settings settings_for(std::uint64_t seed) {
    Settings s;
    s.turn_clock = seed % 4 == 0 ? 0 : 45000;
    return s;
  }
  static int seats(const Settings&) { return boba::kSeats; }
  static int deck_size(const Settings&) { return boba::kDeckSize; }
  static State create(const Settings& s, std::uint64_t seed) { return boba::create_table(s, seed); }
  static Outcome apply(State& t, const Intent& i, Millis now) { return boba::apply(t, i, now); }
  static std::uint64_t hash(const State& t) { return boba::state_hash(t); }
  static bool over(const State& t) { return boba::game_over(t); }

  static Played play(const Settings& s, std::uint64_t seed,
                     const Observer<State, Intent, Outcome>& observer) {
    const boba::MatchResult r = boba::play_match(s, seed, observer);
    return {r.finished, r.refused_intents, r.final_state_hash};
  }

  static std::vector<int> cards_in_play(const State& t) {
    if (t.phase == boba::Phase::not_started) return {};
    std::vector<int> cards;
    const auto add = [&](const std::vector<boba::CardId>& list) {
      for (boba::CardId c : list) cards.push_back(boba::index(c));
    };
    for (const auto& p : t.players) add(p.hand), add(p.score_cards);
    for (const auto& pile : t.piles) add(pile);
    add(t.supply);
    add(t.removed);
    return cards;
  }
  static std::vector<int> hidden_from(const State& t, Viewer viewer) {
    if (t.phase == boba::Phase::not_started) return {};
    std::vector<int> hidden;
    for (int s = 0; s < boba::kSeats; ++s) {
      if (seat(s) == viewer) continue;
      for (boba::CardId c : t.players[s].hand) hidden.push_back(boba::index(c));
    }
    for (boba::CardId c : t.supply) hidden.push_back(boba::index(c));
    return hidden;
  }
  static View view_for(const State& t, Viewer viewer) { return boba::view_for(t, viewer); }
  static std::vector<int> shown(const View& v) {
    std::vector<int> cards;
    const auto add = [&](boba::CardId c) { cards.push_back(boba::index(c)); };
    std::for_each(v.hand.begin(), v.hand.end(), add);
    for (const auto& pile : v.piles) std::for_each(pile.begin(), pile.end(), add);
    for (const auto& p : v.players) std::for_each(p.score_cards.begin(), p.score_cards.end(), add);
    for (const auto& option : v.legal.sets)
      std::for_each(option.cards.begin(), option.cards.end(), add);
    return cards;
  }
  static std::vector<int> hand_in_view(const View& v) { return sorted_ids(v.hand); }
  static std::vector<int> own_hand(const State& t, Viewer viewer) {
    if (!viewer) return {};
    return sorted_ids(t.players[static_cast<std::size_t>(kernel::index(*viewer))].hand);
  }
  static std::vector<int> told(const Outcome& out, Viewer viewer) {
    std::vector<int> cards;
    for (const boba::Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<boba::HandDealt>(&e.body)) {
        for (boba::CardId c : dealt->cards) cards.push_back(boba::index(c));
      } else if (const auto* drawn = std::get_if<boba::SupplyDrawn>(&e.body)) {
        for (boba::CardId c : drawn->cards) cards.push_back(boba::index(c));
      }
    }
    return cards;
  }
  static std::vector<Intent> offered(const View& v, Seat who) {
    std::vector<Intent> moves;
    if (v.legal.draw_supply) moves.push_back(boba::DrawSupply{who});
    for (int pile : v.legal.take_pile) moves.push_back(boba::TakePileTop{who, pile});
    for (const boba::SetOption& option : v.legal.sets)
      moves.push_back(set_keeping_first(v, who, option));
    if (v.legal.end_sets) moves.push_back(boba::EndSets{who});
    if (v.legal.discard) {
      for (boba::CardId c : v.hand) {
        for (int pile : v.legal.discard_piles) moves.push_back(boba::Discard{who, c, pile});
      }
    }
    return moves;
  }
  static Intent random_intent(const State& t, kernel::Rng& rng) {
    const Seat who = rng.below(4) ? t.current : seat(static_cast<int>(rng.below(3)));
    const auto any_card = [&] {
      return boba::CardId(static_cast<std::uint8_t>(rng.below(boba::kDeckSize + 2)));
    };
    const int pile = static_cast<int>(rng.below(4));
    switch (rng.below(7)) {
      case 0:
        return boba::StartGame{};
      case 1:
        return boba::DrawSupply{who};
      case 2:
        return boba::TakePileTop{who, pile};
      case 3:
        return boba::EndSets{who};
      case 4:
        return boba::TurnClockExpired{t.decision - static_cast<std::uint32_t>(rng.below(2))};
      case 5:
        return boba::Discard{who, any_card(),
                             rng.below(3) ? std::optional<int>(pile) : std::nullopt};
      default:
        return boba::MakeSet{
            who, {any_card(), any_card(), any_card()}, std::nullopt, any_card(), {}};
    }
  }

 private:
  // The set kept by its first card, the others placed as the rules allow: on an empty
  // pile while there is one, else on the first pile.
  static boba::MakeSet set_keeping_first(const View& v, Seat who, const boba::SetOption& option) {
    boba::MakeSet set{who,
                      {option.cards.begin(), option.cards.begin() + option.from_hand},
                      option.pile,
                      option.cards[0],
                      {}};
    std::array<int, boba::kPiles> sizes{};
    for (int p = 0; p < boba::kPiles; ++p) sizes[p] = static_cast<int>(v.piles[p].size());
    if (option.pile) --sizes[*option.pile];
    for (int k = 1; k < 3; ++k) {
      const auto empty = std::find(sizes.begin(), sizes.end(), 0);
      const int pile = empty != sizes.end() ? static_cast<int>(empty - sizes.begin()) : 0;
      if (!boba::is_zero(option.cards[k])) ++sizes[pile];
      set.others[k - 1] = {option.cards[k], pile};
    }
    return set;
  }
};

}  // namespace jongtable::properties
