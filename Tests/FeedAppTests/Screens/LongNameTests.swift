import FeedModel
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A nickname far longer than a line")
struct LongNameTests {
  @Test("A profile's notice names a huge nickname in a few lines, not all of it")
  func profileNotice() throws {
    let name = "bob" + String(repeating: "é", count: 100_000)
    let json = #"""
      {"me":"u1","users":[{"id":"u1","nickname":"alice"},{"id":"u2","nickname":"\#(name)"}],
       "history":["u2"],"feed":[{"id":"f1","user":"u1","comment":"hello"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 40, height: 20))
    try app.press("j<Enter>")
    let lines = app.screen(40, 20).lines
    #expect(lines[1].hasPrefix("> ┌────┐ bobééé"))
    let notice = try #require(lines.firstIndex { $0.contains("None of your posts mention") })
    // The name cut at 200 columns: a few lines of it at 37, the last ending in "…".
    let block = lines[notice...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(block.count <= 7, "\(lines)")
    #expect(block.last?.hasSuffix("…") == true, "\(lines)")
  }
}
