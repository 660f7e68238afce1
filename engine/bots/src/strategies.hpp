#pragma once
// The bot strengths behind make_bot(), and what they share.

#include <cstdint>
#include <memory>
#include <optional>

#include "jongtable/bots/bot.hpp"

namespace jongtable::bots {

[[nodiscard]] std::unique_ptr<Bot> make_basic_bot(std::uint64_t seed);
[[nodiscard]] std::unique_ptr<Bot> make_strong_bot(std::uint64_t seed);

// A stable pseudo-random key for breaking ties between equally good choices: the same
// seed and the same situation give the same choice, whatever was asked before.
[[nodiscard]] std::uint64_t tie_key(std::uint64_t seed, std::uint64_t situation);

// The claim window the viewer may still answer (pass or steal), if any.
[[nodiscard]] const engine::ClaimWindowView* answerable_window(const engine::TableView& view);

}  // namespace jongtable::bots
