#pragma once
// Errors as values: nothing the store does throws past its API. A caller turns a
// StoreError into a visible error for the intent that could not be recorded.

#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace jongtable::storage {

enum class StoreErrc {
  cannot_open,      // the file or its folder could not be created or opened
  newer_schema,     // written by a newer server; refusing to touch it
  read_only,        // the file, folder or file system does not accept writes
  busy,             // another connection held the lock past the busy timeout
  disk_full,        // the disk (or a size limit) refused more bytes
  io_error,         // the operating system reported a read or write failure
  corrupt,          // not a database, or a damaged one
  unknown_table,    // no table with that id
  table_finished,   // the table's game is over: it takes no more inputs
  duplicate_table,  // a table with that id, or a live table with that code, exists
  out_of_order,     // an input's seq is not above every seq already stored
  lease_held,       // another node holds the table's lease and it has not lapsed
  lease_lost,       // the write's fencing number is stale: another node took the table
  failed,           // anything else the database reported
};

// Stable snake_case name, fit for logs and protocol error codes.
[[nodiscard]] std::string_view code(StoreErrc errc);

struct StoreError {
  StoreErrc errc;
  std::string message;  // for people: says what was being done and why it failed
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  Result(StoreError error) : state_(std::in_place_index<1>, std::move(error)) {}

  [[nodiscard]] bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // Only when ok().
  [[nodiscard]] T& value() & { return std::get<0>(state_); }
  [[nodiscard]] const T& value() const& { return std::get<0>(state_); }
  [[nodiscard]] T&& value() && { return std::get<0>(std::move(state_)); }

  // Only when !ok().
  [[nodiscard]] const StoreError& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, StoreError> state_;
};

// What a write returns when it has nothing to give back but success.
struct Done {};
using Status = Result<Done>;

}  // namespace jongtable::storage
