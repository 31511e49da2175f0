import AppCore
import FeedApp
import Foundation
import ListKit
import ListKitTesting
import Synchronization
import Testing

/// Inside tmux `y` copies through a program (`tmux load-buffer -w -`) rather than OSC 52: off
/// the main thread, saying `Copying…` until it answers, then `Copied …` or why not.
@Suite("y copies through a clipboard command off the main thread, and says what came of it")
struct CopyCommandTests {
  /// A feed of one entry with an address, by a user with none.
  static let json =
    #"{"me":"u1","users":[{"id":"u1","nickname":"boo"}],"feed":["#
    + #"{"id":"e1","user":"u1","comment":"entry","address":"https://example.org/e1"}]}"#

  /// What the fake command was given, across threads.
  final class Given: Sendable {
    private let texts = Mutex<[String]>([])
    func append(_ text: String) { texts.withLock { $0.append(text) } }
    var all: [String] { texts.withLock { $0 } }
  }

  /// Takes the pending work until the status line no longer says `Copying…`, for up to two
  /// seconds.
  private func waitForAnswer(_ app: AppHarness) async throws {
    for _ in 0..<200 where app.shell.message == "Copying…" {
      try await Task.sleep(for: .milliseconds(10))
      _ = app.shell.takePendingWork()
    }
  }

  @Test("y hands the address to the command, says Copying…, then Copied once it answered")
  func copied() async throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 8))
    let given = Given()
    app.shell.clipboardCommand = ClipboardCommand(name: "tmux") { text in
      given.append(text)
      return nil
    }
    try app.press("jy")
    #expect(app.shell.message == "Copying…")
    try await waitForAnswer(app)
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "  boo",
        "",
        "",
        "> boo",
        "  entry",
        "",
        " Copied https://example.org/e1  │  2/2 entry",
      ])
    #expect(given.all == ["https://example.org/e1"])
    // Nothing is left for the loop to send as OSC 52.
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("A command that fails: the line says Not copied, with the command's reason")
  func failed() async throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 8))
    app.shell.clipboardCommand = ClipboardCommand(name: "tmux") { _ in "tmux did not answer" }
    try app.press("jy")
    try await waitForAnswer(app)
    expectScreen(
      app.screen(60, 8),
      [
        "t.json › Feed                                         ? help",
        "  boo",
        "",
        "",
        "> boo",
        "  entry",
        "",
        " Not copied: tmux: tmux did not answer  │  2/2 entry",
      ])
    #expect(app.shell.takeClipboardText() == nil)
  }

  @Test("Keys go on while the command runs: a slow command never holds up j")
  func neverBlocks() async throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 8))
    app.shell.clipboardCommand = ClipboardCommand(name: "tmux") { _ in
      Thread.sleep(forTimeInterval: 0.5)
      return nil
    }
    let start = ContinuousClock.now
    try app.press("jyk")
    #expect(ContinuousClock.now - start < .milliseconds(400))
    #expect(app.shell.current.adapter.selection?.kind == .profileSummary)
  }
}
