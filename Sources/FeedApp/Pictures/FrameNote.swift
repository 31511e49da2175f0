/// What a picture's frame says in place of the picture, with a shorter form for a narrow frame:
/// `(too large: 15000×15000)`, then `(too large)`.
///
/// ```swift
/// let note = FrameNote("(too large: 15000×15000)", short: "(too large)")
/// note.forms  // ["(too large: 15000×15000)", "(too large)"]
/// ```
public struct FrameNote: Hashable, Sendable {
  /// The whole note.
  public let text: String
  /// The note without its details, for a frame too narrow for ``text``; nil when it has none.
  public let short: String?

  /// A note, and its short form when it has one.
  public init(_ text: String, short: String? = nil) {
    self.text = text
    self.short = short == text ? nil : short
  }

  /// The note of a picture still being read and drawn: `…`.
  public static let pending = FrameNote("…")

  /// The forms to try, longest first.
  var forms: [String] { [text] + (short.map { [$0] } ?? []) }
}
