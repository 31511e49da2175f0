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

  @Test(
    "A query of only blanks is no filter: nothing is kept, and n is no key",
    arguments: [" ", "   "])
  func blankQuery(_ blanks: String) throws {
    let app = try AppHarness(json: FilterFirstMatchTests.json, size: Size(width: 40, height: 12))
    try app.press("jjj/" + blanks + "<Enter>")
    #expect(Self.status(app) == " 4/10 entry", "\(Self.status(app))")
    #expect(FilterFirstMatchTests.selectedText(app) == "udon #3")
    try app.press("n")
    #expect(Self.status(app).contains("n does nothing"), "\(Self.status(app))")
  }

  @Test("A search that stops matching gives the selection back to the row it began on")
  func noMatchKeepsStartingRow() throws {
    // With a "me", the profile summary is above the entries, and holds the selection first.
    let json = FilterFirstMatchTests.json.replacingOccurrences(
      of: #"{"users":[{"id":"u1","nickname":"ann"}]"#,
      with: #"{"me":"u1","history":["u2"],"users":[{"id":"u1","nickname":"ann"},"#
        + #"{"id":"u2","nickname":"bo"}]"#)
    let app = try AppHarness(json: json, size: Size(width: 40, height: 12))
    #expect(Self.status(app).hasPrefix(" 1/12 profile summary"), "\(Self.status(app))")
    // `s` matches, and its first match takes the selection; `sx` matches nothing.
    try app.press("/s")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #0")
    try app.press("x")
    #expect(app.screen(40, 12).lines[1].hasPrefix("> ann"), "\(app.screen(40, 12).lines)")
    // Matching again, the first match takes it back.
    try app.press("<BS>")
    #expect(FilterFirstMatchTests.selectedText(app) == "soba #0")
  }

  @Test("n goes to the next match whole, even from a match taller than the screen")
  func tallMatch() throws {
    // Each entry's picture frame makes it taller than the view of 8 lines.
    let feed = (0..<3).map {
      #"{"id":"f\#($0)","user":"u1","comment":"soba \#($0)","image":"\#($0).png"}"#
    }
    let json =
      #"{"users":[{"id":"u1","nickname":"ann"}],"feed":["# + feed.joined(separator: ",") + "]}"
    let app = try AppHarness(json: json, size: Size(width: 80, height: 8))
    func status() -> String { app.screen(80, 8).lines.last ?? "" }
    try app.press("/soba<Enter>")
    #expect(status().hasPrefix(" 1/3 entry"), "\(status())")
    try app.press("n")
    #expect(status().hasPrefix(" 2/3 entry"), "\(status())")
    try app.press("N")
    #expect(status().hasPrefix(" 1/3 entry"), "\(status())")
    // Up to a tall match, as down to one, shows its first line.
    try app.press("n")
    #expect(app.screen(80, 8).lines[1].hasPrefix("> ann"), "\(app.screen(80, 8))")
    try app.press("N")
    #expect(status().hasPrefix(" 1/3 entry"), "\(status())")
    #expect(app.screen(80, 8).lines[1].hasPrefix("> ann"), "\(app.screen(80, 8))")
  }

  @Test("A count before n or N moves that many matches, stopping at the last or the first")
  func countedMatches() throws {
    let feed = (0..<6).map {
      #"{"id":"f\#($0)","user":"u1","comment":"soba \#($0)"},{"id":"g\#($0)","user":"u1","comment":"udon"}"#
    }
    let json =
      #"{"users":[{"id":"u1","nickname":"ann"}],"feed":["# + feed.joined(separator: ",") + "]}"
    let app = try AppHarness(json: json, size: Size(width: 60, height: 30))
    func status() -> String { app.screen(60, 30).lines.last ?? "" }
    try app.press("/soba<Enter>")
    #expect(status().hasPrefix(" 1/6 entry"), "\(status())")
    try app.press("3n")
    #expect(status().hasPrefix(" 4/6 entry"), "\(status())")
    try app.press("2N")
    #expect(status().hasPrefix(" 2/6 entry"), "\(status())")
    try app.press("9n")
    #expect(status() == " Last match · N goes back  │  6/6  │  /soba · match 6/6", "\(status())")
  }

  @Test("N above every match, on the profile summary after gg, says First match as n says Last")
  func backFromAboveMatches() throws {
    let feed = (0..<6).map {
      #"{"id":"f\#($0)","user":"u1","comment":"soba \#($0)"},{"id":"g\#($0)","user":"u1","comment":"udon"}"#
    }
    let json =
      #"{"me":"u1","users":[{"id":"u1","nickname":"ann"}],"feed":["#
      + feed.joined(separator: ",") + "]}"
    let app = try AppHarness(json: json, size: Size(width: 60, height: 30))
    func status() -> String { app.screen(60, 30).lines.last ?? "" }
    try app.press("/soba<Enter>gg")
    #expect(app.selectedKind == .profileSummary)
    try app.press("N")
    #expect(app.selectedKind == .profileSummary)
    #expect(
      status() == " First match · n goes on  │  1/7  │  /soba · 6 of 12 match",
      "\(status())")
    try app.press("3N")
    #expect(status().hasPrefix(" First match · n goes on  │"), "\(status())")
    // n goes to the first match, as the message says.
    try app.press("n")
    #expect(status().hasPrefix(" 2/7 entry"), "\(status())")
  }

  @Test("Enter on a warning about an entry left out says there is nothing to open")
  func warningAboutDroppedEntry() throws {
    let json = #"""
      {"users":[{"id":"u1","nickname":"me"}],
       "feed":[{"id":"f0","user":"u9","comment":"gone","postedAt":"bad-date"},
               {"id":"f1","user":"u1","comment":"kept"}]}
      """#
    let app = try AppHarness(json: json, size: Size(width: 80, height: 12))
    try app.press("!<Enter>")
    let status = app.screen(80, 12).lines.last ?? ""
    #expect(status.contains("This warning is about no entry or user: nothing to open"), "\(status)")
  }
}
