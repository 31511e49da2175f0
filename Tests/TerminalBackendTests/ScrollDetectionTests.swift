import Render
import Testing

@testable import TerminalBackend

/// How the backend tells that a frame is the last one scrolled.
@Suite("Finding the scroll between two frames")
struct ScrollDetectionTests {
  let bar = Style(attributes: .bold, background: .indexed(237))

  /// A line of text of its own for each item, as a feed's entries are.
  static func text(of item: Int) -> String {
    let words = [
      "harbour", "lanterns", "quietly", "織物", "蕎麦", "bicycles", "over", "misty", "fields",
      "at", "dawn",
    ]
    return (0..<4).map { words[(item * 5 + $0 * 3) % words.count] }
      .joined(separator: " ") + " \(item)"
  }

  /// A 30x12 screen: a title, ten list rows from `first` with the row of `selected` marked
  /// and barred, and a status line.
  func screen(first: Int, selected: Int) -> Buffer {
    var buffer = Buffer(width: 30, height: 12)
    buffer.write("Title", x: 0, y: 0)
    for y in 1...10 {
      let item = first + y - 1
      let isSelected = item == selected
      if isSelected { buffer.fill(Rect(x: 0, y: y, width: 30, height: 1), with: Cell(style: bar)) }
      buffer.write(isSelected ? ">" : " ", x: 0, y: y, style: isSelected ? bar : .plain)
      buffer.write(Self.text(of: item), x: 2, y: y, style: isSelected ? bar : .plain)
    }
    buffer.write("\(selected)/99", x: 0, y: 11)
    return buffer
  }

  @Test("a view scrolled with its selection moved is seen as one band's scroll")
  func scrolled() {
    let before = screen(first: 0, selected: 8)
    let after = screen(first: 4, selected: 9)
    let shift = after.scroll(from: before)
    #expect(shift == RowShift(top: 1, bottom: 10, distance: 4))
    let scrolled = before.shifting(RowShift(top: 1, bottom: 10, distance: 4))
    #expect(Array(scrolled.lines[1...6]) == Array(before.lines[5...10]))
    #expect(Array(scrolled.lines[7...10]) == ["", "", "", ""])
    #expect(screen(first: 0, selected: 9).scroll(from: before) == nil)
  }

  @Test("back up, the scroll is downward; an unchanged or unrelated frame has none")
  func downAndNone() {
    let below = screen(first: 10, selected: 12)
    #expect(
      screen(first: 7, selected: 11).scroll(from: below)
        == RowShift(top: 1, bottom: 10, distance: -3))
    #expect(below.scroll(from: below) == nil)
    #expect(screen(first: 60, selected: 62).scroll(from: below) == nil)
    var repeated = Buffer(width: 30, height: 12)
    for y in 0..<12 { repeated.write("│        │", x: 0, y: y) }
    #expect(repeated.scroll(from: below) == nil)
  }

  @Test("a scroll longer than curses will send is split into steps it will")
  func steps() {
    #expect(
      RowShift(top: 1, bottom: 10, distance: 4).steps == [RowShift(top: 1, bottom: 10, distance: 4)]
    )
    #expect(
      RowShift(top: 1, bottom: 10, distance: 7).steps.map(\.distance) == [5, 2])
    #expect(RowShift(top: 0, bottom: 21, distance: -13).steps.map(\.distance) == [-11, -2])
    #expect(RowShift(top: 0, bottom: 2, distance: 1).steps.isEmpty)
  }
}
