#pragma once
// JSON written straight into a string, with no tree in between: the server's hot path
// (one update frame per member per accepted intent) builds its text with this.
//
// The text is byte for byte what nlohmann::json::dump() (as protocol::to_text calls it)
// gives for the same value, provided the caller writes each object's keys in sorted
// order, the order nlohmann's std::map keeps them in. Commas are placed by the writer.

#include <charconv>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace jongtable::protocol {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }

  // An object member's name: a plain ASCII name known at compile time, written as is.
  void key(std::string_view name) {
    separate();
    out_.push_back('"');
    out_.append(name);
    out_.append("\":", 2);
    comma_ = false;
  }

  void null() {
    separate();
    out_.append("null", 4);
  }
  void value(std::nullptr_t) { null(); }
  void value(bool b) {
    separate();
    if (b) {
      out_.append("true", 4);
    } else {
      out_.append("false", 5);
    }
  }
  template <std::integral T>
  requires(!std::same_as<T, bool>) void value(T number) {
    separate();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    out_.append(digits, static_cast<std::size_t>(end - digits));
  }
  // Any text: escaped as nlohmann escapes it (UTF-8 kept, control characters as \uXXXX
  // or their short forms, invalid UTF-8 replaced by U+FFFD).
  void value(std::string_view text);
  void value(const char* text) { value(std::string_view(text)); }
  void value(const std::string& text) { value(std::string_view(text)); }

  // Already written JSON (a part shared by several frames), spliced in as is: a value, or
  // a run of an object's members ("a":1,"b":2) written by a writer of its own.
  void raw(std::string_view json_text) {
    separate();
    out_.append(json_text);
  }

  template <class T>
  void field(std::string_view name, const T& v) {
    key(name);
    value(v);
  }

 private:
  void separate() {
    if (comma_) out_.push_back(',');
    comma_ = true;
  }
  void open(char bracket) {
    separate();
    out_.push_back(bracket);
    comma_ = false;
  }
  void close(char bracket) {
    out_.push_back(bracket);
    comma_ = true;
  }

  std::string& out_;
  bool comma_ = false;  // the next value or key needs a comma before it
};

}  // namespace jongtable::protocol
