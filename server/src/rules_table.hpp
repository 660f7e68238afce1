#pragma once
// One table of one game: its lobby (seats, host, spectators), its game state and its
// timers, all touched only on the table's own strand. Public calls may come from any
// thread; each posts its work onto the strand.
//
// Every accepted input goes through accept_input(): apply to a copy of the newest state,
// hand it to the journal writer (group commit), and once it is durable keep the copy,
// carry out the effects, broadcast one update per connection and wake the bots. A
// person's input is applied on top of inputs still on their way to disk (so a claim
// window's passes share a write instead of queueing for one each); they come back in
// the journal's order, and nothing, not even a refusal, is told before what it follows
// is stored. Timers and bots wait for a settled table (settled()). Because every
// ruleset's engine is deterministic from the seed, the inputs and their times,
// replaying what passed through that one place rebuilds the table.
//
// `Rules` is a ruleset's adapter (the TableRules concept, rulesets/table_rules.hpp, lists
// what it provides; rulesets/nymj_rules.hpp shows them with comments);
// the member functions live in table_*.cpp, each instantiated there for every ruleset.

#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <set>

#include "fairness.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/protocol/error.hpp"
#include "journal_writer.hpp"
#include "metrics.hpp"
#include "rulesets/table_rules.hpp"
#include "table_host.hpp"
#include "token_bucket.hpp"

namespace jongtable::server {

namespace net = boost::asio;

// How soon a bot's move, a timer or a lobby change the store refused is tried again.
inline constexpr std::chrono::milliseconds kStorageRetry{500};

// Frames a table holds for its people while its lobby waits for the disk; only a long
// storage failure fills it, and then the newest are dropped rather than memory spent.
inline constexpr std::size_t kOutboxLimit = 1000;

template <typename Rules>
class RulesTable final : public TableHost {
  static_assert(TableRules<Rules>, "a ruleset's adapter must satisfy TableRules");

 public:
  RulesTable(net::io_context& ioc, std::string code, typename Rules::State state,
             TableOptions options, Metrics& metrics);
  ~RulesTable() override;

  [[nodiscard]] const std::string& code() const override { return code_; }
  [[nodiscard]] const std::string& table_id() const override { return table_id_; }
  void join(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link, bool as_player,
            std::optional<std::uint64_t> last_version, std::optional<std::uint64_t> seq,
            bool created) override;
  void resume(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
              std::optional<std::uint64_t> last_version) override;
  void receive(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
               protocol::in::Message message, std::optional<std::uint64_t> seq,
               kernel::Millis arrival, kernel::Millis smoothed_rtt) override;
  void detach(std::shared_ptr<Session> session, std::uint64_t link_id) override;
  void shut_down() override;
  void drop_waiting_work() override { waiting_.clear(); }
  [[nodiscard]] bool restore(
      const storage::StoredTable& stored,
      const std::map<std::string, std::shared_ptr<Session>>& sessions) override;
  void probe(std::function<void(nlohmann::json)> done) override;
  void retire() override;
  void record_creation(storage::TableRecord record) override;
  void seat_rematch(std::vector<RematchSeat> seats, std::string host_session) override;

 private:
  struct Member {
    std::shared_ptr<Session> session;
    std::weak_ptr<ClientLink> link;  // expired or null when disconnected
    std::optional<int> seat;
  };
  enum class OccupantKind { empty, human, bot };
  struct Occupant {
    OccupantKind kind = OccupantKind::empty;
    std::string session_id;  // a person's
    std::string name;
    std::string strength;  // a bot's
    std::unique_ptr<typename Rules::Bot> bot;
    std::unique_ptr<net::steady_timer> bot_timer;
    bool bot_pending = false;
    // A person's seat played by a bot while they are away (after their turn clock ran
    // out once); handed back when they return.
    bool stand_in = false;
  };
  enum class Status { waiting, playing, over };

  // The lobby's view of this table (TableHost::stage, deserted_since) brought up to date.
  void update_liveness();

  // table_members.cpp: who is here, and what they are told.
  void do_join(const std::shared_ptr<Session>& session, const std::shared_ptr<ClientLink>& link,
               bool as_player, std::optional<std::uint64_t> last_version,
               std::optional<std::uint64_t> seq, bool created);
  void do_detach(const std::shared_ptr<Session>& session, std::uint64_t link_id);
  // Why a session not yet a member may not join (as a player, or at all), if it may not.
  [[nodiscard]] std::optional<protocol::ProtocolError> refuse_newcomer(
      const std::string& session_id, bool as_player) const;
  void send_to(const Member& member, const nlohmann::json& message);
  void send_error(const std::shared_ptr<ClientLink>& link, const protocol::ProtocolError& error,
                  std::optional<std::uint64_t> seq);
  void broadcast_lobby();
  // A spectator came or went: the others hear the new count in a small `spectators`
  // frame, at most once per kSpectatorsEvery, not a whole lobby each (a crowd's joins
  // would cost the square of the crowd).
  void spectators_changed();
  [[nodiscard]] int spectator_count() const;
  void broadcast_all(const nlohmann::json& message);
  // Every frame the table sends passes here. While a lobby change is on its way to disk
  // the frames wait, in order, and go once it is stored: nobody is told of a seat that
  // a crash would lose, and the I/O thread never waits for the disk.
  void send_out(const std::shared_ptr<ClientLink>& link, std::shared_ptr<const std::string> text);
  void submit_lobby();
  void lobby_stored(const storage::Status& stored);
  [[nodiscard]] nlohmann::json lobby_json(const Member& member) const;
  [[nodiscard]] nlohmann::json from_json(const Member& member) const;
  // The update that brings `member` from `last_version` to now (replay or snapshot).
  void send_catch_up(const Member& member, std::optional<std::uint64_t> last_version,
                     std::optional<std::uint64_t> seq);
  [[nodiscard]] std::optional<kernel::Seat> viewer_of(const Member& member) const;
  [[nodiscard]] bool connected(const std::string& session_id) const;

  // table_host.cpp: the lobby's commands.
  void do_receive(const std::shared_ptr<Session>& session, const std::shared_ptr<ClientLink>& link,
                  const protocol::in::Message& message, std::optional<std::uint64_t> seq,
                  kernel::Millis arrival, kernel::Millis smoothed_rtt);
  [[nodiscard]] std::optional<protocol::ProtocolError> lobby_command(
      Member& member, const protocol::in::Message& message);
  [[nodiscard]] std::optional<protocol::ProtocolError> take_seat(Member& member, int seat);
  void vacate(Member& member);
  void seat_bot(int seat, const std::string& strength);
  [[nodiscard]] std::optional<protocol::ProtocolError> start_game(Member& member);
  // The host removes the person in `seat` before the game starts: they leave the table
  // and may not come back to it.
  [[nodiscard]] std::optional<protocol::ProtocolError> remove_person(const Member& host, int seat);
  // The host sends a spectator away, named as the table shows them.
  [[nodiscard]] std::optional<protocol::ProtocolError> remove_spectator(const Member& host,
                                                                        const std::string& name);
  // After the game: a new table of the same game with the same seats, offered to everyone
  // here (the first request opens it; later ones are told the same table).
  [[nodiscard]] std::optional<protocol::ProtocolError> offer_rematch(const Member& member);
  // A chat line or reaction from `member`; refused when the table's budget is spent.
  void talk(const Member& member, const protocol::in::Message& message,
            std::optional<std::uint64_t> seq, kernel::Millis arrival);
  void set_occupant_count();

  // table_journal.cpp: what the journal keeps, and the shuffle commitment.
  void record_lobby();
  void creation_stored(const storage::Status& stored);
  // storage_unavailable for a request to a table whose creation was refused.
  void refuse_for_creation(const std::shared_ptr<ClientLink>& link,
                           std::optional<std::uint64_t> seq);
  void release_outbox();  // nothing is on its way to disk any more: send what waited
  // At the input that ends the game: the write of its result, done by the journal's
  // writer right after that input (empty if the game goes on or is already recorded).
  [[nodiscard]] JournalWriter::Task finish_task(const typename Rules::State& table);
  // What the table does with that write's result: after a refusal of the record alone,
  // it is tried again a little later, as long as the table is open.
  [[nodiscard]] JournalWriter::Done finish_done(JournalWriter::Task task);
  void note_deal();  // a new round may have been dealt: commit to its deck
  [[nodiscard]] nlohmann::json stored_lobby_json() const;
  // The update frame's "fairness": the newest round's commitment, revealed once it ended.
  [[nodiscard]] nlohmann::json fairness_json() const;

  // table_game.cpp: the engine, its timers, the bots.
  using Refused = std::function<void(const protocol::ProtocolError&)>;
  using Accepted = std::function<void()>;
  // Applies `intent`; `refused` hears why it was not played (the engine's refusal, or
  // storage_unavailable when the journal could not store it), `accepted` runs once it
  // is stored and told to everyone. Either may run later, on the strand. Behind work
  // that waits, or while 16 inputs of the table are on their way, it waits too.
  void accept_input(const typename Rules::Intent& intent, kernel::Millis now,
                    const std::string& requester, std::optional<std::uint64_t> seq, Refused refused,
                    Accepted accepted = {});
  // accept_input() at once, for work whose turn has come (a timer, a bot).
  void apply_input(const typename Rules::Intent& intent, kernel::Millis now,
                   const std::string& requester, std::optional<std::uint64_t> seq, Refused refused,
                   Accepted accepted = {});
  // An input is back from the writer, in the journal's order: keep it, or drop it and
  // every input applied on top of it.
  template <typename Outcome>
  void input_stored(std::uint64_t generation, const storage::Status& stored,
                    const std::shared_ptr<typename Rules::State>& next, kernel::Millis now,
                    const std::string& requester, std::optional<std::uint64_t> seq,
                    std::optional<kernel::Millis> window_closes_at, const Refused& refused,
                    const Accepted& accepted, Outcome& outcome);
  // Runs `work` now, or once no input is on its way to disk (in arrival order).
  void settled(std::function<void()> work);
  void run_waiting();  // what waited, as far as its turn has come
  template <typename Outcome>
  void keep_input(Outcome& outcome, kernel::Millis now, const std::string& requester,
                  std::optional<std::uint64_t> seq, std::optional<kernel::Millis> window_closes_at);
  void broadcast_update(const std::vector<typename Rules::Event>& events,
                        const std::string& requester, std::optional<std::uint64_t> seq);
  void carry_out(const std::vector<kernel::Effect>& effects);
  void on_timer(kernel::TimerKind kind, std::uint32_t id);
  // A seated person is ready for the next round; once every person is, it starts at
  // once: the between-rounds timer fires early, so the journal and replays see the same
  // input as if it had run out.
  [[nodiscard]] std::optional<protocol::ProtocolError> ready(const Member& member);
  // The pause between rounds waits for the people in the seats, up to its cap: bots and
  // stand-ins are always ready, and a person who is away does not hold the table.
  [[nodiscard]] bool everyone_ready() const;
  // The pause when nobody is waited for: the old fixed pause between rounds.
  static constexpr kernel::Millis kUnwaitedPauseMs = 6000;
  void end_pause_if_everyone_ready();  // the round starts now, when nobody is waited for
  // When the pause between rounds runs out, while one is on.
  [[nodiscard]] std::optional<kernel::Millis> next_round_due() const {
    const auto pause = static_cast<std::size_t>(kernel::TimerKind::next_round);
    if (status_ != Status::playing || !timer_armed_[pause]) return std::nullopt;
    return timer_due_[pause];
  }
  void wake_bots();
  void on_bot_timer(int seat);
  [[nodiscard]] static bool played_by_bot(const Occupant& occupant) {
    return occupant.kind == OccupantKind::bot || occupant.stand_in;
  }
  // A bot stands in for a disconnected person whose turn clock ran out, until they return.
  void stand_in_if_away(kernel::Seat clocked);
  void hand_back(int seat);
  [[nodiscard]] kernel::Millis one_way_latency(int seat, kernel::Millis smoothed_rtt) const;

  [[nodiscard]] std::shared_ptr<RulesTable> self() {
    return std::static_pointer_cast<RulesTable>(shared_from_this());
  }
  [[nodiscard]] std::weak_ptr<RulesTable> weak_self() { return self(); }
  [[nodiscard]] int seat_count() const { return Rules::seats(table_); }

  net::strand<net::io_context::executor_type> strand_;
  const std::string code_;
  Metrics& metrics_;
  typename Rules::State table_;
  Status status_ = Status::waiting;
  std::string host_session_;
  std::map<std::string, Member> members_;  // by session id
  std::array<Occupant, kernel::kMaxSeats> seats_;
  std::pair<kernel::Millis, kernel::Millis> bot_delay_ms_;
  std::uint64_t bot_seed_;
  kernel::Rng bot_rng_;
  std::vector<kernel::Millis> assumed_rtt_ms_;
  std::shared_ptr<JournalWriter> journal_;
  std::string table_id_;
  std::uint64_t seed_ = 0;
  std::vector<DealtDeck> decks_;
  // One entry per input on its way to disk, oldest first: what to tell once it is back
  // (the refusals of inputs that came after it).
  std::deque<std::vector<std::function<void()>>> unstored_;
  std::shared_ptr<typename Rules::State> head_;  // the newest of them applied; null: table_
  std::uint64_t head_version_ = 0;               // its version
  std::uint64_t generation_ = 0;                 // bumped by each refused write
  int lobby_writes_ = 0;                         // lobby changes on their way to disk
  bool lobby_unstored_ = false;  // the last write failed; the next one that works clears it
  std::vector<std::pair<std::weak_ptr<ClientLink>, std::shared_ptr<const std::string>>> outbox_;
  bool outbox_overflowed_ = false;
  std::unique_ptr<net::steady_timer> lobby_retry_;   // after a failed lobby write
  std::unique_ptr<net::steady_timer> finish_retry_;  // after a failed finish record
  // Work waiting its turn, in arrival order: timers and bots until nothing is on its
  // way to disk (`settled`), people's inputs until fewer than the most that may be.
  struct Waiting {
    bool settled;
    std::function<void()> work;
  };
  std::deque<Waiting> waiting_;
  bool restoring_ = false;
  // A new table whose creation is on its way to disk (it holds its lobby writes and
  // inputs until then), and one whose creation the store refused (it is closed).
  bool creating_ = false;
  bool creation_refused_ = false;
  bool lobby_changed_while_creating_ = false;
  bool finish_recorded_ = false;
  std::uint64_t version_ = 0;
  // Events kept for catching up reconnecting clients: (version, events of that version).
  std::deque<std::pair<std::uint64_t, std::vector<typename Rules::Event>>> held_;
  std::array<std::unique_ptr<net::steady_timer>, 3> timers_;
  std::array<kernel::Millis, 3> timer_due_{};
  std::array<std::optional<std::uint32_t>, 3> timer_armed_{};  // the id of a running timer
  std::set<int> ready_;  // seats whose person is ready for the next round
  int occupants_counted_ = 0;
  bool shut_down_ = false;
  static constexpr std::chrono::milliseconds kSpectatorsEvery{500};
  std::unique_ptr<net::steady_timer> spectators_timer_;  // armed: a count is due
  bool spectators_due_ = false;
  int spectators_told_ = 0;  // the count everyone here was last told
  std::function<std::shared_ptr<TableHost>(const nlohmann::json&)> open_rematch_;
  std::function<void(const std::string& code, const TableHost* table)> forget_;
  std::weak_ptr<TableHost> rematch_table_;  // gone: closed (or never stored), open anew
  std::string rematch_code_;                // the rematch table, once someone asked for it
  std::set<std::string> removed_;           // sessions the host removed: not let back in
  // Chat and reactions from the players together, and from the spectators together in a
  // smaller budget of their own: a crowd (or one spectator) can neither drown the
  // players' screens nor spend the players' budget (each connection has its limit too).
  TokenBucket talk_budget_;
  TokenBucket spectator_talk_budget_;
};

}  // namespace jongtable::server
