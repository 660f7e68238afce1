#pragma once
// A WebSocket client that writes whatever bytes a test asks for: the hostile or broken
// client Beast's own client would never be. It does a real handshake over a plain TCP
// socket, then lets a test send hand-made frames and read the server's frames raw.
// Every read has a time limit; nothing here sleeps.

#include <cstdint>
#include <optional>
#include <string>

namespace jongtable::hardening {

// Bits of the first header byte.
constexpr std::uint8_t kFin = 0x80;
constexpr std::uint8_t kRsv1 = 0x40;
constexpr std::uint8_t kOpText = 0x1;
constexpr std::uint8_t kOpBinary = 0x2;
constexpr std::uint8_t kOpContinuation = 0x0;
constexpr std::uint8_t kOpClose = 0x8;
constexpr std::uint8_t kOpPing = 0x9;
constexpr std::uint8_t kOpPong = 0xA;

struct FrameSpec {
  std::uint8_t first = kFin | kOpText;  // FIN, RSV bits and opcode
  bool masked = true;                   // clients must mask (RFC 6455 5.1)
  std::string payload;
  std::optional<std::uint64_t> claimed_length;  // a length field that lies
};
// The bytes of one frame as a client would put them on the wire.
[[nodiscard]] std::string encode_frame(const FrameSpec& spec);

struct ServerFrame {
  std::uint8_t opcode = 0;
  std::string payload;
};

// What the server did with a connection after a test's bytes.
struct Ending {
  bool closed_by_frame = false;  // a close frame arrived
  int close_code = -1;           // its status code, when it carried one
  bool socket_ended = false;     // EOF or reset after (or instead of) the close frame
  std::string texts_before;      // text frames that came first, joined by newlines
};

class RawWs {
 public:
  // receive_buffer > 0 shrinks SO_RCVBUF before connecting (a reader that lags).
  explicit RawWs(std::uint16_t port, int receive_buffer = 0);
  ~RawWs();
  RawWs(const RawWs&) = delete;
  RawWs& operator=(const RawWs&) = delete;

  // Sends the upgrade request (optionally only its first `bytes`) and, when complete,
  // reads the 101 answer; throws on anything else. `extra_headers`: whole lines, each
  // ending in \r\n (what a proxy in front would add).
  void handshake(const std::string& extra_headers = {});
  void send_partial_handshake(std::size_t bytes);
  // hello as a proper masked text frame; returns the welcome text.
  std::string hello(const std::string& name);

  void send_raw(const std::string& bytes);
  void send_frame(const FrameSpec& spec) { send_raw(encode_frame(spec)); }
  void send_text(const std::string& text) { send_frame({kFin | kOpText, true, text, {}}); }

  // The next data or close frame (pings are skipped unless `pings_too`); nullopt on
  // timeout or EOF.
  [[nodiscard]] std::optional<ServerFrame> next_frame(int timeout_ms = 15000,
                                                      bool pings_too = false);
  // Reads until the server closes; records a close frame's code if one comes.
  [[nodiscard]] Ending await_ending(int timeout_ms = 15000);
  // True once the peer has closed the TCP connection (EOF or reset) within the limit,
  // discarding whatever bytes come first.
  [[nodiscard]] bool await_eof(int timeout_ms);
  [[nodiscard]] int fd() const { return fd_; }

 private:
  // Fills buffer_ until it holds `n` bytes; false on timeout or EOF.
  bool fill(std::size_t n, int timeout_ms);
  int fd_ = -1;
  std::uint16_t port_;
  std::string buffer_;
  bool eof_ = false;
};

}  // namespace jongtable::hardening
