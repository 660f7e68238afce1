// jongtable-loadgen: drives jongtable-server (or the relay floor) with many tables from
// one thread and reports throughput, latency, and the server's CPU and memory per unit.
// See bench/README.md. Phases: ramp connections (RSS per connection), form tables (RSS
// per table), warm up, measure for --duration, report.

#include <sched.h>

#include <boost/asio/steady_timer.hpp>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>

#include "game_driver.hpp"
#include "options.hpp"
#include "proc_stats.hpp"
#include "relay_driver.hpp"

using namespace jongtable::loadgen;

namespace {

// Runs `then` once `done()` holds or `limit_s` passed, checking every 10 ms.
void when(net::steady_timer& timer, std::function<bool()> done, double limit_s,
          std::function<void(bool)> then, std::int64_t since_us = 0) {
  if (since_us == 0) since_us = now_us();
  if (done()) return then(true);
  if (static_cast<double>(now_us() - since_us) / 1e6 > limit_s) return then(false);
  timer.expires_after(std::chrono::milliseconds(10));
  timer.async_wait([&timer, done = std::move(done), limit_s, then = std::move(then),
                    since_us](boost::system::error_code) mutable {
    when(timer, std::move(done), limit_s, std::move(then), since_us);
  });
}

// Calls `step(i)` for i = 0..count-1 at `per_second`, then `then()`.
void ramp(net::steady_timer& timer, int count, double per_second, std::function<void(int)> step,
          std::function<void()> then) {
  auto start = now_us();
  auto next = std::make_shared<int>(0);
  auto tick = std::make_shared<std::function<void()>>();
  // The pending wait owns the tick, the tick only knows itself: holding itself, it would
  // never be freed (LeakSanitizer said so).
  std::weak_ptr<std::function<void()>> self = tick;
  *tick = [&timer, count, per_second, step, then, start, next, self] {
    const double due = per_second * static_cast<double>(now_us() - start) / 1e6 + 1;
    while (*next < count && *next < due) step((*next)++);
    if (*next >= count) return then();
    timer.expires_after(std::chrono::milliseconds(1));
    timer.async_wait([again = self.lock()](boost::system::error_code) { (*again)(); });
  };
  (*tick)();
}

struct Marks {
  ProcSample idle, connected, seated, before, after;
  double own_before = 0, own_after = 0;
  std::int64_t measured_us = 0;
  std::int64_t connected_us = 0, seated_us = 0;  // when phases (1) and (2) ended
};

}  // namespace

int main(int argc, char** argv) {
  const auto parsed = parse_options(argc, argv);
  if (!parsed) return 2;
  const Options options = *parsed;
  if (options.pin_cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(*options.pin_cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) std::perror("sched_setaffinity");
  }
  const int pid = options.server_pid ? options.server_pid : pid_listening_on(options.port);
  auto sample = [pid] { return sample_process(pid).value_or(ProcSample{}); };

  net::io_context ioc(1);
  std::unique_ptr<Driver> driver;
  if (options.target == Target::server) {
    driver = std::make_unique<GameDriver>(ioc, options);
  } else {
    driver = std::make_unique<RelayDriver>(ioc, options);
  }
  const int humans = options.target == Target::server ? 4 - options.bots_per_table : 4;
  const int tables = options.connections / humans;
  const int connections = tables * humans;
  Pacer pacer(ioc, options.intent_rate);
  net::steady_timer timer(ioc);
  Marks marks;
  marks.idle = sample();
  bool ok = true;
  auto note = [](const std::string& text) { std::cerr << "loadgen: " << text << std::endl; };

  // Phase 1: connections.
  ramp(
      timer, connections, options.ramp_rate, [&](int i) { driver->open_connection(i); },
      [&] {
        when(
            timer, [&] { return driver->ready() + driver->failed() >= connections; },
            30 + connections / options.ramp_rate,
            [&](bool) {
              note(std::to_string(driver->ready()) + " connections ready");
              marks.connected = sample();
              marks.connected_us = now_us();
              // Phase 2: tables.
              ramp(
                  timer, tables, options.ramp_rate / humans, [&](int t) { driver->form_table(t); },
                  [&] {
                    when(
                        timer, [&] { return driver->started() >= tables; },
                        30 + tables * humans / options.ramp_rate,
                        [&](bool all) {
                          if (!all)
                            note("only " + std::to_string(driver->started()) + " tables started");
                          marks.seated = sample();
                          marks.seated_us = now_us();
                          // Phase 3: play; measure after the warm-up.
                          driver->start_play(pacer);
                          pacer.start();
                          timer.expires_after(
                              std::chrono::milliseconds(static_cast<int>(options.warmup_s * 1000)));
                          timer.async_wait([&](boost::system::error_code) {
                            marks.before = sample();
                            marks.own_before = own_cpu_seconds();
                            driver->stats.measure_from_us = now_us();
                            driver->stats.measuring = true;
                            timer.expires_after(std::chrono::milliseconds(
                                static_cast<int>(options.duration_s * 1000)));
                            timer.async_wait([&](boost::system::error_code) {
                              marks.after = sample();
                              marks.own_after = own_cpu_seconds();
                              marks.measured_us = now_us() - driver->stats.measure_from_us;
                              driver->stats.measuring = false;
                              pacer.stop();
                              ioc.stop();
                            });
                          });
                        });
                  });
            });
      });
  ioc.run();

  Stats& s = driver->stats;
  if (!options.trace.empty()) {
    if (std::FILE* out = std::fopen(options.trace.c_str(), "w")) {
      for (const auto& [sent, latency] : s.trace)
        std::fprintf(out, "%lld %lld\n", static_cast<long long>(sent),
                     static_cast<long long>(latency));
      std::fclose(out);
    }
  }
  const double seconds = static_cast<double>(marks.measured_us) / 1e6;
  const int held = driver->ready() - driver->failed();
  const double cpu = marks.after.cpu_seconds - marks.before.cpu_seconds;
  const double per_conn_kb =
      held > 0 ? static_cast<double>(marks.connected.rss_kb - marks.idle.rss_kb) / held : 0;
  const double per_table_kb =
      tables > 0 ? static_cast<double>(marks.after.rss_kb - marks.connected.rss_kb) / tables : 0;
  const double per_table_seated_kb =
      tables > 0 ? static_cast<double>(marks.seated.rss_kb - marks.connected.rss_kb) / tables : 0;
  const double intents_per_s = seconds > 0 ? static_cast<double>(s.intents) / seconds : 0;
  const double cpu_us_per_intent = s.intents ? cpu / static_cast<double>(s.intents) * 1e6 : 0;
  const double own_pct = seconds > 0 ? (marks.own_after - marks.own_before) / seconds * 100 : 0;
  ok = held >= connections && s.latency.count() > 0;

  std::printf(
      "RESULT label=%s target=%s pid=%d connections=%d held=%d tables=%d started=%d over=%d "
      "intents=%llu seconds=%.2f intents_per_s=%.1f p50_ms=%.3f p99_ms=%.3f p999_ms=%.3f "
      "samples=%zu claim_p50_ms=%.3f claim_p99_ms=%.3f claim_samples=%zu errors=%llu "
      "server_cpu_s=%.3f cpu_us_per_intent=%.2f rss_idle_kb=%ld rss_conn_kb=%.2f "
      "rss_table_kb=%.2f rss_table_seated_kb=%.2f rss_end_kb=%ld frames_in=%llu "
      "avg_frame_bytes=%.0f backlog=%zu loadgen_cpu_pct=%.1f seating_s=%.2f\n",
      options.label.empty() ? "-" : options.label.c_str(),
      options.target == Target::server ? "server" : "relay", pid, connections, held, tables,
      driver->started(), driver->over(), static_cast<unsigned long long>(s.intents), seconds,
      intents_per_s, s.latency.percentile_ms(50), s.latency.percentile_ms(99),
      s.latency.percentile_ms(99.9), s.latency.count(), s.claim_resolution.percentile_ms(50),
      s.claim_resolution.percentile_ms(99), s.claim_resolution.count(),
      static_cast<unsigned long long>(s.errors), cpu, cpu_us_per_intent, marks.idle.rss_kb,
      per_conn_kb, per_table_kb, per_table_seated_kb, marks.after.rss_kb,
      static_cast<unsigned long long>(s.frames_in),
      s.frames_in ? static_cast<double>(s.bytes_in) / static_cast<double>(s.frames_in) : 0,
      pacer.backlog(), own_pct, static_cast<double>(marks.seated_us - marks.connected_us) / 1e6);
  for (const auto& [code, count] : s.error_codes)
    std::fprintf(stderr, "loadgen: error %s x%llu\n", code.c_str(),
                 static_cast<unsigned long long>(count));
  return ok ? 0 : 1;
}
