#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::protocol {

nlohmann::json frame(std::string_view type, std::uint64_t v, std::optional<std::uint64_t> re) {
  nlohmann::json message = {{"type", type}, {"v", v}};
  if (re) message["re"] = *re;
  return message;
}

nlohmann::json error_frame(const ProtocolError& error, std::uint64_t v,
                           std::optional<std::uint64_t> re) {
  auto message = frame("error", v, re);
  message["code"] = error.code;
  message["message"] = error.message;
  return message;
}

ProtocolError rule_error(nymj::RuleError error) {
  return ProtocolError{std::string(nymj::code(error)), std::string(nymj::describe(error))};
}

std::string to_text(const nlohmann::json& message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace jongtable::protocol
