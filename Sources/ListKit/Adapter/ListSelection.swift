import ListDiff

/// Where the selection of a list is: which section and object, which part of it, and its
/// position among all selectable rows.
public struct ListSelection {
  /// The section's index, for the list library's own use.
  public var section: Int
  /// The section's object.
  public var object: any Diffable
  /// The section's controller.
  public var controller: any SectionController
  /// The header, item or footer that holds the selection.
  public var part: ListRow.Part
  /// The 1-based position among the selectable rows.
  public var position: Int
  /// How many rows can be selected.
  public var count: Int

  /// The kind of the selected section.
  public var kind: SectionKind { controller.kind }

  /// The position as `12/1003`.
  public var positionText: String { "\(position)/\(count)" }
}
