import FeedApp
import Foundation

/// Copies through tmux itself: `tmux load-buffer -w -`, with the text on its standard input.
///
/// tmux ignores an application's OSC 52 unless `set-clipboard` is `on`, and its default is
/// `external`; a buffer loaded by its own command it always takes, and `-w` hands it on to the
/// outer terminal's clipboard (as OSC 52, where `set-clipboard` is not `off`). The client finds
/// the server through `$TMUX`, as any `tmux` run in a pane does.
enum TmuxClipboard {
  /// The longest a copy waits for tmux before it says tmux did not answer.
  static let timeout: DispatchTimeInterval = .seconds(3)

  /// The clipboard command that `y` copies through inside tmux.
  static var command: ClipboardCommand {
    ClipboardCommand(name: "tmux") { text in copy(text) }
  }

  /// Loads `text` into a new tmux buffer and the outer clipboard; nil when tmux took it, else
  /// why not, in a few words.
  static func copy(_ text: String, timeout: DispatchTimeInterval = timeout) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "load-buffer", "-w", "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return "tmux could not be run"
    }
    // Written apart, so that a tmux that never reads cannot hold the wait past its limit.
    let writer = input.fileHandleForWriting
    DispatchQueue.global(qos: .userInitiated).async {
      try? writer.write(contentsOf: Data(text.utf8))
      try? writer.close()
    }
    guard finished.wait(timeout: .now() + timeout) == .success else {
      process.terminate()
      return "tmux did not answer"
    }
    guard process.terminationStatus == 0 else {
      let said = errors.fileHandleForReading.availableData
      return reason(String(decoding: said, as: UTF8.self), status: process.terminationStatus)
    }
    return nil
  }

  /// The first line tmux wrote to its standard error, without control characters and cut to a
  /// status line's worth, else its exit status (127: no `tmux` to run).
  static func reason(_ said: String, status: Int32) -> String {
    if status == 127 { return "no tmux command found" }
    let line = said.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let kept = line.unicodeScalars.filter {
      $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
    }
    let clean = String(String.UnicodeScalarView(kept.prefix(120)))
    return clean.isEmpty ? "tmux failed (exit status \(status))" : clean
  }
}
