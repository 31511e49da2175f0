import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TmuxSession {
  /// Whether bytes can be put into a pane's input with ``sendBytes(_:gap:)``: as root, where
  /// the kernel still allows `TIOCSTI` (`dev.tty.legacy_tiocsti`).
  static var canSendBytes: Bool {
    guard getuid() == 0 else { return false }
    let setting = try? String(contentsOfFile: "/proc/sys/dev/tty/legacy_tiocsti", encoding: .utf8)
    return setting.map { $0.hasPrefix("1") } ?? true
  }

  /// Sends bytes with `send-keys -H`, in one write.
  func sendHex(_ bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", "e2e", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Puts bytes into the pane's input as if the terminal had sent them, in parts `gap` apart:
  /// a key or report that a slow link cuts in pieces.
  ///
  /// `send-keys` cannot: tmux writes two of its commands together, or 25 to 200 ms apart.
  /// `TIOCSTI` on the pane's terminal puts each byte in its input at once.
  func sendBytes(_ parts: [[UInt8]], gap: Duration) throws {
    let path = try display("#{pane_tty}")
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw Failure(description: "cannot open \(path): \(errno)") }
    defer { closeDescriptor(descriptor) }
    for (index, part) in parts.enumerated() {
      if index > 0 {
        let (seconds, attoseconds) = gap.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
      for var byte in part where ioctl(descriptor, UInt(TIOCSTI), &byte) != 0 {
        throw Failure(description: "TIOCSTI on \(path) failed: \(errno)")
      }
    }
  }
}

/// Closes a file descriptor (`close`, which ``TmuxSession/close()`` hides in its methods).
private func closeDescriptor(_ descriptor: Int32) {
  close(descriptor)
}
