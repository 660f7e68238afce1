// Leases: which node may write a table. Acquiring bumps the fencing number, and the
// schema's triggers refuse any write that carries another number than the table's
// current one; so a takeover fences the old holder out whether it knows yet or not.
// Expiry is always computed by the database's clock (now()), never a node's.

#include <algorithm>
#include <chrono>
#include <vector>

#include "pg_backend.hpp"

namespace jongtable::storage {

namespace {

std::string in_quotes(std::string_view text) {
  return "'" + std::string{text} + "'";
}

constexpr const char* expires_ms = "(extract(epoch FROM expires_at) * 1000)::bigint";

}  // namespace

std::int64_t PgBackend::fencing_of(std::string_view table_id) {
  std::lock_guard lock{held_mutex_};
  const auto found = held_.find(std::string{table_id});
  return found == held_.end() ? 0 : found->second;
}

void PgBackend::hold(const std::string& table_id, std::int64_t fencing) {
  std::lock_guard lock{held_mutex_};
  held_[table_id] = fencing;
}

void PgBackend::let_go(const std::string& table_id, std::optional<std::int64_t> fencing) {
  std::lock_guard lock{held_mutex_};
  const auto found = held_.find(table_id);
  if (found != held_.end() && (!fencing || found->second == *fencing)) held_.erase(found);
}

Result<Lease> PgBackend::acquire_lease(std::string_view table_id) {
  const std::string doing = "acquiring the lease of table " + in_quotes(table_id);
  std::lock_guard lock{writer_.mutex};
  auto taken = writer_.db.run(
      std::string{"INSERT INTO table_leases (table_id, node_id, fencing, expires_at)"
                  " VALUES ($1, $2, 1, now() + $3::float8 * interval '1 millisecond')"
                  " ON CONFLICT (table_id) DO UPDATE SET node_id = EXCLUDED.node_id,"
                  "  fencing = table_leases.fencing + 1, expires_at = EXCLUDED.expires_at"
                  " WHERE table_leases.node_id = EXCLUDED.node_id"
                  "  OR table_leases.expires_at <= now()"
                  " RETURNING fencing, "} +
          expires_ms,
      {pg::param(table_id), pg::param(options_.node_id),
       pg::param(std::int64_t{options_.lease_ms})},
      doing);
  if (!taken) return taken.error();
  if (taken.value().size() == 1) {
    Lease lease{std::string{table_id}, options_.node_id, taken.value().integer(0, 0),
                taken.value().integer(0, 1)};
    hold(lease.table_id, lease.fencing);
    return lease;
  }
  auto holder = writer_.db.run(
      std::string{"SELECT node_id, "} + expires_ms + " FROM table_leases WHERE table_id = $1",
      {pg::param(table_id)}, doing);
  if (!holder) return holder.error();
  if (holder.value().size() == 0) {
    return StoreError{StoreErrc::lease_held, doing + " failed: it changed hands meanwhile"};
  }
  return StoreError{StoreErrc::lease_held, doing + " failed: node " +
                                               in_quotes(holder.value().text(0, 0)) +
                                               " holds it until " + holder.value().text(0, 1) +
                                               " (ms since the epoch, by the database's clock)"};
}

Result<Lease> PgBackend::renew_on(pg::Connection& db, std::string_view table_id) {
  const std::string doing = "renewing the lease of table " + in_quotes(table_id);
  const std::int64_t fencing = fencing_of(table_id);
  auto renewed =
      db.run(std::string{"UPDATE table_leases SET expires_at = now() + $4::float8 * interval "
                         "'1 millisecond' WHERE table_id = $1 AND node_id = $2 AND fencing = $3"
                         " RETURNING fencing, "} +
                 expires_ms,
             {pg::param(table_id), pg::param(options_.node_id), pg::param(fencing),
              pg::param(std::int64_t{options_.lease_ms})},
             doing);
  if (!renewed) return renewed.error();
  if (renewed.value().size() == 0) {
    let_go(std::string{table_id}, fencing);
    return StoreError{StoreErrc::lease_lost, doing + " failed: this node's lease (fencing " +
                                                 std::to_string(fencing) +
                                                 ") is no longer the table's"};
  }
  return Lease{std::string{table_id}, options_.node_id, renewed.value().integer(0, 0),
               renewed.value().integer(0, 1)};
}

Result<Lease> PgBackend::renew_lease(std::string_view table_id) {
  std::lock_guard lock{writer_.mutex};
  return renew_on(writer_.db, table_id);
}

Status PgBackend::release_lease(std::string_view table_id) {
  std::lock_guard lock{writer_.mutex};
  const std::int64_t fencing = fencing_of(table_id);
  let_go(std::string{table_id});
  auto released = writer_.db.run(
      "UPDATE table_leases SET expires_at = now()"
      " WHERE table_id = $1 AND node_id = $2 AND fencing = $3",
      {pg::param(table_id), pg::param(options_.node_id), pg::param(fencing)},
      "releasing the lease of table " + in_quotes(table_id));
  if (!released) return released.error();
  return Done{};
}

void PgBackend::release_all() {
  std::vector<std::string> tables;
  {
    std::lock_guard held{held_mutex_};
    for (const auto& [table_id, fencing] : held_) tables.push_back(table_id);
  }
  // Best effort: a database that cannot be reached lets them lapse instead.
  for (const auto& table_id : tables) (void)release_lease(table_id);
}

Status PgBackend::end_lease(std::string_view table_id, std::int64_t fencing,
                            std::string_view doing) {
  auto ended = writer_.db.run(
      "UPDATE table_leases SET expires_at = now() WHERE table_id = $1 AND fencing = $2",
      {pg::param(table_id), pg::param(fencing)}, doing);
  if (!ended) return ended.error();
  return Done{};
}

void PgBackend::keep_leases() {
  const auto every = std::chrono::milliseconds{std::max(1, options_.lease_ms / 3)};
  std::unique_lock lock{keeper_mutex_};
  while (!keeper_wake_.wait_for(lock, every, [this] { return stopping_; })) {
    lock.unlock();
    std::vector<std::string> tables;
    {
      std::lock_guard held{held_mutex_};
      for (const auto& [table_id, fencing] : held_) tables.push_back(table_id);
    }
    {
      std::lock_guard link{keeper_.mutex};
      // A lost lease is let go of inside renew_on; the table's next write is refused
      // by the database and the server stops serving it.
      for (const auto& table_id : tables) (void)renew_on(keeper_.db, table_id);
    }
    lock.lock();
  }
}

}  // namespace jongtable::storage
