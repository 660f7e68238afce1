#include "options.hpp"

#include <iostream>
#include <string>

namespace jongtable::loadgen {
namespace {

constexpr const char* kUsage =
    "usage: jongtable-loadgen --port N [--target server|relay] [--host ADDR]\n"
    "  [--connections N] [--bots-per-table 0|1] [--intent-rate PER_S] [--ramp-rate PER_S]\n"
    "  [--duration S] [--warmup S] [--server-pid PID] [--pin-cpu CORE]\n"
    "  [--relay-payload BYTES] [--claim-window-ms MS] [--silent-every N] [--label TEXT] [--trace "
    "FILE]\n";

}  // namespace

std::optional<Options> parse_options(int argc, char** argv) {
  Options o;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string flag = argv[i];
      if (i + 1 >= argc) throw std::invalid_argument(flag + " needs a value");
      const std::string v = argv[++i];
      if (flag == "--target") {
        if (v != "server" && v != "relay") throw std::invalid_argument("--target server|relay");
        o.target = v == "server" ? Target::server : Target::relay;
      } else if (flag == "--host") {
        o.host = v;
      } else if (flag == "--port") {
        o.port = static_cast<unsigned short>(std::stoi(v));
      } else if (flag == "--connections") {
        o.connections = std::stoi(v);
      } else if (flag == "--bots-per-table") {
        o.bots_per_table = std::stoi(v) == 0 ? 0 : 1;
      } else if (flag == "--intent-rate") {
        o.intent_rate = std::stod(v);
      } else if (flag == "--ramp-rate") {
        o.ramp_rate = std::stod(v);
      } else if (flag == "--duration") {
        o.duration_s = std::stod(v);
      } else if (flag == "--warmup") {
        o.warmup_s = std::stod(v);
      } else if (flag == "--server-pid") {
        o.server_pid = std::stoi(v);
      } else if (flag == "--pin-cpu") {
        o.pin_cpu = std::stoi(v);
      } else if (flag == "--relay-payload") {
        o.relay_payload = std::stoi(v);
      } else if (flag == "--claim-window-ms") {
        o.claim_window_ms = std::stoi(v);
      } else if (flag == "--silent-every") {
        o.silent_every = std::stoi(v);
      } else if (flag == "--label") {
        o.label = v;
      } else if (flag == "--trace") {
        o.trace = v;
      } else {
        throw std::invalid_argument("unknown option " + flag);
      }
    }
    if (o.port == 0) throw std::invalid_argument("--port is required");
    if (o.connections < 4) throw std::invalid_argument("--connections must be at least 4");
    if (o.intent_rate <= 0 || o.ramp_rate <= 0)
      throw std::invalid_argument("rates must be positive");
  } catch (const std::exception& e) {
    std::cerr << "jongtable-loadgen: " << e.what() << "\n" << kUsage;
    return std::nullopt;
  }
  return o;
}

}  // namespace jongtable::loadgen
