#pragma once
// Groups, the winning hand, and scoring from the book's table (docs/rules/chinese.md "Groups
// and the winning hand" and "Scoring"). The table is data (ScoringTable); every hand is
// arranged into the groups that score it highest.

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "jongtable/chinese/card.hpp"
#include "jongtable/chinese/settings.hpp"
#include "jongtable/kernel/fixed_list.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::chinese {

using kernel::FixedList;

enum class GroupType : std::uint8_t { pair, pung, kong, chow };

// A group of cards by Kind: `kind` is the face of a pair, pung or kong, or the lowest
// card of a chow; `size` is 2, 3 or 4.
struct Group {
  GroupType type{};
  Kind kind{};
  std::uint8_t size = 0;
  bool exposed = false;
  friend bool operator==(const Group&, const Group&) = default;
};

// The book's table: set points, the winner's bonuses and how many times each double
// doubles. Only the book's values are used; the struct keeps them in one place.
struct ScoringTable {
  int pung_simple = 2;    // 2-8
  int pung_terminal = 4;  // 1s or 9s
  int pung_honour = 4;    // Winds or Dragons
  int kong_simple = 8;
  int kong_terminal = 16;
  int kong_honour = 16;
  int pair_scoring = 2;  // Dragons or one's own Wind
  int chow = 0;
  int mah_jongg = 20;
  int no_chows = 10;
  int last_card_drawn = 2;
  int per_flower = 1;
  int all_concealed_doubles = 1;
  int dragon_set_doubles = 1;
  int own_wind_set_doubles = 1;
  int one_suit_with_honours_doubles = 1;
  int pure_one_suit_doubles = 3;
  int only_honours_doubles = 3;
  int all_four_flowers_doubles = 3;
  int all_four_seasons_doubles = 3;
};
inline constexpr ScoringTable kBookTable{};

enum class Bonus : std::uint8_t { mah_jongg, no_chows, last_card_drawn, flowers };
enum class DoubleReason : std::uint8_t {
  all_concealed,
  dragon_set,
  own_wind_set,
  one_suit_with_honours,
  pure_one_suit,
  only_honours,
  all_four_flowers,
  all_four_seasons,
};

struct ScoredGroup {
  Group group;
  int points = 0;
  friend bool operator==(const ScoredGroup&, const ScoredGroup&) = default;
};
struct BonusLine {
  Bonus bonus{};
  int points = 0;
  friend bool operator==(const BonusLine&, const BonusLine&) = default;
};
struct DoubleLine {
  DoubleReason reason{};
  int times = 0;  // how many doublings this line gives (3 for a pure suit)
  friend bool operator==(const DoubleLine&, const DoubleLine&) = default;
};

// One hand's score with every line shown, so players can check the arithmetic.
struct HandScore {
  FixedList<ScoredGroup, 8> groups;  // exposed first, then the arranged concealed ones
  int set_points = 0;
  FixedList<BonusLine, 4> bonuses;  // the winner's only
  FixedList<DoubleLine, 12> doubles;
  int base = 0;       // set points plus bonuses
  int doublings = 0;  // the sum of the doubles' times
  int total = 0;      // base doubled `doublings` times
  friend bool operator==(const HandScore&, const HandScore&) = default;
};

// What the winner's bonuses and flower doubles depend on beyond the cards.
struct WinContext {
  bool drew_last_card = false;  // completed on the player's own turn, not by a call
  int flowers = 0;              // Flower cards laid down (the `flowers` setting)
  bool all_four_flowers = false;
  bool all_four_seasons = false;
};

// Points of one group, before any doubling.
[[nodiscard]] int group_points(const Group& group, Kind own_wind,
                               const ScoringTable& table = kBookTable);

// Whether concealed cards plus exposed groups make a winning hand: exactly 14 cards (11
// for six players) as one pair plus four 3-card groups or three 4-card groups (six
// players: three 3-card groups, no kongs and no 4-card chows).
[[nodiscard]] bool is_winning(const KindCounts& concealed, std::span<const Group> exposed,
                              int seats);
// The winner's best arrangement and its score, or nothing when the hand does not win.
[[nodiscard]] std::optional<HandScore> score_winner(const KindCounts& concealed,
                                                    std::span<const Group> exposed, Kind own_wind,
                                                    int seats, const WinContext& context);
// A loser's complete sets (exposed groups, concealed pungs and kongs, and every scoring
// pair) with the Dragon and own-Wind doubles only.
[[nodiscard]] HandScore score_loser(const KindCounts& concealed, std::span<const Group> exposed,
                                    Kind own_wind, int seats);

// Payments, [payer][payee]: each loser pays the winner the winner's score, then each two
// losers settle their difference; any payment involving East is doubled; `limit` (> 0)
// caps every single payment.
using PaymentMatrix = std::array<std::array<int, kMaxPlayers>, kMaxPlayers>;
[[nodiscard]] PaymentMatrix settle(int seats, kernel::Seat winner, kernel::Seat east,
                                   const std::array<int, kMaxPlayers>& scores, int limit);

}  // namespace jongtable::chinese
