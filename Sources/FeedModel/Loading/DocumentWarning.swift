/// A problem the loader recovered from, such as a feed entry by an unknown user.
///
/// The ``description`` names the place and what was done:
///
/// ```text
/// feed[3].user: unknown user "u99"; entry skipped
/// ```
public struct DocumentWarning: Hashable, Sendable, CustomStringConvertible {
  /// The path to the offending value, such as `feed[3].user` or `promos[0].position`.
  public var place: String
  /// What was wrong and what was done; text from the document is quoted and escaped.
  public var message: String
  /// The entry or user the warning is about, if it is one the document holds.
  public var subject: WarningSubject?

  /// Creates a warning, about a subject if it concerns one entry or user.
  public init(place: String, message: String, subject: WarningSubject? = nil) {
    self.place = place
    self.message = message
    self.subject = subject
  }

  /// The place and message, such as `feed[3].user: unknown user "u99"; entry skipped`; the
  /// message alone for a warning about the whole input, whose place is empty.
  public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}
