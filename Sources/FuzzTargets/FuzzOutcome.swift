/// What one input did to a fuzz target: accepted and exercised, or refused with an error.
///
/// Either is a pass: a refusal is bad input handled. Only a trap, a crash, a hang or a
/// sanitizer report is a bug, and those never come back as an outcome.
public enum FuzzOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The input was read and exercised; the text says how far, such as `3 entries, 40x12`.
  case accepted(String)
  /// The input was refused; the text is the error's message.
  case refused(String)

  /// Whether the input was refused.
  public var isRefused: Bool {
    if case .refused = self { return true }
    return false
  }

  /// One line: `accepted: …` or `refused: …`.
  public var description: String {
    switch self {
    case .accepted(let summary): "accepted: \(summary)"
    case .refused(let message): "refused: \(message)"
    }
  }
}
