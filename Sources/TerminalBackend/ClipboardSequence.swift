/// OSC 52, the control sequence that asks the terminal to put text on the system clipboard.
///
/// `ESC ] 52 ; c ; <base64> ESC \`: the text travels base64-encoded, so whatever it holds (an
/// `ESC`, a `BEL`, the `ESC \` that ends the sequence) the terminal reads only the letters,
/// digits, `+`, `/` and `=` of base64 until the terminator. xterm, kitty, foot, WezTerm,
/// Alacritty, iTerm2 and Windows Terminal take it; tmux takes it with `set-clipboard on` (and
/// keeps it as a paste buffer); GNOME's VTE and the Linux console ignore it.
///
/// ```swift
/// ClipboardSequence.osc52("hi")  // "\u{1B}]52;c;aGk=\u{1B}\\"
/// ```
enum ClipboardSequence {
  /// The most bytes of text sent: a terminal may drop (xterm, at its default) or choke on a
  /// longer sequence, and no address is this long.
  static let limit = 100_000

  /// The sequence that copies `text`, or nil when it is empty or longer than ``limit`` bytes.
  static func osc52(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= limit else { return nil }
    return "\u{1B}]52;c;" + base64(bytes) + "\u{1B}\\"
  }

  /// The 64 characters of base64 (RFC 4648), by value.
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64, padded with `=`.
  static func base64(_ bytes: [UInt8]) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 {
        group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
      }
      for offset in 0..<4 {
        encoded.append(
          offset <= count ? alphabet[(group >> (18 - 6 * offset)) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
