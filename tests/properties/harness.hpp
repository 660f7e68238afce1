#pragma once
// The checks every game must pass, written once against the PropertyGame concept (in the
// way OpenSpiel's random simulation test runs against every registered game):
// - every card lies in exactly one place at every step, and every game of bots ends;
// - no view or event shows a viewer a card hidden from it;
// - every move a view lists as legal is accepted;
// - a game replays to the identical state from its seed and inputs;
// - a careless intent is refused with the state unchanged, or leaves the cards in place.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "property_game.hpp"

namespace jongtable::properties {

template <PropertyGame G>
void expect_each_card_once(const typename G::State& state, const typename G::Settings& settings) {
  const std::vector<int> cards = G::cards_in_play(state);
  if (cards.empty()) return;  // not dealt yet
  std::vector<int> seen(static_cast<std::size_t>(G::deck_size(settings)), 0);
  for (int c : cards) {
    ASSERT_TRUE(c >= 0 && c < static_cast<int>(seen.size()))
        << "card " << c << " is not in the deck";
    ++seen[static_cast<std::size_t>(c)];
  }
  for (std::size_t c = 0; c < seen.size(); ++c) ASSERT_EQ(seen[c], 1) << "card " << c;
}

inline std::string listed(const std::vector<int>& cards) {
  std::ostringstream out;
  for (int c : cards) out << ' ' << c;
  return out.str();
}

// The cards of `shown` that `hidden` holds.
inline std::vector<int> leaked(std::vector<int> shown, std::vector<int> hidden) {
  std::sort(shown.begin(), shown.end());
  std::sort(hidden.begin(), hidden.end());
  std::vector<int> both;
  std::set_intersection(shown.begin(), shown.end(), hidden.begin(), hidden.end(),
                        std::back_inserter(both));
  return both;
}

template <PropertyGame G>
void games_end_with_every_card_in_one_place() {
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(G::kGames); ++seed) {
    const auto settings = G::settings_for(seed);
    const Played played =
        G::play(settings, seed,
                [&](const typename G::State& state, const typename G::Intent&, Millis,
                    const typename G::Outcome&) { expect_each_card_once<G>(state, settings); });
    ASSERT_FALSE(::testing::Test::HasFailure()) << G::name << " seed " << seed;
    ASSERT_TRUE(played.finished) << G::name << " seed " << seed << " never ended";
    ASSERT_EQ(played.refused_intents, 0) << G::name << " seed " << seed;
  }
}

template <PropertyGame G>
void no_view_or_event_shows_a_hidden_card() {
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(G::kDeepGames); ++seed) {
    const auto settings = G::settings_for(seed);
    const int seats = G::seats(settings);
    // What each viewer (spectator first) could not see before the step.
    std::vector<std::vector<int>> hidden_before;
    const auto start = G::create(settings, seed);
    for (int v = -1; v < seats; ++v)
      hidden_before.push_back(G::hidden_from(start, v < 0 ? Viewer{} : Viewer{seat(v)}));
    const Played played =
        G::play(settings, seed,
                [&](const typename G::State& state, const typename G::Intent&, Millis,
                    const typename G::Outcome& out) {
                  for (int v = -1; v < seats; ++v) {
                    const Viewer viewer = v < 0 ? Viewer{} : Viewer{seat(v)};
                    std::vector<int> hidden = G::hidden_from(state, viewer);
                    const auto view = G::view_for(state, viewer);
                    EXPECT_EQ(G::hand_in_view(view), G::own_hand(state, viewer)) << "viewer " << v;
                    EXPECT_EQ(leaked(G::shown(view), hidden), std::vector<int>{})
                        << "the view of " << v << " shows hidden cards";
                    // Hidden before and after the step: no event may tell it (a card that was
                    // public a moment ago, such as a claimed discard, may be told).
                    const std::vector<int> still_hidden =
                        leaked(hidden, hidden_before[static_cast<std::size_t>(v + 1)]);
                    EXPECT_EQ(leaked(G::told(out, viewer), still_hidden), std::vector<int>{})
                        << "an event tells " << v << " hidden cards";
                    hidden_before[static_cast<std::size_t>(v + 1)] = std::move(hidden);
                  }
                });
    ASSERT_FALSE(::testing::Test::HasFailure()) << G::name << " seed " << seed;
    ASSERT_TRUE(played.finished) << G::name << " seed " << seed;
  }
}

template <PropertyGame G>
void every_listed_move_is_accepted() {
  int offered_moves = 0;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(G::kDeepGames); ++seed) {
    const auto settings = G::settings_for(seed);
    const Played played = G::play(settings, seed,
                                  [&](const typename G::State& state, const typename G::Intent&,
                                      Millis now, const typename G::Outcome&) {
                                    for (int s = 0; s < G::seats(settings); ++s) {
                                      const auto view = G::view_for(state, seat(s));
                                      for (const auto& move : G::offered(view, seat(s))) {
                                        ++offered_moves;
                                        auto copy = state;
                                        const auto out = G::apply(copy, move, now);
                                        ASSERT_TRUE(accepted(out))
                                            << "seat " << s
                                            << " was offered a move and refused: " << refusal(out);
                                        expect_each_card_once<G>(copy, settings);
                                      }
                                    }
                                  });
    ASSERT_FALSE(::testing::Test::HasFailure()) << G::name << " seed " << seed;
    ASSERT_TRUE(played.finished);
  }
  EXPECT_GT(offered_moves, G::kDeepGames * 20);
}

template <PropertyGame G>
void replay_equals_live() {
  struct Input {
    typename G::Intent intent;
    Millis at;
  };
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(G::kDeepGames); ++seed) {
    const auto settings = G::settings_for(seed);
    std::vector<Input> inputs;
    std::vector<std::uint64_t> hashes;
    const Played played =
        G::play(settings, seed,
                [&](const typename G::State& state, const typename G::Intent& intent, Millis now,
                    const typename G::Outcome&) {
                  inputs.push_back({intent, now});
                  hashes.push_back(G::hash(state));
                });
    auto replay = G::create(settings, seed);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const auto out = G::apply(replay, inputs[i].intent, inputs[i].at);
      ASSERT_TRUE(accepted(out)) << G::name << " seed " << seed << " input " << i;
      ASSERT_EQ(G::hash(replay), hashes[i]) << G::name << " seed " << seed << " input " << i;
    }
    EXPECT_EQ(G::hash(replay), played.final_state_hash) << G::name << " seed " << seed;
  }
}

template <PropertyGame G>
void careless_intents_are_refused_with_nothing_changed() {
  int refused = 0;
  int taken = 0;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(G::kDeepGames); ++seed) {
    const auto settings = G::settings_for(seed);
    kernel::Rng rng(seed * 7919 + 13);
    const Played played = G::play(
        settings, seed,
        [&](const typename G::State& state, const typename G::Intent&, Millis now,
            const typename G::Outcome&) {
          for (int k = 0; k < 4; ++k) {
            auto copy = state;
            const auto intent = G::random_intent(state, rng);
            const auto out = G::apply(copy, intent, now + static_cast<Millis>(rng.below(3000)));
            if (accepted(out)) {
              ++taken;
              expect_each_card_once<G>(copy, settings);
              continue;
            }
            ++refused;
            ASSERT_TRUE(copy == state) << "a refusal (" << refusal(out) << ") changed the state";
            ASSERT_EQ(G::hash(copy), G::hash(state));
          }
        });
    ASSERT_FALSE(::testing::Test::HasFailure()) << G::name << " seed " << seed;
    ASSERT_TRUE(played.finished);
  }
  EXPECT_GT(refused, 0);
  EXPECT_GT(taken, 0) << "the careless player also plays some legal moves";
}

}  // namespace jongtable::properties
