// UpdateFrames against the frames the server built before it (nlohmann trees from
// engine_json.hpp, then to_text): the same bytes, for every seat and a spectator at
// every step of many seeded games, the events of each step and catch-ups included.
#include "jongtable/protocol/update_frame.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>

#include "jongtable/bots/bot.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/protocol/nymj_json.hpp"
#include "jongtable/protocol/nymj_text.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::protocol {
namespace {

using namespace jongtable::nymj;
using nlohmann::json;

// The frame exactly as TableHost built it before UpdateFrames: the test's oracle.
std::string tree_frame(const Table& table, const std::vector<const Event*>& events,
                       std::optional<Seat> viewer, Millis now, std::uint64_t v, std::uint64_t since,
                       std::optional<std::uint64_t> re, const json& fairness) {
  json visible = json::array();
  for (const Event* event : events) {
    if (event->audience.includes(viewer))
      visible.push_back(event_json(event->body, now, table.settings.seats));
  }
  auto message = frame("update", v, re);
  message["since"] = since;
  message["events"] = std::move(visible);
  message["view"] = view_json(view_for(table, viewer), now);
  // An update carries only the rounds finished since `since` (one per round_ended);
  // the full state of a join or a resume (since == v) carries them all.
  if (since != v && since != 0) {
    std::size_t ended = 0;
    for (const Event* event : events) ended += std::holds_alternative<RoundEnded>(event->body);
    json& history = message["view"]["history"];
    const std::size_t from = history.size() - std::min(ended, history.size());
    history.erase(history.begin(), history.begin() + static_cast<std::ptrdiff_t>(from));
    message["view"]["history_from"] = from;
  }
  message["fairness"] = fairness;
  return to_text(message);
}

// What the server puts in "fairness", in its three shapes.
json fairness_sample(int kind, int round) {
  if (kind == 0) return nullptr;
  json deck = json::array({"R1", "spring", "guilt"});
  return {{"round", round},
          {"commitment", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},
          {"salt", kind == 2 ? json("a1b2") : json(nullptr)},
          {"deck", kind == 2 ? deck : json(nullptr)}};
}

// A table of bots on a pretend clock, with some noise a real table sees: turn clocks and
// claim windows that run out, and STEAL! pressed by whoever, right or wrong.
class NoisyGame {
 public:
  NoisyGame(const Settings& settings, std::uint64_t seed)
      : table_(create_table(settings, seed)), rng_(seed) {
    for (int s = 0; s < settings.seats; ++s)
      bots_.push_back(bots::make_bot(s % 2 ? bots::Strength::strong : bots::Strength::basic,
                                     seed * 10 + static_cast<std::uint64_t>(s)));
  }

  [[nodiscard]] const Table& table() const { return table_; }
  [[nodiscard]] Millis now() const { return now_; }
  [[nodiscard]] bool over() const { return table_.phase == Phase::game_over; }

  // Applies one more input; its events are in `out`. False when nothing could be played.
  bool step(Outcome& out) {
    now_ += static_cast<Millis>(rng_() % 400);
    if (!started_) {
      started_ = true;
      return played(StartGame{}, out);
    }
    const auto roll = rng_() % 100;
    if (roll < 4 && fire_timer(out)) return true;
    if (roll < 7 && table_.phase == Phase::claim_window) {
      const auto seat = Seat(static_cast<std::uint8_t>(rng_() % table_.players.size()));
      if (played(Steal{seat, table_.window.id, static_cast<Millis>(rng_() % 200)}, out))
        return true;
    }
    for (std::size_t s = 0; s < bots_.size(); ++s) {
      refresh_view(table_, Seat(static_cast<std::uint8_t>(s)), view_);
      const auto intent = bots_[s]->decide(view_);
      if (intent && played(*intent, out)) return true;
    }
    return fire_timer(out);
  }

 private:
  bool played(const Intent& intent, Outcome& out) {
    apply(table_, intent, now_, out);
    if (!out.ok()) return false;
    for (const Effect& effect : out.effects) {
      if (const auto* start = std::get_if<StartTimer>(&effect))
        timers_[static_cast<std::size_t>(start->kind)] = *start;
      else if (const auto* cancel = std::get_if<CancelTimer>(&effect))
        timers_[static_cast<std::size_t>(cancel->kind)].reset();
    }
    return true;
  }

  bool fire_timer(Outcome& out) {
    std::optional<StartTimer> next;
    for (const auto& timer : timers_)
      if (timer && (!next || timer->at < next->at)) next = timer;
    if (!next) return false;
    timers_[static_cast<std::size_t>(next->kind)].reset();
    now_ = std::max(now_, next->at);
    switch (next->kind) {
      case TimerKind::claim_window:
        return played(ClaimWindowExpired{next->id}, out);
      case TimerKind::turn_clock:
        return played(TurnClockExpired{next->id}, out);
      case TimerKind::next_round:
        return played(BeginNextRound{static_cast<int>(next->id)}, out);
    }
    return false;
  }

  Table table_;
  std::mt19937_64 rng_;
  std::vector<std::unique_ptr<bots::Bot>> bots_;
  TableView view_;
  Millis now_ = 1000;
  bool started_ = false;
  std::array<std::optional<StartTimer>, 3> timers_{};
};

std::vector<std::optional<Seat>> viewers(const Table& table) {
  std::vector<std::optional<Seat>> all{std::nullopt};
  for (int s = 0; s < table.settings.seats; ++s)
    all.emplace_back(Seat(static_cast<std::uint8_t>(s)));
  return all;
}

struct Counts {
  int frames = 0;
  int rounds_ended = 0;
  int games_over = 0;
  int mistaken_steals = 0;
  int by_turn_clock = 0;
};

// Plays one game and checks every frame of every step; returns what it saw.
void check_game(const Settings& settings, std::uint64_t seed, Counts& counts) {
  NoisyGame game(settings, seed);
  std::mt19937_64 rng(seed ^ 0x5eedULL);
  Outcome outcome;
  std::uint64_t version = 0;
  // The last few versions' events, for catch-up frames spanning several of them.
  std::vector<std::vector<Event>> recent;
  for (int steps = 0; steps < 6000 && !game.over(); ++steps) {
    if (!game.step(outcome)) break;
    ++version;
    recent.push_back(outcome.events);
    if (recent.size() > 3) recent.erase(recent.begin());
    for (const auto& event : outcome.events) {
      counts.rounds_ended += std::holds_alternative<RoundEnded>(event.body);
      counts.mistaken_steals += std::holds_alternative<MistakenSteal>(event.body);
      if (const auto* d = std::get_if<CardDiscarded>(&event.body))
        counts.by_turn_clock += d->by_turn_clock;
    }
    // Frames are sometimes built late, when deadlines have passed (remaining times are 0).
    const Millis now = game.now() + static_cast<Millis>(rng() % 3000);
    const json fairness = fairness_sample(static_cast<int>(rng() % 3), game.table().round);
    const bool catch_up = rng() % 8 == 0;

    UpdateFrames frames(game.table(), now, to_text(fairness));
    std::vector<const Event*> events;
    const auto& batches = catch_up ? recent : std::vector<std::vector<Event>>{outcome.events};
    for (const auto& batch : batches) {
      frames.add_events(batch);
      for (const auto& event : batch) events.push_back(&event);
    }
    const std::uint64_t since = version - batches.size();
    // In any order: the parts shared by all viewers are written from the first one's view.
    auto order = viewers(game.table());
    std::shuffle(order.begin(), order.end(), rng);
    for (const auto& viewer : order) {
      const std::optional<std::uint64_t> re =
          rng() % 2 ? std::optional<std::uint64_t>(rng() % 100000) : std::nullopt;
      const std::string expected =
          tree_frame(game.table(), events, viewer, now, version, since, re, fairness);
      ASSERT_EQ(frames.frame(viewer, version, since, re), expected)
          << "seed " << seed << " version " << version << " viewer "
          << (viewer ? index(*viewer) : -1);
      ++counts.frames;
    }
  }
  counts.games_over += game.over();
}

TEST(UpdateFrames, MatchTheTreeBuiltFramesInEverySeatsViewOfManyGames) {
  Counts counts;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    Settings settings;
    settings.seats = seed % 3 == 0 ? 3 : 4;
    settings.turn_clock = seed % 4 == 0 ? 0 : 20000;
    settings.starting_tokens = 4 + static_cast<int>(seed % 5);
    check_game(settings, seed, counts);
  }
  // The games went everywhere the frames can go.
  EXPECT_GT(counts.frames, 10000);
  EXPECT_GT(counts.rounds_ended, 24);
  EXPECT_GT(counts.games_over, 12);
  EXPECT_GT(counts.mistaken_steals, 0);
  EXPECT_GT(counts.by_turn_clock, 0);
}

TEST(EngineText, EveryCardIdValidOrNotIsWrittenAsCardJsonIs) {
  for (int id = 0; id < 256; ++id) {
    std::string out;
    JsonWriter w(out);
    write_card(w, CardId(id));
    ASSERT_EQ(out, to_text(card_json(CardId(id)))) << id;
  }
}

TEST(EngineText, AViewOnItsOwnIsWrittenAsViewJsonIs) {
  Table table = create_table(Settings{}, 11);
  ASSERT_TRUE(apply(table, StartGame{}, 1000).ok());
  for (const auto& viewer : viewers(table)) {
    std::string out;
    JsonWriter w(out);
    write_view(w, view_for(table, viewer), 1500);
    EXPECT_EQ(out, to_text(view_json(view_for(table, viewer), 1500)));
  }
}

TEST(UpdateFrames, FramesOfOneVersionCanBeAskedInAnyOrderAndAgain) {
  Table table = create_table(Settings{}, 3);
  const Outcome outcome = apply(table, StartGame{}, 1000);
  ASSERT_TRUE(outcome.ok());
  UpdateFrames frames(table, 1200, "null");
  frames.add_events(outcome.events);
  const std::string first = frames.frame(Seat(2), 1, 0, 5);
  (void)frames.frame(std::nullopt, 1, 0, std::nullopt);
  (void)frames.frame(Seat(0), 1, 0, std::nullopt);
  EXPECT_EQ(frames.frame(Seat(2), 1, 0, 5), first);
  EXPECT_EQ(json::parse(first)["view"]["viewer"], 2);
  EXPECT_EQ(json::parse(first)["re"], 5);
}

}  // namespace
}  // namespace jongtable::protocol
