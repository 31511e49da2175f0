#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
  /// Asks the terminal to put `text` on the system clipboard (OSC 52), without waiting.
  ///
  /// Written straight to the terminal, between frames: the sequence draws nothing and moves
  /// no cursor, so curses' idea of the screen stays right. Nothing is sent after ``stop()``,
  /// for an empty text or one over ``ClipboardSequence/limit`` bytes, nor on the Linux console
  /// (`TERM=linux…`), whose older kernels print an unknown `ESC ]` command's characters. A
  /// terminal that does not know OSC 52 ignores it; tmux passes it on only with
  /// `set -g set-clipboard on`.
  public func copyToClipboard(_ text: String) {
    guard !isStopped, !Self.isLinuxConsole, let sequence = ClipboardSequence.osc52(text) else {
      return
    }
    ControlSequence.send(sequence, to: inputDescriptor)
  }

  /// Whether `TERM` names the Linux console, which knows no `ESC ]` commands.
  static var isLinuxConsole: Bool {
    guard let term = getenv("TERM") else { return false }
    return String(cString: term).hasPrefix("linux")
  }
}
