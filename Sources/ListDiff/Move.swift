/// An element that changed position: from its index in the old collection to its index in
/// the new one.
public struct Move: Hashable, Sendable, CustomStringConvertible {
  /// The element's index in the old collection.
  public var from: Int
  /// The element's index in the new collection.
  public var to: Int

  /// Creates a move from an old index to a new index.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  /// The move as `from->to`.
  public var description: String { "\(from)->\(to)" }
}
