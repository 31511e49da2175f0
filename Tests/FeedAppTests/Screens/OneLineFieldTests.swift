import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("Fields cut to one line read line breaks and tabs as spaces")
struct OneLineFieldTests {
  static let json = #"""
    {"me":"u","users":[{"id":"u","nickname":"n","about":"a\tb\nc",
      "attributes":[{"key":"Key","value":"v\tw\nx"}]}],
     "feed":[{"id":"f","user":"u","comment":"t\tx\ny","contentWarning":"cw\ttab\nnl",
       "poll":{"options":[{"title":"opt\ttab\nnl","votes":1}]},
       "media":[{"path":"x.png","description":"alt\ttab\nnl"}]}],
     "promos":[{"id":"p","title":"T\tt\nt","body":"b\tb\n\nc","position":0}]}
    """#

  @Test("An About, a promo, a content warning, a poll option and alt text, in the feed")
  func feed() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 24))
    try app.press("jjj<Space>")
    let lines = app.screen(60, 24).lines
    #expect(lines[3] == "  a b c")
    #expect(lines[5] == "  ★ Promo · T t t" && lines[6] == "  b b c")
    #expect(lines[9] == "  ⚠ cw tab nl · Space hides the post")
    #expect(lines[10] == "  t x y")
    #expect(lines[11] == "  ▕██████████▏ 100% opt tab nl (1)")
    #expect(lines.contains("  “alt tab nl”"))
  }

  @Test("A promo's screen has its title on one line in the title bar")
  func promoTitle() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 60, height: 24))
    try app.press("j<Enter>")
    #expect(
      app.screen(60, 24).lines[0] == "t.json › Feed › Promo: T t t                          ? help")
  }

  @Test("A profile's attribute value, and a name, which shows its controls")
  func profile() throws {
    let json = Self.json.replacing(#""nickname":"n""#, with: #""nickname":"n\tm""#)
    let app = try AppHarness(json: json, size: Size(width: 60, height: 24))
    try app.press("<Enter>")
    let lines = app.screen(60, 24).lines
    #expect(lines[0] == "t.json › Feed › n␉m                                   ? help")
    #expect(lines.contains { $0.hasSuffix("v w x") }, "\(lines)")
  }
}
