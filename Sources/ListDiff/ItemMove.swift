/// An item that changed position in a sectioned collection, possibly to another section.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
  /// The item's path in the old collection.
  public var from: ItemPath
  /// The item's path in the new collection.
  public var to: ItemPath

  /// Creates a move from an old path to a new path.
  public init(from: ItemPath, to: ItemPath) {
    self.from = from
    self.to = to
  }

  /// The move as `from->to`.
  public var description: String { "\(from)->\(to)" }
}
