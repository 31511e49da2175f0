import HTMLText
import Render
import Testing

/// Tabs in `<pre>`, drawn as browsers draw preformatted text.
@Suite("Tabs in preformatted text go to the next stop of 8 columns")
struct PreformattedTabTests {
  private let converter = HTMLConverter()

  /// The text of `html` as shown whole, 80 columns wide: a tab goes to the next stop of 8
  /// columns of the line, as text shown whole draws one.
  private func shown(_ html: String) -> String {
    converter.plainText(html).wrapped(toWidth: 80).joined(separator: "\n")
  }

  @Test("A tab is spaces to the line's next stop of 8 columns, counted from the line's start")
  func stops() {
    #expect(
      shown("<pre><code>a\tb\n\tc\nabcdefgh\ti\nabcdefg\tj\t\tk</code></pre>")
        == "a       b\n        c\nabcdefgh        i\nabcdefg j               k")
  }

  @Test("Wide characters count two columns; a tab after a link counts the link's text")
  func widths() {
    #expect(shown("<pre>日本語\tx\n👍\ty</pre>") == "日本語  x\n👍      y")
    let html = #"<pre><a href="https://a.example/x">abc</a>\#td</pre>"#
    let text = converter.convert(html)
    #expect(text.text.wrapped(toWidth: 80) == ["abc     d"])
    #expect(text.spans.map(\.range) == [0..<3])
  }

  @Test("In a quote or a list item, stops count from after the quote's or the item's marker")
  func prefixed() {
    #expect(shown("<blockquote><pre>a\tb</pre></blockquote>") == "> a       b")
    #expect(shown("<ul><li><pre>ab\tc\n\td</pre></li></ul>") == "• ab      c\n          d")
    #expect(shown("<blockquote><pre>abcdefg\tb</pre></blockquote>") == "> abcdefg b")
  }

  @Test("The tab itself is kept where it reaches the stop, so a line cut short makes it a space")
  func kept() {
    #expect(converter.plainText("<pre>a\tb\n\tc</pre>") == "a\tb\n\tc")
    // After a quote's marker, the line's stop is 2 columns short of the browser's: the tab
    // reaches it, and spaces the rest; a tab already within 2 columns of its stop is spaces.
    #expect(converter.plainText("<blockquote><pre>a\tb</pre></blockquote>") == "> a\t  b")
    #expect(converter.plainText("<blockquote><pre>abcdefg\tb</pre></blockquote>") == "> abcdefg b")
  }

  @Test("Outside <pre>, a tab is white space that collapses, as before")
  func outside() {
    #expect(converter.plainText("<p>a\t\tb\t</p>") == "a b")
    #expect(converter.plainText("<pre>a</pre><p>b\tc</p>") == "a\n\nb c")
  }
}
