/// A message for the status line, with shorter forms for narrow screens.
///
/// The status line shows the longest form that fits; each shorter form keeps the words that
/// matter most, such as the key to press.
///
/// ```swift
/// StatusMessage("This is the first screen: q quits", or: "First screen: q quits", "q quits")
/// ```
public struct StatusMessage: Hashable, Sendable {
  /// The forms, longest first; never empty.
  public let forms: [String]

  /// A message and its shorter forms, longest first.
  public init(_ text: String, or shorter: String...) {
    forms = [text] + shorter
  }

  /// The whole message.
  public var text: String { forms[0] }
}
