import FeedApp
import Input
import ListKit
import ListKitTesting
import Testing

@Suite("A count of j or k reads a row taller than the screen a line at a time, as j alone does")
struct CountedTallRowTests {
  static func entry() throws -> AppHarness {
    try SpacePagingTests.app(.entry("f1"))
  }

  static func promo() throws -> AppHarness {
    try SpacePagingTests.app(.promo("p1"))
  }

  @Test("On an entry, 5j in its long text scrolls five lines, where it moved nothing")
  func entryText() throws {
    let app = try Self.entry()
    try app.press("j5j")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "> line 6",
        "  line 7                               ┃",
        "  line 8",
        "  line 9",
        "  line 10",
        "  line 11",
        "  line 12",
        "  line 13",
        "  line 14",
        "  line 15",
        " 2/5 comment · lines 6–15/80",
      ])
    let stepped = try Self.entry()
    try stepped.press("jjjjjj")
    #expect(app.screen(40, 12).lines == stepped.screen(40, 12).lines)
  }

  @Test("G then 4k climbs the Replies' header and three lines of the text, not past it")
  func climbsBack() throws {
    let app = try Self.entry()
    // G selects the reply; the first k its header, the next three lines of the text.
    try app.press("G4k")
    expectScreen(
      app.screen(40, 12),
      [
        "t.json › Feed › Entry by ann      ? help",
        "> line 70",
        "  line 71",
        "  line 72",
        "  line 73",
        "  line 74",
        "  line 75",
        "  line 76",
        "  line 77",
        "  line 78                              ┃",
        "  line 79",
        " 2/5 comment · lines 70–79/80",
      ])
    let stepped = try Self.entry()
    try stepped.press("Gkkkk")
    #expect(app.screen(40, 12).lines == stepped.screen(40, 12).lines)
  }

  @Test("On a text, every key that moves a row takes a count as that many presses")
  func textKeys() throws {
    for (counted, stepped) in [
      ("5j", "jjjjj"), ("2j", "jj"), ("5<Down>", "<Down><Down><Down><Down><Down>"),
      ("3<C-n>", "<C-n><C-n><C-n>"), ("<Space>3k", "<Space>kkk"),
      ("20j4k", "jjjjjjjjjjjjjjjjjjjjkkkk"),
    ] {
      let once = try Self.promo()
      try once.press(counted)
      let many = try Self.promo()
      try many.press(stepped)
      #expect(once.screen(40, 12).lines == many.screen(40, 12).lines, "\(counted)")
      #expect(
        once.screen(40, 12).lines != (try Self.promo()).screen(40, 12).lines, "\(counted) moved")
    }
  }

  @Test("A huge count goes through the text to the last row at once, and back")
  func hugeCount() throws {
    let app = try Self.entry()
    try app.press("9999999j")
    let bottom = try Self.entry()
    try bottom.press("G")
    #expect(app.screen(40, 12).lines == bottom.screen(40, 12).lines)
    try app.press("9999999k")
    #expect(app.screen(40, 12).lines == (try Self.entry()).screen(40, 12).lines)
  }
}
