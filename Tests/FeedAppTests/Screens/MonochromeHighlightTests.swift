import ListKit
import Render
import Testing

/// Without colours (`NO_COLOR`, `TERM=vt100`) names are bold and underlined, so a match is in
/// reverse video, as less marks one; on the selected row's reverse bar it is in normal video.
@MainActor
@Suite("Without colours, a match in a name stands out, on the selected row too")
struct MonochromeHighlightTests {
  static let json = #"""
    {"users":[{"id":"a","nickname":"user46"},{"id":"b","nickname":"user23"}],
     "feed":[{"id":"f1","user":"a","comment":"one","postedAt":"2024-01-02T10:00:00Z"},
             {"id":"f2","user":"b","comment":"ser4 two","postedAt":"2024-01-01T10:00:00Z"}]}
    """#

  @Test("A match is reverse video off the selection and normal video on it")
  func matchStandsOut() throws {
    let app = try AppHarness(json: Self.json, size: Size(width: 40, height: 10), colorCount: 0)
    try app.press("/ser4<Enter>")
    let screen = app.screen(40, 10)
    #expect(screen.lines[1] == "> user46 · 2024-01-02 10:00 UTC", "\(screen.lines)")
    #expect(screen.lines[4] == "  user23 · 2024-01-01 10:00 UTC", "\(screen.lines)")
    // The selected row: `user46` at columns 2–7, its match `ser4` at 3–6.
    #expect(screen[2, 1].style.attributes.contains(.reverse))
    for x in 3...6 { #expect(!screen[x, 1].style.attributes.contains(.reverse), "column \(x)") }
    #expect(screen[7, 1].style.attributes.contains(.reverse))
    // Another row: the match in its text is in reverse video, the name beside it is not.
    #expect(screen.lines[5] == "  ser4 two")
    for x in 2...5 { #expect(screen[x, 5].style.attributes.contains(.reverse), "column \(x)") }
    #expect(!screen[2, 4].style.attributes.contains(.reverse))
  }
}
