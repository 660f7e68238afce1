// Seeded games pinned to digests recorded before the engine and bots were made faster:
// speed work must leave every game, and every view a bot decided from, exactly as it was.

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <vector>

#include "jongtable/bots/match.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;

// Folds values into one number, order-sensitive (the state hash's own mixing step).
class Fold {
 public:
  void add(std::uint64_t value) {
    hash_ ^= value;
    hash_ *= 0x9e3779b97f4a7c15ULL;
    hash_ ^= hash_ >> 32;
  }
  template <typename Items>
  void add_ids(const Items& items) {
    add(items.size());
    for (const auto item : items) add(static_cast<std::uint64_t>(item));
  }
  template <typename T>
  void add_opt(const std::optional<T>& item) {
    add(item.has_value() ? 1 + static_cast<std::uint64_t>(*item) : 0);
  }
  void add(const ExposedSet& set) {
    for (const CardId card : set.cards) add(index(card));
  }
  [[nodiscard]] std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

// Everything a view shows a seat, save the history's contents (the table's own record,
// already in the final state hash).
void add_view(Fold& f, const TableView& v) {
  f.add_opt(v.viewer);
  for (const std::uint64_t x :
       {static_cast<std::uint64_t>(v.phase), static_cast<std::uint64_t>(v.round),
        static_cast<std::uint64_t>(v.max_rounds), static_cast<std::uint64_t>(v.tiebreaker),
        static_cast<std::uint64_t>(v.ma), static_cast<std::uint64_t>(v.current),
        static_cast<std::uint64_t>(v.decision), static_cast<std::uint64_t>(v.decision_deadline),
        static_cast<std::uint64_t>(v.draw_pile_count),
        static_cast<std::uint64_t>(v.draws_this_round), v.history.size(),
        static_cast<std::uint64_t>(v.result.has_value())}) {
    f.add(x);
  }
  f.add(v.seats.size());
  for (const SeatView& seat : v.seats) {
    f.add(index(seat.seat));
    f.add(static_cast<std::uint64_t>(seat.tokens));
    f.add(static_cast<std::uint64_t>(seat.concealed_count));
    f.add(seat.exposed.size());
    for (const ExposedSet& set : seat.exposed) f.add(set);
    f.add(static_cast<std::uint64_t>(seat.pending_skips));
    f.add(seat.dealt_in);
  }
  f.add_ids(v.hand);
  f.add_opt(v.just_drawn);
  f.add_opt(v.stolen_card);
  f.add_ids(v.discard_pile);
  f.add(v.window.has_value());
  if (v.window) {
    f.add(v.window->id);
    f.add(index(v.window->discarder));
    f.add(index(v.window->card));
    f.add(static_cast<std::uint64_t>(v.window->opened_at));
    f.add(static_cast<std::uint64_t>(v.window->closes_at));
    f.add_ids(v.window->called);
    f.add(v.window->answered);
  }
  f.add(v.legal.discard);
  f.add(v.legal.declare_win);
  f.add(v.legal.steal);
  f.add(v.legal.pass);
  f.add(v.legal.expose_options.size());
  for (const auto& [first, second] : v.legal.expose_options) {
    f.add(index(first));
    f.add(index(second));
  }
}

// A bot that folds every view it answers, and its answer, into a shared digest.
class Witness final : public Bot {
 public:
  Witness(std::unique_ptr<Bot> inner, Fold& fold) : inner_(std::move(inner)), fold_(fold) {}
  std::optional<Intent> decide(const TableView& view) override {
    auto intent = inner_->decide(view);
    if (intent) {
      add_view(fold_, view);
      fold_.add(intent->index());
    }
    return intent;
  }

 private:
  std::unique_ptr<Bot> inner_;
  Fold& fold_;
};

struct Pin {
  std::uint64_t state_hash;
  int rounds;
  std::uint64_t views;
};

Pin play(const Settings& settings, std::uint64_t seed, const std::vector<Strength>& strengths) {
  Fold views;
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < strengths.size(); ++s) {
    const Seat seat{static_cast<std::uint8_t>(s)};
    bots.push_back(std::make_unique<Witness>(make_bot(strengths[s], bot_seed(seed, seat)), views));
  }
  const MatchResult result = play_match(settings, seed, bots);
  EXPECT_TRUE(result.finished) << "seed " << seed;
  return {result.final_state_hash, result.rounds, views.value()};
}

void expect_pins(const Settings& settings, const std::vector<Strength>& strengths,
                 std::uint64_t first_seed, const std::vector<Pin>& pins) {
  for (std::size_t i = 0; i < pins.size(); ++i) {
    const std::uint64_t seed = first_seed + i;
    const Pin got = play(settings, seed, strengths);
    // For a deliberate change of the rules or of a bot (never to make a speed-up pass),
    // a failure prints the row to paste in its place.
    char row[96];
    std::snprintf(row, sizeof row, "{0x%016llxULL, %d, 0x%016llxULL},",
                  static_cast<unsigned long long>(got.state_hash), got.rounds,
                  static_cast<unsigned long long>(got.views));
    EXPECT_EQ(got.state_hash, pins[i].state_hash) << "seed " << seed << ": " << row;
    EXPECT_EQ(got.rounds, pins[i].rounds) << "seed " << seed << ": " << row;
    EXPECT_EQ(got.views, pins[i].views) << "seed " << seed << ": " << row;
  }
}

Settings seats(int n) {
  Settings s;
  s.seats = n;
  return s;
}

TEST(ReplayPins, BasicBotsAtFourSeats) {
  const std::vector<Strength> basic(4, Strength::basic);
  expect_pins(seats(4), basic, 1,
              {
                  {0x78f64e27e1e1ba5eULL, 8, 0x1aa60987f79ab654ULL},
                  {0x2462250edd0ae448ULL, 5, 0x4fd25c28b6ba21a3ULL},
                  {0xce395738712b40b9ULL, 8, 0x5254e5f2a4dcb1afULL},
                  {0x87ef4a3e5116d407ULL, 6, 0x3ec7530c214ba023ULL},
                  {0x68cd6f224ca71290ULL, 6, 0x89324daf1326caf4ULL},
                  {0x216f0d5059a50344ULL, 3, 0x7ef550f27bdbe059ULL},
                  {0x82bcffc73643cc92ULL, 6, 0xbfbcc4ce0fad69bfULL},
                  {0x1d6288d571838251ULL, 7, 0xdbeb7f1fe990b3baULL},
                  {0x0eabcc9b8527c9d4ULL, 8, 0xd41981accd966053ULL},
                  {0x6e8f979ded0926ddULL, 8, 0x264c0f83a8bec278ULL},
                  {0x7d99b8c8ea39d383ULL, 7, 0xe2c87a2188c0d4c7ULL},
                  {0xf1482ad6b847d593ULL, 9, 0x705998de2d48fc67ULL},
                  {0xa9c9d04010b7ce3fULL, 7, 0x374d20ae94ebda8cULL},
                  {0x6a1e20fb4cf1bc32ULL, 9, 0xe2bca35e48f3e122ULL},
                  {0xdb5d7c967ba656e1ULL, 6, 0x421a2de87e258506ULL},
                  {0x067e6d5a63cdadedULL, 7, 0xc7aed37af031eb60ULL},
                  {0x049d2c03a2bb831eULL, 8, 0xe7d43402ed71ed85ULL},
                  {0x9842cd7a89bbb91cULL, 4, 0xcd0a48e8b10db0b9ULL},
                  {0xa17219638974f96cULL, 8, 0xb27ac442e86e7d32ULL},
                  {0xf5da0da4ce750611ULL, 5, 0x066d05a5c179ad56ULL},
              });
}

TEST(ReplayPins, BasicBotsAtThreeSeats) {
  const std::vector<Strength> basic(3, Strength::basic);
  expect_pins(seats(3), basic, 101,
              {
                  {0x2977a1fac12161b3ULL, 9, 0x29a2ccccc05bcef4ULL},
                  {0x5d9c271d62fabfc5ULL, 9, 0xdd69c3bb8cd7b11fULL},
                  {0x51b028155a51656cULL, 4, 0x635db946cb2f0c43ULL},
                  {0x32dd050139c130cdULL, 4, 0xd9f7106b26354d72ULL},
                  {0xb5a406207a9d234eULL, 9, 0x4dbb79ba272bd444ULL},
                  {0x31bef657298a92cbULL, 8, 0x123afe9b91ea7d2fULL},
                  {0x831806eeecd63238ULL, 9, 0x5f69a0ab8a1c67faULL},
                  {0xaecb15e96959e860ULL, 8, 0x4534f26b1295a183ULL},
                  {0xcd5ee6d350a439c7ULL, 3, 0x951f0e49260ef4eeULL},
                  {0xc2c08c7563b26761ULL, 7, 0xf351c56f25557440ULL},
              });
}

TEST(ReplayPins, StrongAndBasicBotsMixed) {
  const std::vector<Strength> mix{Strength::strong, Strength::basic, Strength::strong,
                                  Strength::basic};
  expect_pins(seats(4), mix, 201,
              {
                  {0xe49fca0c0cf57cb4ULL, 5, 0x229a03ce9d51d234ULL},
                  {0x470468ca8ae3b42aULL, 6, 0x55ef403009b034c8ULL},
                  {0x0c695b275a117823ULL, 5, 0x635586e8a7c10658ULL},
                  {0xc893a61d21e6e014ULL, 7, 0x5b00aa1544e46857ULL},
                  {0x9c82a8aa7fee6ce0ULL, 5, 0x9e0af1e2912be5dfULL},
                  {0xed121686ca1fb99fULL, 7, 0x009263926b538cb9ULL},
              });
}

TEST(ReplayPins, StrongBotsAtThreeSeats) {
  const std::vector<Strength> strong(3, Strength::strong);
  expect_pins(seats(3), strong, 301,
              {
                  {0xcd20277ba54478d5ULL, 6, 0x5d8eb051a45a8643ULL},
                  {0x994ecf32af772296ULL, 9, 0x6fc2560ed01e0fa9ULL},
                  {0xedbbdc5e7f646c94ULL, 9, 0xd06da132a139dcb8ULL},
                  {0xc5865b404615b928ULL, 9, 0xb46311d86f4779a7ULL},
              });
}

}  // namespace
}  // namespace jongtable::bots
