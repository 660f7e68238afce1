#pragma once
// Group commit: every table's inputs and lobby changes go to one writer thread, which stores
// whatever has gathered since its last write in a single transaction (one sync to disk for the
// lot). While one batch is on its way to disk the next one gathers, so at a busy server a sync
// carries many inputs and no table strand ever waits on the disk.
//
// A batch closes when the I/O thread has run the work that was ready when its first input
// came, not at the first input: the first submit posts a "kick" to the I/O threads, and
// only the kick wakes the writer. Woken at each submit, the writer (which shares the I/O
// thread's core on a small machine) preempted the I/O thread for every input or two, and
// those switches and per-batch syncs were most of what the journal cost at 10,000
// connections; the kick waits behind handlers that were already queued, so an idle
// server's input still goes to disk at once.
//
// Each input's `done` is called on the I/O threads (`done_on`) once its batch is durable
// (ok) or refused (the error; then nothing of the batch was stored). A batch is handed
// back in one post, not one per input: a post from another thread wakes the I/O thread
// and takes the scheduler's lock, and at 10,000 connections those wakes were a good part
// of what the journal cost. Callers post on to their own strand from `done`. `done_on` must
// run one handler at a time (a strand): a table has inputs in several batches at once, and
// their `done`s must reach its strand in the journal's order.
//
// A table applies its inputs on top of ones still on their way to disk. If a batch is
// refused, the inputs its tables handed in after the refused ones were built on them:
// the writer refuses those too (without writing them) until the table hands in the
// refused version again, so a table's journal never has a gap.
//
// The thread is named "journal" (see /proc/PID/task/*/comm), so a deployment or the load
// benchmark can give it cores of its own.

#include <boost/asio/any_io_executor.hpp>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <vector>

#include "jongtable/storage/store.hpp"
#include "metrics.hpp"

namespace jongtable::server {

class JournalWriter : public std::enable_shared_from_this<JournalWriter> {
 public:
  using Done = std::function<void(const storage::Status&)>;

  // Made with std::make_shared: a kick on its way to the I/O threads holds it weakly.
  JournalWriter(std::shared_ptr<storage::Store> store, Metrics& metrics,
                boost::asio::any_io_executor done_on);
  ~JournalWriter();  // stop()

  // Stores what was handed in, then ends the thread; its last batch's `done` is posted
  // like any other. At shutdown this runs while the I/O context still exists, because
  // the tables that share this writer may outlive the lobby in handlers that context
  // drops. Later inputs are not stored and their `done` is never called.
  void stop();
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;

  // A write of its own for what is rare and not an input (a finished game, an abandoned
  // table), so that no table strand waits on the disk for it: run on the writer thread,
  // after the batch it gathered with, in its own transaction; its `done` gets its result.
  using Task = std::function<storage::Status(storage::Store&)>;

  // `then`, if given, is run after the input is stored (and not at all if it is not),
  // and its `then_done` is called right after the input's `done`: a game's last move
  // is told only once the record of its end is written too.
  void submit(std::string table_id, storage::InputRecord input, Done done, Task then = {},
              Done then_done = {});
  // A table's lobby as it is now (seats, members), stored in the next batch.
  void submit_lobby(std::string table_id, std::string lobby_json, Done done);
  void submit_task(Task task, Done done);
  // The table has left memory: what the writer remembers of its refused inputs goes too
  // (on the writer thread, in turn with everything handed in before). `done`, if given,
  // is told once it has.
  void forget(std::string table_id, Done done = {});
  // How many tables' later inputs wait for a refused one to come back. Tests read it
  // after a `done` of the writer's, which orders it after the writer's changes.
  [[nodiscard]] std::size_t tables_refused() const { return refused_from_.size(); }

 private:
  void gather(const std::function<void()>& add);  // add() runs under the lock
  void kick();  // on an I/O thread: what gathered so far may be written
  void run();
  // Takes out of `batch` the inputs that follow a refused one of their table; returns
  // their callbacks' indexes, in order.
  std::vector<std::size_t> drop_after_refused(std::vector<storage::TableInput>& batch,
                                              std::vector<std::size_t>& input_done);
  void remember_refused(const std::vector<storage::TableInput>& batch);

  std::shared_ptr<storage::Store> store_;
  Metrics& metrics_;
  boost::asio::any_io_executor done_on_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<storage::TableInput> gathering_;
  std::vector<std::size_t> input_done_;  // each gathered input's index in callbacks_
  std::vector<storage::LobbyUpdate> lobbies_;
  struct GatheredTask {
    Task task;
    std::size_t done;                        // its index in callbacks_
    std::optional<std::size_t> after_input;  // the index of the input it follows
  };
  std::vector<GatheredTask> tasks_;
  std::vector<Done> callbacks_;
  bool stopping_ = false;
  bool kick_posted_ = false;  // a kick is on its way to the I/O threads
  bool kicked_ = false;       // it arrived: the writer may take what gathered
  // The writer thread's own: by table id, the lowest seq of a refused batch, until the
  // table hands that seq in again.
  std::unordered_map<std::string, std::int64_t> refused_from_;
  std::thread thread_;
};

}  // namespace jongtable::server
