#include "relay_driver.hpp"

#include <charconv>

namespace jongtable::loadgen {

RelayDriver::RelayDriver(net::io_context& ioc, const Options& options)
    : ioc_(ioc),
      options_(options),
      endpoint_(net::ip::make_address(options.host), options.port),
      padding_(static_cast<std::size_t>(std::max(0, options.relay_payload - 24)), 'x') {
  const int groups = options.connections / 4;
  conns_.resize(static_cast<std::size_t>(groups * 4));
  groups_.resize(static_cast<std::size_t>(groups));
}

void RelayDriver::open_connection(int index) {
  if (index >= static_cast<int>(conns_.size())) return;
  auto& conn = conns_[static_cast<std::size_t>(index)];
  conn = std::make_unique<WsConn>(ioc_);
  conn->on_open = [this] { ++ready_; };
  conn->on_closed = [this] { ++failed_; };
  conn->on_message = [this, index](std::string_view text, std::int64_t arrival) {
    on_message(index, text, arrival);
  };
  conn->connect(endpoint_, "localhost");
}

void RelayDriver::form_table(int group) {
  if (group >= static_cast<int>(groups_.size())) return;
  for (int p = 0; p < 4; ++p)
    conns_[static_cast<std::size_t>(group * 4 + p)]->send("g" + std::to_string(group));
  ++started_;
}

void RelayDriver::on_message(int index, std::string_view text, std::int64_t arrival) {
  stats.frames_in += 1;
  stats.bytes_in += text.size();
  const int g = index / 4;
  Group& group = groups_[static_cast<std::size_t>(g)];
  std::uint64_t id = 0;
  std::from_chars(text.data(), text.data() + text.size(), id);
  const auto found = group.pending.find(id);
  if (found == group.pending.end()) return;
  if (++found->second.first < 3) return;
  if (stats.measuring && found->second.second >= stats.measure_from_us)
    stats.latency.add(arrival - found->second.second);
  group.pending.erase(found);
  queue(g);
}

void RelayDriver::queue(int group) {
  if (pacer_) pacer_->enqueue([this, group] { return act(group); });
}

bool RelayDriver::act(int g) {
  Group& group = groups_[static_cast<std::size_t>(g)];
  const int sender = group.next_sender;
  group.next_sender = (sender + 1) % 4;
  auto& conn = conns_[static_cast<std::size_t>(g * 4 + sender)];
  if (!conn->open()) return false;
  const std::uint64_t id = group.next_id++;
  group.pending[id] = {0, now_us()};
  conn->send(std::to_string(id) + "|" + padding_);
  if (stats.measuring) ++stats.intents;
  return true;
}

void RelayDriver::start_play(Pacer& pacer) {
  pacer_ = &pacer;
  for (int g = 0; g < static_cast<int>(groups_.size()); ++g) queue(g);
}

}  // namespace jongtable::loadgen
