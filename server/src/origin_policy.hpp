#pragma once
// Which browser pages may open the WebSocket. Programs send no Origin and are allowed;
// a page is allowed from the server's own host, from localhost, or from the list.

#include <string>
#include <string_view>
#include <vector>

namespace jongtable::server {

// The host part of an origin or Host header, lowercase, without scheme or port.
[[nodiscard]] std::string host_of(std::string_view origin_or_host);

[[nodiscard]] bool origin_allowed(std::string_view origin, std::string_view host_header,
                                  const std::vector<std::string>& allowed);

}  // namespace jongtable::server
