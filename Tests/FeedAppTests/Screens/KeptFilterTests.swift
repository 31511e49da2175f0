import AppCore
import FeedModel
import Input
import ListKit
import ListKitTesting
import Testing

@testable import FeedApp

@Suite("A kept filter: / then Esc keeps it, and n and N move between its matches")
struct KeptFilterTests {
  /// The status line at 40x12.
  static func status(_ app: AppHarness) -> String {
    app.screen(40, 12).lines.last ?? ""
  }

  @Test("/ then Esc (or Backspace past the start) puts the kept filter and its selection back")
  func escapeKeeps() throws {
    for giveUp in ["<Esc>", "<C-u><BS>", "x<Esc>"] {
      let app = try AppHarness(
        json: FilterFirstMatchTests.json, size: Size(width: 40, height: 12))
      try app.press("/soba<Enter>j")
      #expect(FilterFirstMatchTests.selectedText(app) == "soba #2")
      let kept = Self.status(app)
      #expect(kept.contains("/soba"), "\(kept)")
      try app.press("/" + giveUp)
      #expect(Self.status(app) == kept, "after /\(giveUp)")
      #expect(FilterFirstMatchTests.selectedText(app) == "soba #2", "after /\(giveUp)")
    }
  }

  @Test("Without a kept filter, / then Esc leaves none, as before")
  func escapeWithoutKept() throws {
    let app = try AppHarness(json: FilterFirstMatchTests.json, size: Size(width: 40, height: 12))
    try app.press("jjj/soba<Esc>")
    #expect(!Self.status(app).contains("/soba"))
    #expect(FilterFirstMatchTests.selectedText(app) == "udon #3")
  }

  @Test("n and N go to the next and the previous match, silently at either end")
  func nextAndPrevious() throws {
    let app = try AppHarness(json: FilterFirstMatchTests.json, size: Size(width: 40, height: 12))
    try app.press("/soba<Enter>")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #0")
    try app.press("nn")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #4")
    try app.press("N")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #2")
    try app.press("NN")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #0")
    #expect(!Self.status(app).contains("nothing"), "\(Self.status(app))")
    try app.press("nnnnnn")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #8")
    #expect(!Self.status(app).contains("nothing"), "\(Self.status(app))")
    // With no filter kept, n is not a key of the feed's.
    try app.press("<Esc>n")
    #expect(Self.status(app).contains("n does nothing"), "\(Self.status(app))")
  }
}
