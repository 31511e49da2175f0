import Testing

@testable import HTMLText

/// Markup nested past libxml2's limit of 256 elements: kept as markup to `DeepMarkup.keptDepth`
/// elements deep, read as lines below that, and never a word lost.
@Suite("Markup nested deeper than libxml2 reads")
struct DeepNestingTests {
  private let converter = HTMLConverter()

  /// `levels` lists nested in each other, an item `t0`, `t1`… at each level, between two
  /// paragraphs.
  private func nestedLists(_ levels: Int) -> String {
    #"<p>before <a href="https://x.example/" class="mention">@x</a></p>"#
      + (0..<levels).map { "<ul><li>t\($0) " }.joined() + "deep"
      + String(repeating: "</li></ul>", count: levels) + "<p>after</p>"
  }

  @Test("Lists nested 130 deep (260 elements) keep their markers to 100 levels, then a line each")
  func deepLists() {
    let result = converter.convert(nestedLists(130))
    let kept = (0..<100).map { String(repeating: "  ", count: $0) + "• t\($0)" }
    // Below the kept depth, each item is a line, indented as the last kept item's text.
    let indent = String(repeating: "  ", count: 100)
    let read = (100..<129).map { indent + "t\($0)" } + [indent + "t129 deep"]
    let expected = (["before @x", ""] + kept + read + ["", "after"]).joined(separator: "\n")
    #expect(result.text == expected)
    // What is kept as markup is marked as ever.
    #expect(result.spans.map(\.kind) == [.mention("https://x.example/")])
    // Shallower, the markup is read whole.
    let shallow = converter.plainText(nestedLists(120))
    #expect(
      shallow.split(separator: "\n").last(where: { $0.contains("•") })?.hasSuffix("• t119 deep")
        == true)
  }

  @Test("Quotes nested 300 deep keep their prefixes to the kept depth, and every paragraph a line")
  func deepQuotes() {
    let html =
      (0..<300).map { "<blockquote><p>q\($0)</p>" }.joined()
      + String(repeating: "</blockquote>", count: 300) + "<p>after</p>"
    let lines = converter.plainText(html).split(separator: "\n").filter { $0.contains("q") }
    #expect(lines.count == 300)
    for (level, line) in lines.enumerated() {
      let quotes = min(level + 1, DeepMarkup.keptDepth)
      #expect(line == String(repeating: "> ", count: quotes) + "q\(level)", "level \(level)")
    }
    #expect(converter.plainText(html).hasSuffix("\n\nafter"))
  }

  @Test("Past the kept depth, images keep their text, scripts and styles go, cells are spaced")
  func deepElements() {
    let html =
      String(repeating: "<div>", count: 300)
      + #"a<img class="custom-emoji" alt=":cat:">b<script>hidden()</script><style>p{}</style>"#
      + "<table><tr><td>c1</td><td>c2</td></tr><tr><td>c3</td></tr></table>"
      + #"<a href="h">link</a> x &lt; y<br>z"# + String(repeating: "</div>", count: 300)
    #expect(converter.plainText(html) == "a:cat:b\nc1 c2\nc3\nlink x < y\nz")
  }

  @Test("Random markup, shallow or deep, well formed or not, keeps every word in order")
  func wordsKept() {
    var random = SeededRandom(seed: 5)
    let tags = [
      "div", "span", "b", "i", "ul", "ol", "li", "p", "blockquote", "a", "em", "del", "pre", "h1",
      "table", "tr", "td",
    ]
    var deepRounds = 0
    for round in 0..<60 {
      var html = ""
      var open: [String] = []
      var words: [String] = []
      let steps = 200 + random.next(below: 1_500)
      for step in 0..<steps {
        switch random.next(below: 10) {
        case 0..<5:
          let tag = tags[random.next(below: tags.count)]
          html += "<\(tag)>"
          open.append(tag)
        case 5, 6:
          words.append("w\(step)x")
          html += " w\(step)x "
        case 7:
          // Now and then an end tag that matches nothing open.
          html +=
            "</\(random.next(below: 4) == 0 ? tags[random.next(below: tags.count)] : open.popLast() ?? "p")>"
        case 8:
          words.append("w\(step)x")
          html += #"<img alt="w\#(step)x">"#
        default:
          html += "<br>"
        }
      }
      let text = converter.plainText(html)
      // Tag soup past libxml2's limit is read in the capped form, not the last resort.
      if HTMLDocument(html)?.isCut == true { deepRounds += 1 }
      #expect(HTMLDocument(DeepMarkup.capped(html))?.isCut == false, "round \(round)")
      var rest = text[...]
      for word in words {
        guard let found = rest.firstRange(of: word) else {
          Issue.record("round \(round): \(word) lost")
          break
        }
        rest = rest[found.upperBound...]
      }
    }
    #expect(deepRounds > 20)
  }

  @Test("The last resort, flat markup, keeps breaks, entities and images, and drops scripts")
  func flatReading() {
    let html =
      "<p>one<br/>two &lt;3</p><script>alert('<p>x</p>')</script>"
      + #"<i><a title="a > b" href="h">link</a> a < b<STYLE>p{}</STYLE><P>three</P><img alt="4">"#
    #expect(
      FlatMarkup.flattened(html) == #"<p>one<br>two &lt;3</p>link a < b<p>three</p><img alt="4">"#)
  }
}

/// A seeded generator, so that a failure repeats.
private struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in 0..<bound.
  mutating func next(below bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
