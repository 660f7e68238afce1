#include "lobby.hpp"

#include "engine_setup.hpp"
#include "json_log.hpp"
#include "random_token.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

Lobby::Lobby(net::io_context& ioc, const Config& config, Metrics& metrics)
    : ioc_(ioc), config_(config), metrics_(metrics) {}

Lobby::HelloResult Lobby::hello(const proto::in::Hello& hello,
                                const std::shared_ptr<ClientLink>& link) {
  std::shared_ptr<Session> session;
  {
    const std::lock_guard lock(mutex_);
    if (hello.resume_token) {
      const auto found = sessions_.find(*hello.resume_token);
      if (found == sessions_.end()) {
        return {nullptr,
                proto::ProtocolError{"bad_token",
                                     "That resume token is not known here; say hello without it."}};
      }
      session = found->second;
    } else {
      session = std::make_shared<Session>("s" + std::to_string(next_session_++), random_hex(16),
                                          hello.name);
      sessions_.emplace(session->token(), session);
    }
  }
  session->set_name(hello.name);
  if (const auto old = session->replace_link(link); old && old->link_id() != link->link_id()) {
    old->close_with("superseded");
  }
  return {session, std::nullopt};
}

Lobby::CreateResult Lobby::create_table(const proto::in::CreateTable& create) {
  if (create.scenario && !config_.allow_scenarios) {
    return {nullptr, proto::ProtocolError{"scenarios_disabled",
                                          "This server does not allow scenario tables."}};
  }
  auto setup = make_table_options(create);
  if (setup.error) return {nullptr, setup.error};
  setup.options.recorder = recorder_;
  const std::lock_guard lock(mutex_);
  if (shutting_down_)
    return {nullptr, proto::ProtocolError{"server_busy", "The server is shutting down."}};
  if (tables_.size() >= config_.max_tables) {
    return {nullptr, proto::ProtocolError{"too_many_tables",
                                          "The server has as many tables as it can hold."}};
  }
  std::string code;
  do {
    code = random_code(6);
  } while (tables_.contains(code));
  auto table = std::make_shared<TableHost>(ioc_, code, std::move(setup.options), metrics_);
  tables_.emplace(code, table);
  log_event(spdlog::level::info, "table_created",
            {{"table", code},
             {"seats", create.settings.seats},
             {"scenario", create.scenario.has_value()}});
  return {table, std::nullopt};
}

std::shared_ptr<TableHost> Lobby::find_table(const std::string& code) {
  std::string upper;
  for (const char c : code) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const std::lock_guard lock(mutex_);
  const auto found = tables_.find(upper);
  return found == tables_.end() ? nullptr : found->second;
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

void Lobby::shut_down() {
  std::vector<std::shared_ptr<ClientLink>> links;
  std::vector<std::shared_ptr<TableHost>> tables;
  {
    const std::lock_guard lock(mutex_);
    shutting_down_ = true;
    for (const auto& [id, weak] : links_) {
      if (auto link = weak.lock()) links.push_back(std::move(link));
    }
    for (const auto& [code, table] : tables_) tables.push_back(table);
  }
  for (const auto& table : tables) table->shut_down();
  for (const auto& link : links) link->close_with("shutdown");
}

}  // namespace jongtable::server
