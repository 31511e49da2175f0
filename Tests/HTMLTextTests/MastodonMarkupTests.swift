import HTMLText
import Testing

/// Markup exactly as Mastodon's `TextFormatter` writes it: `simple_format` paragraphs and
/// breaks, `h-card` mentions, `mention hashtag` links, and links split into `invisible` and
/// `ellipsis` spans.
@Suite("Mastodon's own markup reads as Mastodon shows it")
struct MastodonMarkupTests {
  private let converter = HTMLConverter()

  @Test("Paragraphs are separated by a blank line, <br /> is a newline")
  func paragraphs() {
    let html = "<p>First line<br />Second line</p><p>Second paragraph</p>"
    #expect(converter.plainText(html) == "First line\nSecond line\n\nSecond paragraph")
  }

  @Test("Two breaks leave a blank line; breaks at the edges vanish")
  func breaks() {
    #expect(converter.plainText("<p><br />a<br /><br />b<br /></p>") == "a\n\nb")
  }

  @Test("A mention is its text, marked with the account's address")
  func mention() {
    let html =
      #"<p><span class="h-card" translate="no"><a href="https://mastodon.social/@Gargron" class="u-url mention">@<span>Gargron</span></a></span> hello</p>"#
    let result = converter.convert(html)
    #expect(result.text == "@Gargron hello")
    #expect(
      result.spans == [.init(kind: .mention("https://mastodon.social/@Gargron"), range: 0..<8)])
  }

  @Test("A hashtag is its text, marked with the tag's address")
  func hashtag() {
    let html =
      #"<p>Trying <a href="https://example.social/tags/swift" class="mention hashtag" rel="tag">#<span>swift</span></a> today</p>"#
    let result = converter.convert(html)
    #expect(result.text == "Trying #swift today")
    #expect(
      result.spans == [.init(kind: .hashtag("https://example.social/tags/swift"), range: 7..<13)])
    #expect(result.spans.map(result.text(of:)) == ["#swift"])
  }

  @Test("A long link drops its invisible parts and ends in an ellipsis")
  func longLink() {
    let url = "https://github.com/mastodon/mastodon/blob/main/app/lib/text_formatter.rb"
    let html =
      #"<p>See <a href="\#(url)" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://</span><span class="ellipsis">github.com/mastodon/mastodon/b</span><span class="invisible">lob/main/app/lib/text_formatter.rb</span></a></p>"#
    let result = converter.convert(html)
    #expect(result.text == "See github.com/mastodon/mastodon/b…")
    #expect(result.spans == [.init(kind: .link(url), range: 4..<35)])
  }

  @Test("A short link shows without its scheme and without an ellipsis")
  func shortLink() {
    let html =
      #"<a href="https://www.example.com/x" target="_blank" rel="nofollow noopener noreferrer"><span class="invisible">https://www.</span><span class="">example.com/x</span><span class="invisible"></span></a>"#
    #expect(converter.plainText(html) == "example.com/x")
  }

  @Test("Entities are decoded")
  func entities() {
    let html =
      "<p>Tom &amp; Jerry &lt;3 &quot;q&quot; &#39;s&#39; caf&eacute; &#x1F600; a&nbsp;b</p>"
    #expect(converter.plainText(html) == "Tom & Jerry <3 \"q\" 's' café 😀 a\u{A0}b")
  }

  @Test("Custom emoji are :shortcode:, from an <img> or from text with an Emoji tag")
  func customEmoji() {
    let image =
      #"<p>Hi <img draggable="false" class="emojione custom-emoji" alt=":blobcat:" title=":blobcat:" src="https://x.example/e.png"> there</p>"#
    let fromImage = HTMLConverter().convert(image)
    #expect(fromImage.text == "Hi :blobcat: there")
    #expect(fromImage.spans == [.init(kind: .customEmoji("blobcat"), range: 3..<12)])
    let fromText = HTMLConverter(customEmoji: ["blobcat", "party"]).convert(
      "<p>:blobcat::party: and :unknown: and :party:</p>")
    #expect(fromText.text == ":blobcat::party: and :unknown: and :party:")
    #expect(
      fromText.spans == [
        .init(kind: .customEmoji("blobcat"), range: 0..<9),
        .init(kind: .customEmoji("party"), range: 9..<16),
        .init(kind: .customEmoji("party"), range: 35..<42),
      ])
  }

  @Test("A quote post's inline RE: paragraph reads as a paragraph")
  func quoteInline() {
    let html =
      #"<p class="quote-inline">RE: <a href="https://x.example/@a/1"><span class="invisible">https://</span><span class="">x.example/@a/1</span><span class="invisible"></span></a></p><p>So true</p>"#
    #expect(converter.plainText(html) == "RE: x.example/@a/1\n\nSo true")
  }

  @Test("A profile field value with a verified link reads as the link")
  func profileField() {
    let html =
      #"<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer me" translate="no"><span class="invisible">https://</span><span class="">example.com</span><span class="invisible"></span></a>"#
    #expect(converter.plainText(html) == "example.com")
  }

  @Test("Plain text without tags is itself")
  func plain() {
    #expect(converter.plainText("just text, no tags") == "just text, no tags")
    #expect(converter.plainText("") == "")
    #expect(converter.plainText("<p></p>") == "")
  }
}
