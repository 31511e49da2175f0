/// The identity an item has when its section gives it none of its own: its index.
///
/// An item with such an identity is found again only at the same index, and is never looked
/// for in other sections.
public struct ItemIndex: Hashable, Sendable, CustomStringConvertible {
  /// The item's index in its section.
  public var index: Int

  /// The identity of the item at an index.
  public init(_ index: Int) { self.index = index }

  /// The index, as `#3`.
  public var description: String { "#\(index)" }
}
