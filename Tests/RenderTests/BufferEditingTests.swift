import ListKitTesting
import Render
import Testing

@Suite("Buffer cells, fill and styles")
struct BufferEditingTests {
  @Test("a new buffer is blank")
  func blank() {
    let buffer = Buffer(width: 4, height: 2)
    #expect(buffer.size == Size(width: 4, height: 2))
    #expect(buffer.area == Rect(x: 0, y: 0, width: 4, height: 2))
    expectScreen(buffer, ["", ""])
    #expect(buffer[x: 3, y: 1] == .blank)
  }

  @Test("set puts one cell, and a wide one with its continuation")
  func set() {
    var buffer = Buffer(width: 5, height: 1)
    buffer.set(Cell(grapheme: "a", style: .bold), x: 0, y: 0)
    buffer.set(Cell(grapheme: "日"), x: 2, y: 0)
    expectScreen(buffer, ["a 日"])
    #expect(buffer[x: 0, y: 0].style == .bold)
    #expect(buffer[x: 3, y: 0].isContinuation)
    expectConsistent(buffer)
  }

  @Test("set puts a blank for a wide grapheme at the right edge")
  func setWideAtEdge() {
    var buffer = makeBuffer(width: 3, ["xxx"])
    buffer.set(Cell(grapheme: "日"), x: 2, y: 0)
    expectScreen(buffer, ["xx"])
    expectConsistent(buffer)
  }

  @Test("set puts a blank for a continuation or zero-width cell")
  func setOddCells() {
    var buffer = makeBuffer(width: 4, ["日本"])
    buffer.set(Cell(grapheme: "z", isContinuation: true), x: 0, y: 0)
    buffer.set(Cell(grapheme: "\u{301}"), x: 2, y: 0)
    expectScreen(buffer, [""])
    expectConsistent(buffer)
  }

  @Test("fill sets every cell of a rectangle, clipped to the buffer")
  func fill() {
    var buffer = Buffer(width: 10, height: 3)
    buffer.fill(Rect(x: 1, y: 1, width: 3, height: 2), with: Cell(grapheme: "#"))
    buffer.fill(Rect(x: 8, y: -1, width: 5, height: 2), with: Cell(grapheme: "~"))
    expectScreen(buffer, ["        ~~", " ###", " ###"])
  }

  @Test("fill repeats a wide grapheme and blanks a last column too narrow for it")
  func fillWide() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: Cell(grapheme: "日"))
    expectScreen(buffer, ["日日"])
    expectConsistent(buffer)
  }

  @Test("fill clears the other half of a wide grapheme cut by the rectangle")
  func fillCutsWide() {
    var buffer = makeBuffer(width: 8, ["日本語x"])
    buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1))
    expectScreen(buffer, ["    語x"])
    expectConsistent(buffer)
  }

  @Test("applyStyle patches the cells of a rectangle and no others")
  func applyStyle() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.write("abcdef", x: 0, y: 0, style: .fg(.red))
    buffer.write("ghijkl", x: 0, y: 1, style: .fg(.red))
    buffer.applyStyle(
      Style(attributes: .reverse, background: .blue), to: Rect(x: 1, y: 1, width: 3, height: 5))
    let highlighted = Style(attributes: .reverse, foreground: .red, background: .blue)
    for y in 0..<2 {
      for x in 0..<6 {
        let inside = y == 1 && (1...3).contains(x)
        #expect(buffer[x: x, y: y].style == (inside ? highlighted : .fg(.red)), "(\(x), \(y))")
      }
    }
    expectScreen(buffer, ["abcdef", "ghijkl"])
  }

  @Test("applyStyle patches a wide grapheme whole when only half is inside")
  func applyStyleWide() {
    var buffer = makeBuffer(width: 6, ["日本語"])
    buffer.applyStyle(.reverse, to: Rect(x: 1, y: 0, width: 2, height: 1))
    #expect((0...3).allSatisfy { buffer[x: $0, y: 0].style == .reverse })
    #expect(buffer[x: 4, y: 0].style == .plain)
    expectConsistent(buffer)
  }

  @Test("buffers with the same cells are equal")
  func equality() {
    let first = makeBuffer(width: 5, ["ab", "日"])
    let second = makeBuffer(width: 5, ["ab", "日"])
    #expect(first == second)
    #expect(first != makeBuffer(width: 5, ["ab", "本"]))
  }
}
