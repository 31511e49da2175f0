/// One row of a list: a section's header, one of its items, or its footer.
public struct ListRow: Hashable, Sendable {
  /// Which part of a section a row shows.
  public enum Part: Hashable, Sendable {
    /// The section's header.
    case header
    /// An item, by its index in the section.
    case item(Int)
    /// The section's footer.
    case footer
  }

  /// The index of the section in the list.
  public var section: Int
  /// Which part of the section the row shows.
  public var part: Part

  /// Creates a row.
  public init(section: Int, part: Part) {
    self.section = section
    self.part = part
  }
}
