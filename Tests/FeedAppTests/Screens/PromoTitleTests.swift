import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A promo's title is readable whole, however narrow the screen")
struct PromoTitleTests {
  static let json = """
    {"me": "u1", "users": [{"id": "u1", "nickname": "boo"}],
     "feed": [{"id": "f1", "user": "u1", "comment": "hello", "postedAt": "2024-01-01T00:00:00Z"}],
     "promos": [
      {"id": "p1", "title": "Make an album of the year, printed and bound", "body": "Every month on a page.", "position": 0},
      {"id": "p2", "title": "A title far too long for two lines of a narrow screen, which the row cuts", "position": 1}
     ]}
    """

  @Test("At 40 columns the row gives the title a second line, cut only past it")
  func rowWrapsTitle() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 16))
    expectScreen(
      app.screen(40, 16),
      [
        "t.json › Feed                     ? help",
        "> boo",
        "",
        "",
        "  ★ Promo · Make an album of the year,",
        "  printed and bound",
        "  Every month on a page.",
        "",
        "  boo · 2024-01-01 00:00 UTC",
        "  hello",
        "",
        "  ★ Promo · A title far too long for",
        "  two lines of a narrow screen, which…",
        "",
        "",
        " 1/4 profile summary",
      ])
  }

  @Test("Enter shows the whole title, wrapped, above the body")
  func textScreenShowsTitle() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
    try app.press("jjj<Enter>")
    expectScreen(
      app.screen(40, 12),
      [
        "… › Promo: A title far too long…  ? help",
        "> A title far too long for two lines of",
        "  a narrow screen, which the row cuts",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " 1/1 heading",
      ])
  }
}
