import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

/// A promo's body and an About of a megabyte each: the feed's rows read only the start of them,
/// as they read an entry's text, and their own screens show them whole.
@Suite("A promo or an About far longer than a line")
struct LongFieldTests {
  static let about =
    "About me\n" + String(repeating: "lorem ipsum ", count: 90_000) + "end of about"
  static let body =
    "Keep every photo. " + String(repeating: "dolor sit amet ", count: 70_000) + "end of the body"

  static func app() throws -> AppHarness {
    let json = #"""
      {"me":"u1","users":[{"id":"u1","nickname":"boo","about":"\#(about.replacing("\n", with: "\\n"))",
         "attributes":[{"key":"Notes","value":"\#(body)"}]}],
       "feed":[{"id":"f1","user":"u1","comment":"first"},{"id":"f2","user":"u1","comment":"second"}],
       "promos":[{"id":"p1","title":"Premium","body":"\#(body)","position":1}]}
      """#
    return try AppHarness(json: json, size: Size(width: 40, height: 12))
  }

  @Test("The feed reads a line's worth of a long promo body and About, key after key")
  func feedReadsALine() throws {
    let app = try Self.app()
    for key in ["j", "j", "j", "k", "k", "k"] {
      let counter = TextReadCounter()
      try counter.count { try app.press(key) }
      // A few rows of at most 64 bytes a column and a kilobyte, not the megabyte of either.
      #expect(counter.bytes < 30_000, "\(key) read \(counter.bytes) bytes")
    }
    try app.press("jj")
    expectScreen(
      app.driver.frame,
      [
        "t.json › Feed                     ? help",
        "  About me lorem ipsum lorem ipsum lor…",
        "",
        "  boo                                  ┃",
        "  first                                ┃",
        "                                       ┃",
        "> ★ Promo · Premium                    ┃",
        "  Keep every photo. dolor sit amet dol…┃",
        "                                       ┃",
        "  boo                                  ┃",
        "  second",
        " 3/4 promo",
      ])
  }

  @Test("A promo's screen shows its whole body, wrapped")
  func promoScreen() throws {
    let app = try Self.app()
    try app.press("jj<Enter>G")
    LongPostTests.finishLayout(app.driver)
    expectScreen(
      app.driver.frame,
      [
        "t.json › Feed › Promo: Premium    ? help",
        "> amet dolor sit amet dolor sit amet",
        "  dolor sit amet dolor sit amet dolor",
        "  sit amet dolor sit amet dolor sit",
        "  amet dolor sit amet dolor sit amet",
        "  dolor sit amet dolor sit amet dolor",
        "  sit amet dolor sit amet dolor sit",
        "  amet dolor sit amet dolor sit amet",
        "  dolor sit amet dolor sit amet dolor",
        "  sit amet dolor sit amet dolor sit",
        "  amet dolor sit amet end of the body  ┃",
        " 2/2 text · lines 29992–30001/30001",
      ])
  }

  @Test("An About's screen shows it whole, wrapped")
  func aboutScreen() throws {
    let app = try Self.app()
    try app.press("<Enter>j<Enter>G")
    LongPostTests.finishLayout(app.driver)
    expectScreen(
      app.driver.frame,
      [
        "t.json › Feed › boo › About       ? help",
        "> lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  lorem ipsum lorem ipsum lorem ipsum",
        "  end of about                         ┃",
        " 1/1 text · lines 29993–30002/30002",
      ])
  }

  @Test("The profile reads a line's worth of a long attribute value, key after key")
  func attributeReadsALine() throws {
    let app = try Self.app()
    // The About folded away, so that the attributes come into view.
    try app.press("<Enter>j<Space>")
    for key in ["j", "k", "j"] {
      let counter = TextReadCounter()
      try counter.count { try app.press(key) }
      #expect(counter.bytes < 30_000, "\(key) read \(counter.bytes) bytes")
    }
    expectScreen(
      app.driver.frame,
      [
        "t.json › Feed › boo               ? help",
        "  ┌────┐ boo",
        "  │ BO │ no picture",
        "  └────┘",
        "",
        "  ▸ About",
        "",
        "  ▾ Attributes 1",
        "> Notes  Keep every photo. dolor sit a…",
        "",
        "",
        " 3/3 attributes",
      ])
  }

  @Test("A profile's Posts read a line's worth of a long content warning, key after key")
  func postsReadALine() throws {
    let warning = String(repeating: "spoiler ", count: 130_000)
    let json = #"""
      {"me":"u1","users":[{"id":"u1","nickname":"boo"},{"id":"u2","nickname":"kim"}],
       "feed":[{"id":"f1","user":"u2","comment":"a","contentWarning":"\#(warning)"},
               {"id":"f2","user":"u2","comment":"b","contentWarning":"\#(warning)"},
               {"id":"f3","user":"u2","comment":"c"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    app.shell.open(.profile(UserID("u2")))
    for key in ["j", "j", "k", "j"] {
      let counter = TextReadCounter()
      try counter.count { try app.press(key) }
      #expect(counter.bytes < 30_000, "\(key) read \(counter.bytes) bytes")
    }
  }

  @Test("A nickname of a megabyte is cut in the history row, and a title in the title bar's trail")
  func nameAndCrumb() {
    let huge = String(repeating: "n", count: 1_000_000)
    let names = UserHistorySectionController.names(of: [User(id: "u", nickname: huge)])
    #expect(names[0].displayWidth == UserHistorySectionController.widestName)
    #expect(names[0].hasSuffix("…"))
    let crumbs = ["t.json", "Feed", "Promo: " + huge]
    let parts = AppShell.trailParts(crumbs, width: 40)
    #expect(parts.allSatisfy { $0.text.utf8.count <= String.lineExcerptLimit(width: 40) + 3 })
    #expect(AppShell.trail(crumbs, width: 40) == "… › Promo: nnnnnnnnnnnnnnnnnnnnnnnnnnnn…")
  }
}
