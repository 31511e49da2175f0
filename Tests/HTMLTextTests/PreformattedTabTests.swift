import HTMLText
import Testing

/// Tabs in `<pre>`, drawn as browsers draw preformatted text.
@Suite("Tabs in preformatted text go to the next stop of 8 columns")
struct PreformattedTabTests {
  private let converter = HTMLConverter()

  @Test("A tab is spaces to the line's next stop of 8 columns, counted from the line's start")
  func stops() {
    #expect(
      converter.plainText("<pre><code>a\tb\n\tc\nabcdefgh\ti\nabcdefg\tj\t\tk</code></pre>")
        == "a       b\n        c\nabcdefgh        i\nabcdefg j               k")
  }

  @Test("Wide characters count two columns; a tab after a link counts the link's text")
  func widths() {
    #expect(converter.plainText("<pre>日本語\tx\n👍\ty</pre>") == "日本語  x\n👍      y")
    let html = #"<pre><a href="https://a.example/x">abc</a>\#td</pre>"#
    let text = converter.convert(html)
    #expect(text.text == "abc     d")
    #expect(text.spans.map(\.range) == [0..<3])
  }

  @Test("In a quote or a list item, stops count from after the quote's or the item's marker")
  func prefixed() {
    #expect(converter.plainText("<blockquote><pre>a\tb</pre></blockquote>") == "> a       b")
    #expect(
      converter.plainText("<ul><li><pre>ab\tc\n\td</pre></li></ul>") == "• ab      c\n          d")
  }

  @Test("Outside <pre>, a tab is white space that collapses, as before")
  func outside() {
    #expect(converter.plainText("<p>a\t\tb\t</p>") == "a b")
    #expect(converter.plainText("<pre>a</pre><p>b\tc</p>") == "a\n\nb c")
  }
}
