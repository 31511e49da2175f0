import ListDiff

extension ListAdapter {
  /// Replaces the object of the same identity with a newer version of it, without asking the
  /// data source for every object, as IGListKit's `reloadObjects` does; returns whether an
  /// object of that identity is in the list.
  ///
  /// The object's controller is told (`didUpdate(to:)`) and its section measured again; the
  /// selection stays on the same item, by item identity, at the same line of the view where
  /// possible, and when the item is gone its nearest surviving neighbour (the one below first)
  /// takes it, as in ``performUpdates()``. For one changed object of a long list, this costs what the one section does,
  /// where ``performUpdates()`` diffs every object. The data source must give the new version
  /// from now on, or the next ``performUpdates()`` puts back the one it gives.
  ///
  /// ```swift
  /// commits[index].title = "Reworded"
  /// adapter.reload(commits[index])
  /// ```
  @discardableResult
  public func reload(_ object: any Diffable) -> Bool {
    guard let section = sectionIndex(of: ObjectIdentity(of: object)) else { return false }
    let controller = controllers[section]
    // The selected item, by identity, and its neighbours, when the selection is in this section.
    var anchor: SelectionAnchor?
    if let row = selectedRow, row < layout.rowCount, layout.row(row).section == section,
      case .item(let item) = layout.row(row).part
    {
      anchor = changedItemAnchor(section: section, item: item, newSection: section)
    }
    let wasAtEnd = followsEnd && selectionIsAtEnd
    let before = selectionKey
    let displaced = displacedSelection
    sectionObjects[section] = object
    controller.didUpdate(to: object)
    passWarnings(of: controller, index: section, object: object)
    remeasure(section: section)
    if let anchor { restoreSelection(anchor) }
    followEnd(if: wasAtEnd)
    settleSelection(before: before, displaced: displaced, followedEnd: wasAtEnd)
    didChangeState()
    return true
  }
}
