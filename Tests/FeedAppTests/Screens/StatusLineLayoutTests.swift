import Testing

@testable import FeedApp

@Suite("StatusLine: parts give way a step at a time, lowest rank first")
struct StatusLineLayoutTests {
  let line = StatusLine(
    parts: [
      StatusLine.Part([("x does nothing here", 90), ("x: nothing", 91)]),
      StatusLine.Part([("1/5005 entry", 10), ("1/5005", 60)]),
    ],
    counter: StatusLine.Part([("⚠ 46 warnings", 15), ("⚠ 46", 50)]))

  @Test("Everything, when it fits")
  func fits() {
    #expect(
      line.layout(width: 60)
        == .init(text: " x does nothing here  │  1/5005 entry", counter: "⚠ 46 warnings"))
  }

  @Test("The kind word, then the counter's noun, then the counter, then the position")
  func order() {
    #expect(
      line.layout(width: 50)
        == .init(text: " x does nothing here  │  1/5005", counter: "⚠ 46 warnings"))
    #expect(
      line.layout(width: 38) == .init(text: " x does nothing here  │  1/5005", counter: "⚠ 46"))
    #expect(line.layout(width: 31) == .init(text: " x does nothing here  │  1/5005", counter: nil))
    #expect(line.layout(width: 26) == .init(text: " x does nothing here", counter: "⚠ 46"))
  }

  @Test("A message shortens only when it cannot fit alone; then the rest comes back if it can")
  func messageShortens() {
    #expect(line.layout(width: 22) == .init(text: " x does nothing here", counter: nil))
    #expect(line.layout(width: 19) == .init(text: " x: nothing", counter: "⚠ 46"))
    #expect(line.layout(width: 12) == .init(text: " x: nothing", counter: nil))
  }

  @Test("When nothing fits, the most important part's shortest form, to be cut at the edge")
  func nothingFits() {
    #expect(line.layout(width: 5) == .init(text: "", counter: "⚠ 46"))
    #expect(line.layout(width: 3) == .init(text: " x: nothing", counter: nil))
  }

  @Test("A detail never comes back while a more important part is gone: no kind word sans filter")
  func detailStaysAway() {
    let line = StatusLine(
      parts: [
        StatusLine.Part([("3/3 entry", 10), ("3/3", 60)]),
        StatusLine.Part([("/soba · 1/5 matches", 30), ("/soba", 40)]),
      ],
      counter: StatusLine.Part([("⚠ 11 warnings", 15), ("⚠ 11", 50)]))
    #expect(line.layout(width: 35) == .init(text: " 3/3  │  /soba · 1/5 matches", counter: "⚠ 11"))
    #expect(line.layout(width: 25) == .init(text: " 3/3  │  /soba", counter: "⚠ 11"))
    // The filter is gone at 18: `3/3 entry` would fit, but shows less than the filter would.
    #expect(line.layout(width: 18) == .init(text: " 3/3", counter: "⚠ 11"))
    #expect(line.layout(width: 16) == .init(text: " 3/3", counter: "⚠ 11"))
  }

  @Test("A detail stays away while a form of another part ranked above it is given way")
  func detailWaitsForEveryStep() {
    let line = StatusLine(
      parts: [
        StatusLine.Part([("3/3 entry", 10), ("3/3", 60)]),
        StatusLine.Part([("/tea · 1/22 matches", 30), ("/tea", 40)]),
      ],
      counter: StatusLine.Part([("⚠ 1 warning", 15), ("⚠ 1", 50)]))
    // The count of matches went at 32: neither `entry` nor `warning` comes back for the room.
    #expect(line.layout(width: 32) == .init(text: " 3/3  │  /tea", counter: "⚠ 1"))
    // The counter's noun went at 39: `entry`, ranked below it, stays away too.
    #expect(line.layout(width: 39) == .init(text: " 3/3  │  /tea · 1/22 matches", counter: "⚠ 1"))
    #expect(
      line.layout(width: 41)
        == .init(text: " 3/3  │  /tea · 1/22 matches", counter: "⚠ 1 warning"))
  }

  @Test("A part that may be cut is, on its last form, to the room left; then it goes")
  func cutToRoomLeft() {
    let line = StatusLine(
      parts: [
        StatusLine.Part([("x does nothing here", 90), ("x: nothing", 91)], cutTo: 4),
        StatusLine.Part([("1/5005 entry", 10), ("1/5005", 100)]),
      ],
      counter: StatusLine.Part([("⚠ 46 warnings", 15), ("⚠ 46", 50)]))
    #expect(line.layout(width: 31) == .init(text: " x does nothing here  │  1/5005", counter: nil))
    #expect(line.layout(width: 30) == .init(text: " x: nothing  │  1/5005", counter: "⚠ 46"))
    #expect(line.layout(width: 20) == .init(text: " x: noth…  │  1/5005", counter: nil))
    #expect(line.layout(width: 16) == .init(text: " x: …  │  1/5005", counter: nil))
    #expect(line.layout(width: 15) == .init(text: " 1/5005", counter: "⚠ 46"))
    #expect(line.layout(width: 9) == .init(text: " 1/5005", counter: nil))
  }
}
