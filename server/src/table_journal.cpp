// What the journal keeps of a table whatever its game: its creation, the lobby's seats and
// token hashes, the record of the game's end, the mark of a table let go; and the lobby a
// restart brings back. The inputs are the game's: rules_table_game.cpp.

#include <set>
#include <utility>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

json TableCore::stored_lobby_json() const {
  json seats = json::array();
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    if (occupant.kind == OccupantKind::human) {
      seats.push_back({{"seat", s},
                       {"kind", "human"},
                       {"name", occupant.name},
                       {"session", occupant.session_id}});
    } else if (occupant.kind == OccupantKind::bot) {
      seats.push_back(
          {{"seat", s}, {"kind", "bot"}, {"name", occupant.name}, {"strength", occupant.strength}});
    } else {
      seats.push_back({{"seat", s}, {"kind", "empty"}});
    }
  }
  // Seated people and the host: whoever must be able to come back. Only the hash of a
  // resume token is kept, never the token.
  json members = json::array();
  for (const auto& [id, member] : members_) {
    if (!member.seat && id != host_session_) continue;
    members.push_back({{"session", id},
                       {"name", member.session->name()},
                       {"token_hash", member.session->token_hash()},
                       {"seat", member.seat ? json(*member.seat) : json(nullptr)}});
  }
  return {{"host", host_session_}, {"seats", seats}, {"members", members}};
}

void TableCore::record_lobby() {
  if (!journal_ || restoring_) return;  // no journal: nothing kept on disk
  if (creating_) {
    // Written once the table itself is: a lobby of a table the store does not have yet
    // would fail the batch it shares with other tables.
    lobby_changed_while_creating_ = true;
    return;
  }
  // Stored with the next batch; what the table says meanwhile waits (send_out).
  ++lobby_writes_;
  submit_lobby();
}

void TableCore::record_creation(storage::TableRecord record) {
  if (journal_) note_creation_waiting(true);  // before the lobby can sweep
  net::post(strand_, [self = self(), record = std::move(record)]() mutable {
    if (!self->journal_) return;
    self->creating_ = true;
    ++self->lobby_writes_;  // what the table says waits for its creation to be stored
    self->journal_->submit_task(
        [record = std::move(record)](storage::Store& store) { return store.create_table(record); },
        [weak = self->weak_self()](const storage::Status& stored) {
          const auto table = weak.lock();
          if (!table) return;
          net::post(table->strand_, [table, stored] { table->creation_stored(stored); });
        });
  });
}

void TableCore::creation_stored(const storage::Status& stored) {
  creating_ = false;
  note_creation_waiting(false);
  --lobby_writes_;
  if (shut_down_) return;  // let go by the lobby meanwhile (or the server is stopping)
  if (stored) {
    if (lobby_changed_while_creating_) {
      lobby_changed_while_creating_ = false;
      record_lobby();
    }
    if (lobby_writes_ == 0) release_outbox();
    return run_waiting();
  }
  log_event(spdlog::level::err, "journal_write_failed",
            {{"table", code_},
             {"code", std::string(storage::code(stored.error().errc))},
             {"message", stored.error().message}});
  // Nothing the table said reached anyone, and nothing of it is stored: it closes, and
  // whoever is at it is free to create or join another.
  creation_refused_ = true;
  shut_down_ = true;
  waiting_.clear();
  for (auto& [id, member] : members_) {
    if (member.session->table().get() == this) member.session->set_table(nullptr);
  }
  // Each answer it held (table_created, an ok, a lobby answering a join, a pong) becomes
  // the refusal, so no request goes unanswered; whoever had none is told all the same.
  std::set<std::uint64_t> told;
  for (auto& [weak, text] : std::exchange(outbox_, {})) {
    const auto link = weak.lock();
    if (!link) continue;
    const auto held = json::parse(*text, nullptr, false);
    if (held.is_discarded() || !held.contains("re") || !held["re"].is_number_unsigned()) continue;
    const std::uint64_t re = held["re"];
    refuse_for_creation(link, re);
    told.insert(link->link_id());
  }
  for (auto& [id, member] : members_) {
    const auto link = member.link.lock();
    if (link && !told.contains(link->link_id())) refuse_for_creation(link, std::nullopt);
  }
  members_.clear();
  if (forget_) forget_(code_, this);
}

void TableCore::refuse_for_creation(const std::shared_ptr<ClientLink>& link,
                                    std::optional<std::uint64_t> seq) {
  metrics_.count_rejection("storage_unavailable");
  link->send(std::make_shared<const std::string>(proto::to_text(proto::error_frame(
      {"storage_unavailable", "The table could not be saved; try again later."}, 0, seq))));
}

void TableCore::submit_lobby() {
  journal_->submit_lobby(table_id_, stored_lobby_json().dump(),
                         [weak = weak_self()](const storage::Status& stored) {
                           const auto self = weak.lock();
                           if (!self) return;
                           net::post(self->strand_, [self, stored] { self->lobby_stored(stored); });
                         });
}

void TableCore::lobby_stored(const storage::Status& stored) {
  --lobby_writes_;
  if (!stored) {
    // The seats stand (undoing what people did would be worse), and what the table said
    // since keeps waiting: the lobby as it is then is written again until the store
    // takes it, as refused bot moves and timers are. Each write carries the whole lobby,
    // so any later one that works stores this one's news too.
    log_event(spdlog::level::err, "journal_write_failed",
              {{"table", code_},
               {"code", std::string(storage::code(stored.error().errc))},
               {"message", stored.error().message}});
    lobby_unstored_ = true;
    // Written again, it would be refused again: the table is another node's now.
    if (stored.error().errc == storage::StoreErrc::lease_lost) return lease_lost();
    if (!lobby_retry_) lobby_retry_ = std::make_unique<net::steady_timer>(strand_);
    lobby_retry_->expires_after(kStorageRetry);
    lobby_retry_->async_wait([weak = weak_self()](boost::system::error_code ec) {
      const auto self = weak.lock();
      if (ec || !self || self->shut_down_) return;
      if (!self->lobby_unstored_ || self->lobby_writes_ > 0) return;
      ++self->lobby_writes_;
      self->submit_lobby();
    });
    return;
  }
  lobby_unstored_ = false;
  if (lobby_writes_ > 0) return;
  release_outbox();
}

JournalWriter::Done TableCore::finish_done(JournalWriter::Task task) {
  return [weak = weak_self(), task = std::move(task)](const storage::Status& stored) {
    const auto self = weak.lock();
    if (stored || !self) return;
    net::post(self->strand_, [self, stored, task] {
      // Refused with the game's last move: that move is not played, and the record is
      // made again when it is. Refused on its own: tried again while the table is open.
      if (!self->game_over()) {
        self->finish_recorded_ = false;
        return;
      }
      log_event(spdlog::level::err, "journal_write_failed",
                {{"table", self->code_},
                 {"code", std::string(storage::code(stored.error().errc))},
                 {"message", stored.error().message}});
      if (self->shut_down_) return;
      if (!self->finish_retry_)
        self->finish_retry_ = std::make_unique<net::steady_timer>(self->strand_);
      self->finish_retry_->expires_after(kStorageRetry);
      self->finish_retry_->async_wait(
          [weak = self->weak_self(), task](boost::system::error_code ec) {
            const auto again = weak.lock();
            if (ec || !again || again->shut_down_) return;
            again->journal_->submit_task(task, again->finish_done(task));
          });
    });
  };
}

void TableCore::restore_lobby(const json& lobby,
                              const std::map<std::string, std::shared_ptr<Session>>& sessions) {
  if (!lobby.is_object()) return;
  host_session_ = lobby.value("host", "");
  for (const auto& entry : lobby.value("members", json::array())) {
    const auto found = sessions.find(entry.value("session", ""));
    if (found == sessions.end()) continue;
    Member member{found->second, {}, std::nullopt};
    // What the store holds is checked like any input: a seat this table does not have
    // would index past its seats.
    if (entry.contains("seat") && entry["seat"].is_number_integer()) {
      const int seat = entry["seat"].get<int>();
      if (seat >= 0 && seat < seat_count()) member.seat = seat;
    }
    found->second->set_table(self());
    members_.emplace(found->first, std::move(member));
  }
  for (const auto& entry : lobby.value("seats", json::array())) {
    const int s = entry.value("seat", -1);
    if (s < 0 || s >= seat_count()) continue;
    Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    const std::string kind = entry.value("kind", "empty");
    if (kind == "human") {
      occupant.kind = OccupantKind::human;
      occupant.session_id = entry.value("session", "");
      occupant.name = entry.value("name", "");
    } else if (kind == "bot") {
      const auto strength = bot_strength(entry.value("strength", "basic"));
      if (!strength) continue;
      occupant.kind = OccupantKind::bot;
      occupant.name = entry.value("name", "Bot");
      occupant.strength = *strength;
      occupant.bot = make_bot(*strength, bot_seed_ + static_cast<std::uint64_t>(s) + 1);
      occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
    }
  }
}

void TableCore::retire() {
  shut_down();
  net::post(strand_, [self = self()] {
    for (auto& [id, member] : self->members_) member.session->set_table(nullptr);
    if (!self->journal_) return;
    self->journal_->forget(self->table_id_);
    if (self->status_ == Status::over) return;
    // Through the writer: a locked store must not hold this strand, and the I/O thread
    // running it, while the lobby lets the table go.
    self->journal_->submit_task(
        [id = self->table_id_, at = wall_ms()](storage::Store& store) {
          return store.abandon_table(id, at);
        },
        [code = self->code_](const storage::Status& marked) {
          if (marked) return;
          log_event(spdlog::level::err, "journal_write_failed",
                    {{"table", code},
                     {"code", std::string(storage::code(marked.error().errc))},
                     {"message", marked.error().message}});
        });
  });
}

}  // namespace jongtable::server
