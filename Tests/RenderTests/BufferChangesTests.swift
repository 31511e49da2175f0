import ListKitTesting
import Render
import Testing

@Suite("Buffer changes")
struct BufferChangesTests {
  @Test("identical buffers have no changes")
  func identical() {
    let buffer = makeBuffer(width: 10, ["hello", "日本"])
    #expect(buffer.changes(from: buffer).isEmpty)
    #expect(Buffer(width: 0, height: 0).changes(from: Buffer(width: 0, height: 0)).isEmpty)
  }

  @Test("returns exactly the cells that differ, in row-major order")
  func exactCells() {
    let previous = makeBuffer(width: 6, ["abc", "", "xyz"])
    var next = previous
    next.write("Q", x: 4, y: 2)
    next.write("B", x: 1, y: 0)
    next.write("z", x: 2, y: 2)
    #expect(
      next.changes(from: previous) == [
        CellChange(x: 1, y: 0, cell: Cell(grapheme: "B")),
        CellChange(x: 4, y: 2, cell: Cell(grapheme: "Q")),
      ])
  }

  @Test("a style change alone is a change")
  func styleOnly() {
    let previous = makeBuffer(width: 4, ["abcd"])
    var next = previous
    next.applyStyle(.reverse, to: Rect(x: 2, y: 0, width: 1, height: 1))
    #expect(
      next.changes(from: previous) == [
        CellChange(x: 2, y: 0, cell: Cell(grapheme: "c", style: .reverse))
      ])
  }

  @Test("replacing a wide grapheme changes both of its cells")
  func wide() {
    let previous = makeBuffer(width: 4, ["日x"])
    let next = makeBuffer(width: 4, ["abx"])
    #expect(
      next.changes(from: previous) == [
        CellChange(x: 0, y: 0, cell: Cell(grapheme: "a")),
        CellChange(x: 1, y: 0, cell: Cell(grapheme: "b")),
      ])
    #expect(
      previous.changes(from: next) == [
        CellChange(x: 0, y: 0, cell: Cell(grapheme: "日")),
        CellChange(x: 1, y: 0, cell: Cell(grapheme: " ", isContinuation: true)),
      ])
  }

  @Test("a different size returns every cell that is not a continuation")
  func resized() {
    let next = makeBuffer(width: 3, ["日a", "bcd"])
    let changes = next.changes(from: Buffer(width: 4, height: 2))
    #expect(
      changes == [
        CellChange(x: 0, y: 0, cell: Cell(grapheme: "日")),
        CellChange(x: 2, y: 0, cell: Cell(grapheme: "a")),
        CellChange(x: 0, y: 1, cell: Cell(grapheme: "b")),
        CellChange(x: 1, y: 1, cell: Cell(grapheme: "c")),
        CellChange(x: 2, y: 1, cell: Cell(grapheme: "d")),
      ])
  }

  @Test("drawing the changes over the previous frame reproduces the next one")
  func replay() {
    let frames = [
      makeBuffer(width: 12, ["hello world", "日本語のテキ", "👨‍👩‍👧 family"]),
      makeBuffer(width: 12, ["hello 世界", "x日本語のテ", "🇯🇵 flag"]),
      makeBuffer(width: 12, ["", "abcdefghijkl", "e\u{301}e\u{301}"]),
    ]
    for previous in frames {
      for next in frames {
        var screen = previous
        for change in next.changes(from: previous) where !change.cell.isContinuation {
          screen.set(change.cell, x: change.x, y: change.y)
        }
        #expect(screen == next)
      }
    }
  }
}
