import ListDiff

extension ListAdapter {
  /// ``reload(_:)`` itself, run when no other update is running.
  func applyReload(_ object: any Diffable) -> Bool {
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
