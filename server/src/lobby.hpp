#pragma once
// The server's shared state: sessions by resume token and tables by join code. Guarded
// by one mutex (lookups only); everything about a table happens on its strand.

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "client_link.hpp"
#include "config.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "metrics.hpp"
#include "random_token.hpp"
#include "session.hpp"
#include "sweep_cursor.hpp"
#include "table_host.hpp"
#include "token_bucket.hpp"

namespace jongtable::server {

class Lobby {
 public:
  // `store` is the journal, or null when nothing is kept on disk.
  Lobby(net::io_context& ioc, const Config& config, Metrics& metrics,
        std::shared_ptr<storage::Store> store = nullptr);

  // At start, before serving: every live table from the journal, its people waiting
  // for their resume tokens. Returns how many tables came back. Nobody is connected to
  // them yet, so the sweep's clocks start now: a game of bots alone whose watcher does
  // not come back is let go (and marked abandoned) after Config::idle_bot_table_ms.
  std::size_t restore_tables(const std::vector<storage::StoredTable>& stored);
  // One table from its journal, as a restart brings each back and as a node adopts one
  // another node let go: its people wait for their tokens, its timers and bots go on.
  // Null (and a log line) if it cannot be rebuilt.
  std::shared_ptr<TableHost> restore_table(const storage::StoredTable& stored);

  // The cluster (a store other nodes share; docs/cluster.md). lobby_cluster.cpp.
  [[nodiscard]] bool clustered() const { return store_ && store_->shared(); }
  struct Whereabouts {
    std::shared_ptr<TableHost> table;              // here, adopted if it was free
    std::optional<std::string> node;               // or held by this other node
    std::optional<protocol::ProtocolError> error;  // the store could not say
  };                                               // all empty: no such live table
  // Where the live table with join code `code` is, or (empty code) the one a member with
  // resume-token hash `token_hash` belongs to. A table whose lease is free or lapsed is
  // adopted here. `done` runs on an I/O thread.
  void locate(std::string code, std::string token_hash, std::function<void(Whereabouts)> done);
  // From now on, every Config::lease_watch_ms: adopt the live tables whose leases lapsed
  // or were let go, so a dead node's games (bots alone too) play on with nobody asking.
  void start_watching_leases();
  // A table refused lease_lost (another node took it): it is forgotten here, and each
  // of its `members` still connected is sent to the new holder (or told to come back
  // through the front door); their sessions are forgotten here, the new holder has them.
  void table_lost(const std::string& code, const TableHost* table, std::uint64_t version,
                  std::vector<std::shared_ptr<Session>> members);

  struct HelloResult {
    std::shared_ptr<Session> session;
    std::optional<protocol::ProtocolError> error;
  };
  // A new session, or (with a token) the session it proves; the session's previous
  // connection is closed as superseded.
  // `address`: the client's (client_address.hpp); it may open only so many new sessions
  // a minute (Config::new_sessions_per_minute).
  [[nodiscard]] HelloResult hello(const protocol::in::Hello& hello,
                                  const std::shared_ptr<ClientLink>& link,
                                  const std::string& address = {});

  struct CreateResult {
    std::shared_ptr<TableHost> table;
    std::optional<protocol::ProtocolError> error;
  };
  // `address`: the creator's; it may hold only so many tables while they live.
  [[nodiscard]] CreateResult create_table(const protocol::in::CreateTable& create,
                                          const std::string& address = {});
  // What a table calls to open its rematch: a new table made from the same request, with
  // the options the finished game carries over, counted against `creator` (the first
  // table's creator address; empty: nobody).
  [[nodiscard]] std::function<std::shared_ptr<TableHost>(const nlohmann::json&)> rematch_opener(
      const protocol::in::CreateTable& create, const std::string& creator);
  [[nodiscard]] std::shared_ptr<TableHost> find_table(const std::string& code);
  // Table codes cannot be guessed at speed: a session that got too many wrong lately
  // must wait before it tries another (Config::failed_joins_per_minute). Its address
  // keeps a count too, but it holds back only sessions that have guessed wrong
  // themselves: a guesser cannot lock out the others at its address (behind one NAT or
  // proxy), nor escape its count with new sessions (which are limited per address).
  [[nodiscard]] bool may_try_a_code(const std::string& session_id, const std::string& address,
                                    kernel::Millis now);
  void note_wrong_code(const std::string& session_id, const std::string& address,
                       kernel::Millis now);
  [[nodiscard]] const std::shared_ptr<storage::Store>& store() const { return store_; }

  // Connections register so that a shutdown can say goodbye to each.
  void add_link(const std::shared_ptr<ClientLink>& link);
  void remove_link(std::uint64_t link_id);
  [[nodiscard]] std::size_t link_count();
  // SIGTERM: tell every client, stop every table's timers.
  void shut_down();
  // After the I/O threads have stopped: store what the journal was handed, end its
  // thread, and let go of the tables' work that waited for it.
  void stop_journal();

  // From now on, about once a second for each table and session: let go of the tables
  // nobody has been at for long enough (Config::idle_*_table_ms) and forget idle
  // sessions (Config::idle_session_ms). The round is made in kSweepSteps short steps.
  void start_sweeping();
  // One step at `now` (engine milliseconds, clock.hpp's now_ms): a share of each map.
  void sweep(kernel::Millis now);
  static constexpr int kSweepSteps = 20;
  static constexpr std::chrono::milliseconds kSweepStepEvery{1000 / kSweepSteps};
  // A table whose creation the store refused: its code is free again.
  void forget_table(const std::string& code, const TableHost* table);
  [[nodiscard]] std::size_t table_count();
  [[nodiscard]] std::size_t session_count();
  [[nodiscard]] bool shutting_down();

 private:
  // What a new table and a restored one are both given: the journal, the chat budgets,
  // and the way to its rematch (counted against `creator`).
  void share_with_every_table(TableOptions& options, const protocol::in::CreateTable& create,
                              const std::string& creator);

  net::io_context& ioc_;
  const Config& config_;
  Metrics& metrics_;
  std::shared_ptr<storage::Store> store_;
  std::shared_ptr<JournalWriter> journal_;  // group commit of every table's inputs
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Session>> sessions_;  // by resume token
  // Restored sessions whose players have not come back yet, by resume-token hash.
  std::map<std::string, std::shared_ptr<Session>> restored_;
  std::map<std::string, std::shared_ptr<TableHost>> tables_;   // by join code
  std::map<std::string, std::string> creator_address_;         // by join code
  std::map<std::string, TokenBucket> wrong_codes_;             // by client address
  std::map<std::string, TokenBucket> wrong_codes_of_session_;  // by session id
  std::map<std::string, TokenBucket> new_sessions_;            // by client address
  std::map<std::string, TokenBucket> custom_cards_;            // by client address
  net::steady_timer sweep_timer_;                              // on a strand of its own
  net::steady_timer lease_watch_;                              // on a strand of its own
  // Hands a lapsed-lease round's finds to the I/O threads.
  void adopt_all(std::vector<storage::StoredTable> stored);
  // SIGTERM in a cluster: every client sent through the front door, every lease let go.
  void drain(const std::vector<std::shared_ptr<ClientLink>>& links,
             const std::vector<std::shared_ptr<TableHost>>& tables);
  SweepCursor<decltype(tables_)> tables_swept_;
  SweepCursor<decltype(sessions_)> sessions_swept_;
  SweepCursor<decltype(restored_)> restored_swept_;
  SweepCursor<decltype(wrong_codes_)> wrong_codes_swept_;
  SweepCursor<decltype(wrong_codes_of_session_)> session_codes_swept_;
  SweepCursor<decltype(new_sessions_)> new_sessions_swept_;
  SweepCursor<decltype(custom_cards_)> custom_cards_swept_;
  std::map<std::uint64_t, std::weak_ptr<ClientLink>> links_;
  std::uint64_t next_session_ = 1;
  // This run of the process, in its session ids in a cluster: a node restarted under the
  // same --node-id counts from 1 again, while ids of its earlier run live on in the
  // tables other nodes adopted.
  const std::string run_ = random_hex(4);
  bool shutting_down_ = false;
};

}  // namespace jongtable::server
