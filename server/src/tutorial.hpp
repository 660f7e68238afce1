#pragma once
// Guided first hands: built-in tables chosen by name (`create_table` with
// `options.tutorial`), each a fixed deal the web client's hints are written for. A
// tutorial is allowed on any server (the client names it and never supplies a card),
// and, being a lesson, it is never kept among the finished games.

#include <optional>
#include <string>
#include <variant>

#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"

namespace jongtable::server {

// The tutorial a request names, if it names one.
[[nodiscard]] std::optional<std::string> tutorial_named(const protocol::in::CreateTable& create);

// The table of that tutorial: its game, settings, deal and bot seed, all the server's;
// or `unknown_tutorial`, or `bad_settings` when the request sets anything else.
[[nodiscard]] std::variant<protocol::in::CreateTable, protocol::ProtocolError> tutorial_table(
    const protocol::in::CreateTable& create);

}  // namespace jongtable::server
