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

  @Test("Control characters are dropped, escape sequences included")
  func controls() {
    #expect(converter.plainText("<p>a\u{1B}[31mred\u{7}\u{9B}x</p>") == "a[31mredx")
  }

  @Test("Scripts and styles are dropped; unknown and inline elements keep their text")
  func elements() {
    let html =
      "<p><b>bold</b> <em>em</em> <del>del</del> <foo>bar</foo><script>alert(1)</script><style>p{}</style></p>"
    #expect(converter.plainText(html) == "bold em del bar")
  }

  @Test("Broken markup recovers")
  func broken() {
    #expect(converter.plainText("<p>unclosed <b>bold<p>next</i>") == "unclosed bold\n\nnext")
    #expect(converter.plainText("a < b && c > d") == "a < b && c > d")
  }

  @Test("Nesting past libxml2's depth limit (256) keeps the text before it, and cannot crash")
  func deepNesting() {
    let nest = { (depth: Int) in
      "<p>before</p>" + String(repeating: "<span>", count: depth) + "deep"
        + String(repeating: "</span>", count: depth) + "<p>after</p>"
    }
    #expect(converter.plainText(nest(200)) == "before\n\ndeep\n\nafter")
    #expect(converter.plainText(nest(100_000)) == "before")
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
