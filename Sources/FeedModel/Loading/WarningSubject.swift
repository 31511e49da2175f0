/// What a warning is about, when it is one entry or one user the document holds: the screen
/// to open from the warning.
///
/// A subject is an identity, never a position, so it names the same entry or user however the
/// feed is ordered or filtered. A warning about something dropped (an entry skipped, a user
/// repeated) has none.
///
/// ```swift
/// DocumentWarning(
///   place: "feed[3].postedAt", message: "\"soon\" is not an ISO 8601 date; shown as written",
///   subject: .entry(id: "a3"))
/// ```
public enum WarningSubject: Hashable, Sendable {
  /// The entry with this id.
  case entry(id: String)
  /// The user with this id.
  case user(UserID)
}
