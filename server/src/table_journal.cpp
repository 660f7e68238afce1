// What a table keeps in the journal, and how it comes back: each accepted input is handed
// to the journal writer in table_game.cpp; here the table's creation, the lobby's seats and
// token hashes, the game's end, the shuffle commitment, and the restore after a restart.

#include <algorithm>
#include <set>
#include <utility>

#include "clock.hpp"
#include "fairness.hpp"
#include "jongtable/protocol/nymj_json.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/storage/token_hash.hpp"
#include "journal_codec.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

template <typename Rules>
json RulesTable<Rules>::stored_lobby_json() const {
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

template <typename Rules>
void RulesTable<Rules>::record_lobby() {
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

template <typename Rules>
void RulesTable<Rules>::record_creation(storage::TableRecord record) {
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

template <typename Rules>
void RulesTable<Rules>::creation_stored(const storage::Status& stored) {
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

template <typename Rules>
void RulesTable<Rules>::refuse_for_creation(const std::shared_ptr<ClientLink>& link,
                                            std::optional<std::uint64_t> seq) {
  metrics_.count_rejection("storage_unavailable");
  link->send(std::make_shared<const std::string>(proto::to_text(proto::error_frame(
      {"storage_unavailable", "The table could not be saved; try again later."}, 0, seq))));
}

template <typename Rules>
void RulesTable<Rules>::submit_lobby() {
  journal_->submit_lobby(table_id_, stored_lobby_json().dump(),
                         [weak = weak_self()](const storage::Status& stored) {
                           const auto self = weak.lock();
                           if (!self) return;
                           net::post(self->strand_, [self, stored] { self->lobby_stored(stored); });
                         });
}

template <typename Rules>
void RulesTable<Rules>::lobby_stored(const storage::Status& stored) {
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
    if (stored.error().errc == storage::StoreErrc::lease_lost) return shut_down();
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

template <typename Rules>
void RulesTable<Rules>::release_outbox() {
  auto outbox = std::move(outbox_);
  outbox_.clear();
  outbox_overflowed_ = false;
  for (auto& [weak, text] : outbox) {
    if (const auto link = weak.lock()) link->send(std::move(text));
  }
}

template <typename Rules>
JournalWriter::Task RulesTable<Rules>::finish_task(const typename Rules::State& table) {
  if (restoring_ || finish_recorded_ || !Rules::game_over(table)) return {};
  auto result = Rules::finish_record(table);
  if (!result) return {};
  (*result)["lobby"] = stored_lobby_json();
  finish_recorded_ = true;  // until the writer says it was refused
  return [id = table_id_, record = result->dump(), at = wall_ms()](storage::Store& store) {
    return store.finish_game(id, record, at);
  };
}

template <typename Rules>
JournalWriter::Done RulesTable<Rules>::finish_done(JournalWriter::Task task) {
  return [weak = weak_self(), task = std::move(task)](const storage::Status& stored) {
    const auto self = weak.lock();
    if (stored || !self) return;
    net::post(self->strand_, [self, stored, task] {
      // Refused with the game's last move: that move is not played, and the record is
      // made again when it is. Refused on its own: tried again while the table is open.
      if (!Rules::game_over(self->table_)) {
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

template <typename Rules>
void RulesTable<Rules>::note_deal() {
  const auto round = Rules::dealt_round(table_);
  if (!round || (!decks_.empty() && decks_.back().round == *round)) return;
  decks_.push_back(commit_deck(*round, Rules::dealt_deck(table_), seed_));
}

template <typename Rules>
json RulesTable<Rules>::fairness_json() const {
  if (decks_.empty()) return nullptr;
  const DealtDeck& deck = decks_.back();
  const bool ended = Rules::dealt_round(table_) != deck.round;
  return {{"round", deck.round},
          {"commitment", deck.commitment},
          {"salt", ended ? json(deck.salt) : json(nullptr)},
          {"deck", ended ? json(deck.faces) : json(nullptr)}};
}

template <typename Rules>
void RulesTable<Rules>::probe(std::function<void(json)> done) {
  net::post(strand_, [self = self(), done = std::move(done)] {
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(Rules::state_hash(self->table_)));
    done({{"code", self->code_},
          {"id", self->table_id_},
          {"version", self->version_},
          {"state_hash", hash},
          {"phase", std::string(Rules::phase_code(self->table_))}});
  });
}

template <typename Rules>
bool RulesTable<Rules>::restore(const storage::StoredTable& stored,
                                const std::map<std::string, std::shared_ptr<Session>>& sessions) {
  restoring_ = true;
  const json lobby = json::parse(stored.table.lobby_json, nullptr, false);
  if (lobby.is_object()) {
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
        const auto strength = Rules::bot_strength(entry.value("strength", "basic"));
        if (!strength) continue;
        occupant.kind = OccupantKind::bot;
        occupant.name = entry.value("name", "Bot");
        occupant.strength = *strength;
        occupant.bot = Rules::make_bot(*strength, bot_seed_ + static_cast<std::uint64_t>(s) + 1);
        occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
      }
    }
  }
  set_occupant_count();
  // The same engine, the same inputs at the same times: the same table. Timers asked
  // for along the way are kept only if still wanted at the end.
  std::array<std::optional<kernel::StartTimer>, 3> pending;
  for (const auto& input : stored.inputs) {
    const auto intent = Rules::intent_from_record(json::parse(input.input_json, nullptr, false));
    if (!intent) {
      log_event(spdlog::level::err, "restore_failed",
                {{"table", code_}, {"seq", input.seq}, {"why", "unreadable input"}});
      restoring_ = false;
      return false;
    }
    const auto outcome = Rules::apply(table_, *intent, input.at_ms);
    if (!outcome.ok()) {
      log_event(spdlog::level::err, "restore_failed",
                {{"table", code_}, {"seq", input.seq}, {"why", "input refused"}});
      restoring_ = false;
      return false;
    }
    version_ = static_cast<std::uint64_t>(input.seq);
    publish_version(version_);
    note_deal();
    for (const auto& effect : outcome.effects) {
      if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
        pending[static_cast<std::size_t>(start->kind)] = *start;
      } else if (const auto* cancel = std::get_if<kernel::CancelTimer>(&effect)) {
        pending[static_cast<std::size_t>(cancel->kind)].reset();
      }
    }
  }
  if (!stored.inputs.empty()) {
    status_ = Rules::game_over(table_) ? Status::over : Status::playing;
  }
  restoring_ = false;
  update_liveness();
  // A live table at game over is one whose record of the end was refused and never
  // retried (it was let go first): written now, or every start would bring it back.
  if (status_ == Status::over && journal_) {
    if (auto finish = finish_task(table_)) journal_->submit_task(finish, finish_done(finish));
  }
  if (status_ == Status::playing) {
    std::vector<kernel::Effect> effects;
    for (const auto& start : pending) {
      if (start) effects.emplace_back(*start);
    }
    carry_out(effects);
    wake_bots();
  }
  log_event(spdlog::level::info, "table_restored",
            {{"table", code_}, {"inputs", stored.inputs.size()}, {"version", version_}});
  return true;
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
