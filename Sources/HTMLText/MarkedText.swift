/// Plain text converted from HTML, with the places of its links, mentions, hashtags and
/// custom emoji.
///
/// Ranges count Unicode scalars of ``text`` (not characters or bytes), so they stay exact
/// whatever graphemes the text holds.
public struct MarkedText: Hashable, Sendable {
  /// What a marked range of the text is.
  public enum Kind: Hashable, Sendable {
    /// A web link, with its address (`href`).
    case link(String)
    /// A mention of an account (`@user`), with the account's address.
    case mention(String)
    /// A hashtag (`#tag`), with the tag page's address.
    case hashtag(String)
    /// A custom emoji (`:blobcat:`), with its shortcode without colons.
    case customEmoji(String)
  }

  /// One marked range of the text.
  public struct Span: Hashable, Sendable {
    /// What the range is.
    public var kind: Kind
    /// The range, in Unicode scalars of ``MarkedText/text``.
    public var range: Range<Int>

    /// Creates a span.
    public init(kind: Kind, range: Range<Int>) {
      self.kind = kind
      self.range = range
    }
  }

  /// The text: paragraphs separated by a blank line, its control characters written
  /// as the symbols a screen shows for them (`␛`), no control but `\n` (and tabs of `<pre>`).
  public var text: String
  /// The marked ranges, in order of their start.
  public var spans: [Span]

  /// Creates marked text.
  public init(text: String, spans: [Span] = []) {
    self.text = text
    self.spans = spans
  }

  /// The text of `span`, such as `@alice` or `example.com/long/pa…`.
  public func text(of span: Span) -> String {
    let scalars = text.unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: span.range.lowerBound)
    let end = scalars.index(start, offsetBy: span.range.count)
    return String(scalars[start..<end])
  }
}
