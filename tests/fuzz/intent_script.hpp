#pragma once
// Turns fuzz bytes into a table and a stream of intents. Most choices are "guided"
// (a card the seat holds, the open window's id, the current decision) so that games
// get deep; a share are raw values, so that stale, foreign and absurd intents are
// tried too.

#include "byte_reader.hpp"
#include "jongtable/nymj/intent.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::fuzz {

// A table of 3 or 4 seats with fuzzed settings and seed: a shuffled deal, or, for a
// share of inputs, a scenario deal (which may be refused: then nothing).
[[nodiscard]] std::optional<nymj::Table> table_from(ByteReader& in);

[[nodiscard]] nymj::Intent next_intent(ByteReader& in, const nymj::Table& table);

// How far the host clock moves before the next intent (never backwards).
[[nodiscard]] kernel::Millis next_step(ByteReader& in);

}  // namespace jongtable::fuzz
