#include "static_files.hpp"

#include <filesystem>

namespace jongtable::server {
namespace {

bool is_regular(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

std::string_view extension(std::string_view path) {
  const auto slash = path.rfind('/');
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return {};
  return path.substr(dot);
}

}  // namespace

std::string_view mime_type(std::string_view path) {
  const auto ext = extension(path);
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".webmanifest") return "application/manifest+json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".gif") return "image/gif";
  if (ext == ".webp") return "image/webp";
  if (ext == ".ico") return "image/vnd.microsoft.icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".woff") return "font/woff";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  if (ext == ".wasm") return "application/wasm";
  return "application/octet-stream";
}

std::optional<std::string> resolve_static(const std::string& web_root, std::string_view target) {
  if (const auto query = target.find_first_of("?#"); query != std::string_view::npos) {
    target = target.substr(0, query);
  }
  if (target.empty() || target.front() != '/') return std::nullopt;
  if (target.find("..") != std::string_view::npos || target.find('\\') != std::string_view::npos ||
      target.find('\0') != std::string_view::npos || target.find('%') != std::string_view::npos) {
    return std::nullopt;
  }
  std::string path = web_root + std::string(target);
  if (target.back() == '/') path += "index.html";
  if (is_regular(path)) return path;
  // A client route (no file extension) gets the single-page app.
  if (extension(target).empty()) {
    const std::string index = web_root + "/index.html";
    if (is_regular(index)) return index;
  }
  return std::nullopt;
}

}  // namespace jongtable::server
