// The lobby's part in a cluster (docs/cluster.md): finding a table or a token another
// node has, adopting tables whose leases lapsed, handing clients over when a table is
// lost, and draining at SIGTERM. Every store call runs on the journal's writer thread
// (submit_task), never on an I/O thread.

#include "clock.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "lobby.hpp"
#include "moved.hpp"

namespace jongtable::server {

namespace {
protocol::ProtocolError store_away() {
  return {"storage_unavailable", "The game store cannot be reached; try again in a moment."};
}
}  // namespace

void Lobby::locate(std::string code, std::string token_hash,
                   std::function<void(Whereabouts)> done) {
  struct Found {
    std::optional<storage::TablePlace> place;
    std::optional<storage::StoredTable> adopted;
    std::optional<storage::StoredTable> ended;  // a game over lately, no longer in memory
  };
  auto found = std::make_shared<Found>();
  std::string upper;
  for (const char c : code) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  journal_->submit_task(
      [this, found, code = std::move(upper), token_hash = std::move(token_hash),
       me = config_.node_id](storage::Store& store) -> storage::Status {
        // Twice at most: a table taken by another node between the look and the
        // adoption is looked at again, to name its new holder.
        for (int attempt = 0; attempt < 2; ++attempt) {
          auto place = store.find_live_table(code, token_hash);
          if (!place) return place.error();
          found->place = std::move(place).value();
          if (found->place && found->place->finished) {
            // Ended here, and let go of since (or before a restart): read back as it
            // ended, for the people who were away at the end. It takes no lease: a
            // finished table writes nothing more.
            if (found->place->node_id != me || find_table(found->place->code))
              return storage::Done{};
            auto ended = store.load_game(found->place->table_id);
            if (!ended) return ended.error();
            found->ended = std::move(ended).value();
            return storage::Done{};
          }
          if (!found->place || (found->place->leased && found->place->node_id != me))
            return storage::Done{};
          auto adopted = store.adopt_table(found->place->table_id);
          if (!adopted) return adopted.error();
          found->adopted = std::move(adopted).value();
          if (found->adopted) return storage::Done{};
        }
        return storage::Done{};
      },
      [this, found, done = std::move(done)](const storage::Status& status) {
        if (!status) return done({nullptr, std::nullopt, store_away()});
        if (!found->place) return done({});
        if (found->place->finished) {
          // Over lately: shown by the node that finished it (its result, its rematch).
          if (found->place->node_id != config_.node_id)
            return done({nullptr, found->place->node_id, std::nullopt});
          if (auto table = find_table(found->place->code)) return done({table, {}, {}});
          if (!found->ended || !found->ended->finish) return done({});
          auto table = restore_table(*found->ended);
          if (!table) return done({});
          log_event(spdlog::level::info, "table_reopened",
                    {{"table", table->code()}, {"why", "ended while someone was away"}});
          return done({table, std::nullopt, std::nullopt});
        }
        if (found->adopted) {
          auto table = restore_table(*found->adopted);
          if (!table) return done({});
          ++metrics_.tables_adopted;
          log_event(spdlog::level::info, "table_adopted",
                    {{"table", table->code()}, {"why", "asked for"}});
          return done({table, std::nullopt, std::nullopt});
        }
        if (found->place->node_id != config_.node_id && found->place->leased)
          return done({nullptr, found->place->node_id, std::nullopt});
        // This node's already (adopted by the watch meanwhile), or nobody's for a moment.
        if (auto table = find_table(found->place->code)) return done({table, {}, {}});
        return done({nullptr, std::nullopt, store_away()});
      });
}

void Lobby::start_watching_leases() {
  if (!clustered()) return;
  lease_watch_.expires_after(std::chrono::milliseconds(config_.lease_watch_ms));
  lease_watch_.async_wait([this](boost::system::error_code ec) {
    if (ec || shutting_down()) return;
    auto stored = std::make_shared<std::vector<storage::StoredTable>>();
    journal_->submit_task(
        [stored](storage::Store& store) -> storage::Status {
          auto live = store.adopt_lapsed_tables();
          if (!live) return live.error();
          *stored = std::move(live).value();
          return storage::Done{};
        },
        [this, stored](const storage::Status& status) {
          if (status) adopt_all(std::move(*stored));
          start_watching_leases();
        });
  });
}

void Lobby::adopt_all(std::vector<storage::StoredTable> stored) {
  for (const auto& record : stored) {
    if (shutting_down()) return;  // its lease lapses again for another node
    const auto table = restore_table(record);
    if (!table) continue;
    ++metrics_.tables_adopted;
    log_event(
        spdlog::level::info, "table_adopted",
        {{"table", record.table.code}, {"why", "lease lapsed"}, {"inputs", record.inputs.size()}});
  }
}

void Lobby::table_lost(const std::string& code, const TableHost* table, std::uint64_t version,
                       std::vector<std::shared_ptr<Session>> members) {
  ++metrics_.leases_lost;
  log_event(spdlog::level::warn, "table_lost", {{"table", code}});
  forget_table(code, table);
  std::vector<std::shared_ptr<ClientLink>> links;
  {
    const std::lock_guard lock(mutex_);
    for (const auto& session : members) {
      if (const auto found = sessions_.find(session->token());
          found != sessions_.end() && found->second == session)
        sessions_.erase(found);
      // One adopted here that never came back yet: a resume must not find it either (it
      // would be welcomed to no table and hear nothing), but be sent to the new holder.
      if (const auto found = restored_.find(session->token_hash());
          found != restored_.end() && found->second == session)
        restored_.erase(found);
      if (auto link = session->link()) links.push_back(std::move(link));
    }
  }
  if (links.empty()) return;
  // Told where it went when the store knows; else to come back through the front door.
  auto place = std::make_shared<std::optional<storage::TablePlace>>();
  journal_->submit_task(
      [place, code](storage::Store& store) -> storage::Status {
        auto found = store.find_live_table(code, "");
        if (found) *place = std::move(found).value();
        return storage::Done{};
      },
      [this, place, version, links = std::move(links)](const storage::Status&) {
        std::optional<std::string> node;
        if (*place && (*place)->leased && (*place)->node_id != config_.node_id)
          node = (*place)->node_id;
        const auto moved = moved_frame(node, "lease_lost", version, config_.moved_retry_ms);
        for (const auto& link : links) {
          ++metrics_.moved_sent;
          link->send_away(moved);
        }
      });
}

void Lobby::drain(const std::vector<std::shared_ptr<ClientLink>>& links,
                  const std::vector<std::shared_ptr<TableHost>>& tables) {
  // After what the tables handed in before they stopped: a write that still lands after
  // another node adopted the table is refused by the fencing number, never mixed in.
  for (const auto& table : tables) {
    journal_->submit_task(
        [id = table->table_id()](storage::Store& store) { return store.release_lease(id); },
        [](const storage::Status&) {});
  }
  for (const auto& link : links) {
    ++metrics_.moved_sent;
    link->send_away_draining(config_.moved_retry_ms);
  }
}

}  // namespace jongtable::server
