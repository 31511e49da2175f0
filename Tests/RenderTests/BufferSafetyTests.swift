import ListKitTesting
import Render
import Testing

@Suite("Buffer never traps")
struct BufferSafetyTests {
  static let extremes = [
    Int.min, Int.min + 1, -1_000_000, -1, 0, 1, 9, 10, 1_000_000, Int.max - 1, Int.max,
  ]

  @Test("negative sizes become an empty buffer")
  func negativeSize() {
    let buffer = Buffer(width: -3, height: -1)
    #expect(buffer.width == 0 && buffer.height == 0)
    #expect(buffer.area.isEmpty)
    #expect(buffer.lines.isEmpty)
    #expect(Buffer(width: 5, height: -1).lines.isEmpty)
    #expect(Buffer(width: -5, height: 2).lines == ["", ""])
  }

  @Test("every operation on a 0x0 buffer is a no-op")
  func emptyBuffer() {
    var buffer = Buffer(width: 0, height: 0)
    #expect(buffer.write("hello", x: 0, y: 0) == 0)
    buffer.draw("hello", in: Rect(x: 0, y: 0, width: 5, height: 1))
    buffer.set(Cell(grapheme: "a"), x: 0, y: 0)
    buffer.fill(Rect(x: -1, y: -1, width: 3, height: 3), with: Cell(grapheme: "#"))
    buffer.applyStyle(.bold, to: Rect(x: 0, y: 0, width: 1, height: 1))
    buffer.blit(
      makeBuffer(width: 3, ["abc"]), from: Rect(x: 0, y: 0, width: 3, height: 1), to: .zero)
    #expect(buffer[x: 0, y: 0] == .blank)
    #expect(buffer == Buffer(width: 0, height: 0))
    #expect(makeBuffer(width: 2, ["ab"]).changes(from: buffer).count == 2)
    #expect(buffer.changes(from: makeBuffer(width: 2, ["ab"])).isEmpty)
  }

  @Test("extreme coordinates read blanks and write nothing")
  func extremeCoordinates() {
    let original = makeBuffer(width: 10, ["日本語", "abc"])
    var buffer = original
    for x in Self.extremes {
      for y in Self.extremes where !(0..<2).contains(y) {
        #expect(buffer[x: x, y: y] == .blank)
        buffer.write("日本語 text", x: x, y: y, maxWidth: x)
        buffer.set(Cell(grapheme: "日"), x: x, y: y)
        buffer.draw("text", in: Rect(x: x, y: y, width: Int.max, height: Int.max))
      }
      #expect(buffer[x: x, y: 0] == ((0..<10).contains(x) ? original[x: x, y: 0] : .blank))
    }
    #expect(buffer == original)
  }

  @Test("extreme rectangles clip to the buffer")
  func extremeRectangles() {
    var buffer = Buffer(width: 4, height: 2)
    for x in Self.extremes {
      for width in Self.extremes {
        let rect = Rect(x: x, y: x, width: width, height: width)
        buffer.fill(rect, with: Cell(grapheme: "."))
        buffer.applyStyle(.dim, to: rect)
        buffer.blit(makeBuffer(width: 4, ["abcd"]), from: rect, to: Point(x: x, y: width))
        buffer.draw("clip", in: rect)
      }
    }
    buffer.fill(
      Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max), with: Cell(grapheme: "!"))
    buffer.fill(Rect(x: -5, y: -5, width: Int.max, height: Int.max), with: Cell(grapheme: "#"))
    expectScreen(buffer, ["####", "####"])
    expectConsistent(buffer)
  }

  @Test("writing far left and far right returns without drawing")
  func farWrites() {
    var buffer = Buffer(width: 5, height: 1)
    #expect(buffer.write("abc", x: Int.max, y: 0) == 0)
    #expect(buffer.write("abc", x: Int.min, y: 0, maxWidth: Int.max) == 3)
    #expect(buffer.write("abc", x: 3, y: 0, maxWidth: Int.max) == 2)
    expectScreen(buffer, ["   ab"])
  }

  @Test("a large frame of mixed text fills every row, and its changes name every drawn cell")
  func largeFrame() {
    var buffer = Buffer(width: 300, height: 100)
    let line = String(repeating: "mixed 日本語 text 👨‍👩‍👧 ", count: 20)
    for y in 0..<100 {
      buffer.write(line, x: 0, y: y, style: .bold)
    }
    #expect(buffer[x: 0, y: 99].grapheme == "m")
    #expect(buffer.lines.allSatisfy { $0.hasPrefix("mixed 日本語 text 👨‍👩‍👧 mixed") })
    let changes = buffer.changes(from: Buffer(width: 300, height: 100))
    let drawn = (0..<100).reduce(0) { count, y in
      count + (0..<300).filter { buffer[x: $0, y: y] != .blank }.count
    }
    #expect(changes.count == drawn)
    var next = buffer
    next.write("changed", x: 10, y: 50, style: .bold)
    #expect(
      next.changes(from: buffer).map(\.y)
        == Array(repeating: 50, count: next.changes(from: buffer).count))
  }
}
