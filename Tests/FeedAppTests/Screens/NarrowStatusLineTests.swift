import FeedApp
import ListKit
import ListKitTesting
import Testing

@Suite("On a status line of 12 to 20 columns the key's message comes first, then the position")
struct NarrowStatusLineTests {
  /// The app on a feed of 36 entries with 46 warnings, at a size, on the ninth entry.
  static func app(_ width: Int) throws -> AppHarness {
    let app = try AppHarness(
      json: AppHarness.longFeed(entries: 36, warnings: 46), size: Size(width: width, height: 6))
    try app.press("8j")
    return app
  }

  @Test("At 20x6 a key that does nothing says so, and the position gives way to it")
  func doesNothingAt20() throws {
    let app = try Self.app(20)
    try app.press("x")
    expectScreen(
      app.screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> boo · 2016-12-19 ┃",
        "  entry 7",
        "",
        " ? shows the keys",
      ])
  }

  @Test("At 12x6 the message is cut with … rather than dropped for a bare position")
  func doesNothingAt12() throws {
    let app = try Self.app(12)
    try app.press("x")
    expectScreen(
      app.screen(12, 6),
      [
        "… › Feed",
        "",
        "> boo · 20…┃",
        "  entry 7",
        "",
        " ? shows th…",
      ])
  }

  @Test("At 20x6 and 12x6 `Copied` stays, cut where it must be")
  func copied() throws {
    let wide = try Self.app(20)
    wide.shell.show(StatusMessage("Copied https://example.com/@boo/1"))
    expectScreen(
      wide.screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> boo · 2016-12-19 ┃",
        "  entry 7",
        "",
        " Copied https://exa…",
      ])
    let narrow = try Self.app(12)
    narrow.shell.show(StatusMessage("Copied https://example.com/@boo/1"))
    expectScreen(
      narrow.screen(12, 6),
      [
        "… › Feed",
        "",
        "> boo · 20…┃",
        "  entry 7",
        "",
        " Copied htt…",
      ])
  }

  @Test("With no message, the position at 20x6 keeps the counter, at 12x6 its short form")
  func noMessage() throws {
    expectScreen(
      try Self.app(20).screen(20, 6),
      [
        "… › Feed      ? help",
        "",
        "> boo · 2016-12-19 ┃",
        "  entry 7",
        "",
        " 9/37 ⚠ 46 warnings",
      ])
    expectScreen(
      try Self.app(12).screen(12, 6),
      [
        "… › Feed",
        "",
        "> boo · 20…┃",
        "  entry 7",
        "",
        " 9/37  ⚠ 46",
      ])
  }
}
