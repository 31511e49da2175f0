import HTMLText
import Testing

/// `<del>` and `<s>`, which Mastodon's sanitizer keeps: struck-out words must not read as
/// plain ones.
@Suite("Struck-out text reads between ~~, as Markdown writes it")
struct StruckTextTests {
  private let converter = HTMLConverter()

  @Test("<del>, <s> and <strike> are between ~~, the spaces around them outside")
  func marked() {
    #expect(converter.plainText("<p>I <del>hate</del> love it</p>") == "I ~~hate~~ love it")
    #expect(converter.plainText("<p>a <s> b </s> c</p>") == "a ~~b~~ c")
    #expect(converter.plainText("<p><strike>old</strike>new</p>") == "~~old~~new")
  }

  @Test("Nested struck text is marked once; an empty one leaves nothing")
  func nestedAndEmpty() {
    #expect(converter.plainText("<p><del>a <s>b</s> c</del></p>") == "~~a b c~~")
    #expect(converter.plainText("<p>a<del> </del>b<s></s></p>") == "a b")
  }

  @Test("Across a line break the marks go around the whole; a link inside keeps its range")
  func breaksAndLinks() {
    #expect(converter.plainText("<p><del>one<br>two</del></p>") == "~~one\ntwo~~")
    let text = converter.convert(#"<p><del><a href="https://a.example">link</a></del></p>"#)
    #expect(text.text == "~~link~~")
    #expect(text.spans.map(\.range) == [2..<6])
  }
}
