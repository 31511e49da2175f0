import Foundation
import Testing

@Suite("--dump prints the text the terminal is sent, emoji as the screen draws them")
struct DumpGlyphTests {
  /// One entry whose text has a skin-toned emoji and one with a presentation selector, between
  /// markers whose columns tell whether the line kept the screen's widths.
  static let document = """
    {"users": [{"id": "u", "nickname": "n"}], "feed": [
      {"id": "1", "user": "u", "comment": "A👍🏽B❤️C|end"}
    ]}
    """

  @Test("👍🏽 is 👍 and ❤️ is ❤ and a blank, so that what follows keeps its column")
  func emojiAsDrawn() throws {
    let path = try ListTUIProcess.temporaryFile(Self.document)
    let output = try ListTUIProcess.run([path, "--dump", "--size", "40x8"])
    #expect(output.status == 0, "\(output.stderr)")
    let line = try #require(
      output.stdout.split(separator: "\n").first { $0.contains("A") && $0.contains("|end") },
      "\(output.stdout)")
    #expect(!line.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x1F3FD })
    // As the terminal gets it: 👍 (two columns), then ❤ (one column, to curses and the
    // terminal) and the blank that keeps the buffer's two columns.
    let text = String(line)
    #expect(text.hasSuffix("A👍B❤ C|end"), "\(text.debugDescription)")
  }

  @Test("the dump's line is the line the terminal shows (tmux)")
  func dumpMatchesScreen() async throws {
    let path = try ListTUIProcess.temporaryFile(Self.document)
    let dump = try ListTUIProcess.run([path, "--dump", "--size", "40x8"])
    let app = try await ListTUISession(arguments: [path], width: 40, height: 8)
    defer { app.close() }
    let screen = try app.screen()
    let dumped = dump.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(screen.firstIndex { $0.contains("|end") }, "\(screen)")
    #expect(text(screen[row]) == text(String(dumped[row])))
    try app.tmux.sendKeys("q")
  }
}
