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

  /// The kind a section controller has unless it names one: its type's name, without generic
  /// arguments and without the suffix `SectionController`.
  ///
  /// `PeopleSectionController` is `People`, `TagSectionController<Int>` is `Tag`, a nested
  /// `Outer.NoteSectionController` is `Note`, and a type named otherwise keeps its whole name
  /// (`Timeline`). Every controller of the library, the horizontal ones included, takes its
  /// default kind from this, so a subclass is of a kind of its own.
  public init(namingTypeOf controller: Any) {
    let described = String(describing: type(of: controller))
    var name = described.prefix { $0 != "<" && $0 != " " }
    if name.hasSuffix("SectionController"), name.count > 17 { name = name.dropLast(17) }
    self.name = String(name)
  }

  /// Creates a kind from a string literal.
  public init(stringLiteral name: String) { self.name = name }

  /// The kind's name.
  public var description: String { name }
}
