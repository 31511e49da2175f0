import Render
import Testing

@testable import TerminalBackend

@Suite("Style mapping")
struct StyleMappingTests {
  let full = ColorSupport(count: 256, hasDefaultColors: true)
  let basic = ColorSupport(count: 8, hasDefaultColors: true)

  @Test("each attribute maps to its own curses bit, and they combine")
  func attributes() {
    let bits = [CursesStyle.bold, CursesStyle.dim, CursesStyle.reverse, CursesStyle.underline]
    #expect(Set(bits).count == 4)
    #expect(bits.allSatisfy { $0 != 0 && $0 & ($0 - 1) == 0 })
    #expect(CursesStyle.attributes([]) == 0)
    #expect(CursesStyle.attributes(.bold) == CursesStyle.bold)
    #expect(CursesStyle.attributes(.dim) == CursesStyle.dim)
    #expect(CursesStyle.attributes(.reverse) == CursesStyle.reverse)
    #expect(CursesStyle.attributes(.underline) == CursesStyle.underline)
    #expect(
      CursesStyle.attributes([.bold, .underline]) == CursesStyle.bold | CursesStyle.underline)
  }

  @Test("the default colour is -1 and the basic colours are 0 to 7")
  func basicColors() {
    let colors: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    #expect(colors.map { CursesStyle.number(of: $0, colors: 8) } == Array(0...7))
    #expect(CursesStyle.number(of: .default, colors: 256) == -1)
    let style = CursesStyle(Style(foreground: .red, background: .blue), colors: full)
    #expect(style == CursesStyle(attributes: 0, foreground: 1, background: 4))
    #expect(
      CursesStyle(.plain, colors: full)
        == CursesStyle(attributes: 0, foreground: -1, background: -1))
  }

  @Test("bright black is colour 8 with 16 colours or more")
  func brightBlackWithSixteenColors() {
    let style = CursesStyle(Style(foreground: .brightBlack, background: .brightBlack), colors: full)
    #expect(style == CursesStyle(attributes: 0, foreground: 8, background: 8))
    let sixteen = ColorSupport(count: 16, hasDefaultColors: true)
    #expect(CursesStyle(.fg(.brightBlack), colors: sixteen).foreground == 8)
  }

  @Test("with 8 colours, bright black text is dim default text, and a bright black ground black")
  func brightBlackWithEightColors() {
    let text = CursesStyle(Style(attributes: .bold, foreground: .brightBlack), colors: basic)
    #expect(
      text
        == CursesStyle(
          attributes: CursesStyle.bold | CursesStyle.dim, foreground: -1, background: -1))
    let ground = CursesStyle(.bg(.brightBlack), colors: basic)
    #expect(ground == CursesStyle(attributes: 0, foreground: -1, background: 0))
  }

  @Test("a palette index is used when the terminal has it, else the nearest colour it has")
  func indexed() {
    #expect(CursesStyle.number(of: .indexed(237), colors: 256) == 237)
    #expect(CursesStyle.number(of: .indexed(237), colors: 8) == 0)  // dark grey: black
    #expect(CursesStyle.number(of: .indexed(9), colors: 8) == 1)
    #expect(CursesStyle.number(of: .indexed(3), colors: 8) == 3)
    #expect(CursesStyle.number(of: .indexed(255), colors: 256) == 255)
    #expect(CursesStyle.number(of: .indexed(196), colors: 256) == 196)
    #expect(CursesStyle.number(of: .indexed(16), colors: 256) == 16)
    #expect(CursesStyle.number(of: .indexed(200), colors: 0) == -1)
  }

  @Test("on 8 or 16 colours, picture colours become the nearest base colour, not the default")
  func indexedDegrades() {
    // Pure red, green, blue, yellow, white and black of the 6×6×6 cube.
    let cube: [(UInt8, Int32, Int32)] = [
      (196, 1, 9), (46, 2, 10), (21, 4, 4), (226, 3, 11), (231, 7, 15), (16, 0, 0),
    ]
    for (index, eight, sixteen) in cube {
      #expect(CursesStyle.number(of: .indexed(index), colors: 8) == eight, "\(index)")
      #expect(CursesStyle.number(of: .indexed(index), colors: 16) == sixteen, "\(index)")
    }
    #expect(CursesStyle.number(of: .indexed(244), colors: 16) == 8)  // mid grey
    #expect(CursesStyle.number(of: .indexed(244), colors: 8) == 7)  // mid grey: white
    #expect(CursesStyle.number(of: .indexed(94), colors: 8) == 1)  // brown: red
    // An 88-colour palette is laid out differently above 15: approximate from 16.
    #expect(CursesStyle.number(of: .indexed(21), colors: 88) == 4)
    #expect(CursesStyle.number(of: .indexed(12), colors: 88) == 12)
  }

  @Test("without colour only the attributes are kept")
  func noColor() {
    let style = Style(attributes: [.reverse], foreground: .brightBlack, background: .indexed(237))
    #expect(
      CursesStyle(style, colors: .none)
        == CursesStyle(attributes: CursesStyle.reverse, foreground: -1, background: -1))
  }

  @Test("without default colours, the default is white on black")
  func noDefaultColors() {
    let support = ColorSupport(count: 8, hasDefaultColors: false)
    #expect(
      CursesStyle(.fg(.red), colors: support)
        == CursesStyle(attributes: 0, foreground: 1, background: 0))
    #expect(
      CursesStyle(.plain, colors: support)
        == CursesStyle(attributes: 0, foreground: 7, background: 0))
  }
}
