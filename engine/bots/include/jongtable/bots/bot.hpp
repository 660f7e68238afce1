#pragma once
// Server-side players. A bot decides from its own seat's view only (no peeking): the
// same TableView a person's client is sent.

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/nymj/intent.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::bots {

// friendly plays like a kind person at the table: it passes on many calls a strong bot
// would take, thinks a little longer, and discards plainly (it still wins hands).
enum class Strength : std::uint8_t { basic, strong, friendly };

[[nodiscard]] std::string_view name(Strength strength);
[[nodiscard]] std::optional<Strength> strength_from_name(std::string_view name);

class Bot {
 public:
  virtual ~Bot() = default;
  // The intent this seat plays now, or nothing when it has nothing to do. Hosts may ask
  // after any change of the view, or (the match loop) only when the seat's view offers a
  // legal action; must answer every claim window it may answer (a Steal or a Pass) so
  // tables of bots never wait for the window's full length.
  [[nodiscard]] virtual std::optional<nymj::Intent> decide(const nymj::TableView& view) = 0;
};

// `seed` feeds the bot's own choices (ties between equal discards), never the table's.
[[nodiscard]] std::unique_ptr<Bot> make_bot(Strength strength, std::uint64_t seed);

// How long a bot of `strength` waits before it acts, within a table's bot delay
// [low, high], from the table's seeded generator: uniform for basic and strong; a friendly
// bot hesitates, mostly in the upper half of the range, now and then at its very end.
[[nodiscard]] kernel::Millis think_ms(Strength strength, kernel::Millis low, kernel::Millis high,
                                      kernel::Rng& rng);

}  // namespace jongtable::bots
