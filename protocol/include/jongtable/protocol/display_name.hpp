#pragma once
// What a player's name may be. A name is shown to everyone at the table, so it must not
// be able to pass for someone or something else: no characters that reorder or hide
// text (bidirectional controls, zero-width and other invisible characters), no control
// characters, and not the words the table itself uses for a seat or a bot ("Seat 2",
// "Bot 3").

#include <optional>
#include <string>
#include <string_view>

namespace jongtable::protocol {

// Why `name` (UTF-8, already trimmed) cannot be used, or nothing when it can.
[[nodiscard]] std::optional<std::string> display_name_problem(std::string_view name);

}  // namespace jongtable::protocol
