import ListKitTesting
import Render
import Testing

@Suite("Cell matches")
struct CellMatchTests {
  let cell = Cell(
    grapheme: "a", style: Style(attributes: [.bold, .underline], foreground: .yellow))

  @Test("An exact style checks attributes and both colours")
  func exactStyle() {
    #expect(CellMatch.style(cell.style).mismatch(cell) == nil)
    #expect(
      CellMatch.style(.bold).mismatch(cell)
        == "attributes [bold, underline] are not [bold], foreground yellow is not default")
    #expect(
      CellMatch.style(cell.style.patched(with: .bg(.blue))).mismatch(cell)
        == "background default is not blue")
  }

  @Test("Including and excluding check some attributes and leave the others")
  func includingExcluding() {
    #expect(CellMatch.including(.bold).mismatch(cell) == nil)
    #expect(
      CellMatch.including([.bold, .dim]).mismatch(cell) == "attributes [bold, underline] lack [dim]"
    )
    #expect(CellMatch.excluding(.reverse).mismatch(cell) == nil)
    #expect(
      CellMatch.excluding([.reverse, .underline]).mismatch(cell)
        == "attributes [bold, underline] have [underline]")
  }

  @Test("Graphemes and single colours")
  func graphemeAndColours() {
    #expect(CellMatch(grapheme: "a", foreground: .yellow).mismatch(cell) == nil)
    #expect(CellMatch(grapheme: "b").mismatch(cell) == "grapheme \"a\" is not \"b\"")
    #expect(
      CellMatch.foreground(.indexed(3)).mismatch(cell) == "foreground yellow is not indexed(3)")
    #expect(CellMatch.background(.default).mismatch(cell) == nil)
  }

  @Test("A match describes what it checks")
  func descriptions() {
    #expect(CellMatch().description == "any cell")
    #expect(CellMatch().mismatch(cell) == nil)
    #expect(
      CellMatch(including: .bold, background: .indexed(237)).description
        == "including [bold], background indexed(237)")
  }
}
