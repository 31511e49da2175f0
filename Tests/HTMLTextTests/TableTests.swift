import HTMLText
import Render
import Testing

/// Tables, laid out roughly as a text browser lays them out: a row a line.
@Suite("Table cells are apart, and each row is a line of its own")
struct TableTests {
  private let converter = HTMLConverter()

  @Test("Cells of a row are a tab apart; rows are lines, and the table a paragraph")
  func cells() {
    let html =
      "<p>Scores</p><table><caption>Week 1</caption><thead><tr><th>name</th><th>points</th></tr>"
      + "</thead><tbody><tr><td>ann</td><td> 12 </td></tr><tr><td></td><td>3</td></tr></tbody>"
      + "</table><p>end</p>"
    #expect(
      converter.plainText(html) == "Scores\n\nWeek 1\nname\tpoints\nann\t12\n3\n\nend")
  }

  @Test("Shown whole, a row's cells start at stops of 8 columns")
  func shownWhole() {
    let text = converter.plainText(
      "<table><tr><td>a</td><td>b</td></tr><tr><td>cc</td><td>d</td></tr></table>")
    #expect(text.wrapped(toWidth: 40) == ["a       b", "cc      d"])
  }
}
