// Properties over seeded games between basic bots at every table size (3-6): cards and
// points are conserved, every game ends, no view or event shows a concealed card its
// viewer may not see, every legal action a view offers is accepted, windows last the same
// whatever the card, refusals change nothing, and a game replays exactly.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <vector>

#include "fixture.hpp"
#include "jongtable/chinese/match.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;

Settings varied_settings(std::uint64_t seed) {
  Settings s;
  s.seats = 3 + static_cast<int>(seed % 4);
  s.flowers = s.seats <= 4 && seed % 3 == 0;
  s.limit = seed % 5 == 2 ? 100 : 0;
  s.claim_window = seed % 2 ? 2500 : 800;
  s.turn_clock = seed % 9 == 0 ? 0 : 30000;
  return s;
}

int deck_size(const Settings& s) {
  if (s.seats == 5) return kStandardCards + 4;
  if (s.seats == 6 || s.flowers) return kCardCount;
  return kStandardCards;
}

void check_cards_conserved(const State& t) {
  if (t.phase == Phase::not_started) return;
  std::array<int, kCardCount> seen{};
  for (int s = 0; s < t.settings.seats; ++s) {
    for (CardId c : t.players[s].concealed) ++seen[index(c)];
    for (const Meld& m : t.players[s].exposed) {
      for (CardId c : m.cards) ++seen[index(c)];
    }
    for (CardId c : t.players[s].flowers) ++seen[index(c)];
  }
  for (CardId c : t.wall) ++seen[index(c)];
  for (CardId c : t.discards) ++seen[index(c)];
  const int deck = deck_size(t.settings);
  for (int id = 0; id < kCardCount; ++id) {
    ASSERT_EQ(seen[id], id < kStandardCards || id < deck ? 1 : 0) << "card " << id;
  }
  // Five players: only the Flowers (136-139) are in the deck; checked by the range above.
}

void check_points_conserved(const State& t) {
  int total = 0;
  for (int s = 0; s < t.settings.seats; ++s) total += t.players[s].score;
  ASSERT_EQ(total, 0);
}

void check_view_hides(const State& t, std::optional<Seat> viewer) {
  const View view = view_for(t, viewer);
  std::array<bool, kCardCount> hidden{};
  for (int s = 0; s < t.settings.seats; ++s) {
    if (seat(s) == viewer) continue;
    for (CardId c : t.players[s].concealed) hidden[index(c)] = true;
  }
  for (CardId c : t.wall) hidden[index(c)] = true;
  auto visible = [&](CardId c) { ASSERT_FALSE(hidden[index(c)]) << "card " << index(c); };
  for (CardId c : view.cards) visible(c);
  if (view.just_drawn) visible(*view.just_drawn);
  for (const SeatView& s : view.seats) {
    for (const Meld& m : s.exposed) {
      for (CardId c : m.cards) visible(c);
    }
    for (CardId c : s.flowers) visible(c);
  }
  for (CardId c : view.discards) visible(c);
  if (view.window) visible(view.window->card);
  for (CardId c : view.legal.discard) visible(c);
  for (const CallOption& option : view.legal.calls) {
    for (CardId c : option.cards) visible(c);
  }
  if (viewer) {
    EXPECT_EQ(view.cards, t.players[engine::index(*viewer)].concealed);
  } else {
    EXPECT_TRUE(view.cards.empty());
  }
  // The window looks the same to every seat that may answer it.
  if (view.window && viewer && *viewer != t.window.discarder && !view.window->answered) {
    EXPECT_TRUE(view.legal.pass);
    EXPECT_EQ(view.window->closes_at - view.window->opened_at, t.settings.claim_window);
  }
}

void check_events_addressed(const State& t, const Outcome& out) {
  for (const Event& e : out.events) {
    for (int s = -1; s < t.settings.seats; ++s) {
      const std::optional<Seat> viewer = s < 0 ? std::nullopt : std::optional(seat(s));
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<HandDealt>(&e.body)) {
        ASSERT_EQ(viewer, dealt->seat);
      }
      if (const auto* drawn = std::get_if<CardDrawn>(&e.body); drawn && drawn->card) {
        ASSERT_EQ(viewer, drawn->seat);
      }
      if (const auto* called = std::get_if<CallReceived>(&e.body)) {
        ASSERT_EQ(viewer, called->seat);
      }
    }
  }
}

void check_legal_actions_accepted(const State& t, Millis now) {
  for (int s = 0; s < t.settings.seats; ++s) {
    const View view = view_for(t, seat(s));
    const LegalActions& legal = view.legal;
    std::vector<Intent> offered;
    for (CardId c : legal.discard) offered.push_back(Discard{seat(s), c});
    if (legal.declare_mah_jongg) offered.push_back(DeclareMahJongg{seat(s)});
    if (legal.pass) offered.push_back(Pass{seat(s), view.window->id});
    for (const CallOption& option : legal.calls) {
      offered.push_back(Call{seat(s), view.window->id, option.type,
                             std::vector<CardId>(option.cards.begin(), option.cards.end()),
                             option.mah_jongg});
    }
    for (const Intent& intent : offered) {
      State copy = t;
      const Outcome out = apply(copy, intent, now);
      ASSERT_TRUE(out.ok()) << "seat " << s << " refused: " << code(*out.error);
      check_cards_conserved(copy);
    }
  }
}

struct Tally {
  int games = 0, hands = 0, calls = 0, mah_jonggs = 0, voids = 0;
};

void play_checked_games(int seats, int games, int deep, Tally& tally) {
  for (std::uint64_t n = 1; n <= static_cast<std::uint64_t>(games); ++n) {
    const std::uint64_t seed = n * 4 + static_cast<std::uint64_t>(seats - 3);
    const Settings settings = varied_settings(seed);
    ASSERT_EQ(settings.seats, seats);
    const bool thorough = static_cast<int>(n) <= deep;
    int step = 0;
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now,
                                       const Outcome& out) {
      ++step;
      check_cards_conserved(t);
      check_points_conserved(t);
      for (const Event& e : out.events) {
        if (const auto* discarded = std::get_if<CardDiscarded>(&e.body)) {
          ASSERT_EQ(discarded->closes_at - now, settings.claim_window);
        }
      }
      if (!thorough && step % 23 != 0) return;
      check_events_addressed(t, out);
      for (int s = -1; s < settings.seats; ++s) {
        check_view_hides(t, s < 0 ? std::nullopt : std::optional(seat(s)));
      }
      check_legal_actions_accepted(t, now);
    };
    std::array<BasicBot, kMaxPlayers> bots{BasicBot(seed),     BasicBot(seed + 1),
                                           BasicBot(seed + 2), BasicBot(seed + 3),
                                           BasicBot(seed + 4), BasicBot(seed + 5)};
    const MatchResult result =
        play_match(settings, seed,
                   std::span<BasicBot>(bots.data(), static_cast<std::size_t>(seats)), observer);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    ASSERT_TRUE(result.finished) << "seed " << seed << " never ended";
    ASSERT_EQ(result.refused_intents, 0) << "seed " << seed;
    EXPECT_EQ(result.hands, seats);  // each player East once
    ++tally.games;
    tally.hands += result.hands;
    tally.calls += result.calls;
    tally.mah_jonggs += result.mah_jonggs;
    tally.voids += result.void_hands;
  }
}

class PropertiesAt : public ::testing::TestWithParam<int> {};

TEST_P(PropertiesAt, BotGamesKeepEveryInvariant) {
  const int seats = GetParam();
  Tally tally;
  play_checked_games(seats, 1000, 40, tally);
  EXPECT_EQ(tally.games, 1000);
  std::printf("%d players: %d games, %d hands, %d calls, %d mah jonggs, %d void hands\n", seats,
              tally.games, tally.hands, tally.calls, tally.mah_jonggs, tally.voids);
  // The bots exercise calls, wins and void hands at every size.
  EXPECT_GT(tally.calls, 1000);
  EXPECT_GT(tally.mah_jonggs, 1000);
  EXPECT_GT(tally.voids, 0);
}

TEST_P(PropertiesAt, ReplayingSeedAndInputsYieldsTheIdenticalState) {
  const int seats = GetParam();
  for (std::uint64_t n = 1; n <= 20; ++n) {
    const std::uint64_t seed = n * 4 + static_cast<std::uint64_t>(seats - 3);
    const Settings settings = varied_settings(seed);
    struct Input {
      Intent intent;
      Millis at;
    };
    std::vector<Input> inputs;
    std::vector<std::uint64_t> hashes;
    const MatchObserver observer = [&](const State& t, const Intent& intent, Millis now,
                                       const Outcome&) {
      inputs.push_back({intent, now});
      hashes.push_back(state_hash(t));
    };
    std::array<BasicBot, kMaxPlayers> bots{BasicBot(seed), BasicBot(seed), BasicBot(seed),
                                           BasicBot(seed), BasicBot(seed), BasicBot(seed)};
    const MatchResult result =
        play_match(settings, seed,
                   std::span<BasicBot>(bots.data(), static_cast<std::size_t>(seats)), observer);
    State replay = create_table(settings, seed);
    Outcome out;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      apply(replay, inputs[i].intent, inputs[i].at, out);
      ASSERT_TRUE(out.ok()) << "seed " << seed << " input " << i;
      ASSERT_EQ(state_hash(replay), hashes[i]) << "seed " << seed << " input " << i;
    }
    EXPECT_EQ(state_hash(replay), result.final_state_hash);
    // The same seed gives the same game.
    EXPECT_EQ(play_match(settings, seed).final_state_hash,
              play_match(settings, seed).final_state_hash);
  }
}

TEST_P(PropertiesAt, RefusedIntentsChangeNothing) {
  const int seats = GetParam();
  engine::Rng rng(5);
  for (std::uint64_t n = 1; n <= 10; ++n) {
    const std::uint64_t seed = n * 4 + static_cast<std::uint64_t>(seats - 3);
    const Settings settings = varied_settings(seed);
    int step = 0;
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now, const Outcome&) {
      if (++step % 3 != 0) return;
      const Seat who = seat(static_cast<int>(rng.below(7)));
      const auto card = CardId(static_cast<int>(rng.below(kCardCount + 2)));
      const auto other = CardId(static_cast<int>(rng.below(kCardCount)));
      const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
      const auto type = GroupType(rng.below(4));
      const std::array<Intent, 8> tries = {
          Discard{who, card},
          Call{who, window, type, {card}, rng.below(2) == 0},
          Call{who, window, type, {card, other}, rng.below(2) == 0},
          Pass{who, window},
          DeclareMahJongg{who},
          WindowExpired{t.window.id + static_cast<std::uint32_t>(rng.below(2))},
          TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))},
          BeginNextHand{t.hand + static_cast<int>(rng.below(2))}};
      for (const Intent& intent : tries) {
        State copy = t;
        const Outcome out = apply(copy, intent, now + static_cast<Millis>(rng.below(4000)));
        if (!out.ok()) {
          ASSERT_TRUE(copy == t) << code(*out.error);
          ASSERT_EQ(state_hash(copy), state_hash(t));
        } else {
          check_cards_conserved(copy);
          check_points_conserved(copy);
        }
      }
    };
    std::array<BasicBot, kMaxPlayers> bots{BasicBot(seed), BasicBot(seed), BasicBot(seed),
                                           BasicBot(seed), BasicBot(seed), BasicBot(seed)};
    const MatchResult result =
        play_match(settings, seed,
                   std::span<BasicBot>(bots.data(), static_cast<std::size_t>(seats)), observer);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    EXPECT_TRUE(result.finished);
  }
}

INSTANTIATE_TEST_SUITE_P(Players, PropertiesAt, ::testing::Values(3, 4, 5, 6),
                         [](const ::testing::TestParamInfo<int>& param) {
                           return std::to_string(param.param) + "_players";
                         });

}  // namespace
}  // namespace jongtable::chinese
