import Render
import Testing

@Suite("Style")
struct StyleTests {
  @Test("plain has no attributes and default colours")
  func plain() {
    #expect(Style.plain == Style(attributes: [], foreground: .default, background: .default))
    #expect(Cell.blank == Cell(grapheme: " ", style: .plain, isContinuation: false))
  }

  @Test("patching unites attributes")
  func attributes() {
    let patched = Style.bold.patched(with: .underline)
    #expect(patched.attributes == [.bold, .underline])
    #expect(Style.reverse.patched(with: .dim).attributes == [.reverse, .dim])
  }

  @Test("the overlay's non-default colours win and its default colours keep the base's")
  func colours() {
    let base = Style(attributes: .bold, foreground: .red, background: .indexed(236))
    #expect(
      base.patched(with: .reverse)
        == Style(attributes: [.bold, .reverse], foreground: .red, background: .indexed(236)))
    #expect(
      base.patched(with: .fg(.cyan))
        == Style(attributes: .bold, foreground: .cyan, background: .indexed(236)))
    #expect(
      base.patched(with: .bg(.blue))
        == Style(attributes: .bold, foreground: .red, background: .blue))
  }

  @Test("conveniences build single-part styles")
  func conveniences() {
    #expect(Style.bold == Style(attributes: .bold))
    #expect(Style.dim == Style(attributes: .dim))
    #expect(Style.reverse == Style(attributes: .reverse))
    #expect(Style.underline == Style(attributes: .underline))
    #expect(Style.fg(.green) == Style(foreground: .green))
    #expect(Style.bg(.brightBlack) == Style(background: .brightBlack))
  }

  @Test("cell width counts a wide grapheme once")
  func cellWidth() {
    #expect(Cell(grapheme: "日").width == 2)
    #expect(Cell(grapheme: "a").width == 1)
    #expect(Cell(grapheme: " ", isContinuation: true).width == 0)
  }
}
