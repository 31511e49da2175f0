import ListKitTesting
import Render
import Testing

@Suite("Style maps")
struct StyleMapTests {
  let header = Style(attributes: .bold, foreground: .yellow)
  let selection = Style(attributes: .bold, background: .indexed(237))

  /// A header on row 0, a selected row on row 1, a dim word on row 2.
  var buffer: Buffer {
    var buffer = Buffer(width: 10, height: 3)
    buffer.write("Mon", x: 0, y: 0, style: header)
    buffer.fill(Rect(x: 0, y: 1, width: 10, height: 1), with: Cell(style: selection))
    buffer.write("> 日本", x: 0, y: 1, style: selection)
    buffer.write("note", x: 2, y: 2, style: .dim)
    return buffer
  }

  @Test("Each cell shows its legend character; plain is blank, unknown styles are ?")
  func map() {
    #expect(
      styleMap(buffer, legend: ["h": header, "s": selection]) == [
        "hhh",
        "ssssssssss",
        "  ????",
      ])
  }

  @Test("A legend character for plain cells shows them")
  func plainInLegend() {
    #expect(styleMap(buffer, legend: [".": .plain, "d": .dim])[2] == "..dddd....")
  }

  @Test("expectStyles passes on the same map and records a side-by-side issue otherwise")
  func expectation() {
    let legend: [Character: Style] = ["h": header, "s": selection, "d": .dim]
    expectStyles(buffer, ["hhh", "ssssssssss", "  dddd"], legend: legend)
    withKnownIssue {
      expectStyles(buffer, ["hhhh", "ssssssssss", "  dddd"], legend: legend, record: false)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("Styles do not match") && text.contains("> 0 |hhhh")
    }
  }
}
