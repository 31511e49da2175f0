import ListKitTesting
import Render
import Testing

@Suite("Buffer writing")
struct BufferWritingTests {
  @Test("writes lines of text at their positions")
  func basic() {
    var buffer = Buffer(width: 10, height: 3)
    buffer.write("hello", x: 0, y: 0)
    buffer.write("world", x: 2, y: 1)
    expectScreen(buffer, ["hello", "  world", ""])
  }

  @Test("returns the columns used, so pieces of a line can be chained")
  func chaining() {
    var buffer = Buffer(width: 20, height: 1)
    var column = 0
    column += buffer.write("日本", x: column, y: 0, style: .bold)
    column += buffer.write(" · ", x: column, y: 0)
    column += buffer.write("3 new", x: column, y: 0, style: .dim)
    #expect(column == 12)
    expectScreen(buffer, ["日本 · 3 new"])
    #expect(buffer[x: 0, y: 0].style == .bold)
    #expect(buffer[x: 1, y: 0].style == .bold)
    #expect(buffer[x: 7, y: 0].style == .dim)
  }

  @Test("a cluster wider than two columns takes a cell for each spacing code point")
  func wideCluster() {
    var buffer = Buffer(width: 10, height: 1)
    #expect(buffer.write("हिन्दी|", x: 0, y: 0) == 6)
    #expect(buffer[x: 2, y: 0].grapheme == "न्")
    #expect(buffer[x: 3, y: 0].grapheme == "द")
    #expect(buffer[x: 4, y: 0].grapheme == "ी")
    #expect(buffer[x: 5, y: 0].grapheme == "|")
    expectConsistent(buffer)
  }

  @Test("clips at the buffer's right edge")
  func rightEdge() {
    var buffer = Buffer(width: 10, height: 3)
    let used = buffer.write("hello world", x: 5, y: 1)
    #expect(used == 5)
    expectScreen(buffer, ["", "     hello", ""])
  }

  @Test("clips at x plus maxWidth")
  func maxWidth() {
    var buffer = Buffer(width: 10, height: 3)
    #expect(buffer.write("hello world", x: 1, y: 0, maxWidth: 4) == 4)
    #expect(buffer.write("hello", x: 0, y: 1, maxWidth: 0) == 0)
    #expect(buffer.write("hello", x: 0, y: 2, maxWidth: -3) == 0)
    expectScreen(buffer, [" hell", "", ""])
  }

  @Test("a wide grapheme that does not fit at the right edge leaves a blank")
  func wideAtRightEdge() {
    var buffer = makeBuffer(width: 5, ["xxxxx"])
    #expect(buffer.write("ab日本", x: 0, y: 0) == 4)
    expectScreen(buffer, ["ab日"])
    #expect(buffer[x: 4, y: 0] == .blank)
    expectConsistent(buffer)
  }

  @Test("a wide grapheme that does not fit in maxWidth leaves a blank")
  func wideAtMaxWidth() {
    var buffer = makeBuffer(width: 10, ["xxxxxxxxxx"])
    #expect(buffer.write("日本語", x: 0, y: 0, maxWidth: 5) == 4)
    expectScreen(buffer, ["日本 xxxxx"])
    expectConsistent(buffer)
  }

  @Test("clips text that starts left of the buffer")
  func leftEdge() {
    var buffer = makeBuffer(width: 8, ["xxxxxxxx", "xxxxxxxx", "xxxxxxxx", "xxxxxxxx"])
    #expect(buffer.write("hello", x: -2, y: 0) == 5)
    buffer.write("日本語", x: -1, y: 1)
    buffer.write("日本語", x: -2, y: 2)
    buffer.write("ab", x: -5, y: 3)
    expectScreen(buffer, ["lloxxxxx", " 本語xxx", "本語xxxx", "xxxxxxxx"])
    #expect(buffer[x: 0, y: 1] == .blank)
    expectConsistent(buffer)
  }

  @Test("overwriting either half of a wide grapheme blanks the other half")
  func overwriteHalves() {
    var buffer = makeBuffer(width: 10, ["日本語", "日本語", "日本"])
    buffer.write("x", x: 1, y: 0)
    buffer.write("y", x: 2, y: 1)
    buffer.write("語", x: 1, y: 2)
    expectScreen(buffer, [" x本語", "日y 語", " 語"])
    expectConsistent(buffer)
  }

  @Test("drops zero-width graphemes and keeps combining marks with their base")
  func zeroWidth() {
    var buffer = Buffer(width: 10, height: 2)
    #expect(buffer.write("a\u{200B}b", x: 0, y: 0) == 2)
    #expect(buffer.write("\u{301}xe\u{301}", x: 0, y: 1) == 2)
    expectScreen(buffer, ["ab", "xé"])
    #expect(buffer[x: 1, y: 1].grapheme == "e\u{301}")
  }

  @Test("a row outside the buffer draws nothing")
  func rowOutside() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.write("above", x: 0, y: -1)
    buffer.write("below", x: 0, y: 2)
    #expect(buffer == Buffer(width: 10, height: 2))
  }

  @Test("writes the given style into each cell")
  func style() {
    var buffer = Buffer(width: 5, height: 1)
    let red = Style(attributes: .bold, foreground: .red)
    buffer.write("日a", x: 1, y: 0, style: red)
    #expect(buffer[x: 0, y: 0].style == .plain)
    #expect(buffer[x: 1, y: 0] == Cell(grapheme: "日", style: red))
    #expect(buffer[x: 2, y: 0] == Cell(grapheme: " ", style: red, isContinuation: true))
    #expect(buffer[x: 3, y: 0] == Cell(grapheme: "a", style: red))
    #expect(buffer[x: 4, y: 0] == .blank)
  }

  @Test("draw truncates to the rectangle's width with an ellipsis")
  func drawTruncates() {
    var buffer = Buffer(width: 10, height: 3)
    buffer.draw("hello world", in: Rect(x: 1, y: 0, width: 8, height: 1))
    buffer.draw("日本語のテキスト", in: Rect(x: 0, y: 1, width: 7, height: 2))
    buffer.draw("fits", in: Rect(x: 0, y: 2, width: 4, height: 1))
    expectScreen(buffer, [" hello w…", "日本語…", "fits"])
  }

  @Test("draw clips a rectangle that leaves the buffer")
  func drawClips() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.draw("hello world", in: Rect(x: 6, y: 0, width: 8, height: 1))
    buffer.draw("hello", in: Rect(x: -2, y: 1, width: 5, height: 1))
    buffer.draw("ignored", in: Rect(x: 0, y: 1, width: 0, height: 1))
    expectScreen(buffer, ["      hell", "llo"])
  }

  @Test("lines trims trailing spaces and skips continuation cells")
  func lines() {
    var buffer = Buffer(width: 8, height: 2)
    buffer.write("a 日 ", x: 0, y: 0)
    #expect(buffer.lines == ["a 日", ""])
  }
}
