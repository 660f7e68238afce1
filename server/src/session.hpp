#pragma once
// A player's identity across connections: the session id, the resume token that
// proves it, the display name, the table it belongs to and its newest connection.

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

#include "client_link.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/storage/token_hash.hpp"

namespace jongtable::server {

class TableHost;

class Session {
 public:
  Session(std::string id, std::string token, std::string name)
      : id_(std::move(id)), token_(std::move(token)), name_(std::move(name)) {}

  [[nodiscard]] const std::string& id() const { return id_; }
  // Empty for a session restored from the journal until its player proves the token
  // (the journal keeps only the token's hash).
  [[nodiscard]] std::string token() const {
    const std::lock_guard lock(mutex_);
    return token_;
  }
  void set_token(std::string token) {
    const std::lock_guard lock(mutex_);
    token_ = std::move(token);
  }
  // What the journal keeps of the token: its hash, known even before a restored
  // session's player has come back with the token itself.
  [[nodiscard]] std::string token_hash() const {
    const std::lock_guard lock(mutex_);
    return token_.empty() ? restored_hash_ : storage::resume_token_hash(token_);
  }
  void set_restored_hash(std::string hash) {
    const std::lock_guard lock(mutex_);
    restored_hash_ = std::move(hash);
  }

  [[nodiscard]] std::string name() const {
    const std::lock_guard lock(mutex_);
    return name_;
  }
  void set_name(std::string name) {
    const std::lock_guard lock(mutex_);
    name_ = std::move(name);
  }
  [[nodiscard]] std::shared_ptr<TableHost> table() const {
    const std::lock_guard lock(mutex_);
    return table_.lock();
  }
  void set_table(const std::shared_ptr<TableHost>& table) {
    const std::lock_guard lock(mutex_);
    table_ = table;
  }
  // Makes `link` the session's connection and returns the one it replaces.
  std::shared_ptr<ClientLink> replace_link(const std::shared_ptr<ClientLink>& link) {
    const std::lock_guard lock(mutex_);
    auto old = link_.lock();
    link_ = link;
    return old;
  }
  [[nodiscard]] std::shared_ptr<ClientLink> link() const {
    const std::lock_guard lock(mutex_);
    return link_.lock();
  }
  // When a connection of this session was last seen open (set on hello and on close):
  // the lobby forgets a session that has been away, and at no table, for long enough.
  void seen_at(kernel::Millis now) { last_seen_.store(now, std::memory_order_relaxed); }
  [[nodiscard]] kernel::Millis last_seen() const {
    return last_seen_.load(std::memory_order_relaxed);
  }

 private:
  const std::string id_;
  mutable std::mutex mutex_;
  std::string token_;
  std::string restored_hash_;
  std::string name_;
  std::weak_ptr<TableHost> table_;
  std::weak_ptr<ClientLink> link_;
  std::atomic<kernel::Millis> last_seen_{0};
};

}  // namespace jongtable::server
