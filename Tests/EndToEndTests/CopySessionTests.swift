import Foundation
import Testing

/// `y` in a real terminal: inside tmux, the app copies through `tmux load-buffer -w -`, which
/// fills a paste buffer whatever `set-clipboard` says (with `on`, tmux would take OSC 52 too).
@Suite("y copies to the clipboard inside tmux, whatever its set-clipboard")
struct CopySessionTests {
  /// An article's address, longer than the screen is wide.
  static let article =
    "https://www.example.org/a/very/long/path/to/an/article-about-terminals-and-clipboards?utm=1"

  /// A statuses array of one post by Alice linking the article (as Mastodon shortens it),
  /// written to a temporary file.
  static func statuses() throws -> String {
    let link =
      #"<a href=\"\#(article)\"><span class=\"invisible\">https://www.</span>"#
      + #"<span class=\"ellipsis\">example.org/a/very/long/path/t</span>"#
      + #"<span class=\"invisible\">o/an/article-about-terminals-and-clipboards?utm=1</span></a>"#
    let account =
      #"{"id":"1","username":"alice","acct":"alice","display_name":"Alice","#
      + #""url":"https://example.social/@alice","uri":"https://example.social/users/alice"}"#
    let status =
      #"{"id":"7","created_at":"2023-01-02T10:00:00.000Z","visibility":"public","#
      + #""uri":"https://example.social/users/alice/statuses/7","#
      + #""url":"https://example.social/@alice/7","content":"<p>Read \#(link)</p>","#
      + #""account":\#(account),"media_attachments":[],"mentions":[],"tags":[],"emojis":[]}"#
    let path = FileManager.default.temporaryDirectory
      .appending(path: "listtui-copy-\(UUID().uuidString.prefix(8)).json").path
    try Data("[\(status)]".utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Presses keys, then waits until the status line says what was copied and tmux's newest
  /// buffer is `expected` (the sequence comes right after the frame); returns the buffer.
  private func copy(
    _ keys: [String], expecting expected: String, in app: ListTUISession
  ) async throws -> String? {
    for key in keys { try app.tmux.sendKeys(key) }
    let said = try await app.tmux.wait { try app.screen().last?.hasPrefix(" Copied") == true }
    let screen = try app.screen().joined(separator: "\n")
    #expect(said, "\(screen)")
    _ = try await app.tmux.wait { (try? app.tmux.tmux(["show-buffer"])) == expected }
    return try? app.tmux.tmux(["show-buffer"])
  }

  @Test("y on a link row of an entry, then on the feed's entry: tmux's buffer is the address")
  func linkAndEntry() async throws {
    let path = try Self.statuses()
    defer { unlink(path) }
    let app = try await ListTUISession(
      arguments: [path, "--no-images"], tmuxOptions: ["set-clipboard": "on"])
    defer { app.close() }
    // The feed: the summary, then the post; its screen: the author, the text, the link.
    try app.tmux.sendKeys("j")
    try app.tmux.sendKeys("Enter")
    try await app.tmux.wait { try app.screen().first?.contains("Entry by alice") == true }
    try app.tmux.sendKeys("j")
    #expect(try await copy(["j", "y"], expecting: Self.article, in: app) == Self.article)
    // Back on the feed, on the post: its own address.
    try app.tmux.sendKeys("Escape")
    try await app.tmux.wait { try app.screen().first?.contains("Entry by") == false }
    let post = "https://example.social/@alice/7"
    #expect(try await copy(["y"], expecting: post, in: app) == post)
    #expect(try await app.isRunning())
  }

  @Test(
    "Inside tmux with its default set-clipboard external, y copies through tmux load-buffer"
  )
  func tmuxExternal() async throws {
    let path = try Self.statuses()
    defer { unlink(path) }
    let app = try await ListTUISession(
      arguments: [path, "--no-images"], tmuxOptions: ["set-clipboard": "external"])
    defer { app.close() }
    // tmux ignores the program's OSC 52 here: only its own load-buffer fills a buffer.
    let setting = try app.tmux.tmux(["show-options", "-gv", "set-clipboard"])
    #expect(setting.trimmingCharacters(in: .whitespacesAndNewlines) == "external")
    let post = "https://example.social/@alice/7"
    #expect(try await copy(["j", "y"], expecting: post, in: app) == post)
    #expect(try app.screen().last?.hasPrefix(" Copied https://example.social/@alice/7") == true)
    // Keys go on as before.
    try app.tmux.sendKeys("k")
    let moved = try await app.tmux.wait {
      try app.screen().last?.contains("1/2 profile summary") == true
    }
    #expect(moved)
    #expect(try await app.isRunning())
  }

  @Test("On the Linux console (TERM=linux) y sends nothing, and says there is no clipboard")
  func linuxConsole() async throws {
    let path = try Self.statuses()
    defer { unlink(path) }
    let app = try await ListTUISession(
      arguments: [path, "--no-images"], environment: ["TERM": "linux"], waitForScreen: false,
      tmuxOptions: ["set-clipboard": "on"])
    defer { app.close() }
    // As on the console, with no alternate screen: waited for by what it draws.
    let drawn = try await app.tmux.wait(timeout: .seconds(10)) {
      try app.screen().contains { $0.contains("1/2 profile summary") }
    }
    let first = try app.screen().joined(separator: "\n")
    #expect(drawn, "\(first)")
    try app.tmux.sendKeys("j")
    try app.tmux.sendKeys("y")
    let said = try await app.tmux.wait {
      try app.screen().last?.contains("Not copied: the Linux console has no clipboard") == true
    }
    let screen = try app.screen().joined(separator: "\n")
    #expect(said, "\(screen)")
    try await Task.sleep(for: .milliseconds(200))
    #expect(try app.tmux.tmux(["list-buffers"]).isEmpty)
  }

  @Test("--dump with y prints the screen only: no OSC 52, and the line says nothing was copied")
  func dump() throws {
    let path = try Self.statuses()
    defer { unlink(path) }
    let output = try ListTUIProcess.run([path, "--dump", "--size", "60x8", "--keys", "jy"])
    #expect(output.status == 0)
    #expect(!output.stdout.contains("\u{1B}"))
    #expect(!output.stderr.contains("\u{1B}"))
    #expect(output.stdout.contains("Not copied: --dump"), "\(output.stdout)")
  }
}
