#include "journal_writer.hpp"

#include <pthread.h>

#include <boost/asio/post.hpp>

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

void JournalWriter::submit(std::string table_id, storage::InputRecord input, Done done) {
  gather([&] { gathering_.push_back({std::move(table_id), std::move(input)}); }, std::move(done));
}

void JournalWriter::submit_lobby(std::string table_id, std::string lobby_json, Done done) {
  gather(
      [&] {
        lobbies_.push_back({std::move(table_id), std::move(lobby_json)});
      },
      std::move(done));
}

void JournalWriter::gather(const std::function<void()>& add, Done done) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_) return;
    add();
    callbacks_.push_back(std::move(done));
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

void JournalWriter::run() {
  std::vector<storage::TableInput> batch;
  std::vector<storage::LobbyUpdate> lobbies;
  std::vector<Done> callbacks;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || (kicked_ && !callbacks_.empty()); });
      if (callbacks_.empty()) return;  // stopping, and nothing left to store
      kicked_ = false;
      batch.swap(gathering_);
      lobbies.swap(lobbies_);
      callbacks.swap(callbacks_);
    }
    const storage::Status stored = store_->append(batch, lobbies);
    if (stored) {
      ++metrics_.journal_batches;
      metrics_.journal_inputs += batch.size();
    } else {
      metrics_.journal_failed();
      log_event(spdlog::level::err, "journal_write_failed",
                {{"inputs", batch.size()},
                 {"lobbies", lobbies.size()},
                 {"code", std::string(storage::code(stored.error().errc))},
                 {"message", stored.error().message}});
    }
    boost::asio::post(done_on_, [callbacks = std::move(callbacks), stored] {
      for (const auto& done : callbacks) done(stored);
    });
    batch.clear();
    lobbies.clear();
    callbacks = {};
  }
}

}  // namespace jongtable::server
