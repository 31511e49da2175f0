import HTMLText
import Testing

/// What a browser's tokenizer leaves out of a post: comments, and the markup it reads as
/// bogus comments.
@Suite("Comments, CDATA and other bogus comments show nothing, as in a browser")
struct CommentTests {
  private let converter = HTMLConverter()

  @Test("A CDATA section in HTML is a bogus comment: it ends at the first >")
  func cdata() {
    #expect(converter.plainText("<p>a <![CDATA[x]]> b</p>") == "a b")
    #expect(converter.plainText("<p>a <![CDATA[x>y]]> b</p>") == "a y]]> b")
    #expect(converter.plainText("<p>a <![CDATA[x</p><p>b]]> c</p>") == "a\n\nb]]> c")
  }

  @Test("Other declarations and end tags that name no element are bogus comments too")
  func bogus() {
    #expect(converter.plainText("<p>a <!foo> b</p>") == "a b")
    #expect(converter.plainText("<p>a </3 > b</p>") == "a b")
    #expect(converter.plainText("<p>a </> b</p>") == "a b")
    #expect(converter.plainText("<p>x<!") == "x")
  }

  @Test("A comment ends where a browser ends it: <!--> and <!---> are empty comments")
  func comments() {
    #expect(converter.plainText("<p>a <!-- c --> b</p>") == "a b")
    #expect(converter.plainText("<p>a <!--> b --> c</p>") == "a b --> c")
    #expect(converter.plainText("<p>a <!---> b</p>") == "a b")
    #expect(converter.plainText("<p>a <!-- b --!> c --> d</p>") == "a c --> d")
    #expect(converter.plainText("<p>a <!-- open") == "a")
  }

  @Test("Written as text, in an attribute or in a script, the same characters are left alone")
  func notMarkup() {
    #expect(converter.plainText("<p>a &lt;![CDATA[x]]&gt; b</p>") == "a <![CDATA[x]]> b")
    #expect(converter.plainText(#"<p title="<![CDATA[">t</p>"#) == "t")
    #expect(converter.plainText("<script>if (a<!b) {}</script><p>after</p>") == "after")
    #expect(converter.plainText("<p>a < b <3 c</p>") == "a < b <3 c")
  }
}
