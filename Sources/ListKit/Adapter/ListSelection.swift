import ListDiff

/// Where the selection of a list is: which section and object, which part of it, and its
/// position among all selectable rows.
///
/// A value taken when ``ListAdapter/selection`` is read: its item, kind, identities and
/// positions are those of that moment, and stay so after later updates, however the list
/// changed. Only ``controller`` is the live section controller; read the adapter's
/// `selection` again for where the selection is now.
public struct ListSelection {
  /// The section's index, for the list library's own use.
  public var section: Int
  /// The identity of the section's object.
  public var identity: ObjectIdentity
  /// The section's object.
  public var object: any Diffable
  /// The section's controller: the live one, which later updates change, unlike the rest of
  /// the selection.
  public var controller: any SectionController
  /// The header, item or footer that holds the selection.
  public var part: ListRow.Part
  /// The 1-based position among the selectable rows.
  public var position: Int
  /// How many rows can be selected.
  public var count: Int
  /// The kind of the selected item, or of the section when a header or footer is selected.
  public var kind: SectionKind
  /// The selected item's identity (see ``SectionController/identity(ofItem:)``), or nil when a
  /// header or footer is selected.
  public var itemIdentity: AnyHashable?
  /// How many items the section had.
  public var itemCount: Int
  /// The identity of the element selected in a horizontal row (see
  /// ``HorizontalListSectionController/selectedElementIdentity``), or nil when the selection
  /// is not on such a row: which chip or person is chosen, with no cast to the row's
  /// controller.
  public var elementIdentity: AnyHashable?

  /// The selection of a part of a section, with what its controller says of it now.
  init(
    section: Int, identity: ObjectIdentity, object: any Diffable,
    controller: any SectionController, part: ListRow.Part, position: Int, count: Int
  ) {
    self.section = section
    self.identity = identity
    self.object = object
    self.controller = controller
    self.part = part
    self.position = position
    self.count = count
    itemCount = controller.numberOfItems
    if case .item(let item) = part, item < itemCount {
      kind = controller.kind(ofItem: item)
      itemIdentity = controller.identity(ofItem: item)
      elementIdentity = (controller as? HorizontalListSectionController)?.selectedElementIdentity
    } else {
      kind = controller.kind
      itemIdentity = nil
      elementIdentity = nil
    }
  }

  /// The selected item's index in its section, or nil when a header or footer is selected.
  public var item: Int? {
    if case .item(let item) = part { return item }
    return nil
  }

  /// The selected item's identity as a type, or nil when a header or footer is selected or
  /// the item's identity is of another type.
  ///
  /// ```swift
  /// if let id = adapter.selection?.itemIdentity(as: String.self) { agenda.remove(id) }
  /// ```
  public func itemIdentity<ID: Hashable>(as type: ID.Type) -> ID? { itemIdentity?.base as? ID }

  /// The section's object as a type, or nil if it is of another type.
  ///
  /// ```swift
  /// if let day = adapter.selection?.object(as: Day.self) { … }
  /// ```
  public func object<T: Diffable>(as type: T.Type) -> T? { object as? T }

  /// The position as `12/1003`.
  public var positionText: String { "\(position)/\(count)" }

  /// The selected item's position in its own section as `12/1000`, 1-based, or nil when a
  /// header or footer is selected: for a status line that counts a section's lines (a log's)
  /// rather than every selectable row of the list.
  public var itemPositionText: String? {
    item.map { "\($0 + 1)/\(itemCount)" }
  }
}
