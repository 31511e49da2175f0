import FeedApp
import ListKit
import ListKitTesting
import Testing

/// A text taller than the screen is one row: the status line says where the view is in it, as
/// less does, not only `1/1 text`.
@Suite("In a text taller than the screen, the status line says which lines are in view")
struct TextPositionTests {
  /// A promo of 30 numbered paragraphs.
  static let json =
    #"{"me":"u1","users":[{"id":"u1","nickname":"ann"}],"feed":[],"#
    + #""promos":[{"id":"p1","title":"Long","body":""#
    + (1...30).map { "paragraph \($0)" }.joined(separator: #"\n\n"#)
    + #"","position":0}]}"#

  @Test("A promo of 30 paragraphs: its heading, then lines 1–10/59 of its text, 50–59/59 after G")
  func promo() throws {
    let app = try AppHarness(
      json: Self.json, start: [.feed, .promo("p1")], size: Size(width: 40, height: 12))
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Promo: Long       ? help",
        "> Long                                 ┃",
        "",
        "  paragraph 1",
        "",
        "  paragraph 2",
        "",
        "  paragraph 3",
        "",
        "  paragraph 4",
        "",
        " 1/2 heading",
      ])
    try app.press("j")
    #expect(app.screen(40, 12).lines.last == " 2/2 text · lines 1–10/59")
    try app.press("G")
    #expect(app.screen(40, 12).lines.last == " 2/2 text · lines 50–59/59")
    try app.press("<Space>")
    #expect(app.screen(40, 12).lines.last == " 2/2 text · lines 50–59/59")
    try app.press("b")
    #expect(app.screen(40, 12).lines.last == " 2/2 text · lines 41–50/59")
  }

  @Test("A text that fits says only its place")
  func short() throws {
    let json =
      #"{"me":"u1","users":[{"id":"u1","nickname":"ann"}],"feed":[],"#
      + #""promos":[{"id":"p1","title":"Short","body":"one line","position":0}]}"#
    let app = try AppHarness(
      json: json, start: [.feed, .promo("p1")], size: Size(width: 40, height: 12))
    #expect(app.screen(40, 12).lines.last == " 1/2 heading")
    try app.press("j")
    #expect(app.screen(40, 12).lines.last == " 2/2 text")
  }
}
