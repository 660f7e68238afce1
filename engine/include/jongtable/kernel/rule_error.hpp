#pragma once
// Refusals: every game names why it refused an intent with a stable snake_case code (on
// the wire, in the protocol's tests and in every client) and one plain sentence for
// people. The refusals every game has are written here once, so their codes cannot drift.

#include <cstddef>
#include <string_view>
#include <type_traits>

namespace jongtable::kernel {

struct RuleErrorWords {
  std::string_view code;
  std::string_view sentence;

  // The same refusal told in the game's own words (a tile rather than a card, say); the
  // code stays the kernel's.
  [[nodiscard]] constexpr RuleErrorWords told_as(std::string_view own) const { return {code, own}; }
};

// The refusals common to all the games.
namespace refusal {
inline constexpr RuleErrorWords game_already_started{"game_already_started",
                                                     "The game has already started."};
inline constexpr RuleErrorWords game_not_started{"game_not_started",
                                                 "The game has not started yet."};
inline constexpr RuleErrorWords game_over{"game_over", "The game is over."};
inline constexpr RuleErrorWords seat_out_of_range{"seat_out_of_range",
                                                  "There is no such seat at this table."};
inline constexpr RuleErrorWords not_your_turn{"not_your_turn", "It is not your turn."};
inline constexpr RuleErrorWords wrong_phase{"wrong_phase",
                                            "That cannot be done at this point of the turn."};
inline constexpr RuleErrorWords card_not_held{"card_not_held", "You do not hold that card."};
inline constexpr RuleErrorWords not_a_set{"not_a_set",
                                          "Those cards do not make a set with the discard."};
inline constexpr RuleErrorWords stale_timer{"stale_timer", "That timer is no longer running."};
}  // namespace refusal

// One row of a game's table of refusals.
template <typename RuleError>
struct RuleErrorRow {
  RuleError error;
  RuleErrorWords words;
};

// A game keeps its rows in the order of its RuleError enum, so that finding one is an
// index; `static_assert(kernel::in_enum_order(rows))` holds it to that.
template <typename RuleError, std::size_t N>
[[nodiscard]] constexpr bool in_enum_order(const RuleErrorRow<RuleError> (&rows)[N]) {
  for (std::size_t i = 0; i < N; ++i) {
    if (static_cast<std::size_t>(rows[i].error) != i) return false;
  }
  return true;
}

template <typename RuleError, std::size_t N>
[[nodiscard]] constexpr RuleErrorWords words_for(const RuleErrorRow<RuleError> (&rows)[N],
                                                 RuleError error) {
  const auto at = static_cast<std::size_t>(static_cast<std::underlying_type_t<RuleError>>(error));
  if (at < N) return rows[at].words;
  return {"unknown", "Unknown error."};
}

}  // namespace jongtable::kernel
