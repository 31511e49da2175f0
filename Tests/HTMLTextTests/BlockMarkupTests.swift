import HTMLText
import Testing

/// Markup from other servers and Mastodon 4's richer sanitiser: lists, quotes, code.
@Suite("Lists, quotes, code and hostile markup")
struct BlockMarkupTests {
  private let converter = HTMLConverter()

  @Test("Unordered and ordered lists, with start, value and nesting")
  func lists() {
    #expect(
      converter.plainText("<p>Todo:</p><ul><li>one</li><li>two</li></ul><p>end</p>")
        == "Todo:\n\n• one\n• two\n\nend")
    #expect(
      converter.plainText(#"<ol start="3"><li>c</li><li value="9">i</li><li>j</li></ol>"#)
        == "3. c\n9. i\n10. j")
    #expect(
      converter.plainText("<ul><li>a<ul><li>a1</li><li>a2</li></ul></li><li>b<br>more</li></ul>")
        == "• a\n  • a1\n  • a2\n• b\n  more")
  }

  @Test("Block quotes prefix each line, blank lines inside included")
  func blockquote() {
    let html = "<p>Before</p><blockquote><p>a<br>a2</p><p>b</p></blockquote><p>After</p>"
    #expect(converter.plainText(html) == "Before\n\n> a\n> a2\n>\n> b\n\nAfter")
  }

  @Test("A quote inside a list item follows the item's marker, and its lines its indent")
  func quoteInListItem() {
    let html = "<ul><li><blockquote><p>q in li</p><p>q2</p></blockquote></li><li>x</li></ul>"
    #expect(converter.plainText(html) == "• > q in li\n  > q2\n• x")
  }

  @Test("Preformatted code keeps its spaces and lines")
  func preformatted() {
    let html =
      "<p>Code:</p><pre><code>func f() {\n  return 1\n}\n</code></pre><p>Inline <code>x  =  1</code></p>"
    #expect(converter.plainText(html) == "Code:\n\nfunc f() {\n  return 1\n}\n\nInline x = 1")
  }

  @Test("Whitespace collapses, and is trimmed at line edges")
  func whitespace() {
    #expect(
      converter.plainText("<p>  lots   of\n\t spaces  </p>\n\n<p> next </p>")
        == "lots of spaces\n\nnext")
  }

  @Test("Control characters are the symbols a name shows, escape sequences included")
  func controls() {
    #expect(converter.plainText("<p>a\u{1B}[31mred\u{7}\u{9B}x\u{0}</p>") == "a␛[31mred␇�x␀")
    // HTML's own white space still collapses.
    #expect(converter.plainText("<p>a\u{C}\u{D}\n\tb</p>") == "a b")
  }

  @Test("The bidi overrides and isolates are dropped, as a browser shows none; the marks stay")
  func bidiControls() {
    #expect(
      converter.plainText("<p>\u{2066}isolate\u{2069} \u{202E}override\u{202C} \u{200F}mark</p>")
        == "isolate override \u{200F}mark")
  }

  @Test(
    "Scripts and styles are dropped; unknown and inline elements keep their text, struck text its marks"
  )
  func elements() {
    let html =
      "<p><b>bold</b> <em>em</em> <del>del</del> <foo>bar</foo><script>alert(1)</script><style>p{}</style></p>"
    #expect(converter.plainText(html) == "bold em ~~del~~ bar")
  }

  @Test("Broken markup recovers")
  func broken() {
    #expect(converter.plainText("<p>unclosed <b>bold<p>next</i>") == "unclosed bold\n\nnext")
    #expect(converter.plainText("a < b && c > d") == "a < b && c > d")
  }

  @Test("Nesting past libxml2's depth limit (256) keeps every word, in order, and cannot crash")
  func deepNesting() {
    let nest = { (depth: Int, tag: String) in
      #"<p>before <a href="https://x.example/" class="mention">@x</a></p>"#
        + String(repeating: "<\(tag)>", count: depth) + "deep &amp; down"
        + String(repeating: "</\(tag)>", count: depth) + "<p>after</p>"
    }
    // Within the limit, the markup is read as it is, the mention marked.
    let shallow = converter.convert(nest(200, "span"))
    #expect(shallow.text == "before @x\n\ndeep & down\n\nafter")
    #expect(shallow.spans.map(\.kind) == [.mention("https://x.example/")])
    // Past it, the markup is kept to a depth and read as lines below: every word stays, and
    // the marks above that depth.
    for depth in [257, 300, 100_000] {
      let deep = converter.convert(nest(depth, "span"))
      #expect(deep.text == "before @x\n\ndeep & down\n\nafter", "\(depth) deep")
      #expect(deep.spans.map(\.kind) == [.mention("https://x.example/")])
    }
    #expect(converter.plainText(nest(5_000, "div")) == "before @x\n\ndeep & down\n\nafter")
    #expect(converter.plainText(nest(5_000, "b")).hasSuffix("deep & down\n\nafter"))
  }

  @Test("Deep markup keeps breaks and entities, and drops comments, scripts and deep tags")
  func flatReading() {
    let deep = String(repeating: "<i>", count: 400)
    let html =
      "<p>one<br/>two &lt;3</p><!-- a <p>comment</p> --><script>alert('<p>x</p>')</script>"
      + deep + #"<a title="a > b" href="h">link</a> a < b<STYLE>p{}</STYLE><P>three</P>"#
    #expect(converter.plainText(html) == "one\ntwo <3\n\nlink a < b\nthree")
  }

  @Test("Conversions run on many threads at once")
  func concurrent() async {
    let html =
      #"<p>Hi <a href="https://x.example/tags/a" class="mention hashtag">#<span>a</span></a></p>"#
    let texts = await withTaskGroup(of: String.self) { group in
      for _ in 0..<64 { group.addTask { HTMLConverter().plainText(html) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(texts == Array(repeating: "Hi #a", count: 64))
  }
}
