/// The kind of a section: what it shows and how it behaves, independent of where it is.
///
/// Code outside the list library decides behaviour by kind, never by a section's index.
/// Apps declare their kinds as static constants:
///
/// ```swift
/// extension SectionKind {
///   static let entry: SectionKind = "entry"
/// }
/// ```
public struct SectionKind: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The kind's name, shown in the status line.
  public let name: String

  /// Creates a kind with a name.
  public init(_ name: String) { self.name = name }

  /// Creates a kind from a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The kind's name.
  public var description: String { name }
}
