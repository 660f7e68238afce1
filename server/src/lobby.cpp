#include "lobby.hpp"

#include <algorithm>

#include "clock.hpp"
#include "engine_setup.hpp"
#include "jongtable/storage/token_hash.hpp"
#include "journal_codec.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "random_token.hpp"
#include "tutorial.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

Lobby::Lobby(net::io_context& ioc, const Config& config, Metrics& metrics,
             std::shared_ptr<storage::Store> store)
    : ioc_(ioc),
      config_(config),
      metrics_(metrics),
      store_(std::move(store)),
      // A strand: two batches handed back on two I/O threads at once could reach a
      // table's strand out of order.
      journal_(store_ ? std::make_shared<JournalWriter>(store_, metrics_, net::make_strand(ioc_))
                      : nullptr),
      sweep_timer_(net::make_strand(ioc)),
      lease_watch_(net::make_strand(ioc)) {}

namespace {
// One from `address`'s allowance of `per_minute` (a burst of as many), or false when it
// is spent. The caller holds the lobby's lock.
bool take_per_minute(std::map<std::string, TokenBucket>& allowances, const std::string& address,
                     double per_minute) {
  auto [bucket, added] = allowances.try_emplace(address, per_minute / 60.0, per_minute);
  return bucket->second.take(now_ms());
}
}  // namespace

Lobby::HelloResult Lobby::hello(const proto::in::Hello& hello,
                                const std::shared_ptr<ClientLink>& link,
                                const std::string& address) {
  std::shared_ptr<Session> session;
  {
    const std::lock_guard lock(mutex_);
    if (hello.resume_token) {
      if (const auto found = sessions_.find(*hello.resume_token); found != sessions_.end()) {
        session = found->second;
      } else if (const auto restored =
                     restored_.find(storage::resume_token_hash(*hello.resume_token));
                 restored != restored_.end()) {
        // A player from before a restart proves the token its stored hash was made from.
        session = restored->second;
        session->set_token(*hello.resume_token);
        restored_.erase(restored);
        sessions_.emplace(session->token(), session);
      } else {
        return {nullptr,
                proto::ProtocolError{"bad_token",
                                     "That resume token is not known here; say hello without it."}};
      }
    } else {
      if (!address.empty()) {
        // Each session is kept for an hour and has allowances of its own (wrong codes):
        // one address must not open them by the thousand.
        if (!take_per_minute(new_sessions_, address, config_.new_sessions_per_minute)) {
          return {nullptr, proto::ProtocolError{
                               "rate_limited",
                               "Too many new sessions from your address; wait a minute, or say "
                               "hello with the resume token you were given."}};
        }
      }
      // Nodes of a cluster number their sessions apart, and each run of a node apart: a
      // table adopted from another node (or from this node's earlier run) brings its
      // session ids along.
      std::string id = "s" + std::to_string(next_session_++);
      if (clustered()) id += "-" + config_.node_id + "-" + run_;
      session = std::make_shared<Session>(std::move(id), random_hex(16), hello.name);
      sessions_.emplace(session->token(), session);
    }
  }
  session->set_name(hello.name);
  session->seen_at(now_ms());
  if (const auto old = session->replace_link(link); old && old->link_id() != link->link_id()) {
    old->close_with("superseded");
  }
  return {session, std::nullopt};
}

std::function<std::shared_ptr<TableHost>(const nlohmann::json&)> Lobby::rematch_opener(
    const proto::in::CreateTable& create, const std::string& creator) {
  // Each table opens at most one rematch, so it is not refused for the creator's cap,
  // but it counts against the creator like the table it follows. `carried`: the options
  // the finished game passes on (who starts, say).
  return [this, create, creator](const nlohmann::json& carried) {
    proto::in::CreateTable next = create;
    // A lesson's rematch is the same lesson, dealt by its name alone.
    if (!tutorial_named(create)) {
      for (const auto& [key, value] : carried.items()) next.options[key] = value;
    }
    auto table = create_table(next, "").table;
    if (table && !creator.empty()) {
      const std::lock_guard lock(mutex_);
      creator_address_.emplace(table->code(), creator);
    }
    return table;
  };
}

void Lobby::share_with_every_table(TableOptions& options, const proto::in::CreateTable& create,
                                   const std::string& creator) {
  options.open_rematch = rematch_opener(create, creator);
  options.journal = journal_;
  options.talk_per_second = config_.table_chat_per_second;
  options.talk_burst = config_.table_chat_burst;
  options.spectator_talk_per_second = config_.spectator_chat_per_second;
  options.spectator_talk_burst = config_.spectator_chat_burst;
  options.lost = [this](const std::string& code, const TableHost* table, std::uint64_t version,
                        std::vector<std::shared_ptr<Session>> members) {
    table_lost(code, table, version, std::move(members));
  };
}

Lobby::CreateResult Lobby::create_table(const proto::in::CreateTable& asked,
                                        const std::string& address) {
  // A tutorial's table is the server's own deal, on any server, and never kept.
  const bool tutorial = tutorial_named(asked).has_value();
  std::optional<proto::in::CreateTable> lesson;
  if (tutorial) {
    auto made = tutorial_table(asked);
    if (auto* error = std::get_if<proto::ProtocolError>(&made)) return {nullptr, std::move(*error)};
    lesson = std::move(std::get<proto::in::CreateTable>(made));
  }
  const proto::in::CreateTable& create = lesson ? *lesson : asked;
  const bool scenario = create.scenario || create.options.contains("scenario");
  if (scenario && !tutorial && !config_.allow_scenarios) {
    return {nullptr, proto::ProtocolError{"scenarios_disabled",
                                          "This server does not allow scenario tables."}};
  }
  if (!address.empty() && create.options.is_object() && create.options.contains("card")) {
    // Counted before the card is read: a refused card costs its reading too.
    const std::lock_guard lock(mutex_);
    if (!take_per_minute(custom_cards_, address, config_.custom_cards_per_minute)) {
      return {nullptr, proto::ProtocolError{
                           "too_many_cards",
                           "Too many tables with a card of their own from your address lately; "
                           "wait a minute and try again."}};
    }
  }
  auto setup = make_table_options(
      create, config_.allow_short_clocks ? ClockFloors::lowered : ClockFloors::enforced,
      std::nullopt, config_.allow_test_games ? TestGames::allowed : TestGames::refused);
  if (setup.error) return {nullptr, setup.error};
  share_with_every_table(setup.options, tutorial ? asked : create, address);
  if (tutorial) setup.options.journal = nullptr;
  setup.options.table_id = random_hex(12);
  setup.options.seed = setup.seed;
  const std::lock_guard lock(mutex_);
  if (shutting_down_)
    return {nullptr, proto::ProtocolError{"server_busy", "The server is shutting down."}};
  if (tables_.size() >= config_.max_tables) {
    return {nullptr, proto::ProtocolError{"too_many_tables",
                                          "The server has as many tables as it can hold."}};
  }
  if (!address.empty()) {
    // Every table the address made while it lives, started or not: one that starts a
    // table of bots and walks away must not be free to start another (the sweep lets
    // such a table go soon, and only then does its place come back).
    const auto held = static_cast<std::size_t>(
        std::count_if(creator_address_.begin(), creator_address_.end(),
                      [&](const auto& entry) { return entry.second == address; }));
    if (held >= config_.max_tables_per_address) {
      return {nullptr, proto::ProtocolError{
                           "too_many_tables",
                           "You already have " + std::to_string(held) +
                               " tables open; finish or leave one, and it closes soon after."}};
    }
  }
  std::string code;
  do {
    code = random_code(6);
  } while (tables_.contains(code));
  std::optional<storage::TableRecord> record;
  if (store_ && !tutorial) {
    record = storage::TableRecord{setup.options.table_id,
                                  code,
                                  create_spec_json(setup.resolved).dump(),
                                  setup.seed,
                                  wall_ms(),
                                  "{}"};
  }
  setup.options.forget = [this](const std::string& refused, const TableHost* table) {
    forget_table(refused, table);
  };
  auto table = setup.make(ioc_, code, std::move(setup.options), metrics_);
  tables_.emplace(code, table);
  if (!address.empty()) creator_address_.emplace(code, address);
  // Stored by the journal's writer, not here: a locked store would hold this I/O
  // thread and the lobby's lock for as long as a write may wait.
  if (record) table->record_creation(std::move(*record));
  log_event(spdlog::level::info, "table_created",
            {{"table", code},
             {"ruleset", create.ruleset},
             {"scenario", scenario},
             {"tutorial", tutorial}});
  return {table, std::nullopt};
}

std::size_t Lobby::restore_tables(const std::vector<storage::StoredTable>& stored) {
  std::size_t restored = 0;
  for (const auto& record : stored) restored += restore_table(record) ? 1 : 0;
  return restored;
}

std::shared_ptr<TableHost> Lobby::restore_table(const storage::StoredTable& record) {
  const auto create = create_spec_from_json(record.table.settings_json);
  if (!create) {
    log_event(spdlog::level::err, "restore_failed",
              {{"table", record.table.code},
               {"why", "unreadable settings"},
               {"settings", record.table.settings_json}});
    return nullptr;
  }
  // Checked when it was made; rebuilt as it was.
  auto setup = make_table_options(*create, ClockFloors::lowered, record.table.seed);
  if (setup.error) {
    log_event(spdlog::level::err, "restore_failed",
              {{"table", record.table.code}, {"why", setup.error->message}});
    return nullptr;
  }
  share_with_every_table(setup.options, *create, "");
  setup.options.table_id = record.table.id;
  setup.options.seed = record.table.seed;
  // The people of this table, as sessions that wait for their tokens.
  std::map<std::string, std::shared_ptr<Session>> people;
  const auto lobby = nlohmann::json::parse(record.table.lobby_json, nullptr, false);
  if (lobby.is_object()) {
    for (const auto& member : lobby.value("members", nlohmann::json::array())) {
      const std::string id = member.value("session", "");
      const std::string hash = member.value("token_hash", "");
      if (id.empty() || hash.empty()) continue;
      auto session = std::make_shared<Session>(id, "", member.value("name", ""));
      session->set_restored_hash(hash);
      session->seen_at(now_ms());
      people.emplace(id, session);
    }
  }
  auto table = setup.make(ioc_, record.table.code, std::move(setup.options), metrics_);
  if (!table->restore(record, people)) return nullptr;
  // Only a table whose journal is all replayed is found, by its code or by a returning
  // player's token: the replay runs off the table's strand, so a resume let in sooner
  // would read the state half rebuilt (a catch-up from the middle of the replay).
  const std::lock_guard lock(mutex_);
  for (const auto& [id, session] : people) {
    restored_.insert_or_assign(session->token_hash(), session);
    // New sessions must not reuse a restored one's id.
    if (id.size() > 1 && id[0] == 's') {
      const auto number = std::strtoull(id.c_str() + 1, nullptr, 10);
      next_session_ = std::max<std::uint64_t>(next_session_, number + 1);
    }
  }
  tables_.insert_or_assign(record.table.code, table);
  return table;
}

std::shared_ptr<TableHost> Lobby::find_table(const std::string& code) {
  std::string upper;
  for (const char c : code) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const std::lock_guard lock(mutex_);
  const auto found = tables_.find(upper);
  return found == tables_.end() ? nullptr : found->second;
}

bool Lobby::may_try_a_code(const std::string& session_id, const std::string& address,
                           kernel::Millis now) {
  const std::lock_guard lock(mutex_);
  const auto mine = wrong_codes_of_session_.find(session_id);
  if (mine == wrong_codes_of_session_.end()) return true;  // never wrong: never held back
  if (!mine->second.has_token(now)) return false;
  const auto here = wrong_codes_.find(address);
  return here == wrong_codes_.end() || here->second.has_token(now);
}

void Lobby::note_wrong_code(const std::string& session_id, const std::string& address,
                            kernel::Millis now) {
  const std::lock_guard lock(mutex_);
  const double per_minute = config_.failed_joins_per_minute;
  for (auto* counts : {&wrong_codes_of_session_, &wrong_codes_}) {
    const std::string& key = counts == &wrong_codes_ ? address : session_id;
    auto [it, added] = counts->try_emplace(key, per_minute / 60.0, per_minute);
    (void)it->second.take(now);
  }
}

void Lobby::add_link(const std::shared_ptr<ClientLink>& link) {
  const std::lock_guard lock(mutex_);
  links_.emplace(link->link_id(), link);
}

void Lobby::remove_link(std::uint64_t link_id) {
  const std::lock_guard lock(mutex_);
  links_.erase(link_id);
}

std::size_t Lobby::link_count() {
  const std::lock_guard lock(mutex_);
  return links_.size();
}

bool Lobby::shutting_down() {
  const std::lock_guard lock(mutex_);
  return shutting_down_;
}

void Lobby::start_sweeping() {
  sweep_timer_.expires_after(kSweepStepEvery);
  sweep_timer_.async_wait([this](boost::system::error_code ec) {
    if (ec || shutting_down()) return;
    sweep(now_ms());
    start_sweeping();
  });
}

void Lobby::sweep(kernel::Millis now) {
  const auto idle_limit = [&](TableHost::Stage stage) -> kernel::Millis {
    switch (stage) {
      case TableHost::Stage::waiting:
        return config_.idle_waiting_table_ms;
      case TableHost::Stage::playing:
        return config_.idle_playing_table_ms;
      case TableHost::Stage::over:
        return config_.idle_finished_table_ms;
    }
    return config_.idle_playing_table_ms;
  };
  // A started game that no person plays goes sooner: its bots play for nobody. A table
  // still waiting costs nothing and its host may be choosing a seat.
  const auto limit_for = [&](const TableHost& table) {
    const kernel::Millis limit = idle_limit(table.stage());
    if (table.person_seated() || table.stage() == TableHost::Stage::waiting) return limit;
    return std::min<kernel::Millis>(limit, config_.idle_bot_table_ms);
  };
  const auto share = [](const auto& map) {
    return std::max<std::size_t>(64, (map.size() + kSweepSteps - 1) / kSweepSteps);
  };
  std::vector<std::shared_ptr<TableHost>> retired;
  std::size_t sessions_forgotten = 0;
  {
    const std::lock_guard lock(mutex_);
    tables_swept_.step(tables_, share(tables_), [&](const auto& entry) {
      const auto& [code, table] = entry;
      const auto since = table->deserted_since();
      if (since < 0 || now - since < limit_for(*table) || table->creation_waiting()) return false;
      retired.push_back(table);
      creator_address_.erase(code);
      return true;
    });
    // A session is worth keeping while it is connected or belongs to a table (its
    // player may come back to the seat); otherwise only for a while.
    const auto idle = [&](const auto& entry) {
      const auto& session = entry.second;
      const bool forget = !session->link() && !session->table() &&
                          now - session->last_seen() >= config_.idle_session_ms;
      sessions_forgotten += forget ? 1 : 0;
      return forget;
    };
    sessions_swept_.step(sessions_, share(sessions_), idle);
    restored_swept_.step(restored_, share(restored_), idle);
    // An allowance that is whole again need not be remembered.
    const auto refilled = [&](auto& entry) { return entry.second.full(now); };
    wrong_codes_swept_.step(wrong_codes_, share(wrong_codes_), refilled);
    session_codes_swept_.step(wrong_codes_of_session_, share(wrong_codes_of_session_), refilled);
    new_sessions_swept_.step(new_sessions_, share(new_sessions_), refilled);
    custom_cards_swept_.step(custom_cards_, share(custom_cards_), refilled);
  }
  for (const auto& table : retired) {
    log_event(spdlog::level::info, "table_freed",
              {{"table", table->code()},
               {"stage", table->stage() == TableHost::Stage::waiting   ? "waiting"
                         : table->stage() == TableHost::Stage::playing ? "playing"
                                                                       : "over"}});
    table->retire();
  }
  if (sessions_forgotten > 0)
    log_event(spdlog::level::debug, "sessions_forgotten", {{"count", sessions_forgotten}});
}

void Lobby::forget_table(const std::string& code, const TableHost* table) {
  const std::lock_guard lock(mutex_);
  // The sweep may have let it go already, and the code gone to a new table since.
  const auto found = tables_.find(code);
  if (found == tables_.end() || found->second.get() != table) return;
  tables_.erase(found);
  creator_address_.erase(code);
}

std::size_t Lobby::table_count() {
  const std::lock_guard lock(mutex_);
  return tables_.size();
}

std::size_t Lobby::session_count() {
  const std::lock_guard lock(mutex_);
  return sessions_.size() + restored_.size();
}

void Lobby::shut_down() {
  std::vector<std::shared_ptr<ClientLink>> links;
  std::vector<std::shared_ptr<TableHost>> tables;
  {
    const std::lock_guard lock(mutex_);
    shutting_down_ = true;
    net::post(sweep_timer_.get_executor(), [this] { sweep_timer_.cancel(); });
    net::post(lease_watch_.get_executor(), [this] { lease_watch_.cancel(); });
    for (const auto& [id, weak] : links_) {
      if (auto link = weak.lock()) links.push_back(std::move(link));
    }
    for (const auto& [code, table] : tables_) tables.push_back(table);
  }
  for (const auto& table : tables) table->shut_down();
  if (clustered()) return drain(links, tables);
  // Half the grace to say goodbye, half for the close handshakes.
  for (const auto& link : links) link->part_for_shutdown(config_.shutdown_grace_ms / 2);
}

void Lobby::stop_journal() {
  if (journal_) journal_->stop();
  const std::lock_guard lock(mutex_);
  for (const auto& [code, table] : tables_) table->drop_waiting_work();
}

}  // namespace jongtable::server
