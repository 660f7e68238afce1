#pragma once
// The bot strengths behind make_bot(), and what they share.

#include <cstdint>
#include <memory>
#include <optional>

#include "jongtable/bots/bot.hpp"
#include "jongtable/kernel/seed_mix.hpp"
#include "jongtable/nymj/hand.hpp"

namespace jongtable::bots {

[[nodiscard]] std::unique_ptr<Bot> make_strong_bot(std::uint64_t seed);
[[nodiscard]] std::unique_ptr<Bot> make_friendly_bot(std::uint64_t seed);

// The basic bot's discard: the card with the fewest copies and neighbours in the hand
// (ties broken by the seed). Plain, and good enough to finish hands.
[[nodiscard]] nymj::CardId loneliest(const nymj::TableView& view, std::uint64_t seed);

// The strong bot's answer to a claim window: STEAL! a card that wins; else, when
// `closer_too`, one whose set leaves the hand fewer draws from winning than waiting
// would (after the best discard); else pass. Never a steal that would be mistaken.
[[nodiscard]] nymj::Intent answer_window(const nymj::TableView& view,
                                         const nymj::ClaimWindowView& window, bool closer_too);
// The basic bot, for the strengths that play as it does outside claim windows.
[[nodiscard]] std::unique_ptr<Bot> make_basic_bot(std::uint64_t seed);

// A stable pseudo-random key for breaking ties between equally good choices: the same
// seed and the same situation give the same choice, whatever was asked before.
using kernel::tie_key;

// The claim window the viewer may still answer (pass or steal), if any.
[[nodiscard]] const nymj::ClaimWindowView* answerable_window(const nymj::TableView& view);

}  // namespace jongtable::bots
