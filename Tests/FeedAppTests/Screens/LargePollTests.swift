import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A poll of many options on the entry screen")
struct LargePollTests {
  /// A document whose one entry has a poll of `count` options, each `Option n` and `words`
  /// words more.
  static func json(options count: Int, words: Int = 0) -> String {
    let filler = String(repeating: " lorem", count: words)
    let options = (0..<count).map { #"{"title":"Option \#($0)\#(filler)","votes":\#($0 % 7)}"# }
    return #"{"users":[{"id":"u1","nickname":"boo"}],"feed":[{"id":"f1","user":"u1","#
      + #""comment":"Pick","poll":{"options":[\#(options.joined(separator: ","))]}}]}"#
  }

  /// A line without the scroll bar and the blanks at its end.
  private static func trimmed(_ line: String) -> String {
    String(line.filter { $0 != "┃" }.reversed().drop { $0 == " " }.reversed())
  }

  @Test("In the feed, a poll of more than five options shows four and how many more there are")
  func feedRow() throws {
    for (count, lines) in [(5, 5), (6, 5), (1_000, 5)] {
      // At 40 columns the hint does not fit beside the count: the count is whole.
      let app = try AppHarness(json: Self.json(options: count), size: Size(width: 40, height: 10))
      // The scroll bar's column is not the row's.
      let screen = app.screen(40, 10).lines.map(Self.trimmed)
      let more = count > 5 ? ["  +\(count - 4) more options"] : []
      let shown = (0..<(count > 5 ? 4 : 5)).map { index in
        screen[3 + index]
      }
      #expect(shown.allSatisfy { $0.contains("Option") }, "\(screen)")
      #expect(Array(screen[(3 + shown.count)..<(3 + lines)]) == more, "\(screen)")
      // Under the options, the votes: the poll's line in the feed.
      #expect(screen[3 + lines].hasSuffix(" votes"), "\(screen)")
    }
    let wide = try AppHarness(json: Self.json(options: 9), size: Size(width: 60, height: 10))
    #expect(
      Self.trimmed(wide.screen(60, 10).lines[7]) == "  +5 more options · Enter shows them all")
    // A filter matching a hidden option says so on that line, lit as a match.
    try wide.press("/option 7<Enter>")
    let screen = wide.screen(60, 10)
    #expect(
      Self.trimmed(screen.lines[7]) == "  +5 more options · a match among them",
      "\(screen.lines)")
    #expect(screen[22, 7].style == wide.shell.theme.highlight.patched(with: Style()))
  }

  @Test("Scrolled into the middle of a thousand options, the screen shows the lines there")
  func middle() throws {
    let app = try AppHarness(
      json: Self.json(options: 1_000, words: 3), size: Size(width: 40, height: 8))
    // The author, the text, then the poll, scrolled a line at a time: each option takes two.
    try app.press("<Enter>jj" + String(repeating: "j", count: 501))
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed › Entry by boo      ? help",
        ">                 lorem lorem (5)",
        "  ▕          ▏ 0% Option 251 lorem     ┃",
        "                  lorem lorem (6)",
        "  ▕          ▏ 0% Option 252 lorem",
        "                  lorem lorem (0)",
        "  ▕          ▏ 0% Option 253 lorem",
        " 3/3 poll · lines 502–507/2001",
      ])
    try app.press("<End>")
    expectScreen(
      app.screen(40, 8),
      [
        "t.json › Feed › Entry by boo      ? help",
        ">                 lorem lorem (3)",
        "  ▕          ▏ 0% Option 998 lorem",
        "                  lorem lorem (4)",
        "  ▕          ▏ 0% Option 999 lorem",
        "                  lorem lorem (5)",
        "  2997 votes                           ┃",
        " 3/3 poll · lines 1996–2001/2001",
      ])
  }
  // The cost of a key with a thousand options against ten is measured by `make bench`
  // (`bench: poll-keys`), not timed here.
}
