#pragma once
// Turns a create_table request into a table the engine accepts: checked settings, an
// OS-seeded shuffle, or the scenario's fixed deal.

#include <optional>

#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "table_host.hpp"

namespace jongtable::server {

struct TableSetup {
  TableOptions options;
  std::optional<protocol::ProtocolError> error;
};

[[nodiscard]] TableSetup make_table_options(const protocol::in::CreateTable& create);

}  // namespace jongtable::server
