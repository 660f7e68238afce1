// Who pays whom at the end of a won round: the table from the box, Ma doubling.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::nymj::rules {
namespace {

// What one loser owes: a win by drawing costs twice a win by stealing, and Ma always
// wins or loses double.
int owed(bool winner_is_ma, bool loser_is_ma, WinMethod method) {
  const int base = method == WinMethod::drawing ? 2 : 1;
  return (winner_is_ma || loser_is_ma) ? 2 * base : base;
}

}  // namespace

std::array<int, kMaxPlayers> payments(const Table& table, Seat winner, WinMethod method) {
  std::array<int, kMaxPlayers> change{};
  const int seats = static_cast<int>(table.players.size());
  for (int s = 0; s < seats; ++s) {
    const Seat loser{static_cast<std::uint8_t>(s)};
    if (loser == winner || !table.dealt_in.contains(loser)) continue;
    const int due = owed(winner == table.ma, loser == table.ma, method);
    const int paid = std::min(due, table.players[s].tokens);  // pays only what one holds
    change[s] -= paid;
    change[index(winner)] += paid;
  }
  return change;
}

}  // namespace jongtable::nymj::rules
