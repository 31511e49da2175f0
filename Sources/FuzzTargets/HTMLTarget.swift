import HTMLText
import Render

/// Mastodon's HTML as the app shows it: converted to text with custom emoji marked, every
/// marked range read back, and the text wrapped to a narrow column.
///
/// Any bytes are taken as UTF-8, invalid sequences replaced, as the JSON reader would hand
/// them over. There is no refusal: any markup converts to some text.
///
/// ```swift
/// HTMLTarget.run(Array("<p>Hi :blobcat:</p>".utf8))  // accepted: 15 characters, …
/// ```
public enum HTMLTarget {
  /// The width the text is wrapped to, in cells.
  public static let width = 12

  /// The shortcodes marked as custom emoji.
  public static let customEmoji: Set<String> = ["blobcat", "a", "ms_rainbow_flag"]

  /// Converts `bytes` and wraps the text; never traps.
  public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
    let html = String(decoding: bytes, as: UTF8.self)
    let marked = HTMLConverter(customEmoji: customEmoji).convert(html)
    var spanCharacters = 0
    for span in marked.spans { spanCharacters += marked.text(of: span).count }
    let lines = marked.text.wrapped(toWidth: width)
    return .accepted(
      "\(marked.text.unicodeScalars.count) scalars, \(marked.spans.count) spans "
        + "(\(spanCharacters) characters), \(lines.count) lines")
  }
}
