import ListKit

/// The agenda's notes: free text, as long as it needs to be, shown after the days.
public struct Notes: Diffable, Equatable, Sendable {
  /// The text, in paragraphs separated by line breaks.
  public var text: String

  /// Creates the notes.
  public init(_ text: String) { self.text = text }

  /// There is one block of notes.
  public var diffID: String { "notes" }
}
