import Foundation
import Render
import Testing

@testable import TerminalBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws on headless curses screens (`newterm` on `/dev/null`) and reads the rows back.
///
/// Curses keeps one current screen per process and the locale is process-wide, so every test
/// that touches curses lives in this one serialized suite.
@Suite("Drawing with curses", .serialized)
struct CursesDrawingTests {
  /// A buffer of `width` columns with one line of text per row.
  func frame(width: Int, _ lines: [String]) -> Buffer {
    var buffer = Buffer(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { buffer.write(line, x: 0, y: y) }
    return buffer
  }

  /// Every row of the screen as curses holds it.
  func rows(_ screen: CursesScreen) -> [String] {
    (0..<screen.size.height).map(screen.row)
  }

  /// The number of cells that are not continuations: what a full repaint writes.
  func drawableCells(_ buffer: Buffer) -> Int {
    buffer.changes(from: Buffer(width: 0, height: 0)).count
  }

  @Test("CJK, joined emoji, flags and combining marks draw in their columns")
  func wideGraphemes() throws {
    let screen = try CursesScreen.headless(size: Size(width: 20, height: 5))
    defer { screen.end() }
    let lines = ["日本語 ok", "👨‍👩‍👧 family", "🇯🇵 flag", "cafe\u{301} x", "a日b😀c"]
    screen.draw(frame(width: 20, lines))
    #expect(rows(screen) == lines)
    // Every cell but the right halves of 日本語, the family, 日 and 😀; the flag is written as
    // its two regional indicators.
    #expect(screen.cellsWrittenInLastFrame == 20 * 5 - 3 - 1 - 2)
  }

  @Test("a grapheme curses measures narrower keeps the columns after it in place")
  func paddedGrapheme() throws {
    let screen = try CursesScreen.headless(size: Size(width: 10, height: 1))
    defer { screen.end() }
    screen.draw(frame(width: 10, ["❤️x👍🏽y"]))
    #expect(rows(screen) == ["❤ x👍y"])
  }

  @Test("a second frame writes only the cells that changed")
  func incremental() throws {
    let screen = try CursesScreen.headless(size: Size(width: 10, height: 3))
    defer { screen.end() }
    let first = frame(width: 10, ["hello", "日本", "world"])
    screen.draw(first)
    #expect(screen.cellsWrittenInLastFrame == 28)
    var second = first
    second.write("J", x: 0, y: 0)
    second.write("x", x: 2, y: 1)
    second.applyStyle(.reverse, to: Rect(x: 4, y: 2, width: 1, height: 1))
    screen.draw(second)
    #expect(rows(screen) == ["Jello", "日x", "world"])
    #expect(screen.cellsWrittenInLastFrame == 4)
    #expect(screen.style(x: 4, y: 2)?.attributes == CursesStyle.reverse)
    screen.draw(second)
    #expect(screen.cellsWrittenInLastFrame == 0)
  }

  @Test("replacing a wide grapheme with narrow ones and back leaves no stale halves")
  func wideToNarrow() throws {
    let screen = try CursesScreen.headless(size: Size(width: 6, height: 1))
    defer { screen.end() }
    screen.draw(frame(width: 6, ["日本語"]))
    screen.draw(frame(width: 6, ["a本bc"]))
    #expect(rows(screen) == ["a本bc"])
    screen.draw(frame(width: 6, ["x日本"]))
    #expect(rows(screen) == ["x日本"])
  }

  @Test("after a resize the next frame repaints every cell, at every size down to 1x1")
  func resize() throws {
    let screen = try CursesScreen.headless(size: Size(width: 20, height: 6))
    defer { screen.end() }
    screen.draw(frame(width: 20, Array(repeating: "日本 text", count: 6)))
    for size in [
      Size(width: 20, height: 6), Size(width: 1, height: 1), Size(width: 2, height: 1),
      Size(width: 1, height: 3), Size(width: 80, height: 24),
    ] {
      screen.resize(to: size)
      #expect(screen.size == size)
      let lines = Array(repeating: "日本 text", count: size.height)
      let next = frame(width: size.width, lines)
      screen.draw(next)
      #expect(screen.cellsWrittenInLastFrame == drawableCells(next), "\(size)")
      #expect(rows(screen).first == next.lines.first, "\(size)")
    }
  }

  @Test("frames larger, smaller or empty are clipped, and a wide glyph never crosses the edge")
  func clipping() throws {
    let screen = try CursesScreen.headless(size: Size(width: 5, height: 2))
    defer { screen.end() }
    screen.draw(frame(width: 8, ["abcd日ef", "12345678", "extra"]))
    #expect(rows(screen) == ["abcd", "12345"])
    screen.draw(Buffer(width: 0, height: 0))
    #expect(rows(screen) == ["", ""])
    screen.draw(frame(width: 2, ["ab"]))
    #expect(rows(screen) == ["ab", ""])
    screen.resize(to: Size(width: 0, height: 0))
    screen.draw(Buffer(width: 0, height: 0))
    #expect(screen.size == Size(width: 1, height: 1))
  }

  @Test("once ended, a screen draws nothing, reads nothing and has no size")
  func ended() throws {
    let screen = try CursesScreen.headless(size: Size(width: 4, height: 1))
    screen.draw(frame(width: 4, ["abcd"]))
    screen.end()
    screen.end()
    screen.draw(frame(width: 4, ["wxyz"]))
    screen.resize(to: Size(width: 8, height: 2))
    #expect(screen.size == .zero)
    #expect(screen.row(0) == "")
    #expect(screen.style(x: 0, y: 0) == nil)
  }

  @Test("styles become attributes and colour pairs allocated on demand")
  func colors() throws {
    let screen = try CursesScreen.headless(size: Size(width: 10, height: 1))
    defer { screen.end() }
    #expect(screen.colors == ColorSupport(count: 256, hasDefaultColors: true))
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("r", x: 0, y: 0, style: .fg(.red))
    buffer.write("s", x: 1, y: 0, style: Style(attributes: [.bold], background: .indexed(237)))
    buffer.write("g", x: 2, y: 0, style: .fg(.brightBlack))
    buffer.write("R", x: 3, y: 0, style: Style(attributes: [.underline], foreground: .red))
    buffer.write("p", x: 4, y: 0)
    screen.draw(buffer)
    #expect(screen.pairs?.count == 3)
    #expect(screen.style(x: 0, y: 0)?.pair == 1)
    #expect(screen.style(x: 1, y: 0)?.pair == 2)
    #expect(screen.style(x: 1, y: 0)?.attributes == CursesStyle.bold)
    #expect(screen.style(x: 2, y: 0)?.pair == 3)
    #expect(screen.style(x: 3, y: 0)?.pair == 1)
    #expect(screen.style(x: 3, y: 0)?.attributes == CursesStyle.underline)
    #expect(screen.style(x: 4, y: 0)?.pair == 0)
  }

  @Test("without colour, styles are drawn with attributes only")
  func monochrome() throws {
    let screen = try CursesScreen.headless(size: Size(width: 10, height: 1), color: false)
    defer { screen.end() }
    #expect(!screen.colors.isEnabled)
    #expect(screen.pairs == nil)
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("r", x: 0, y: 0, style: Style(attributes: [.dim], foreground: .red))
    screen.draw(buffer)
    #expect(screen.style(x: 0, y: 0)?.pair == 0)
    #expect(screen.style(x: 0, y: 0)?.attributes == CursesStyle.dim)
  }

  @Test(
    "a long scroll with the selection moved is sent as terminal scrolls, then the cells that differ"
  )
  func scrolledFrame() throws {
    let bar = Style(attributes: .bold, background: .indexed(237))
    func screen(first: Int, selected: Int) -> Buffer {
      var buffer = Buffer(width: 40, height: 16)
      buffer.write("Title", x: 0, y: 0)
      for y in 1...14 {
        let item = first + y - 1
        let style = item == selected ? bar : .plain
        if item == selected {
          buffer.fill(Rect(x: 0, y: y, width: 40, height: 1), with: Cell(style: bar))
        }
        buffer.write(item == selected ? ">" : " ", x: 0, y: y, style: style)
        buffer.write(ScrollDetectionTests.text(of: item), x: 2, y: y, style: style)
      }
      buffer.write("\(selected)/99", x: 0, y: 15)
      // A scroll bar: a track, and a thumb that moves a line for every two the list scrolls.
      for y in 1...14 {
        let thumb = (1 + first / 2)...(3 + first / 2)
        buffer.write(
          thumb.contains(y) ? "┃" : "│", x: 39, y: y, style: Style(foreground: .brightBlack))
      }
      return buffer
    }
    // The bytes each frame after the first costs, with the scroll sent first or not.
    func sent(scrollsFirst: Bool) throws -> [(bytes: Int, text: String)] {
      let path = FileManager.default.temporaryDirectory
        .appending(path: "scroll-\(getpid())-\(scrollsFirst).out").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let terminal = try CursesScreen.headless(
        size: Size(width: 40, height: 16), type: "tmux-256color", outputPath: path)
      defer { terminal.end() }
      terminal.sendsScrollsFirst = scrollsFirst
      var sent: [(Int, String)] = []
      var written = 0
      for (first, selected) in [(0, 12), (8, 14), (0, 3)] {
        let next = screen(first: first, selected: selected)
        terminal.draw(next)
        #expect(rows(terminal) == next.lines)
        fflush(nil)
        let output = try Data(contentsOf: URL(filePath: path))
        if written > 0 {
          sent.append(
            (output.count - written, String(decoding: output.dropFirst(written), as: UTF8.self)))
        }
        written = output.count
      }
      return sent
    }
    let first = try sent(scrollsFirst: true)
    let curses = try sent(scrollsFirst: false)
    // The list's band scrolls eight rows on the terminal (a scrolling region, then scrolls up
    // or down), and only the rows it opens and the two whose selection changed are written.
    // Curses on its own scrolls no more rows than stay in view, and here writes them all.
    for (index, frame) in first.enumerated() {
      #expect(frame.text.contains("\u{1B}[2;15r"), "\(frame.text.debugDescription)")
      #expect(frame.bytes < curses[index].bytes, "\(frame.bytes) against \(curses[index].bytes)")
    }
  }

  @Test("colour follows NO_COLOR: off only when it is set and not empty")
  func noColorEnvironment() {
    let saved = getenv("NO_COLOR").map { String(cString: $0) }
    defer {
      if let saved { setenv("NO_COLOR", saved, 1) } else { unsetenv("NO_COLOR") }
    }
    unsetenv("NO_COLOR")
    #expect(TerminalOptions.colorFromEnvironment)
    #expect(TerminalOptions().color)
    setenv("NO_COLOR", "", 1)
    #expect(TerminalOptions.colorFromEnvironment)
    setenv("NO_COLOR", "1", 1)
    #expect(!TerminalOptions.colorFromEnvironment)
    #expect(!TerminalOptions().color)
    #expect(TerminalOptions(color: true).color)
    #expect(TerminalOptions().mouse)
  }
}
