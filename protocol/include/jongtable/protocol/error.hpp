#pragma once
// Why a client frame was refused before it reached a table: a stable snake_case code
// (listed in protocol/README.md) and one sentence for people.

#include <string>

namespace jongtable::protocol {

struct ProtocolError {
  std::string code;
  std::string message;
  friend bool operator==(const ProtocolError&, const ProtocolError&) = default;
};

}  // namespace jongtable::protocol
