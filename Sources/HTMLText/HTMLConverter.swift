/// Converts the HTML of Mastodon posts, bios and profile fields to plain text, as Mastodon
/// shows it.
///
/// libxml2's HTML parser reads the markup (any markup: it recovers from errors); the tree is
/// then laid out as text:
///
/// - `<p>` and other blocks are paragraphs separated by a blank line; `<br>` is a newline;
///   whitespace collapses as in a browser, except inside `<pre>`, where a tab is spaces up to
///   the line's next stop of 8 columns (counted in display width, from the line's start).
/// - Mentions and hashtags are their text (`@alice`, `#tag`); links read as Mastodon shows
///   them: `<span class="invisible">` parts are dropped and `…` follows a
///   `<span class="ellipsis">`, so a long link reads `example.com/a/very/long/path/th…`.
/// - Custom emoji are `:shortcode:`, from `<img class="custom-emoji" alt=":shortcode:">` or
///   from plain text.
/// - `<ul>`/`<ol>` items start with `• ` or `1. `, `<blockquote>` lines with `> `.
/// - A table's rows are lines, and the cells of a row are a tab apart, as a text browser shows
///   them roughly.
/// - Struck-out text (`<del>`, `<s>`, `<strike>`) is between `~~`, as Markdown writes it:
///   `I <del>hate</del> love it` is `I ~~hate~~ love it`.
/// - Control characters other than HTML's white space are written as the symbols a screen
///   shows for a name's (`␛`, `␇`, `�`); the bidi overrides and isolates are dropped.
/// - With ``hidesQuoteFallback``, a `quote-inline` paragraph (the `RE: <link>` Mastodon writes
///   in a quote post for servers that cannot show quotes) is left out.
///
/// ```swift
/// let converter = HTMLConverter(customEmoji: ["blobcat"])
/// let text = converter.convert(#"<p>Hi <span class="h-card"><a href="https://a.example/@bo" class="u-url mention">@<span>bo</span></a></span> :blobcat:</p>"#)
/// text.text   // "Hi @bo :blobcat:"
/// text.spans  // a mention at 3..<6, a custom emoji at 7..<16
/// ```
///
/// A converter is immutable; any number of threads may convert at once.
public struct HTMLConverter: Hashable, Sendable {
  /// The shortcodes (without colons) whose `:shortcode:` text is marked as custom emoji.
  public var customEmoji: Set<String>
  /// Whether to leave out the `quote-inline` fallback of a quote post, for a post whose quote
  /// is shown on its own.
  public var hidesQuoteFallback: Bool

  /// Creates a converter; `customEmoji` lists shortcodes to mark in plain text, as given by
  /// a post's `Emoji` tags.
  public init(customEmoji: Set<String> = [], hidesQuoteFallback: Bool = false) {
    self.customEmoji = customEmoji
    self.hidesQuoteFallback = hidesQuoteFallback
  }

  /// The text and marked ranges of `html`.
  ///
  /// Markup nested too deeply for libxml2 (over 256 elements, which 128 levels of `<ul><li>`
  /// are) keeps its markup down to 200 elements deep; below that, each paragraph, list item
  /// or other block is a line, and links and mentions are not marked (see `DeepMarkup`). Its
  /// words are always kept, in order: should libxml2 stop even so, the whole is read as
  /// paragraphs and line breaks alone (see `FlatMarkup`).
  public func convert(_ html: String) -> MarkedText {
    let html = HTMLComments.removed(from: html).showingControls
    guard var document = HTMLDocument(html) else { return MarkedText(text: "") }
    if document.isCut {
      // Rare, and so read again only then: an ordinary post costs no second pass.
      if let capped = HTMLDocument(DeepMarkup.capped(html)), !capped.isCut {
        document = capped
      } else if let flat = HTMLDocument(FlatMarkup.flattened(html)) {
        document = flat
      }
    }
    var conversion = Conversion()
    conversion.hidesQuoteFallback = hidesQuoteFallback
    withExtendedLifetime(document) {
      if let root = document.root { conversion.walk(root) }
    }
    var result = conversion.layout.result
    if !customEmoji.isEmpty { result.markCustomEmoji(customEmoji) }
    return result
  }

  /// Just the text of `html`.
  public func plainText(_ html: String) -> String {
    convert(html).text
  }
}
