import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("The filter gives its first match the selection, wherever the selection was")
struct FilterFirstMatchTests {
  /// Ten entries; the even ones say `soba`.
  static let json: String = {
    let feed = (0..<10).map { index in
      let comment = index % 2 == 0 ? "soba #\(index)" : "udon #\(index)"
      return #"{"id":"f\#(index)","user":"u1","comment":"\#(comment)"}"#
    }
    return #"{"users":[{"id":"u1","nickname":"ann"}],"feed":["# + feed.joined(separator: ",") + "]}"
  }()

  /// The selected row's next line: the entry's text.
  static func selectedText(_ app: AppHarness) -> String? {
    let lines = app.screen(40, 12).lines
    guard let row = lines.firstIndex(where: { $0.hasPrefix("> ") }), row + 1 < lines.count
    else { return nil }
    return lines[row + 1].trimmingCharacters(in: .whitespaces.union(["┃"]))
  }

  @Test(
    "From the end, the middle or the top, typing selects the first match; Enter Enter opens it",
    arguments: [("G", "soba #0"), ("jjjjj", "soba #0"), ("", "soba #0"), ("jjjj", "soba #4")])
  func firstMatch(moves: String, selected: String) throws {
    // From #4, a match already, the selection stays; from #9 or #5, left out, it goes first.
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
    try app.press(moves + "/soba")
    #expect(Self.selectedText(app) == selected)
    try app.press("<Enter><Enter>")
    #expect(app.screen(40, 12).lines.contains { $0.contains(selected) })
    #expect(app.screen(40, 12).lines[0].contains("Entry by ann"))
  }

  @Test("An entry that matches keeps the selection as the query grows")
  func keptMatch() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
    try app.press("/#<C-n><C-n><C-n>")
    #expect(Self.selectedText(app) == "udon #3")
    try app.press("3")
    #expect(Self.selectedText(app) == "udon #3")
    // Cleared with ^U, then a query #3 does not match: the first match.
    try app.press("<C-u>soba")
    #expect(Self.selectedText(app) == "soba #0")
  }

  @Test(
    "In a feed alone, the entry selected before a filter matched nothing gets the selection back",
    arguments: ["<BS>", "<Esc>", "<C-u>", "<BS>5"])
  func backFromNoMatch(keys: String) throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 12))
    try app.press("jjjjj/z" + keys)
    #expect(Self.selectedText(app) == "udon #5")
  }
}
