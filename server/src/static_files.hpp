#pragma once
// Maps a request target to a file under the web root: no escaping the root, the right
// Content-Type, and index.html for client routes such as /t/K7QX9M.

#include <optional>
#include <string>
#include <string_view>

namespace jongtable::server {

[[nodiscard]] std::string_view mime_type(std::string_view path);

// The file to send for `target`, or nothing (404). Refuses "..", backslashes and NULs.
[[nodiscard]] std::optional<std::string> resolve_static(const std::string& web_root,
                                                        std::string_view target);

}  // namespace jongtable::server
