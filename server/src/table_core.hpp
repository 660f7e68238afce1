#pragma once
// Everything a table does whatever its game, compiled once: its members and lobby (seats,
// host, spectators, bots' seats), what it says and the outbox that holds it while the
// lobby waits for the disk, the journal's lobby, creation and game-over writes, the
// rematch, the chat. All of it is touched only on the table's own strand; public calls
// may come from any thread and post their work onto it.
//
// The game's own part, RulesTable<Rules> (rules_table.hpp), derives from it: the state,
// the inputs' pipeline to the engine and the journal, the views and frames, the timers'
// and bots' intents. The core reaches it through the few hooks declared below.
//
// The members live in table_core.cpp (routing, turn-taking, timers), table_members.cpp,
// table_outbox.cpp, table_lobby.cpp, table_journal.cpp, table_rematch.cpp, table_chat.cpp.

#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <deque>
#include <functional>
#include <memory>
#include <set>
#include <string_view>

#include "clock.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/protocol/error.hpp"
#include "journal_writer.hpp"
#include "metrics.hpp"
#include "table_host.hpp"
#include "token_bucket.hpp"

namespace jongtable::server {

namespace net = boost::asio;

// How soon a bot's move, a timer or a lobby change the store refused is tried again.
inline constexpr std::chrono::milliseconds kStorageRetry{500};

// Frames a table holds for its people while its lobby waits for the disk; only a long
// storage failure fills it, and then the newest are dropped rather than memory spent.
inline constexpr std::size_t kOutboxLimit = 1000;

class TableCore : public TableHost {
 public:
  ~TableCore() override;

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
  void retire() override;
  void record_creation(storage::TableRecord record) override;
  void seat_rematch(std::vector<RematchSeat> seats, std::string host_session) override;

 protected:
  TableCore(net::io_context& ioc, std::string code, TableOptions options, Metrics& metrics);

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
    // The game's bot (Rules::Bot): its type is known to RulesTable alone, which made it.
    std::shared_ptr<void> bot;
    std::unique_ptr<net::steady_timer> bot_timer;
    bool bot_pending = false;
    // A person's seat played by a bot while they are away (after their turn clock ran
    // out once); handed back when they return.
    bool stand_in = false;
  };
  enum class Status { waiting, playing, over };
  using Refused = std::function<void(const protocol::ProtocolError&)>;

  // The game's part, for the core.
  [[nodiscard]] virtual int seat_count() const = 0;
  // The game's fields of the lobby's `table`: its ruleset, settings, catalogue (and card).
  virtual void add_game_lobby(nlohmann::json& table) const = 0;
  // The update that brings `member` from `last_version` to now (replay or snapshot).
  virtual void send_catch_up(const Member& member, std::optional<std::uint64_t> last_version,
                             std::optional<std::uint64_t> seq) = 0;
  // A seated member's move in a game that has started.
  virtual void play(const Member& member, const std::shared_ptr<ClientLink>& link,
                    const protocol::in::GameMove& move, std::optional<std::uint64_t> seq,
                    kernel::Millis arrival, kernel::Millis smoothed_rtt) = 0;
  // The game's first input, at the host's start; `refused` hears why it was not played.
  virtual void play_start(const std::string& requester, Refused refused) = 0;
  [[nodiscard]] virtual std::optional<std::string> bot_strength(
      std::string_view requested) const = 0;
  [[nodiscard]] virtual std::shared_ptr<void> make_bot(const std::string& strength,
                                                       std::uint64_t seed) const = 0;
  [[nodiscard]] virtual std::string stand_in_strength() const = 0;
  // What a rematch carries from the finished game (an empty object for most games).
  [[nodiscard]] virtual nlohmann::json rematch_carried() const = 0;
  [[nodiscard]] virtual bool game_over() const = 0;
  virtual void on_timer(kernel::TimerKind kind, std::uint32_t id) = 0;
  virtual void on_bot_timer(int seat) = 0;

  // The lobby's view of this table (TableHost::stage, deserted_since) brought up to date.
  void update_liveness();

  // table_members.cpp: who is here.
  void do_join(const std::shared_ptr<Session>& session, const std::shared_ptr<ClientLink>& link,
               bool as_player, std::optional<std::uint64_t> last_version,
               std::optional<std::uint64_t> seq, bool created);
  void do_detach(const std::shared_ptr<Session>& session, std::uint64_t link_id);
  // Why a session not yet a member may not join (as a player, or at all), if it may not.
  [[nodiscard]] std::optional<protocol::ProtocolError> refuse_newcomer(
      const std::string& session_id, bool as_player) const;
  [[nodiscard]] nlohmann::json lobby_json(const Member& member) const;
  [[nodiscard]] nlohmann::json from_json(const Member& member) const;
  [[nodiscard]] std::optional<kernel::Seat> viewer_of(const Member& member) const;
  [[nodiscard]] bool connected(const std::string& session_id) const;

  // table_outbox.cpp: what they are told.
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
  void release_outbox();  // nothing is on its way to disk any more: send what waited

  // table_core.cpp: the routing of a member's message, turn-taking, timers.
  void do_receive(const std::shared_ptr<Session>& session, const std::shared_ptr<ClientLink>& link,
                  const protocol::in::Message& message, std::optional<std::uint64_t> seq,
                  kernel::Millis arrival, kernel::Millis smoothed_rtt);
  // Runs `work` now, or once no input is on its way to disk (in arrival order).
  void settled(std::function<void()> work);
  void run_waiting();  // what waited, as far as its turn has come
  // Whether a person's input may be applied now: nothing waits before it, and fewer than
  // the most inputs a table may have on their way to disk are.
  [[nodiscard]] bool input_may_go() const;
  void carry_out(const std::vector<kernel::Effect>& effects);
  // This table's engine time now (clock_offset_).
  [[nodiscard]] kernel::Millis table_now() const { return now_ms() + clock_offset_; }
  // Another node holds the table now (a write was refused lease_lost): it stops here and
  // its members are sent after it, once.
  void lease_lost();
  [[nodiscard]] kernel::Millis one_way_latency(int seat, kernel::Millis smoothed_rtt) const;

  // table_lobby.cpp: the lobby's commands, the bots' seats, the pause between rounds.
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
  void set_occupant_count();
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
  [[nodiscard]] std::optional<kernel::Millis> next_round_due() const;
  void wake_bots();
  [[nodiscard]] static bool played_by_bot(const Occupant& occupant) {
    return occupant.kind == OccupantKind::bot || occupant.stand_in;
  }
  // A bot stands in for a disconnected person whose turn clock ran out, until they return.
  void stand_in_if_away(kernel::Seat clocked);
  void hand_back(int seat);

  // table_rematch.cpp: after the game, a new table of the same game with the same seats,
  // offered to everyone here (the first request opens it; later ones are told the same
  // table).
  [[nodiscard]] std::optional<protocol::ProtocolError> offer_rematch(const Member& member);

  // table_chat.cpp: a chat line or reaction from `member`; refused when the table's
  // budget is spent.
  void talk(const Member& member, const protocol::in::Message& message,
            std::optional<std::uint64_t> seq, kernel::Millis arrival);

  // table_journal.cpp: what the journal keeps of the lobby, the creation, the game's end.
  void record_lobby();
  void submit_lobby();
  void lobby_stored(const storage::Status& stored);
  void creation_stored(const storage::Status& stored);
  // storage_unavailable for a request to a table whose creation was refused.
  void refuse_for_creation(const std::shared_ptr<ClientLink>& link,
                           std::optional<std::uint64_t> seq);
  [[nodiscard]] nlohmann::json stored_lobby_json() const;
  // The lobby a restart finds in the store: members (with `sessions`) and seats.
  void restore_lobby(const nlohmann::json& lobby,
                     const std::map<std::string, std::shared_ptr<Session>>& sessions);
  // What the table does with the game-over record's write: after a refusal of the record
  // alone, it is tried again a little later, as long as the table is open.
  [[nodiscard]] JournalWriter::Done finish_done(JournalWriter::Task task);

  [[nodiscard]] std::shared_ptr<TableCore> self() {
    return std::static_pointer_cast<TableCore>(shared_from_this());
  }
  [[nodiscard]] std::weak_ptr<TableCore> weak_self() { return self(); }

  net::strand<net::io_context::executor_type> strand_;
  const std::string code_;
  Metrics& metrics_;
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
  // One entry per input on its way to disk, oldest first: what to tell once it is back
  // (the refusals of inputs that came after it).
  std::deque<std::vector<std::function<void()>>> unstored_;
  int lobby_writes_ = 0;         // lobby changes on their way to disk
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
  std::function<void(const std::string&, const TableHost*, std::uint64_t,
                     std::vector<std::shared_ptr<Session>>)>
      lost_;
  // The engine time of this table is the node's (clock.hpp) plus this: a table restored
  // or adopted goes on from its last recorded input's time, so the time it spent on no
  // node counts against nobody's turn clock or claim window (docs/cluster.md).
  kernel::Millis clock_offset_ = 0;
  std::weak_ptr<TableHost> rematch_table_;  // gone: closed (or never stored), open anew
  std::string rematch_code_;                // the rematch table, once someone asked for it
  std::set<std::string> removed_;           // sessions the host removed: not let back in
  // Chat and reactions from the players together, and from the spectators together in a
  // smaller budget of their own: a crowd (or one spectator) can neither drown the
  // players' screens nor spend the players' budget (each connection has its limit too).
  TokenBucket talk_budget_;
  TokenBucket spectator_talk_budget_;
};

// The timers' slots, by kind.
[[nodiscard]] inline std::size_t timer_slot(kernel::TimerKind kind) {
  return static_cast<std::size_t>(kind);
}

}  // namespace jongtable::server
