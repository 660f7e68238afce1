#pragma once
// A table as the lobby and the sessions see it, and what every table is made with.

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "client_link.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/storage/store.hpp"
#include "session.hpp"

namespace jongtable::server {

namespace net = boost::asio;

class JournalWriter;

struct TableOptions {
  std::pair<kernel::Millis, kernel::Millis> bot_delay_ms{400, 1200};
  std::uint64_t bot_seed = 0;
  std::vector<kernel::Millis> assumed_rtt_ms;  // scenario tables only
  // The journal's writer, which stores every table's writes in batches (group commit;
  // null: nothing kept on disk), this table's id in the journal, and its shuffle seed
  // (the fairness salts derive from it).
  std::shared_ptr<JournalWriter> journal;
  std::string table_id;
  std::uint64_t seed = 0;
  // Opens a new table of the same game and settings for a rematch (null when the server
  // cannot hold another table), with these options added: what the game's rules carry
  // from the finished game (an empty object for most). Set by the lobby.
  std::function<std::shared_ptr<class TableHost>(const nlohmann::json& carried)> open_rematch;
  // Lets go of this table's code when its creation could not be stored. Set by the lobby.
  std::function<void(const std::string& code, const class TableHost* table)> forget;
  // Another node took this table (its write was refused lease_lost): the lobby forgets it
  // and sends its `members` after it. Set by the lobby.
  std::function<void(const std::string& code, const class TableHost* table, std::uint64_t version,
                     std::vector<std::shared_ptr<Session>> members)>
      lost;
  // The table's chat budget, its players together (Config::table_chat_*), and a smaller
  // one for its spectators together (Config::spectator_chat_*).
  double talk_per_second = 2.0;
  double talk_burst = 12.0;
  double spectator_talk_per_second = 0.5;
  double spectator_talk_burst = 4.0;
};

// Who sits where at a rematch: the same people (by session) and bots, in the same seats.
struct RematchSeat {
  enum class Kind { empty, person, bot } kind = Kind::empty;
  std::string session_id;  // a person's
  std::string name;
  std::string strength;  // a bot's
};

// A table's last chat lines, oldest first, for whoever joins it or comes back to it.
// Any member can fill it, so it is bounded in lines and in bytes; the oldest go first.
class ChatHistory {
 public:
  static constexpr std::size_t kMaxLines = 50;
  static constexpr std::size_t kMaxBytes = 16 * 1024;

  void add(nlohmann::json from, std::string text);
  [[nodiscard]] bool empty() const { return lines_.empty(); }
  // [{from, text}, ...], oldest first.
  [[nodiscard]] nlohmann::json messages() const;

 private:
  struct Line {
    nlohmann::json from;
    std::string text;
    std::size_t bytes = 0;
  };
  std::deque<Line> lines_;
  std::size_t bytes_ = 0;
};

// The names a table shows for the people at it. Someone whose name equals, ignoring the
// case of A-Z, a name already shown here is shown with the first free number: "Ana (2)".
// Their session keeps its own name everywhere else.
class TableNames {
 public:
  // Gives `session_id` the name it is shown by here, given those shown for the others.
  void assign(const std::string& session_id, const std::string& name,
              const std::vector<std::string>& taken);
  // The name given to `session_id`, or `fallback` if it was given none.
  [[nodiscard]] std::string shown(const std::string& session_id, const std::string& fallback) const;
  void forget(const std::string& session_id) { shown_.erase(session_id); }

 private:
  std::map<std::string, std::string> shown_;  // by session id
};

// What the lobby and the sessions know of a table, whatever game it plays. Each ruleset's
// table is a RulesTable<Rules> (rules_table.hpp); nothing outside it asks which game.
class TableHost : public std::enable_shared_from_this<TableHost> {
 public:
  virtual ~TableHost() = default;

  [[nodiscard]] virtual const std::string& code() const = 0;
  [[nodiscard]] virtual const std::string& table_id() const = 0;

  // A session joins (create_table's creator with `created`, or join_table).
  virtual void join(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                    bool as_player, std::optional<std::uint64_t> last_version,
                    std::optional<std::uint64_t> seq, bool created) = 0;
  // A session that belongs here came back on a new connection (hello with a token).
  virtual void resume(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                      std::optional<std::uint64_t> last_version) = 0;
  // Any table message from a member. `arrival` was stamped when the frame was read.
  virtual void receive(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                       protocol::in::Message message, std::optional<std::uint64_t> seq,
                       kernel::Millis arrival, kernel::Millis smoothed_rtt) = 0;
  // The connection closed; a seated player keeps the seat.
  virtual void detach(std::shared_ptr<Session> session, std::uint64_t link_id) = 0;
  // SIGTERM: stop the timers and bots.
  virtual void shut_down() = 0;
  // After the I/O threads have stopped, and only then: drops the work waiting for an
  // input that will never come back from disk. That work holds the table itself, so
  // kept it would keep the table (and the store) alive past the end of the process.
  virtual void drop_waiting_work() = 0;

  // Rebuilds the table from its journal: lobby, then every input through the engine,
  // then timers and bots. Call once, before anyone can reach the table. False (and a log
  // line) if an input no longer applies.
  [[nodiscard]] virtual bool restore(
      const storage::StoredTable& stored,
      const std::map<std::string, std::shared_ptr<Session>>& sessions) = 0;
  // Test probe (--allow-scenarios): `done` gets {code, id, version, state_hash, phase},
  // called on the table's strand.
  virtual void probe(std::function<void(nlohmann::json)> done) = 0;

  // The lobby let go of this table (nobody was there for long enough): stop its timers
  // and bots, and unless its game is over, mark it abandoned in the journal so a restart
  // does not bring it back. Its finished game stays readable as a replay.
  virtual void retire() = 0;

  // A new table, before anyone can reach it: its creation goes to the journal's writer,
  // and until it is stored the table says nothing and stores nothing else (what people
  // do meanwhile waits). If the store refuses it, whoever is at the table is told
  // `storage_unavailable` and the table closes.
  virtual void record_creation(storage::TableRecord record) = 0;

  // A rematch table, before anyone can reach it: its seats kept for the previous game's
  // people and bots, and its host.
  virtual void seat_rematch(std::vector<RematchSeat> seats, std::string host_session) = 0;

  // What the lobby's sweep and its per-address cap read, from any thread: the stage,
  // and since when nobody (player or spectator) has been connected (-1: someone is).
  enum class Stage : int { waiting, playing, over };
  [[nodiscard]] Stage stage() const { return stage_.load(std::memory_order_relaxed); }
  [[nodiscard]] kernel::Millis deserted_since() const {
    return deserted_since_.load(std::memory_order_relaxed);
  }
  // Whether the table's creation is still on its way to the disk: such a table is not let
  // go (its write would be queued for nothing, and its place under the limits freed while
  // the write still costs).
  [[nodiscard]] bool creation_waiting() const {
    return creation_waiting_.load(std::memory_order_relaxed);
  }
  // Whether a person (not a bot) holds a seat: a table of bots alone that nobody watches
  // plays for no one, and is let go sooner (Config::idle_bot_table_ms).
  [[nodiscard]] bool person_seated() const {
    return person_seated_.load(std::memory_order_relaxed);
  }
  // The table's event version as last told to its members, for the frames a connection
  // sends on its own (rate_limited, bye), so that every frame at a table carries it.
  [[nodiscard]] std::uint64_t published_version() const {
    return published_version_.load(std::memory_order_relaxed);
  }

 protected:
  // Called on the strand whenever either may have changed.
  void publish_version(std::uint64_t version) {
    published_version_.store(version, std::memory_order_relaxed);
  }
  void note_creation_waiting(bool waiting) {
    creation_waiting_.store(waiting, std::memory_order_relaxed);
  }
  void note_liveness(Stage stage, bool anyone_connected, bool person_seated, kernel::Millis now) {
    stage_.store(stage, std::memory_order_relaxed);
    person_seated_.store(person_seated, std::memory_order_relaxed);
    if (anyone_connected) {
      deserted_since_.store(-1, std::memory_order_relaxed);
    } else if (deserted_since_.load(std::memory_order_relaxed) < 0) {
      deserted_since_.store(now, std::memory_order_relaxed);
    }
  }

  // Touched only on the table's strand, like the rest of a table's state.
  ChatHistory chat_history_;
  TableNames table_names_;

 private:
  std::atomic<Stage> stage_{Stage::waiting};
  std::atomic<kernel::Millis> deserted_since_{-1};
  std::atomic<bool> person_seated_{false};
  std::atomic<bool> creation_waiting_{false};
  std::atomic<std::uint64_t> published_version_{0};
};

}  // namespace jongtable::server
