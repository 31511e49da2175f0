import Input

/// What the characters read after an Escape were, for `readEscape()`.
enum SequenceRead {
  /// A key, a report's event, or nil for a report with none.
  case event(Event?)
  /// The terminal's answer to a request for its device attributes (DA1).
  case attributes
}
