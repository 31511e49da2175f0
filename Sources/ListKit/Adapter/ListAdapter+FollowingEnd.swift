extension ListAdapter {
  /// Whether the last selectable row holds the selection, or the list has none, so that a
  /// list following its end from empty selects the last of the first rows to come.
  var selectionIsAtEnd: Bool {
    guard layout.selectableCount > 0 else { return true }
    guard let row = selectedRow else { return false }
    return row == layout.selectableRow(rank: layout.selectableCount - 1)
  }

  /// Gives the last selectable row the selection, and shows it, after an update that found
  /// the selection there and ``followsEnd`` on.
  func followEnd(if wasAtEnd: Bool) {
    guard wasAtEnd, let last = layout.selectableRow(rank: layout.selectableCount - 1),
      last != selectedRow
    else { return }
    select(row: last, keepingOffset: nil)
  }
}
