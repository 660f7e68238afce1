#include "journal_writer.hpp"

#include <pthread.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <utility>

#include "json_log.hpp"

namespace jongtable::server {

JournalWriter::JournalWriter(std::shared_ptr<storage::Store> store, Metrics& metrics,
                             boost::asio::any_io_executor done_on)
    : store_(std::move(store)),
      metrics_(metrics),
      done_on_(std::move(done_on)),
      thread_([this] { run(); }) {
  pthread_setname_np(thread_.native_handle(), "journal");
}

JournalWriter::~JournalWriter() {
  stop();
}

void JournalWriter::stop() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void JournalWriter::submit(std::string table_id, storage::InputRecord input, Done done, Task then,
                           Done then_done) {
  gather([&] {
    const std::size_t input_at = callbacks_.size();
    gathering_.push_back({std::move(table_id), std::move(input)});
    input_done_.push_back(input_at);
    callbacks_.push_back(std::move(done));
    ++metrics_.journal_queued;
    if (!then) return;
    tasks_.push_back({std::move(then), callbacks_.size(), input_at});
    callbacks_.push_back(std::move(then_done));
  });
}

void JournalWriter::submit_lobby(std::string table_id, std::string lobby_json, Done done) {
  gather([&] {
    lobbies_.push_back({std::move(table_id), std::move(lobby_json)});
    callbacks_.push_back(std::move(done));
  });
}

void JournalWriter::submit_task(Task task, Done done) {
  gather([&] {
    tasks_.push_back({std::move(task), callbacks_.size(), std::nullopt});
    callbacks_.push_back(std::move(done));
  });
}

void JournalWriter::gather(const std::function<void()>& add) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_) return;
    add();
    if (kick_posted_) return;
    kick_posted_ = true;
  }
  boost::asio::post(done_on_, [weak = weak_from_this()] {
    if (const auto self = weak.lock()) self->kick();
  });
}

void JournalWriter::kick() {
  {
    const std::lock_guard lock(mutex_);
    kick_posted_ = false;
    kicked_ = true;
  }
  wake_.notify_one();
}

void JournalWriter::forget(std::string table_id, Done done) {
  // A task runs on the writer thread, the only one that touches refused_from_.
  submit_task(
      [this, table_id = std::move(table_id)](storage::Store&) -> storage::Status {
        refused_from_.erase(table_id);
        return storage::Done{};
      },
      done ? std::move(done) : [](const storage::Status&) {});
}

std::vector<std::size_t> JournalWriter::drop_after_refused(std::vector<storage::TableInput>& batch,
                                                           std::vector<std::size_t>& input_done) {
  std::vector<std::size_t> dropped;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    const auto found = refused_from_.find(batch[i].table_id);
    if (found != refused_from_.end()) {
      if (batch[i].input.seq > found->second) {
        dropped.push_back(input_done[i]);
        continue;
      }
      refused_from_.erase(found);  // the table went back to what was stored
    }
    if (kept != i) {
      batch[kept] = std::move(batch[i]);
      input_done[kept] = input_done[i];
    }
    ++kept;
  }
  batch.resize(kept);
  input_done.resize(kept);
  return dropped;
}

void JournalWriter::remember_refused(const std::vector<storage::TableInput>& batch) {
  for (const auto& [table_id, input] : batch) {
    const auto [at, added] = refused_from_.try_emplace(table_id, input.seq);
    if (!added) at->second = std::min(at->second, input.seq);
  }
}

void JournalWriter::run() {
  std::vector<storage::TableInput> batch;
  std::vector<std::size_t> input_done;
  std::vector<storage::LobbyUpdate> lobbies;
  std::vector<GatheredTask> tasks;
  std::vector<Done> callbacks;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || (kicked_ && !callbacks_.empty()); });
      if (callbacks_.empty()) return;  // stopping, and nothing left to store
      kicked_ = false;
      batch.swap(gathering_);
      input_done.swap(input_done_);
      lobbies.swap(lobbies_);
      tasks.swap(tasks_);
      callbacks.swap(callbacks_);
    }
    const auto taken = static_cast<std::int64_t>(batch.size());
    auto dropped = drop_after_refused(batch, input_done);
    const storage::Status stored = store_->append(batch, lobbies);
    metrics_.journal_queued -= taken;
    if (stored && (!batch.empty() || !lobbies.empty())) {
      ++metrics_.journal_batches;
      metrics_.journal_inputs += batch.size();
    } else if (!stored) {
      remember_refused(batch);
      metrics_.journal_failed();
      log_event(spdlog::level::err, "journal_write_failed",
                {{"inputs", batch.size()},
                 {"lobbies", lobbies.size()},
                 {"code", std::string(storage::code(stored.error().errc))},
                 {"message", stored.error().message}});
    }
    // By callback index, in the order they were gathered. A task that follows an input
    // is not run if that input was not stored.
    std::vector<std::pair<std::size_t, storage::Status>> task_results;
    for (auto& [task, done, after_input] : tasks) {
      const bool input_refused =
          after_input &&
          (!stored || std::binary_search(dropped.begin(), dropped.end(), *after_input));
      if (input_refused) {
        task_results.emplace_back(
            done, storage::StoreError{storage::StoreErrc::failed,
                                      "not run: the input it follows was not stored"});
        continue;
      }
      auto result = task(*store_);
      if (!result) metrics_.journal_failed();  // readiness says the store is failing
      task_results.emplace_back(done, std::move(result));
    }
    boost::asio::post(
        done_on_, [callbacks = std::move(callbacks), stored, dropped = std::move(dropped),
                   task_results = std::move(task_results)] {
          const storage::Status follows_refused = storage::StoreError{
              storage::StoreErrc::failed, "not stored: an earlier input of its table was refused"};
          auto next_dropped = dropped.begin();
          auto next_task = task_results.begin();
          for (std::size_t i = 0; i < callbacks.size(); ++i) {
            if (next_task != task_results.end() && next_task->first == i) {
              callbacks[i]((next_task++)->second);
              continue;
            }
            const bool drop = next_dropped != dropped.end() && *next_dropped == i;
            if (drop) ++next_dropped;
            callbacks[i](drop ? follows_refused : stored);
          }
        });
    batch.clear();
    input_done.clear();
    lobbies.clear();
    tasks.clear();
    callbacks = {};
  }
}

}  // namespace jongtable::server
