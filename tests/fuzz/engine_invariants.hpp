#pragma once
// What must hold after every intent the engine accepts or refuses. Each check calls
// fail() with a sentence naming the broken rule.

#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::fuzz {

// A refused intent changed nothing and announced nothing.
void check_refused(const nymj::Table& before, std::uint64_t hash_before, const nymj::Table& after,
                   const nymj::Outcome& outcome);

// All 75 cards are somewhere exactly once; tokens add up to `tokens_total` and none is
// negative; hands have the size their phase gives them.
void check_table(const nymj::Table& table, int tokens_total);

// No seat (nor a spectator) is shown, by a view or an event, a card concealed in
// another seat's hand; each seat's view holds exactly its own concealed cards.
void check_secrecy(const nymj::Table& table, const nymj::Outcome& outcome);

}  // namespace jongtable::fuzz
