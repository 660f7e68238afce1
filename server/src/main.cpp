// jongtable-server: the table server. Prints "listening on <addr>:<port>" once ready.

#include <unistd.h>

#include <algorithm>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <thread>
#include <vector>

#include "api_worker.hpp"
#include "clock.hpp"
#include "config.hpp"
#include "data_dir_lock.hpp"
#include "front_door.hpp"
#include "json_log.hpp"
#include "listener.hpp"
#include "lobby.hpp"
#include "loop_watch.hpp"
#include "metrics.hpp"

extern char** environ;

namespace {
constexpr std::size_t kDoorHeadroom = 64;

jongtable::storage::StoreOptions store_options(const jongtable::server::Config& config) {
  jongtable::storage::StoreOptions options;
  options.busy_timeout_ms = config.storage_busy_ms;
  options.lease_ms = config.lease_ms;
  options.node_id = config.node_id;
  return options;
}
}  // namespace

int main(int argc, char** argv) {
  using namespace jongtable::server;
  // A log reader that went away (a closed pipe on stderr) must not kill the server with
  // it: writes to it fail quietly instead. Sockets never raise SIGPIPE (Asio sends
  // with MSG_NOSIGNAL); this covers the log and standard output, and a stray
  // `kill -PIPE`. A file grown past the host's size limit (ulimit -f) raises SIGXFSZ,
  // which would end the process mid-write: ignored, the write fails with EFBIG and the
  // store refuses it like a full disk (storage_unavailable).
  std::signal(SIGPIPE, SIG_IGN);
  std::signal(SIGXFSZ, SIG_IGN);
  std::vector<std::string> args(argv + 1, argv + argc);
  std::vector<std::pair<std::string, std::string>> env;
  for (char** e = environ; *e; ++e) {
    const std::string entry(*e);
    if (const auto eq = entry.find('=');
        eq != std::string::npos && entry.rfind("JONGTABLE_", 0) == 0) {
      env.emplace_back(entry.substr(0, eq), entry.substr(eq + 1));
    }
  }
  const auto parsed = parse_config(args, env);
  if (parsed.help) {
    std::cout << usage();
    return 0;
  }
  if (!parsed.error.empty()) {
    std::cerr << "jongtable-server: " << parsed.error << "\n" << usage();
    return 2;
  }
  Config config = parsed.config;
  if (config.node_id.empty()) {
    char host[256] = {};
    config.node_id = gethostname(host, sizeof host - 1) == 0 && host[0] != '\0' ? host : "node";
  }
  setup_json_log(config.log_level);

  // The journal: fail fast when it cannot be opened, rather than play unrecorded games.
  std::shared_ptr<jongtable::storage::Store> store;
  std::vector<jongtable::storage::StoredTable> live;
  DataDirLock folder_lock;
  std::string where;  // for messages: never the URI, which may hold a password
  if (!config.store.empty()) {
    where = "the PostgreSQL store";
    auto opened = jongtable::storage::Store::open_location(config.store, store_options(config));
    if (!opened) {
      std::cerr << "jongtable-server: cannot open " << where << ": " << opened.error().message
                << "\n";
      return 1;
    }
    store = std::make_shared<jongtable::storage::Store>(std::move(opened).value());
  } else if (!config.data_dir.empty()) {
    // Before the store is even opened: a second server must not restore the tables.
    if (const auto problem = folder_lock.acquire(config.data_dir); !problem.empty()) {
      std::cerr << "jongtable-server: " << problem << "\n";
      return 1;
    }
    const auto path = std::filesystem::path(config.data_dir) / "jongtable.sqlite";
    where = "the game store " + path.string();
    auto opened = jongtable::storage::Store::open(path, store_options(config));
    if (!opened) {
      std::cerr << "jongtable-server: cannot open " << where << ": " << opened.error().message
                << "\n";
      return 1;
    }
    store = std::make_shared<jongtable::storage::Store>(std::move(opened).value());
  }
  if (store) {
    // On PostgreSQL: the tables this node may take, now leased to it.
    auto loaded = store->load_live_tables();
    if (!loaded) {
      std::cerr << "jongtable-server: cannot read " << where << ": " << loaded.error().message
                << "\n";
      return 1;
    }
    live = std::move(loaded).value();
    // Engine time goes on from the newest recorded input (see clock.hpp).
    jongtable::kernel::Millis newest = 0;
    for (const auto& table : live) {
      if (!table.inputs.empty()) newest = std::max(newest, table.inputs.back().at_ms);
    }
    if (newest > 0) clock_shift() = newest - steady_ms();
  }

  // Declared before the I/O contexts, so they outlive them: the handlers a stopped
  // context drops as it goes hold tables and sessions, whose destructors count
  // themselves out of the metrics.
  Metrics metrics;
  net::io_context ioc(config.threads);
  // The door (accepting, HTTP, probes) has a thread of its own; see listener.hpp.
  net::io_context front(1);
  // Every TCP connection counts at the door, plain HTTP too: the WebSockets' own cap
  // plus room for probes and page loads when they are all taken.
  FrontDoor door(config.max_per_address, config.max_connections + kDoorHeadroom);
  Lobby lobby(ioc, config, metrics, store);
  if (!live.empty()) {
    const auto restored = lobby.restore_tables(live);
    log_event(spdlog::level::info, "tables_restored",
              {{"restored", restored}, {"stored", live.size()}});
  }
  // After the contexts and the lobby, so it is gone before them: its queued jobs hold
  // HTTP sessions, whose sockets belong to `front`.
  ApiWorker api(config.max_api_pending, config.max_api_pending_per_address, metrics);
  std::shared_ptr<Listener> listener;
  try {
    listener = std::make_shared<Listener>(
        front, ioc, tcp::endpoint(net::ip::make_address(config.bind), config.port), lobby, config,
        metrics, door, api);
  } catch (const std::exception& e) {
    std::cerr << "jongtable-server: cannot listen on " << config.bind << ":" << config.port << ": "
              << e.what() << "\n";
    return 1;
  }
  listener->run();
  lobby.start_sweeping();
  lobby.start_watching_leases();
  LoopWatch pulse(ioc, front, config, metrics);
  pulse.start();
  const auto bound = listener->local_endpoint();
  std::cout << "listening on " << bound.address().to_string() << ":" << bound.port() << std::endl;
  log_event(spdlog::level::info, "listening",
            {{"address", bound.address().to_string()},
             {"port", bound.port()},
             {"web_root", config.web_root},
             {"scenarios", config.allow_scenarios},
             {"short_clocks", config.allow_short_clocks}});

  // SIGTERM: stop accepting, say goodbye to every client, let writes finish, then stop.
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  net::steady_timer grace(ioc);
  signals.async_wait([&](boost::system::error_code ec, int signal) {
    if (ec) return;
    log_event(spdlog::level::info, "shutting_down", {{"signal", signal}});
    listener->stop();
    lobby.shut_down();
    grace.expires_after(std::chrono::milliseconds(config.shutdown_grace_ms));
    grace.async_wait([&](boost::system::error_code) {
      front.stop();
      ioc.stop();
    });
  });
  // SIGHUP (a closed terminal, or an operator's habit of "reload"): there is nothing to
  // reload, so it is logged and the server plays on. Documented in --help and docker/README.
  // SIGUSR1 and SIGUSR2 (a host's scripts poking at processes) would end it by default:
  // they are logged and ignored the same way.
  net::signal_set hangups(front, SIGHUP, SIGUSR1, SIGUSR2);
  std::function<void()> await_hangup = [&] {
    hangups.async_wait([&](boost::system::error_code ec, int signal) {
      if (ec) return;
      log_event(spdlog::level::info, signal == SIGHUP ? "sighup_ignored" : "signal_ignored",
                {{"signal", signal}, {"note", "nothing to reload; still running (SIGTERM stops)"}});
      await_hangup();
    });
  };
  await_hangup();

  std::vector<std::thread> threads;
  threads.emplace_back([&front] { front.run(); });
  for (int i = 1; i < config.threads; ++i) threads.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  front.stop();
  for (auto& thread : threads) thread.join();
  api.stop();
  lobby.stop_journal();
  log_event(spdlog::level::info, "stopped");
  spdlog::shutdown();
  return 0;
}
