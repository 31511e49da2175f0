import ListDiff

extension ListAdapter {
  /// After an update: a selection an earlier update took from its item goes back to it if this
  /// update brought it back; else, if this update took the selection from its item (gone, so
  /// its neighbour or another section took it), the item is remembered.
  ///
  /// A filter that empties a section and is then cleared gives the selection back to the line
  /// it was on, as long as nothing else moved the selection in between (a key, a click, a
  /// `select`): any move forgets it. A selection that moved only because its item's place did,
  /// or because it follows the end, is not displaced.
  ///
  /// - Parameters:
  ///   - before: what held the selection before the update.
  ///   - displaced: what an earlier update took the selection from, if anything.
  ///   - followedEnd: whether the selection was on the last row and follows the end
  ///     (``ListAdapter/followsEnd``): the end wins, and nothing is remembered.
  ///   - followedItem: whether the selection followed its item into another section. Its
  ///     old place, by section and item identity, is then not remembered: an item of that
  ///     identity there later is another item, and must not take the selection.
  func settleSelection(
    before: SelectionKey?, displaced: SelectionKey?, followedEnd: Bool, followedItem: Bool = false
  ) {
    guard !followedEnd else {
      displacedSelection = nil
      return
    }
    if let displaced, let row = row(holding: displaced), layout.isSelectable(row) {
      if row != selectedRow { select(row: row, keepingOffset: nil) }
      displacedSelection = nil
      return
    }
    if let displaced {
      displacedSelection = displaced
    } else if let before, !followedItem, selectionKey != before, row(holding: before) == nil {
      displacedSelection = before
    } else {
      displacedSelection = nil
    }
  }

  /// The row of a section's part, by identity, if the list holds it and shows it (an item of a
  /// collapsed section has no row).
  func row(holding key: SelectionKey) -> Int? {
    guard let section = sectionIndex(of: key.section) else { return nil }
    switch key.part {
    case .header: return layout.rowIndex(section: section, part: .header)
    case .footer: return layout.rowIndex(section: section, part: .footer)
    case .item(let identity):
      guard let item = controllers[section].index(ofItemIdentity: identity) else { return nil }
      return layout.rowIndex(section: section, part: .item(item))
    }
  }
}
