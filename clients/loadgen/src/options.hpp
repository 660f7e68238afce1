#pragma once
// Command-line options of jongtable-loadgen.

#include <optional>
#include <string>

namespace jongtable::loadgen {

enum class Target { server, relay };

struct Options {
  Target target = Target::server;
  std::string host = "127.0.0.1";
  unsigned short port = 0;
  int connections = 400;       // rounded down to whole tables of four seats
  int bots_per_table = 0;      // 0: four connections; 1: three plus a server bot
  double intent_rate = 1000;   // intents per second over all tables
  double ramp_rate = 1000;     // new connections per second
  double duration_s = 10;      // measured play
  double warmup_s = 2;         // play before measuring
  int server_pid = 0;          // 0: found from the port
  std::optional<int> pin_cpu;  // sched_setaffinity to this core
  int relay_payload = 2000;    // bytes per relayed message
  // Longer than an intent waits in the pacer's queue (about a second: every seat with a
  // legal move queues one), or passes would come after their window closed.
  int claim_window_ms = 3000;
  int silent_every = 20;       // every Nth window, one seat does not answer (0: never)
  std::string label;           // printed on the RESULT line
  std::string trace;           // file for "sent_us latency_us" lines (empty: none)
};

// Parses argv; on a problem returns nullopt after printing it with the usage.
std::optional<Options> parse_options(int argc, char** argv);

}  // namespace jongtable::loadgen
