import ListKitTesting
import Render
import Testing

@Suite("Tab expansion")
struct TabExpansionTests {
  @Test("a tab becomes spaces to the next stop, counted in columns from the line's start")
  func expands() {
    #expect("12:00\tINFO\tstarted".expandingTabs() == "12:00   INFO    started")
    #expect("\t".expandingTabs() == String(repeating: " ", count: 8))
    #expect("日本\tx".expandingTabs() == "日本    x")
    #expect("a\tb\nc\td".expandingTabs(tabStop: 4) == "a   b\nc   d")
    #expect("a\tb".expandingTabs(tabStop: 0) == "a b")
    #expect("no tabs".expandingTabs() == "no tabs")
  }

  @Test("wrapped text and expanded text lay a tab out alike; a written tab shows as ␉")
  func wrappedAndDrawnAgree() {
    let line = "12:00\tINFO\tstarted"
    var buffer = Buffer(width: 24, height: 3)
    buffer.draw(line, in: Rect(x: 0, y: 0, width: 24, height: 1))
    buffer.write(line.wrapped(toWidth: 24)[0], x: 0, y: 1)
    buffer.write(line.expandingTabs(), x: 0, y: 2)
    expectScreen(
      buffer,
      [
        "12:00␉INFO␉started",
        "12:00   INFO    started",
        "12:00   INFO    started",
      ])
    #expect(line.displayWidth == 18)
    #expect(line.expandingTabs().displayWidth == 23)
  }
}
