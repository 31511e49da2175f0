import ListKitTesting
import Render
import Testing

@Suite("Scrolling a band of a buffer's rows")
struct BufferScrollingTests {
  @Test("rows move up inside the band, the band's last rows are blank, the rest stay")
  func up() {
    var buffer = makeBuffer(width: 4, ["top", "a", "b日", "c", "d", "end"])
    buffer.scroll(rows: 1..<5, by: 2)
    expectScreen(buffer, ["top", "c", "d", "", "", "end"])
    expectConsistent(buffer)
  }

  @Test("rows move down, wide graphemes whole, and the band's first rows are blank")
  func down() {
    var buffer = makeBuffer(width: 4, ["top", "a日", "b", "c", "end"])
    buffer.scroll(rows: 1..<4, by: -1)
    expectScreen(buffer, ["top", "", "a日", "b", "end"])
    #expect(buffer[x: 2, y: 2].isContinuation)
    expectConsistent(buffer)
  }

  @Test("a band beyond the buffer is clipped, a distance past it blanks it, zero does nothing")
  func edges() {
    let lines = ["a", "b", "c"]
    var clipped = makeBuffer(width: 2, lines)
    clipped.scroll(rows: -3..<9, by: 1)
    expectScreen(clipped, ["b", "c", ""])
    var blanked = makeBuffer(width: 2, lines)
    blanked.scroll(rows: 0..<3, by: -7)
    expectScreen(blanked, ["", "", ""])
    var still = makeBuffer(width: 2, lines)
    still.scroll(rows: 0..<3, by: 0)
    still.scroll(rows: 2..<2, by: 1)
    expectScreen(still, lines)
  }
}
