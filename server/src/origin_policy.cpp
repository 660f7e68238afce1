#include "origin_policy.hpp"

#include <algorithm>
#include <cctype>

namespace jongtable::server {

std::string host_of(std::string_view text) {
  if (const auto scheme = text.find("://"); scheme != std::string_view::npos) {
    text.remove_prefix(scheme + 3);
  }
  if (const auto slash = text.find('/'); slash != std::string_view::npos)
    text = text.substr(0, slash);
  std::string host;
  if (!text.empty() && text.front() == '[') {  // [::1]:8080
    const auto close = text.find(']');
    host = std::string(text.substr(0, close == std::string_view::npos ? text.size() : close + 1));
  } else {
    host = std::string(text.substr(0, text.find(':')));
  }
  std::transform(host.begin(), host.end(), host.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return host;
}

bool origin_allowed(std::string_view origin, std::string_view host_header,
                    const std::vector<std::string>& allowed) {
  if (origin.empty()) return true;
  for (const auto& entry : allowed) {
    if (entry == "*" || entry == origin) return true;
  }
  const std::string host = host_of(origin);
  if (host == "localhost" || host == "127.0.0.1" || host == "[::1]") return true;
  return !host.empty() && host == host_of(host_header);
}

}  // namespace jongtable::server
