import ListKitTesting
import Render
import Testing

@Suite("Buffer highlight")
struct HighlightTests {
  let bar = Style(attributes: [.bold], foreground: .indexed(255), background: .indexed(237))
  let grey = Style(foreground: .indexed(244))
  let cyan = Style(foreground: .cyan)
  let boxed = Style(foreground: .red, background: .blue)

  /// A row of plain text, grey text, cyan text and a cell with a background of its own.
  func row() -> Buffer {
    var buffer = Buffer(width: 12, height: 1)
    buffer.write("ab", x: 0, y: 0)
    buffer.write("cd", x: 2, y: 0, style: grey)
    buffer.write("ef", x: 4, y: 0, style: cyan)
    buffer.write("g", x: 6, y: 0, style: boxed)
    return buffer
  }

  @Test("Plain text takes the bar's colours, coloured text and own backgrounds keep theirs")
  func withoutRecoloring() {
    var buffer = row()
    buffer.highlight(bar, in: buffer.area)
    var cyanOnBar = bar
    cyanOnBar.foreground = .cyan
    var greyOnBar = bar
    greyOnBar.foreground = .indexed(244)
    expectStyles(
      buffer, ["ssggccBsssss"],
      legend: ["s": bar, "g": greyOnBar, "c": cyanOnBar, "B": boxed])
  }

  @Test("A recoloured grey takes its lighter colour on the bar, and nothing else changes")
  func recoloring() {
    var buffer = row()
    buffer.highlight(bar, in: buffer.area, recoloring: [.indexed(244): .indexed(250)])
    var cyanOnBar = bar
    cyanOnBar.foreground = .cyan
    var lightOnBar = bar
    lightOnBar.foreground = .indexed(250)
    expectStyles(
      buffer, ["ssLLccBsssss"],
      legend: ["s": bar, "L": lightOnBar, "c": cyanOnBar, "B": boxed])
  }
}
