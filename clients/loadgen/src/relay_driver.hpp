#pragma once
// The same message pattern on the relay (the floor): groups of four connections; per
// intent one member (in turn) sends a message of `relay_payload` bytes, which the relay
// passes to the other three. A group sends its next message once the last one has
// reached all three, as a table waits on its update.

#include <memory>
#include <unordered_map>
#include <vector>

#include "driver.hpp"
#include "options.hpp"
#include "ws_conn.hpp"

namespace jongtable::loadgen {

class RelayDriver : public Driver {
 public:
  RelayDriver(net::io_context& ioc, const Options& options);
  void open_connection(int index) override;
  [[nodiscard]] int ready() const override { return ready_; }
  [[nodiscard]] int failed() const override { return failed_; }
  void form_table(int group) override;
  [[nodiscard]] int started() const override { return started_; }
  void start_play(Pacer& pacer) override;

 private:
  struct Group {
    std::uint64_t next_id = 1;
    int next_sender = 0;
    std::unordered_map<std::uint64_t, std::pair<int, std::int64_t>> pending;  // seen, sent
  };
  void on_message(int index, std::string_view text, std::int64_t arrival);
  void queue(int group);
  bool act(int group);

  net::io_context& ioc_;
  const Options& options_;
  tcp::endpoint endpoint_;
  std::vector<std::unique_ptr<WsConn>> conns_;
  std::vector<Group> groups_;
  std::string padding_;
  Pacer* pacer_ = nullptr;
  int ready_ = 0;
  int failed_ = 0;
  int started_ = 0;
};

}  // namespace jongtable::loadgen
