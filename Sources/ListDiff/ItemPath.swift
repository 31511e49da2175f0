/// The position of an item in a sectioned collection: its section, and its index there.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The item's index within its section.
  public var item: Int

  /// Creates a path to an item.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders paths by section, then by item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// The path as `section.item`.
  public var description: String { "\(section).\(item)" }
}
