import Testing

@testable import Render

@Suite("fill with a one-column cell, against placing it cell by cell")
struct FillPropertyTests {
  @Test(
    "over random rows of wide and narrow graphemes, any rectangle, in or out of the buffer, fills as placing each cell does"
  )
  func matchesPlacing() {
    let pieces = ["a", "日本", "👍", "é", " ", "xy", "語"]
    let fills: [Cell] = [
      .blank, Cell(grapheme: "#", style: Style(foreground: .indexed(1))),
      Cell(grapheme: "░", style: Style(background: .indexed(4))),
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for _ in 0..<500 {
      var buffer = Buffer(width: 1 + next(12), height: 1 + next(4))
      for _ in 0..<next(8) {
        let text = (0..<1 + next(4)).map { _ in pieces[next(pieces.count)] }.joined()
        buffer.write(text, x: next(buffer.width), y: next(buffer.height))
      }
      let rect = Rect(
        x: next(buffer.width + 2) - 1, y: next(buffer.height + 2) - 1, width: next(8),
        height: next(4))
      let cell = fills[next(fills.count)]
      var expected = buffer
      let clipped = rect.intersection(buffer.area)
      if !clipped.isEmpty {
        for y in clipped.minY..<clipped.maxY {
          for x in clipped.minX..<clipped.maxX {
            expected.place(cell.grapheme, columns: 1, style: cell.style, x: x, y: y)
          }
        }
      }
      buffer.fill(rect, with: cell)
      #expect(buffer == expected, "\(rect) with \(cell):\n\(expected.lines)\n\(buffer.lines)")
      expectConsistent(buffer)
    }
  }
}
