import ListKitTesting
import Render
import Testing

@Suite("Cell and style expectations")
struct CellExpectationTests {
  /// "title" in bold yellow on row 0, "body" plain on row 1, a wide grapheme in bold at the end.
  let buffer: Buffer = {
    var buffer = Buffer(width: 8, height: 2)
    buffer.write("title", x: 0, y: 0, style: Style(attributes: .bold, foreground: .yellow))
    buffer.write("body", x: 0, y: 1)
    buffer.write("日", x: 5, y: 1, style: .bold)
    return buffer
  }()

  @Test("Cells that all match report nothing; the right half of a wide grapheme is skipped")
  func matches() {
    #expect(
      cellMismatch(buffer, in: Rect(x: 0, y: 0, width: 5, height: 1), match: .including(.bold))
        == nil)
    #expect(
      cellMismatch(buffer, in: Rect(x: 5, y: 1, width: 2, height: 1), match: .style(.bold)) == nil)
    expectStyle(buffer, at: Point(x: 4, y: 0), Style(attributes: .bold, foreground: .yellow))
    expectCells(buffer, in: Rect(x: 0, y: 1, width: 4, height: 1), match: .style(.plain))
  }

  @Test("A mismatch marks each differing cell under its row and says why")
  func marksCells() throws {
    let report = try #require(
      cellMismatch(buffer, in: Rect(x: 0, y: 0, width: 6, height: 2), match: .including(.bold)))
    #expect(
      report == """
        Cells (0,0) 6x2 do not all match including [bold]: 6 differ
        0 |title |
                ^
        1 |body 日|
           ^^^^^
        (5,0) " ": attributes [] lack [bold]
        (0,1) "b": attributes [] lack [bold]
        (1,1) "o": attributes [] lack [bold]
        (2,1) "d": attributes [] lack [bold]
        (3,1) "y": attributes [] lack [bold]
        … and 1 more
        """)
  }

  @Test("A rectangle outside the buffer is a mismatch")
  func outside() {
    #expect(
      cellMismatch(buffer, in: Rect(x: 6, y: 0, width: 4, height: 1), match: CellMatch())
        == "Cells (6,0) 4x1 are not all inside the 8x2 buffer")
  }

  @Test("expectCells and expectStyle record an issue on a mismatch")
  func recordsIssues() {
    withKnownIssue {
      expectCells(buffer, in: Rect(x: 0, y: 1, width: 2, height: 1), match: .foreground(.yellow))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("foreground default is not yellow") }
    }
    withKnownIssue {
      expectStyle(buffer, at: Point(x: 0, y: 0), .bold)
    }
  }
}
