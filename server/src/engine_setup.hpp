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
  // The request with every random choice spelled out (bot seed, scenario seed) and the
  // shuffle seed: what the journal keeps to build the same table again.
  protocol::in::CreateTable resolved;
  std::uint64_t seed = 0;
};

// `seed` fixes the shuffle of a table without a scenario (a restore); otherwise the OS
// picks it.
[[nodiscard]] TableSetup make_table_options(const protocol::in::CreateTable& create,
                                            std::optional<std::uint64_t> seed = std::nullopt);

}  // namespace jongtable::server
