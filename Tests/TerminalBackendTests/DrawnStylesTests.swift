import Render
import Testing

@testable import TerminalBackend

@Suite("The styles blanks are drawn in")
struct DrawnStylesTests {
  let grey = Style(foreground: .brightBlack)
  let selected = Style(attributes: .bold, background: .indexed(237))

  @Test("blanks on the default background keep their own style")
  func defaultBackground() {
    var buffer = Buffer(width: 12, height: 1)
    buffer.write("a b", x: 1, y: 0, style: grey)
    let red = Style(attributes: .bold, foreground: .red)
    buffer.write(" ", x: 5, y: 0, style: red)
    let styles = buffer.drawnStyles(ofRow: 0)
    #expect(styles[0] == .plain && styles[2] == grey && styles[5] == red && styles[6] == .plain)
  }

  @Test("blanks on a colour take the text's colour and weight beside them on that colour")
  func selectedRow() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("│", x: 2, y: 0, style: grey)
    buffer.write("│", x: 7, y: 0, style: grey)
    buffer.highlight(selected, in: buffer.area)
    let styles = buffer.drawnStyles(ofRow: 0)
    let frame = grey.patched(with: selected)
    #expect(styles.allSatisfy { $0 == frame }, "\(styles)")
  }

  @Test("blanks beside a picture's cells are drawn as their background alone, whatever the picture")
  func besidePicture() {
    for color in [UInt8(110), 230] {
      var buffer = Buffer(width: 6, height: 1)
      buffer.write(
        "▀ ", x: 2, y: 0, style: Style(foreground: .indexed(color), background: .indexed(17)))
      buffer.highlight(selected, in: buffer.area)
      let styles = buffer.drawnStyles(ofRow: 0)
      let bare = Style(background: .indexed(237))
      #expect(styles[0] == bare && styles[1] == bare && styles[4] == bare, "\(styles)")
      #expect(styles[3] == Style(foreground: .indexed(color), background: .indexed(17)))
    }
  }

  @Test("underlined and reverse-video blanks show their foreground and keep their style")
  func visibleBlanks() {
    var buffer = Buffer(width: 4, height: 1)
    let underline = Style(attributes: .underline, foreground: .red)
    let reverse = Style(attributes: .reverse, foreground: .cyan)
    buffer.write("x", x: 0, y: 0, style: grey)
    buffer.write(" ", x: 1, y: 0, style: underline)
    buffer.write(" ", x: 2, y: 0, style: reverse)
    buffer.write("y", x: 3, y: 0, style: grey)
    let styles = buffer.drawnStyles(ofRow: 0)
    #expect(styles[1] == underline && styles[2] == reverse)
  }

  @Test("blanks on a colour with no text beside them are drawn as their background alone")
  func blankRow() {
    var buffer = Buffer(width: 3, height: 1)
    let style = Style(attributes: .bold, foreground: .red, background: .blue)
    buffer.fill(buffer.area, with: Cell(style: style))
    #expect(buffer.drawnStyles(ofRow: 0) == Array(repeating: Style(background: .blue), count: 3))
  }
}
