// Store forwards every call to its backend; what is common to both lives here: the
// error codes' names and which backend a location names.

#include "jongtable/storage/store.hpp"

#include <algorithm>

#include "jongtable/storage/backend.hpp"
#include "schema.hpp"
#include "sqlite_store.hpp"
#ifdef JONGTABLE_WITH_POSTGRES
#include "pg_store.hpp"
#endif

namespace jongtable::storage {

std::string_view code(StoreErrc errc) {
  switch (errc) {
    case StoreErrc::cannot_open:
      return "storage_cannot_open";
    case StoreErrc::newer_schema:
      return "storage_newer_schema";
    case StoreErrc::read_only:
      return "storage_read_only";
    case StoreErrc::busy:
      return "storage_busy";
    case StoreErrc::disk_full:
      return "storage_disk_full";
    case StoreErrc::io_error:
      return "storage_io_error";
    case StoreErrc::corrupt:
      return "storage_corrupt";
    case StoreErrc::unknown_table:
      return "storage_unknown_table";
    case StoreErrc::table_finished:
      return "storage_table_finished";
    case StoreErrc::duplicate_table:
      return "storage_duplicate_table";
    case StoreErrc::out_of_order:
      return "storage_out_of_order";
    case StoreErrc::lease_held:
      return "storage_lease_held";
    case StoreErrc::lease_lost:
      return "storage_lease_lost";
    case StoreErrc::failed:
      return "storage_failed";
  }
  return "storage_failed";
}

std::string describe_batch(const std::vector<TableInput>& inputs,
                           const std::vector<LobbyUpdate>& lobbies) {
  if (inputs.size() == 1 && lobbies.empty()) {
    return "storing input " + std::to_string(inputs[0].input.seq) + " of table '" +
           inputs[0].table_id + "'";
  }
  return "storing a batch of " + std::to_string(inputs.size()) + " inputs and " +
         std::to_string(lobbies.size()) + " lobbies";
}

void newest_first(std::vector<FinishedSummary>& games, int limit) {
  std::sort(games.begin(), games.end(), [](const FinishedSummary& a, const FinishedSummary& b) {
    return a.finished_ms != b.finished_ms ? a.finished_ms > b.finished_ms : a.id > b.id;
  });
  if (limit >= 0 && games.size() > static_cast<std::size_t>(limit)) games.resize(limit);
}

bool Store::names_postgres(std::string_view location) {
  return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

bool Store::postgres_built_in() {
#ifdef JONGTABLE_WITH_POSTGRES
  return true;
#else
  return false;
#endif
}

Result<Store> Store::open(const std::filesystem::path& path, StoreOptions options) {
  auto opened = open_sqlite(path, options);
  if (!opened) return opened.error();
  return Store{std::move(opened).value()};
}

Result<Store> Store::open_location(std::string_view location, StoreOptions options) {
  if (!names_postgres(location)) return open(std::filesystem::path{location}, std::move(options));
#ifdef JONGTABLE_WITH_POSTGRES
  auto opened = open_postgres(std::string{location}, options);
  if (!opened) return opened.error();
  return Store{std::move(opened).value()};
#else
  return StoreError{StoreErrc::cannot_open,
                    "this server was built without PostgreSQL support (libpq-dev was missing "
                    "when it was configured); install libpq-dev and build it again"};
#endif
}

Store::Store(std::unique_ptr<Backend> backend) : backend_(std::move(backend)) {}
Store::Store(Store&&) noexcept = default;
Store& Store::operator=(Store&&) noexcept = default;
Store::~Store() = default;

int Store::schema_version() {
  return schema::latest_version();
}

Status Store::create_table(const TableRecord& table) {
  return backend_->create_table(table);
}

Status Store::append_input(std::string_view table_id, const InputRecord& input) {
  return backend_->append({TableInput{std::string{table_id}, input}}, {});
}

Status Store::append_inputs(const std::vector<TableInput>& batch) {
  return append(batch, {});
}

Status Store::append(const std::vector<TableInput>& inputs,
                     const std::vector<LobbyUpdate>& lobbies) {
  if (inputs.empty() && lobbies.empty()) return Done{};
  return backend_->append(inputs, lobbies);
}

Status Store::update_lobby(std::string_view table_id, std::string_view lobby_json) {
  return backend_->update_lobby(table_id, lobby_json);
}

Status Store::finish_game(std::string_view table_id, std::string_view result_json,
                          std::int64_t finished_ms) {
  return backend_->finish_game(table_id, result_json, finished_ms);
}

Status Store::abandon_table(std::string_view table_id, std::int64_t abandoned_ms) {
  return backend_->abandon_table(table_id, abandoned_ms);
}

Result<std::vector<StoredTable>> Store::load_live_tables() {
  return backend_->load_live_tables();
}

Result<std::vector<StoredTable>> Store::adopt_lapsed_tables() {
  return backend_->adopt_lapsed_tables();
}

Result<std::optional<StoredTable>> Store::adopt_table(std::string_view table_id) {
  return backend_->adopt_table(table_id);
}

Result<std::optional<TablePlace>> Store::find_live_table(std::string_view code,
                                                         std::string_view token_hash) const {
  return backend_->find_live_table(code, token_hash);
}

bool Store::shared() const {
  return backend_->shared();
}

Result<StoredTable> Store::load_game(std::string_view table_id) const {
  return backend_->load_game(table_id);
}

Result<std::vector<FinishedSummary>> Store::list_finished(int limit) const {
  return backend_->list_finished(limit);
}

Result<std::vector<FinishedSummary>> Store::list_finished_with(const std::vector<std::string>& keys,
                                                               int limit) const {
  return backend_->list_finished_with(keys, limit);
}

Result<Lease> Store::acquire_lease(std::string_view table_id) {
  return backend_->acquire_lease(table_id);
}

Result<Lease> Store::renew_lease(std::string_view table_id) {
  return backend_->renew_lease(table_id);
}

Status Store::release_lease(std::string_view table_id) {
  return backend_->release_lease(table_id);
}

}  // namespace jongtable::storage
